import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { ApiError } from '../../services/api-error';
import {
  forgetStoredReport,
  keepPhoto,
  type ReportTarget,
  readStoredReport,
  reportMakesStale,
  sendReport,
  writeStoredReport,
} from '../../services/failure-reports';
import { invalidateResources } from '../../services/resource';
import { inspect } from '../inspector';
import { networkReturn } from '../network-return';
import { failureReportMachine } from './failureReport.machine';
import {
  bodyOf,
  type DraftPhoto,
  emptyReport,
  type FailureReportEvent,
  type ReportDraft,
} from './failureReport.types';

export interface FailureReportOptions {
  target: ReportTarget;
  /** Where the draft is kept in the browser: one per form (the contact form, one gate's public page). */
  storageKey: string;
  /** What a new draft starts with: the reporter from the profile, the object the form was opened from. */
  prefill: Partial<ReportDraft>;
  /** Told once the report is on the server. */
  onSent(): void;
}

export interface FailureReportView {
  draft: ReportDraft;
  /** Field name to i18n key. */
  errors: Partial<Record<string, string>>;
  isSubmitting: boolean;
  isFailed: boolean;
  isSent: boolean;
  /** The failure is the connection: it is sent again by itself when the network returns. */
  isWaitingForNetwork: boolean;
  /** Why the last send failed, for its alert. */
  failure: ApiError | null;
  change(patch: Partial<Omit<ReportDraft, 'id' | 'photos'>>): void;
  addPhoto(file: File): void;
  removePhoto(photoId: string): void;
  submit(): void;
  retry(): void;
  edit(): void;
  startNew(): void;
}

const restore = (options: FailureReportOptions) => {
  const stored = readStoredReport<ReportDraft>(options.storageKey);
  const fresh = emptyReport(crypto.randomUUID(), options.prefill);
  // A kept draft of another object (opened from another gate's page) starts over with this one.
  const usable =
    stored && (options.prefill.objectId === undefined || stored.draft.objectId === options.prefill.objectId);
  return usable
    ? { mode: options.target.mode, draft: stored.draft, sending: stored.sending }
    : { mode: options.target.mode, draft: fresh };
};

/** One contact or failure report form, its draft kept in the browser; sent again when the network returns. */
export function useFailureReport(options: FailureReportOptions): FailureReportView {
  // The machine is made once; its effects read the options of the latest render, not of the first.
  const latest = useRef(options);
  latest.current = options;
  const actor = useActorRef(
    failureReportMachine.provide({
      actors: {
        sendReport: fromPromise(({ input }) =>
          sendReport(latest.current.target, bodyOf(input.mode, input.draft), input.draft.photos),
        ),
        networkReturn: networkReturn<FailureReportEvent>(),
      },
      actions: {
        persistDraft: ({ context }) =>
          writeStoredReport(latest.current.storageKey, { draft: context.draft, sending: context.sending }),
        forgetDraft: ({ context }) =>
          void forgetStoredReport(latest.current.storageKey, context.draft.photos),
        announceSent: () => latest.current.onSent(),
        refreshReports: () => void invalidateResources(...reportMakesStale),
        keepPhoto: ({ event, self }) => {
          if (event.type !== 'report.photoChosen') return;
          void keepPhoto(event.file).then((kept) =>
            self.send(
              'problem' in kept
                ? { type: 'report.photoRefused', message: kept.problem }
                : { type: 'report.photoAdded', photo: kept satisfies DraftPhoto },
            ),
          );
        },
      },
    }),
    { input: restore(options), inspect },
  );
  const draft = useSelector(actor, (s) => s.context.draft);
  const problems = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  const isSubmitting = useSelector(actor, (s) => s.hasTag('busy'));
  const isFailed = useSelector(actor, (s) => s.hasTag('error'));
  const isSent = useSelector(actor, (s) => s.matches('sent'));

  const commands = useMemo(
    () => ({
      change: (patch: Partial<Omit<ReportDraft, 'id' | 'photos'>>) =>
        actor.send({ type: 'report.change', patch }),
      addPhoto: (file: File) => actor.send({ type: 'report.photoChosen', file }),
      removePhoto: (photoId: string) => actor.send({ type: 'report.photoRemoved', photoId }),
      submit: () => actor.send({ type: 'report.submit' }),
      retry: () => actor.send({ type: 'report.retry' }),
      edit: () => actor.send({ type: 'report.edit' }),
      startNew: () =>
        actor.send({ type: 'report.startNew', draft: emptyReport(crypto.randomUUID(), options.prefill) }),
    }),
    [actor, options.prefill],
  );

  const errors = useMemo(() => Object.fromEntries(problems.map((p) => [p.path, p.message])), [problems]);
  return {
    draft,
    errors,
    isSubmitting,
    isFailed,
    isSent,
    isWaitingForNetwork: isFailed && error?.status === 0,
    failure: error,
    ...commands,
  };
}
