import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export interface ToastMessage {
  tone: 'success' | 'error';
  /** An i18n key, translated when shown (so it follows a language switch), or a text as it is. */
  message: string;
  /** Values for the key's placeholders. */
  params?: Record<string, string>;
}

/** Spec section 9: at most three toasts at once, each hidden after five seconds. */
const TOAST_LIMIT = 3;
const TOAST_TIMEOUT_MS = 5000;

/**
 * The toasts waiting and shown, apart from the region that draws them: the first screen can say something
 * (a 429) while the region's code loads only when there is a first toast.
 */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: TOAST_LIMIT });

export function showToast(
  message: string,
  tone: ToastMessage['tone'] = 'success',
  params?: Record<string, string>,
): void {
  toastQueue.add({ message, tone, params }, { timeout: TOAST_TIMEOUT_MS });
}
