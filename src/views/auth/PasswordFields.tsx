import { useI18n } from '../../i18n';
import { TextField } from '../ui/TextField';

/** A new password and its confirmation, with the rules of spec section 5 beneath the first. */
export function PasswordFields({ labels }: { labels: { password: string; confirmPassword: string } }) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        name="Password"
        type="password"
        label={labels.password}
        description={t('auth.resetPassword.passwordRules')}
        autoComplete="new-password"
        isRequired
      />
      <TextField
        name="ConfirmPassword"
        type="password"
        label={labels.confirmPassword}
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}
