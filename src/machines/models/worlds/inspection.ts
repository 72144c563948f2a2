import { emptyDraft, type InspectionDraft, type RulesContext } from '../../../../contract/inspection';
import { ApiError } from '../../../services/api-error';
import { maintenanceMachine } from '../../maintenance/maintenance.machine';
import { outboxMachine } from '../../outbox/outbox.machine';
import { apiError, type MachineModel, type SampleEvent } from '../world';

/** A checklist of two items, one measured (a force with the EN 12453 peak limit), on an own speedgate. */
const inspectionRules: RulesContext = {
  ownSpeedgate: true,
  items: [
    { id: 1, expectedCondition: 3, measurement: null },
    { id: 2, expectedCondition: 2, measurement: { min: 0, max: 5000, limitMin: null, limitMax: 400 } },
  ],
};
const photo = (n: number, kind: InspectionDraft['photos'][number]['kind']) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  kind,
  propertyId: null,
});
const answered = { conform: true, condition: 2, lifetime: null, remarks: '', repairRemarks: '' };
const completeDraft: InspectionDraft = {
  ...emptyDraft,
  cycleCountBefore: 1000,
  cycleCountAfter: 1010,
  photos: [photo(1, 'closedGate'), photo(2, 'typePlate'), photo(3, 'departure')],
  answers: { '1': { ...answered, value: null }, '2': { ...answered, value: 320 } },
  signerName: 'Piet Portier',
  signed: true,
  internalRemarks: 'Sleutel bij de portier',
};
const outcome = {
  id: '00000000-0000-4000-8000-0000000000aa',
  result: 'conform',
  gateState: 'inService',
  conform: 2,
  notConform: 0,
  reportDocumentId: 1_900_000_001,
  submittedAt: '2026-03-02T10:00:00.000Z',
};
const inspectionInput = (draft: InspectionDraft) => ({
  inspectionId: '00000000-0000-4000-8000-0000000000aa',
  objectId: 101,
  rules: inspectionRules,
  draft,
});
const signature = { type: 'inspection.signatureDrawn', png: new Blob(), ink: { length: 420, extent: 160 } };
const callSamples: Record<string, SampleEvent[]> = {
  'inspection.signatureDrawn': [signature],
  'xstate.error.actor.createInspection': [
    { type: 'xstate.error.actor.createInspection', error: apiError(0, 'network') },
  ],
  'xstate.done.actor.submitInspection': [
    { type: 'xstate.done.actor.submitInspection', output: outcome },
    // Queued: the submit waits in the outbox for a network.
    { type: 'xstate.done.actor.submitInspection', output: null },
  ],
  'xstate.error.actor.submitInspection': [
    {
      type: 'xstate.error.actor.submitInspection',
      error: new ApiError({
        status: 400,
        message: 'HTTP 400',
        code: 'inspectionRulesFailed',
        errors: [{ path: 'body.draft.signerName', message: 'validation.signerNameRequired' }],
      }),
    },
  ],
};

export const maintenance: MachineModel = {
  machine: maintenanceMachine,
  worlds: [
    {
      name: 'walking a complete inspection',
      logic: maintenanceMachine,
      input: inspectionInput(completeDraft),
      samples: {
        ...callSamples,
        // A tap on the pad besides: a dot, too little to be a signature.
        'inspection.signatureDrawn': [signature, { ...signature, ink: { length: 0, extent: 0 } }],
        'inspection.change': [],
        'inspection.answer': [],
        'inspection.photoAdded': [],
        'inspection.photoRemoved': [],
        'inspection.photoRetaken': [],
      },
    },
    {
      name: 'an inspection without its departure photo',
      logic: maintenanceMachine,
      input: inspectionInput({
        ...completeDraft,
        photos: completeDraft.photos.filter((p) => p.kind !== 'departure'),
      }),
      samples: {
        ...callSamples,
        'inspection.change': [],
        'inspection.answer': [{ type: 'inspection.answer', propertyId: 1, patch: { condition: null } }],
        'inspection.photoAdded': [],
        'inspection.photoRemoved': [],
        'inspection.photoRetaken': [],
        'inspection.signed': [],
        'inspection.signatureCleared': [],
        'inspection.notPossible': [],
      },
    },
    {
      name: 'an empty inspection',
      logic: maintenanceMachine,
      input: inspectionInput(emptyDraft),
      samples: {
        ...callSamples,
        'inspection.change': [{ type: 'inspection.change', patch: { internalRemarks: 'Poort aangereden' } }],
        'inspection.answer': [],
        'inspection.photoAdded': [{ type: 'inspection.photoAdded', photo: photo(1, 'closedGate') }],
        'inspection.photoRemoved': [{ type: 'inspection.photoRemoved', photoId: photo(1, 'closedGate').id }],
        'inspection.photoRetaken': [
          {
            type: 'inspection.photoRetaken',
            photoId: photo(1, 'closedGate').id,
            photo: photo(2, 'closedGate'),
          },
        ],
        'inspection.signed': [],
        'inspection.signatureCleared': [],
      },
    },
  ],
};

