import { isProviderRole } from '../../../contract/roles';
import type { DirectoryUser } from '../../../contract/users';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { relationSettingsPath } from '../shared/paths';
import { roleLabel } from '../shared/role-label';
import { Link } from '../ui/Link';
import type { TableColumn } from '../ui/Table';
import { StatusBadge, UserName } from './labels';
import { StaffRowActions } from './StaffRowActions';

/**
 * The columns of an all-users list: who (name and email in one column, so the list fits beside the menu),
 * their role and state, and the relations they belong to; for whoever manages the provider's staff, the
 * actions on an employee (a customer's user is managed in their relation's settings).
 */
export function useDirectoryColumns(): TableColumn<DirectoryUser>[] {
  const { t, formatDate } = useI18n();
  const { user: me, hasPermission } = useSession();
  const managesStaff = hasPermission('Users.InviteDBS');
  return [
    {
      id: 'name',
      label: t('users.name'),
      sortable: true,
      cell: (u) => (
        <span className="user-identity">
          <UserName name={u.name} email={u.email} isSelf={u.id === me?.id} />
          {u.name && <span className="user-identity__email">{u.email}</span>}
        </span>
      ),
    },
    { id: 'role', label: t('users.role'), cell: (u) => roleLabel(u.role, t) },
    { id: 'status', label: t('users.status'), cell: (u) => <StatusBadge status={u.status} /> },
    {
      id: 'relations',
      label: t('users.relations'),
      cell: (u) =>
        u.relations.length === 0 ? (
          '–'
        ) : (
          <span className="inline-list">
            {u.relations.map((r) => (
              <Link key={r.pK_PT_RELATION} href={relationSettingsPath(r.pK_PT_RELATION)}>
                {r.isManager ? `${r.name} (${t('users.manager').toLowerCase()})` : r.name}
              </Link>
            ))}
          </span>
        ),
    },
    { id: 'invitedAt', label: t('users.invitedAt'), sortable: true, cell: (u) => formatDate(u.invitedAt) },
    ...(managesStaff
      ? [
          {
            id: 'actions',
            label: t('users.actions'),
            align: 'end' as const,
            // A platform administrator is managed by another one only, as the server says (managesRole).
            cell: (u: DirectoryUser) =>
              isProviderRole(u.role) &&
              u.id !== me?.id &&
              (u.role !== 'superadmin' || me?.role === 'superadmin') ? (
                <StaffRowActions user={u} />
              ) : (
                '–'
              ),
          },
        ]
      : []),
  ];
}
