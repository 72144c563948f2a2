import { sendQueuedReport } from '../../services/queued-report';

export { forgetUnsealedContactDraft } from '../../services/queued-report';

import { bodyOf, type ReportDraft } from '../failureReport/failureReport.types';

/** Sends `userId`'s contact report that waits for the network, made into the portal's body; see sendQueuedReport. */
export const sendQueuedContactReport = (userId: string) =>
  sendQueuedReport(userId, (draft: ReportDraft) => bodyOf('portal', draft));
