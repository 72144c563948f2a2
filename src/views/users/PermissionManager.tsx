import './permission-texts';
import { useState } from 'react';
import { type DirectoryUser, userSorts } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { type UserSort, userDirectory } from '../../services/users';
import { TitleTrail } from '../shared/TitleTrail';
import { Button } from '../ui/Button';
import { LazyDialog } from '../ui/LazyDialog';
import { type ListOrder, PagedList } from '../ui/PagedList';
import type { TableColumn } from '../ui/Table';
import { useDirectoryColumns } from './directory-columns';
import { PermissionEditor } from './PermissionEditor';

const order: ListOrder<UserSort> = { sorts: userSorts, sort: 'name', direction: 'asc' };

/** The permission manager (/permission-manager): find any user, then see and change their permissions. */
export function PermissionManager() {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<DirectoryUser | null>(null);
  const [who, role, status] = useDirectoryColumns();
  const columns: TableColumn<DirectoryUser>[] = [
    who,
    role,
    status,
    {
      id: 'permissions',
      label: t('users.permissions'),
      align: 'end',
      cell: (u) => (
        <Button
          variant="secondary"
          aria-label={t('permissions.chooseFor', { name: u.name || u.email })}
          onPress={() => setChosen(u)}
        >
          {t('permissions.choose')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <TitleTrail items={[{ label: t('settings.permissionManager') }]} />
      <h1>{t('settings.permissionManager')}</h1>
      <p className="lead">{t('permissions.managerIntro')}</p>
      <PagedList
        prefix=""
        order={order}
        call={(query) => userDirectory('all', query)}
        label={t('nav.allUsers')}
        searchLabel={t('permissions.searchUser')}
        columns={columns}
        rowKey={(u) => u.id}
        empty={t('users.none')}
        emptyIcon="relation"
      />
      <LazyDialog
        title={t('permissions.title', { name: chosen ? chosen.name || chosen.email : '' })}
        isOpen={chosen !== null}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
      >
        {chosen && <PermissionEditor userId={chosen.id} />}
      </LazyDialog>
    </>
  );
}
