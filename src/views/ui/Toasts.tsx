import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast';
import { useI18n } from '../../i18n';
import { AriaProviders } from './aria-providers';
import { Button } from './Button';
import { Icon } from './Icon';
import { toastQueue as queue } from './toast-queue';

export { showToast } from './toast-queue';

/** Where toasts appear; mounted once beside the app (`LazyToasts` mounts it at the first toast). */
export function Toasts() {
  const { t } = useI18n();
  return (
    <AriaProviders>
      <ToastRegion queue={queue} className="toast-region" aria-label={t('app.notifications')}>
        {({ toast }) => (
          <Toast toast={toast} className={`toast toast--${toast.content.tone}`}>
            <Icon name={toast.content.tone === 'error' ? 'error' : 'check'} className="toast__icon" />
            <ToastContent className="toast__content">
              <Text slot="title">{t(toast.content.message, toast.content.params)}</Text>
            </ToastContent>
            <Button slot="close" variant="quiet" aria-label={t('app.close')}>
              <Icon name="close" />
            </Button>
          </Toast>
        )}
      </ToastRegion>
    </AriaProviders>
  );
}
