import type { ReactNode } from 'react';
import type { RelationUser } from '../../../contract/users';
import { useI18n } from '../../i18n';
import type { DataResult } from '../../services/portal-data/use-data';
import { DataState } from '../ui/DataState';
import type { UsersWhere } from './UserRowActions';
import { UsersTable } from './UsersTable';
import { useManagesUsers } from './use-manages-users';

interface UsersSectionProps {
  relationId: number;
  users: DataResult<RelationUser[]>;
  empty: string;
  /** Actions on the whole list (invite, copy to a location), for administrators only. */
  toolbar: ReactNode;
  showLocations?: boolean;
  permissionsHref?(user: RelationUser): string;
  where: UsersWhere;
}

/** The 'Users' part of a settings page: its actions, and the table with its loading, empty and error states. */
export function UsersSection({
  relationId,
  users,
  empty,
  toolbar,
  showLocations,
  permissionsHref,
  where,
}: UsersSectionProps) {
  const { t } = useI18n();
  const managesUsers = useManagesUsers();
  return (
    <section className="page-section" aria-labelledby="users-section">
      <div className="section-header">
        <h2 id="users-section">{t('users.title')}</h2>
        {managesUsers && <div className="toolbar">{toolbar}</div>}
      </div>
      <DataState state={users} isEmpty={(list) => list.length === 0} empty={empty} emptyIcon="relation">
        {(list) => (
          <UsersTable
            label={t('users.title')}
            relationId={relationId}
            users={list}
            showLocations={showLocations}
            permissionsHref={permissionsHref}
            where={where}
          />
        )}
      </DataState>
    </section>
  );
}
