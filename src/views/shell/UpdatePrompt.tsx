import { useSyncExternalStore } from 'react';
import { useI18n } from '../../i18n';
import { appUpdate } from '../../services/app-update';
import { Button } from '../ui/Button';

/** A new version of the app is ready: the user reloads when it suits them (never in the middle of a step). */
export function UpdatePrompt() {
  const { t } = useI18n();
  const isWaiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.isWaiting, () => false);
  if (!isWaiting) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('shell.updateReady')}</span>
      <Button variant="secondary" onPress={appUpdate.apply}>
        {t('shell.updateReload')}
      </Button>
    </div>
  );
}
