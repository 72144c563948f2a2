import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/** The relations could not be loaded: say so and offer to try again, instead of waiting for ever. */
export function RelationsLoadError() {
  const { t } = useI18n();
  const { reloadRelations } = useSession();
  return (
    <Alert tone="error">
      <p className="load-error__text">{t('errors.network')}</p>
      <Button variant="secondary" onPress={reloadRelations}>
        {t('app.retry')}
      </Button>
    </Alert>
  );
}
