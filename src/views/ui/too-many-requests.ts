import type { ApiError } from '../../services/api-error';
import { showToast } from './toast-queue';

let quietUntil = 0;

/**
 * Tells the user that the server refuses requests for a while, once per refusal window: a screen that loads
 * several lists at once gets several 429s, and one toast says it all.
 */
export function announceTooManyRequests(error: ApiError, now = Date.now()): void {
  if (now < quietUntil) return;
  const seconds = error.retryAfterS ?? 60;
  quietUntil = now + seconds * 1000;
  showToast('protection.tooManyRequests', 'error', { seconds: String(seconds) });
}
