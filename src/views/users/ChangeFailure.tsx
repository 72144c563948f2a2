import { useI18n } from '../../i18n';
import type { ApiError } from '../../services/api-error';
import { refreshResources } from '../../services/resource';
import { USER_DATA } from '../../services/users';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { type ChangeKind, failureText } from '../ui/error-text';

/**
 * A failed change of a user. When someone else changed the user meanwhile (409), it says so and offers to load
 * the user as they are now, so the administrator decides again on what is there instead of overwriting it.
 */
export function ChangeFailure({ kind, error }: { kind: ChangeKind; error: ApiError }) {
  const { t } = useI18n();
  if (error.status !== 409) return <Alert>{failureText(kind, error, t)}</Alert>;
  return (
    <Alert>
      <p>{t('errors.userChangedMeanwhile')}</p>
      <Button variant="secondary" onPress={() => void refreshResources(...USER_DATA)}>
        {t('users.reload')}
      </Button>
    </Alert>
  );
}
