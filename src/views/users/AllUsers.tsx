import { userSorts } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { type UserDirectory, type UserSort, userDirectory } from '../../services/users';
import { ExportButton } from '../shared/ExportButton';
import { TitleTrail } from '../shared/TitleTrail';
import { type ListOrder, PagedList } from '../ui/PagedList';
import { Tabs } from '../ui/Tabs';
import { useSearchParam } from '../ui/use-list-params';
import { useDirectoryColumns } from './directory-columns';
import { InviteDialog } from './InviteDialog';

const order: ListOrder<UserSort> = { sorts: userSorts, sort: 'name', direction: 'asc' };
const directories: UserDirectory[] = ['all', 'customers', 'activated'];

function Directory({ directory }: { directory: UserDirectory }) {
  const { t } = useI18n();
  return (
    <PagedList
      prefix={directory === 'all' ? '' : `${directory}-`}
      order={order}
      call={(query) => userDirectory(directory, query)}
      label={t(`users.tabs.${directory}`)}
      searchLabel={t('users.search')}
      columns={useDirectoryColumns()}
      rowKey={(u) => u.id}
      empty={t('users.none')}
      emptyIcon="relation"
      actions={(page) => <ExportButton list={page.key} />}
    />
  );
}

/** All users (/allusers): everyone, everyone but provider staff, or the activated accounts; searched and paged. */
export function AllUsers() {
  const { t } = useI18n();
  const [tab, setTab] = useSearchParam('tab', 'all');
  const { hasPermission } = useSession();
  return (
    <>
      <TitleTrail items={[{ label: t('nav.allUsers') }]} />
      <div className="section-header">
        <h1>{t('nav.allUsers')}</h1>
        {hasPermission('Users.InviteDBS') && (
          <div className="toolbar">
            <InviteDialog staff />
          </div>
        )}
      </div>
      <Tabs
        label={t('users.tabs.label')}
        selected={tab}
        onSelect={setTab}
        items={directories.map((directory) => ({
          id: directory,
          label: t(`users.tabs.${directory}`),
          content: <Directory directory={directory} />,
        }))}
      />
    </>
  );
}