const refusal = {
  seq: 3,
  inspectionId: '00000000-0000-4000-8000-0000000000aa',
  kind: 'submit',
  status: 409,
  code: 'inspectionSubmitted',
};
/** Someone else completed an inspection of the same gate while this one was open. */
const inspectedMeanwhile = {
  ...refusal,
  code: 'objectInspectedMeanwhile',
  meanwhile: {
    inspectionId: '00000000-0000-4000-8000-0000000000bb',
    engineerName: 'Eric Monteur',
    completedAt: '2026-11-26T09:30:00.000Z',
    result: 'conform',
  },
};
/** A photo the server refused (not an image): set aside while the rest of the inspection goes on. */
const refusedPhoto = {
  seq: 2,
  inspectionId: '00000000-0000-4000-8000-0000000000aa',
  kind: 'photo',
  photo: { id: '00000000-0000-4000-8000-0000000000c1', kind: 'typePlate' as const, propertyId: null },
  status: 400,
  code: 'photoNotAnImage',
};
const countOf = (pending: number, refusals: unknown[] = []) => ({ pending, refusals });
const outboxSamples: Record<string, SampleEvent[]> = {
  'outbox.changed': [
    { type: 'outbox.changed', ...countOf(2) },
    { type: 'outbox.changed', ...countOf(0) },
  ],
  'xstate.done.actor.sendNext': [
    { type: 'xstate.done.actor.sendNext', output: { ...countOf(1), sentAt: 1_764_150_000_000 } },
    // The last of them went; a submit refused before waits for the engineer's choice.
    {
      type: 'xstate.done.actor.sendNext',
      output: { ...countOf(0, [inspectedMeanwhile]), sentAt: 1_764_150_000_000 },
    },
    // Nothing could be sent: the server was not asked.
    { type: 'xstate.done.actor.sendNext', output: { ...countOf(0), sentAt: null } },
  ],
  'xstate.error.actor.sendNext': [
    { type: 'xstate.error.actor.sendNext', error: { kind: 'unavailable', error: apiError(0, 'network') } },
    { type: 'xstate.error.actor.sendNext', error: { kind: 'refused', refusal } },
    { type: 'xstate.error.actor.sendNext', error: { kind: 'refused', refusal: refusedPhoto } },
    { type: 'xstate.error.actor.sendNext', error: { kind: 'signInNeeded' } },
  ],
  'xstate.done.actor.setAside': [
    { type: 'xstate.done.actor.setAside', output: countOf(1, [inspectedMeanwhile]) },
  ],
  'xstate.error.actor.setAside': [
    { type: 'xstate.error.actor.setAside', error: new Error('The browser store failed') },
  ],
  'refusal.retry': [{ type: 'refusal.retry', inspectionId: refusal.inspectionId }],
  'refusal.discard': [{ type: 'refusal.discard', inspectionId: refusal.inspectionId }],
  'refusal.dropPhoto': [
    { type: 'refusal.dropPhoto', inspectionId: refusedPhoto.inspectionId, photoId: refusedPhoto.photo.id },
  ],
  'refusal.recordAsWell': [{ type: 'refusal.recordAsWell', inspectionId: refusal.inspectionId }],
  'xstate.done.actor.retryRefused': [{ type: 'xstate.done.actor.retryRefused', output: countOf(1) }],
  'xstate.done.actor.discardRefused': [{ type: 'xstate.done.actor.discardRefused', output: countOf(0) }],
  'xstate.error.actor.discardRefused': [
    { type: 'xstate.error.actor.discardRefused', error: new Error('The browser store failed') },
  ],
  'xstate.done.actor.dropPhoto': [{ type: 'xstate.done.actor.dropPhoto', output: countOf(1) }],
  'xstate.done.actor.recordAsWell': [{ type: 'xstate.done.actor.recordAsWell', output: undefined }],
  'xstate.error.actor.recordAsWell': [
    { type: 'xstate.error.actor.recordAsWell', error: new Error('The browser store failed') },
  ],
  'xstate.done.actor.checkServer': [{ type: 'xstate.done.actor.checkServer', output: undefined }],
  'xstate.error.actor.checkServer': [
    { type: 'xstate.error.actor.checkServer', error: new Error('health: no answer') },
  ],
};

export const outbox: MachineModel = {
  machine: outboxMachine,
  worlds: [
    {
      name: 'starting with a network',
      logic: outboxMachine.provide({ guards: { startsOffline: () => false } }),
      input: { pending: 2 },
      samples: outboxSamples,
    },
    {
      name: 'starting offline',
      logic: outboxMachine.provide({ guards: { startsOffline: () => true } }),
      input: { pending: 2 },
      samples: outboxSamples,
    },
  ],
};
