import { useI18n } from '../../i18n';
import type { AccountStatus } from '../../machines/invitation';
import { Badge, type BadgeTone } from '../ui/Badge';

const statusTones: Record<AccountStatus, BadgeTone> = {
  invited: 'info',
  active: 'success',
  deactivated: 'error',
};

/** Invited, active, or (when deactivated) deleted/blocked, as spec section 4 shows it. */
export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useI18n();
  return <Badge tone={statusTones[status]}>{t(`users.statuses.${status}`)}</Badge>;
}

/** The name; an account nobody activated yet has none, and goes by its email address. */
export function UserName({ name, email, isSelf }: { name: string; email: string; isSelf?: boolean }) {
  const { t } = useI18n();
  return (
    <span className="user-name">
      {name ? <span>{name}</span> : <span className="muted">{email}</span>}
      {isSelf && <Badge>{t('users.you')}</Badge>}
    </span>
  );
}
