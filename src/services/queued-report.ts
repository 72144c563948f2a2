import { forgetStoredReport, type KeptPhoto, readStoredReport, sendReport } from './failure-reports';

/**
 * The contact form's draft of one user in local storage: sealed to them. Another user signing in on the
 * device neither sees it on the form nor sends it under their own login; it waits for its user to return.
 */
export const contactDraftKey = (userId: string) => `failureReport:contact:${userId}`;

/**
 * Before drafts were sealed per user, the device kept one contact draft for whoever signed in next. Such a
 * draft belongs to nobody now: a logout removes it with its photos, so no one's words stay behind.
 */
export async function forgetUnsealedContactDraft(): Promise<void> {
  const key = 'failureReport:contact';
  const stored = readStoredReport<{ photos?: KeptPhoto[] }>(key);
  if (stored) await forgetStoredReport(key, stored.draft?.photos ?? []);
}

/**
 * Sends `userId`'s contact report that waits for the network (the form was sent with none), and forgets it
 * once the server has it; answers whether there was one. `bodyOf` makes the contract's body of the draft.
 */
export async function sendQueuedReport<D extends { photos: KeptPhoto[] }>(
  userId: string,
  bodyOf: (draft: D) => Record<string, unknown>,
): Promise<boolean> {
  const key = contactDraftKey(userId);
  const stored = readStoredReport<D>(key);
  if (!stored?.sending) return false;
  await sendReport({ mode: 'portal' }, bodyOf(stored.draft), stored.draft.photos);
  await forgetStoredReport(key, stored.draft.photos);
  return true;
}
