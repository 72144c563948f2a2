import type { RelationUser } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { roleLabel } from '../shared/role-label';
import { Table, type TableColumn } from '../ui/Table';
import { StatusBadge, UserName } from './labels';
import { UserRowActions, type UsersWhere } from './UserRowActions';
import { useManagesUsers } from './use-manages-users';

interface UsersTableProps {
  label: string;
  relationId: number;
  users: RelationUser[];
  /** The location's settings show who sees it; a relation's show which locations each user is limited to. */
  showLocations?: boolean;
  permissionsHref?(user: RelationUser): string;
  where: UsersWhere;
}

/** The users of a relation (or of one of its locations) with their role, state and the actions on them. */
export function UsersTable({
  label,
  relationId,
  users,
  showLocations,
  permissionsHref,
  where,
}: UsersTableProps) {
  const { t } = useI18n();
  const { user: me } = useSession();
  const managesUsers = useManagesUsers();
  const columns: TableColumn<RelationUser>[] = [
    {
      id: 'name',
      label: t('users.name'),
      cell: (u) => <UserName name={u.name} email={u.email} emailBeside isSelf={u.id === me?.id} />,
    },
    { id: 'email', label: t('users.email'), cell: (u) => u.email },
    { id: 'role', label: t('users.role'), cell: (u) => roleLabel(u.role, t) },
    { id: 'status', label: t('users.status'), cell: (u) => <StatusBadge status={u.status} /> },
    { id: 'manager', label: t('users.manager'), cell: (u) => (u.isManager ? t('fields.yes') : '–') },
    ...(showLocations
      ? [
          {
            id: 'locations',
            label: t('users.locations'),
            cell: (u: RelationUser) =>
              u.locations.length ? u.locations.map((l) => l.name).join(', ') : t('users.allLocations'),
          },
        ]
      : []),
    ...(managesUsers
      ? [
          {
            id: 'actions',
            label: t('users.actions'),
            align: 'end' as const,
            cell: (u: RelationUser) => (
              <UserRowActions
                relationId={relationId}
                user={u}
                isSelf={u.id === me?.id}
                permissionsHref={permissionsHref?.(u)}
                where={where}
              />
            ),
          },
        ]
      : []),
  ];
  return <Table label={label} columns={columns} rows={users} rowKey={(u) => u.id} />;
}
