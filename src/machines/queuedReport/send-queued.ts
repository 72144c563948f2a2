import { reportMakesStale } from '../../services/failure-reports';
import { sendQueuedReport } from '../../services/queued-report';
import { invalidateResources } from '../../services/resource';

export { forgetUnsealedContactDraft } from '../../services/queued-report';

import { bodyOf, type ReportDraft } from '../failureReport/failureReport.types';

/** The queued report is on the server: the lists of reports are read again. */
export const refreshReports = () => void invalidateResources(...reportMakesStale);

/** Sends `userId`'s contact report that waits for the network, made into the portal's body; see sendQueuedReport. */
export const sendQueuedContactReport = (userId: string) =>
  sendQueuedReport(userId, (draft: ReportDraft) => bodyOf('portal', draft));
