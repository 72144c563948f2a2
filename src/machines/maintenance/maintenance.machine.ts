import { assertEvent, assign, raise, setup } from 'xstate';
import {
  emptyAnswer,
  emptyDraft,
  type FieldIssue,
  type InspectionStep,
  inspectionMessages,
  stepIssues,
} from '../../../contract/inspection';
import type { InspectionOutcome } from '../../../contract/maintenance';
import { hasEnoughInk } from '../../../contract/signature-ink';
import type { ApiError } from '../../services/api-error';
import { unprovidedAction, unprovidedActor } from '../unprovided';
import type {
  MaintenanceContext,
  MaintenanceEvent,
  MaintenanceInput,
  NotPossibleFrom,
} from './maintenance.types';

type Rules = InspectionStep | 'notPossible';

/**
 * The failing rules of `step`, as its fields show them: a signature drawn with too little ink (a tap) is said
 * as such, not as missing. The draft's `signed` alone cannot tell: a tap is never kept, so it stays false.
 */
export const issuesOf = (context: MaintenanceContext, step: Rules): FieldIssue[] =>
  stepIssues(context.draft, context.rules, step).map((issue) =>
    issue.path === 'signature' && context.signatureTooLittle
      ? { ...issue, message: inspectionMessages.signatureTooLittle }
      : issue,
  );
const complete =
  (step: Rules) =>
  ({ context }: { context: MaintenanceContext }) =>
    issuesOf(context, step).length === 0;
/** A field the engineer changed no longer shows the error it had. */
const without = (errors: FieldIssue[], prefix: string) => errors.filter((e) => !e.path.startsWith(prefix));

/** The failing rules a 400 of the server names (`body.draft.<field>`), as the fields of the draft. */
const serverIssues = (error: ApiError | undefined): FieldIssue[] =>
  (error?.errors ?? []).map((e) => ({ path: e.path.replace(/^body\.draft\./, ''), message: e.message }));

