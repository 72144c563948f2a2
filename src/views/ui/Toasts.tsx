import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast';
import { useI18n } from '../../i18n';
import { Button } from './Button';
import { Icon } from './Icon';

interface ToastMessage {
  tone: 'success' | 'error';
  /** An i18n key, translated when shown (so it follows a language switch), or a text as it is. */
  message: string;
  /** Values for the key's placeholders. */
  params?: Record<string, string>;
}

/** Spec section 9: at most three toasts at once, each hidden after five seconds. */
const TOAST_LIMIT = 3;
const TOAST_TIMEOUT_MS = 5000;

const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: TOAST_LIMIT });

export function showToast(
  message: string,
  tone: ToastMessage['tone'] = 'success',
  params?: Record<string, string>,
): void {
  queue.add({ message, tone, params }, { timeout: TOAST_TIMEOUT_MS });
}

/** Where toasts appear; mounted once beside the app. */
export function Toasts() {
  const { t } = useI18n();
  return (
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
  );
}
