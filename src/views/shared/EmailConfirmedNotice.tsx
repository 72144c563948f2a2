import { useSearchParams } from 'wouter';
import { useI18n } from '../../i18n';
import { Alert } from '../ui/Alert';

/**
 * Where the confirmation link of an email change lands (`/login?emailConfirmed=1|0`, set by the server): says
 * whether the new address is now the login, or that the link was used, expired or refused and nothing changed.
 */
export function EmailConfirmedNotice() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const confirmed = params.get('emailConfirmed');
  if (confirmed === '1') return <Alert tone="success">{t('auth.login.emailConfirmed')}</Alert>;
  if (confirmed === '0') return <Alert>{t('auth.login.emailNotConfirmed')}</Alert>;
  return null;
}