export const maintenanceMachine = setup({
  types: {} as { context: MaintenanceContext; events: MaintenanceEvent; input: MaintenanceInput },
  actors: {
    /** Creates the inspection on the server with its own id; a retry finds the one made before. */
    createInspection: unprovidedActor<unknown, { inspectionId: string; objectId: number }>(
      'createInspection',
    ),
    /**
     * Queues the submit in the outbox behind every write before it, with its own idempotency key. Answers the
     * server's outcome when it is known already, null while the submit waits to be sent.
     */
    submitInspection: unprovidedActor<InspectionOutcome | null, { context: MaintenanceContext }>(
      'submitInspection',
    ),
  },
  actions: {
    /** Saves the progress on the server (through the outbox) at `step`, the step the engineer moved to. */
    saveProgress: unprovidedAction<{ step: InspectionStep }>('saveProgress'),
    /**
     * Makes the chosen photo small and keeps it on the device, then answers `inspection.photoAdded` (or
     * `inspection.photoRetaken`) and queues it in the outbox; a file that is no image is said at its slot.
     */
    keepPhoto: unprovidedAction('keepPhoto'),
    /** A photo that left the draft (removed, or replaced by a retake) leaves the device and the server too. */
    dropPhoto: unprovidedAction('dropPhoto'),
    /** Keeps the drawn signature on the device, then answers `inspection.signed` and queues it in the outbox. */
    keepSignature: unprovidedAction('keepSignature'),
    /** Tells the app the inspection is complete (its object's documents and gate state have changed). */
    inspectionSubmitted: unprovidedAction('inspectionSubmitted'),
    clearErrors: assign({ errors: [], failure: null }),
    showArrivalIssues: assign({ errors: ({ context }) => issuesOf(context, 'arrival') }),
    showInspectionIssues: assign({ errors: ({ context }) => issuesOf(context, 'inspection') }),
    showApprovalIssues: assign({ errors: ({ context }) => issuesOf(context, 'approval') }),
    showDepartureIssues: assign({ errors: ({ context }) => issuesOf(context, 'departure') }),
    showNotPossibleIssues: assign({ errors: ({ context }) => issuesOf(context, 'notPossible') }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'inspection.change');
      const fields = Object.keys(event.patch);
      return {
        draft: { ...context.draft, ...event.patch },
        errors: context.errors.filter((e) => !fields.includes(e.path)),
      };
    }),
    answer: assign(({ context, event }) => {
      assertEvent(event, 'inspection.answer');
      const key = String(event.propertyId);
      const answer = { ...(context.draft.answers[key] ?? emptyAnswer), ...event.patch };
      return {
        draft: { ...context.draft, answers: { ...context.draft.answers, [key]: answer } },
        errors: without(context.errors, `answers.${key}.`),
      };
    }),
    addPhoto: assign(({ context, event }) => {
      assertEvent(event, 'inspection.photoAdded');
      if (context.draft.photos.some((p) => p.id === event.photo.id)) return {};
      return {
        draft: { ...context.draft, photos: [...context.draft.photos, event.photo] },
        errors: context.errors.filter((e) => e.path !== 'photos' && e.path !== `photos.${event.photo.kind}`),
      };
    }),
    removePhoto: assign(({ context, event }) => {
      assertEvent(event, 'inspection.photoRemoved');
      return {
        draft: { ...context.draft, photos: context.draft.photos.filter((p) => p.id !== event.photoId) },
      };
    }),
    /** In the place of the photo it replaces, so the slot keeps its order; only a retake replaces one. */
    retakePhoto: assign(({ context, event }) => {
      assertEvent(event, 'inspection.photoRetaken');
      const { photos } = context.draft;
      if (photos.some((p) => p.id === event.photo.id)) return {};
      const replaced = photos.some((p) => p.id === event.photoId);
      return {
        draft: {
          ...context.draft,
          photos: replaced
            ? photos.map((p) => (p.id === event.photoId ? event.photo : p))
            : [...photos, event.photo],
        },
        errors: context.errors.filter((e) => e.path !== 'photos' && e.path !== `photos.${event.photo.kind}`),
      };
    }),
    markSigned: assign(({ context }) => ({
      draft: { ...context.draft, signed: true },
      errors: without(context.errors, 'signature'),
    })),
    /** Too little ink: nothing is kept or sent; an error already shown at the signature says why. */
    refuseSignature: assign(({ context }) => {
      const shown = context.errors.some((e) => e.path === 'signature');
      return {
        draft: { ...context.draft, signed: false },
        signatureTooLittle: true,
        errors: shown
          ? [
              ...without(context.errors, 'signature'),
              { path: 'signature', message: inspectionMessages.signatureTooLittle },
            ]
          : context.errors,
      };
    }),
    inkEnough: assign({ signatureTooLittle: false }),
    anotherPicture: assign({ morePictures: true }),
    pictureSettled: assign({ morePictures: false }),
    holdContinue: assign({ continueHeld: true }),
    pressHeldContinue: raise({ type: 'inspection.continue' }),
    forgetPictures: assign({ morePictures: false, continueHeld: false }),
    clearSignature: assign(({ context }) => ({
      draft: { ...context.draft, signed: false },
      signatureTooLittle: false,
    })),
    chooseSigning: assign(({ context }) => ({
      draft: { ...context.draft, approval: 'signed' as const },
      errors: [],
    })),
    chooseWithoutApproval: assign(({ context }) => ({
      draft: { ...context.draft, approval: 'withoutApproval' as const },
      errors: [],
    })),
    /** Remembers the step it was chosen on: "maintenance after all" goes back there, not to the start. */
    markNotPossible: assign(({ context }, params: { from: NotPossibleFrom }) => ({
      draft: { ...context.draft, maintenancePossible: false },
      errors: [],
      notPossibleFrom: params.from,
    })),
    markPossible: assign(({ context }) => ({
      draft: { ...context.draft, maintenancePossible: true },
      errors: [],
    })),
    takeOutcome: assign({
      outcome: ({ event }) => (event as unknown as { output: InspectionOutcome | null }).output,
    }),
    takeFailure: assign(({ event }) => {
      const error = (event as unknown as { error?: ApiError }).error;
      return { failure: error?.code ?? 'network', errors: serverIssues(error) };
    }),
  },
  guards: {
    arrivalComplete: complete('arrival'),
    inspectionComplete: complete('inspection'),
    approvalComplete: complete('approval'),
    departureComplete: complete('departure'),
    notPossibleComplete: complete('notPossible'),
    isNotPossible: ({ context }) => !context.draft.maintenancePossible,
    cameFromArrival: ({ context }) => context.notPossibleFrom === 'arrival',
    cameFromInspection: ({ context }) => context.notPossibleFrom === 'inspection',
    hasEnoughInk: ({ event }) => event.type === 'inspection.signatureDrawn' && hasEnoughInk(event.ink),
    morePictures: ({ context }) => context.morePictures === true,
    continueHeld: ({ context }) => context.continueHeld === true,
  },
}).createMachine({
  id: 'maintenance',
  description:
    'A maintenance inspection of one gate on site (spec sections 4 and 5): start, arrival, inspection, ' +
    'approval (the customer signs, or the engineer continues without approval), departure, done. ' +
    '"Maintenance not possible" may be chosen on any step before approval. A step is left only when its ' +
    'rules hold; otherwise the failing rules are shown per field. Every write goes into the outbox, so the ' +
    'whole inspection can be made with no network; done means submitted to the outbox.',
  context: ({ input }) => ({
    inspectionId: input.inspectionId,
    objectId: input.objectId,
    rules: input.rules,
    draft: input.draft ?? emptyDraft,
    errors: [],
    outcome: null,
    failure: null,
    notPossibleFrom: 'start',
    signatureTooLittle: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'start',
      on: {
        'inspection.change': { actions: 'change' },
        'inspection.answer': { actions: 'answer' },
        'inspection.photoChosen': { actions: 'keepPhoto' },
        'inspection.photoAdded': { actions: 'addPhoto' },
        'inspection.photoRemoved': { actions: ['removePhoto', 'dropPhoto'] },
        'inspection.photoRetaken': { actions: ['retakePhoto', 'dropPhoto'] },
      },
      states: {
        start: {
          on: {
            'inspection.begin': { target: 'creating', actions: 'clearErrors' },
            'inspection.notPossible': {
              target: 'notPossible',
              actions: { type: 'markNotPossible', params: { from: 'start' } },
            },
          },
        },
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createInspection',
            src: 'createInspection',
            input: ({ context }) => ({ inspectionId: context.inspectionId, objectId: context.objectId }),
            onDone: { target: 'arrival' },
            onError: { target: 'start', actions: 'takeFailure' },
          },
        },
        arrival: {
          on: {
            'inspection.continue': [
              {
                guard: 'arrivalComplete',
                target: 'inspection',
                actions: ['clearErrors', { type: 'saveProgress', params: { step: 'inspection' } }],
              },
              { actions: 'showArrivalIssues' },
            ],
            'inspection.notPossible': {
              target: 'notPossible',
              actions: { type: 'markNotPossible', params: { from: 'arrival' } },
            },
          },
        },
        inspection: {
          on: {
            'inspection.continue': [
              {
                guard: 'inspectionComplete',
                target: 'approval',
                actions: ['clearErrors', { type: 'saveProgress', params: { step: 'approval' } }],
              },
              { actions: 'showInspectionIssues' },
            ],
            'inspection.back': { target: 'arrival', actions: 'clearErrors' },
            'inspection.notPossible': {
              target: 'notPossible',
              actions: { type: 'markNotPossible', params: { from: 'inspection' } },
            },
          },
        },
        approval: {
          initial: 'choosing',
          on: { 'inspection.back': { target: 'inspection', actions: 'clearErrors' } },
          states: {
            choosing: {
              on: {
                'inspection.sign': { target: 'signing', actions: 'chooseSigning' },
                'inspection.continueWithoutApproval': {
                  target: '#maintenance.editing.departure',
                  actions: ['chooseWithoutApproval', { type: 'saveProgress', params: { step: 'departure' } }],
                },
              },
            },
            signing: {
              initial: 'ready',
              exit: 'forgetPictures', // a press held while keeping is forgotten with the pad (Back)
              on: {
                'inspection.signatureCleared': {
                  target: '.ready',
                  actions: ['clearSignature', 'forgetPictures'],
                },
              },
              states: {
                ready: {
                  // A "Verder" held while the picture was on its way counts now that it is kept, refused or lost.
                  always: { guard: 'continueHeld', actions: ['forgetPictures', 'pressHeldContinue'] },
                  on: {
                    'inspection.signaturePending': { target: 'keeping' },
                    'inspection.signatureDrawn': [
                      { guard: 'hasEnoughInk', actions: ['inkEnough', 'keepSignature'] },
                      { actions: 'refuseSignature' },
                    ],
                    'inspection.signed': { actions: 'markSigned' },
                    'inspection.continue': [
                      {
                        guard: 'approvalComplete',
                        target: '#maintenance.editing.departure',
                        actions: ['clearErrors', { type: 'saveProgress', params: { step: 'departure' } }],
                      },
                      { actions: 'showApprovalIssues' },
                    ],
                  },
                },
                // The pen lifted: the picture is being made and kept (up to some 100 ms). "Verder" waits for it,
                // and for a stroke ended meanwhile (`morePictures`), then counts. The snapshot is not written here.
                keeping: {
                  on: {
                    'inspection.signaturePending': { actions: 'anotherPicture' },
                    'inspection.continue': { actions: 'holdContinue' },
                    'inspection.signatureDrawn': [
                      { guard: 'hasEnoughInk', actions: ['inkEnough', 'keepSignature'] },
                      { guard: 'morePictures', actions: ['refuseSignature', 'pictureSettled'] },
                      { target: 'ready', actions: 'refuseSignature' },
                    ],
                    'inspection.signed': [
                      { guard: 'morePictures', actions: ['markSigned', 'pictureSettled'] },
                      { target: 'ready', actions: 'markSigned' },
                    ],
                    'inspection.signatureLost': [
                      { guard: 'morePictures', actions: 'pictureSettled' },
                      { target: 'ready' },
                    ],
                  },
                },
              },
            },
          },
        },
        departure: {
          on: {
            'inspection.submit': [
              { guard: 'departureComplete', target: '#maintenance.submitting', actions: 'clearErrors' },
              { actions: 'showDepartureIssues' },
            ],
            'inspection.back': { target: 'approval', actions: 'clearErrors' },
          },
        },
        notPossible: {
          on: {
            'inspection.submit': [
              { guard: 'notPossibleComplete', target: '#maintenance.submitting', actions: 'clearErrors' },
              { actions: 'showNotPossibleIssues' },
            ],
            'inspection.cancelNotPossible': [
              { guard: 'cameFromInspection', target: 'inspection', actions: 'markPossible' },
              { guard: 'cameFromArrival', target: 'arrival', actions: 'markPossible' },
              { target: 'start', actions: 'markPossible' },
            ],
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitInspection',
        src: 'submitInspection',
        input: ({ context }) => ({ context }),
        onDone: { target: 'done', actions: ['takeOutcome', 'inspectionSubmitted'] },
        onError: { target: 'submitFailed', actions: 'takeFailure' },
      },
    },
    submitFailed: {
      tags: ['error'],
      on: {
        'inspection.retry': { target: 'submitting', actions: 'clearErrors' },
        'inspection.back': [
          { guard: 'isNotPossible', target: 'editing.notPossible' },
          { target: 'editing.departure' },
        ],
      },
    },
    done: {},
  },
});
