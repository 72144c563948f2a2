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

/**
 * The name; an account nobody activated yet may have none. It then goes by its email address where no other
 * column shows it (`email`), or, beside an email column, by a short muted word, with the address for screen
 * readers only: the row keeps a name that says who it is, and the address does not stand twice in a row and
 * widen the table into cards (issue 28).
 */
export function UserName({
  name,
  email,
  emailBeside,
  isSelf,
}: {
  name: string;
  email: string;
  emailBeside?: boolean;
  isSelf?: boolean;
}) {
  const { t } = useI18n();
  return (
    <span className="user-name">
      {name ? (
        <span>{name}</span>
      ) : emailBeside ? (
        <span className="muted">
          {t('users.noName')}
          <span className="visually-hidden"> {email}</span>
        </span>
      ) : (
        <span className="muted">{email}</span>
      )}
      {isSelf && <Badge>{t('users.you')}</Badge>}
    </span>
  );
}
