import type { AnyStateMachine } from 'xstate';
import { emptyDraft, type InspectionDraft, type RulesContext } from '../../../contract/inspection';
import { ApiError } from '../../services/api-error';
import { failureReportMachine } from '../failureReport/failureReport.machine';
import { emptyReport, type ReportDraft } from '../failureReport/failureReport.types';
import { fileExportMachine } from '../fileExport/fileExport.machine';
import { formSubmissionMachine } from '../formSubmission/formSubmission.machine';
import { inactivityMachine } from '../inactivity/inactivity.machine';
import { invitationMachine } from '../invitation/invitation.machine';
import type { Account } from '../invitation/invitation.types';
import { loginFormMachine } from '../loginForm/loginForm.machine';
import { maintenanceMachine } from '../maintenance/maintenance.machine';
import { outboxMachine } from '../outbox/outbox.machine';
import { passkeySettingsMachine } from '../passkeySettings/passkeySettings.machine';
import { pathStepperMachine } from '../pathStepper/pathStepper.machine';
import { queuedReportMachine } from '../queuedReport/queuedReport.machine';
import { quotationApprovalMachine } from '../quotationApproval/quotationApproval.machine';
import { type ApprovalDraft, emptyApproval } from '../quotationApproval/quotationApproval.types';
import { refreshExpiryMachine } from '../refreshExpiry/refreshExpiry.machine';
import { secondFactorSettingsMachine } from '../secondFactorSettings/secondFactorSettings.machine';
import { sessionMachine } from '../session/session.machine';
import { tokenRefreshMachine } from '../tokenRefresh/tokenRefresh.machine';
import { profile, relations } from './samples';

/** An event as the walk sends it: a type and whatever the event carries. */
export type SampleEvent = { type: string } & Record<string, unknown>;

/**
 * One setting of what a machine sees outside itself (the guards the app provides, its input), with the
 * sample events the graph walk sends. Types without samples are sent bare. A machine whose guards look
 * outside gets one world per answer, so the walk reaches both branches.
 */
export interface World {
  name: string;
  logic: AnyStateMachine;
  input?: unknown;
  samples: Record<string, SampleEvent[]>;
}

export interface MachineModel {
  machine: AnyStateMachine;
  worlds: World[];
}

const apiError = (status: number, code: string) => new ApiError({ status, message: `HTTP ${status}`, code });

const session: MachineModel = {
  machine: sessionMachine,
  worlds: [
    {
      name: 'signing in',
      logic: sessionMachine,
      samples: {
        'xstate.done.actor.fetchProfile': [{ type: 'xstate.done.actor.fetchProfile', output: profile }],
        'xstate.error.actor.fetchProfile': [
          { type: 'xstate.error.actor.fetchProfile', error: apiError(401, 'unauthorized') },
        ],
        'xstate.done.actor.loadRelations': [{ type: 'xstate.done.actor.loadRelations', output: relations }],
        'xstate.error.actor.loadRelations': [
          { type: 'xstate.error.actor.loadRelations', error: apiError(500, 'serverError') },
        ],
        'xstate.error.actor.logout': [{ type: 'xstate.error.actor.logout', error: apiError(0, 'network') }],
        'user.activity': [{ type: 'user.activity', at: 1 }],
        'profile.changed': [
          { type: 'profile.changed', user: { ...profile, name: 'Anna Jansen' } },
          { type: 'profile.changed', user: { ...profile, id: 'someone-else' } },
        ],
        'language.chosen': [
          { type: 'language.chosen', language: 'en' },
          { type: 'language.chosen', language: profile.language },
        ],
      },
    },
  ],
};

const tokenRefresh: MachineModel = {
  machine: tokenRefreshMachine,
  worlds: [
    {
      name: 'renewing',
      logic: tokenRefreshMachine,
      samples: {
        'token.expired': [{ type: 'token.expired', failedToken: 'expired-token' }],
        'xstate.done.actor.renewAccessToken': [
          { type: 'xstate.done.actor.renewAccessToken', output: 'fresh-token' },
          { type: 'xstate.done.actor.renewAccessToken', output: null },
        ],
        'xstate.error.actor.renewAccessToken': [
          { type: 'xstate.error.actor.renewAccessToken', error: apiError(401, 'invalidRefreshToken') },
        ],
      },
    },
  ],
};

const loginForm: MachineModel = {
  machine: loginFormMachine,
  worlds: [
    {
      name: 'typing and submitting',
      logic: loginFormMachine,
      samples: {
        'user.changeEmail': [
          { type: 'user.changeEmail', value: 'jan@example.nl' },
          { type: 'user.changeEmail', value: '' },
        ],
        'user.changePassword': [
          { type: 'user.changePassword', value: 'Geheim1!' },
          { type: 'user.changePassword', value: '' },
        ],
        'xstate.done.actor.checkFields': [
          { type: 'xstate.done.actor.checkFields', output: {} },
          {
            type: 'xstate.done.actor.checkFields',
            output: { email: 'validation.emailRequired', password: 'validation.passwordRequired' },
          },
        ],
        'xstate.error.actor.checkFields': [
          { type: 'xstate.error.actor.checkFields', error: apiError(0, 'network') },
        ],
        'xstate.error.actor.login': [
          { type: 'xstate.error.actor.login', error: apiError(400, 'invalidCredentials') },
          { type: 'xstate.error.actor.login', error: apiError(500, 'serverError') },
        ],
        'xstate.done.actor.login': [
          { type: 'xstate.done.actor.login', output: null },
          {
            type: 'xstate.done.actor.login',
            output: { step: 'code', ticket: 'ticket', methods: ['totp', 'recovery', 'passkey'] },
          },
          {
            type: 'xstate.done.actor.login',
            output: { step: 'code', ticket: 'ticket', methods: ['passkey'] },
          },
          { type: 'xstate.done.actor.login', output: { step: 'enrol', ticket: 'ticket', methods: ['totp'] } },
        ],
        'xstate.error.actor.signInWithPasskey': [
          { type: 'xstate.error.actor.signInWithPasskey', error: apiError(400, 'passkeyNotUsed') },
          { type: 'xstate.error.actor.signInWithPasskey', error: apiError(0, 'network') },
        ],
        'xstate.error.actor.verifyPasskey': [
          { type: 'xstate.error.actor.verifyPasskey', error: apiError(400, 'passkeyRefused') },
          { type: 'xstate.error.actor.verifyPasskey', error: apiError(401, 'invalidTicket') },
          { type: 'xstate.error.actor.verifyPasskey', error: apiError(500, 'serverError') },
        ],
        'user.changeCode': [
          { type: 'user.changeCode', value: '123456' },
          { type: 'user.changeCode', value: '' },
        ],
        'xstate.error.actor.verifySecondFactor': [
          { type: 'xstate.error.actor.verifySecondFactor', error: apiError(400, 'invalidSecondFactorCode') },
          { type: 'xstate.error.actor.verifySecondFactor', error: apiError(401, 'invalidTicket') },
          { type: 'xstate.error.actor.verifySecondFactor', error: apiError(500, 'serverError') },
        ],
        'xstate.done.actor.startEnrolment': [
          {
            type: 'xstate.done.actor.startEnrolment',
            output: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/portal?secret=JBSWY3DPEHPK3PXP' },
          },
        ],
        'xstate.error.actor.startEnrolment': [
          { type: 'xstate.error.actor.startEnrolment', error: apiError(401, 'invalidTicket') },
          { type: 'xstate.error.actor.startEnrolment', error: apiError(500, 'serverError') },
        ],
        'xstate.done.actor.confirmEnrolment': [
          { type: 'xstate.done.actor.confirmEnrolment', output: ['abcde-fghjk', 'mnpqr-stuvw'] },
        ],
        'xstate.error.actor.confirmEnrolment': [
          { type: 'xstate.error.actor.confirmEnrolment', error: apiError(400, 'invalidSecondFactorCode') },
          { type: 'xstate.error.actor.confirmEnrolment', error: apiError(401, 'invalidTicket') },
          { type: 'xstate.error.actor.confirmEnrolment', error: apiError(500, 'serverError') },
        ],
      },
    },
  ],
};

const activitySamples = { 'user.activity': [{ type: 'user.activity', at: 1 }] };

const inactivity: MachineModel = {
  machine: inactivityMachine,
  worlds: [
    {
      name: 'idle past the timeout',
      logic: inactivityMachine.provide({ guards: { isOnInspectionPath: () => false } }),
      input: { startedAt: 0, inactivityTimeout: 0 },
      samples: activitySamples,
    },
    {
      name: 'before the timeout',
      logic: inactivityMachine.provide({ guards: { isOnInspectionPath: () => false } }),
      input: { startedAt: 0, inactivityTimeout: Number.MAX_SAFE_INTEGER },
      samples: activitySamples,
    },
    {
      name: 'idle on an inspection path',
      logic: inactivityMachine.provide({ guards: { isOnInspectionPath: () => true } }),
      input: { startedAt: 0, inactivityTimeout: 0 },
      samples: activitySamples,
    },
  ],
};

const refreshExpiry: MachineModel = {
  machine: refreshExpiryMachine,
  worlds: [
    {
      name: 'refresh token expired',
      logic: refreshExpiryMachine.provide({ guards: { hasRefreshTokenExpired: () => true } }),
      samples: {},
    },
    {
      name: 'refresh token valid',
      logic: refreshExpiryMachine.provide({ guards: { hasRefreshTokenExpired: () => false } }),
      samples: {},
    },
  ],
};

const formSubmission: MachineModel = {
  machine: formSubmissionMachine,
  worlds: [
    {
      name: 'submitting a form',
      logic: formSubmissionMachine,
      samples: {
        'user.submit': [
          { type: 'user.submit', input: { Email: 'jan@example.nl' }, fieldErrors: null },
          { type: 'user.submit', input: null, fieldErrors: { Email: 'validation.emailInvalid' } },
        ],
        'user.edit': [
          { type: 'user.edit', field: 'Email', fieldErrors: null },
          { type: 'user.edit', field: 'Email', fieldErrors: { Email: 'validation.emailInvalid' } },
        ],
        'xstate.done.actor.submit': [{ type: 'xstate.done.actor.submit', output: { ok: true } }],
        'xstate.error.actor.submit': [
          { type: 'xstate.error.actor.submit', error: apiError(400, 'invalidInput') },
        ],
      },
    },
  ],
};

const account = (status: Account['status']): Account => ({
  id: '5b0c1f5e-0000-4000-8000-000000000002',
  email: 'lotte@klant.example',
  status,
});

const invitationSamples: Record<string, SampleEvent[]> = {
  'user.invite': [{ type: 'user.invite', email: 'lotte@klant.example', role: 5, language: 'nl' }],
  'xstate.done.actor.invite': [
    {
      type: 'xstate.done.actor.invite',
      output: { account: account('invited'), inviteLink: 'https://portal.example/registration?code=first' },
    },
    // An account the administrator manages already joins with the state it has, and needs no link.
    { type: 'xstate.done.actor.invite', output: { account: account('active'), inviteLink: null } },
  ],
  'xstate.error.actor.invite': [
    { type: 'xstate.error.actor.invite', error: apiError(400, 'cannotAddProviderEmployee') },
  ],
  'xstate.done.actor.resend': [
    {
      type: 'xstate.done.actor.resend',
      output: { inviteLink: 'https://portal.example/registration?code=fresh' },
    },
  ],
  'xstate.error.actor.resend': [
    { type: 'xstate.error.actor.resend', error: apiError(400, 'invitationNotPending') },
  ],
  'xstate.error.actor.copyToClipboard': [
    { type: 'xstate.error.actor.copyToClipboard', error: apiError(0, 'network') },
  ],
  'xstate.done.actor.deactivate': [{ type: 'xstate.done.actor.deactivate', output: account('deactivated') }],
  'xstate.error.actor.deactivate': [
    { type: 'xstate.error.actor.deactivate', error: apiError(400, 'cannotDeactivateSelf') },
  ],
  'xstate.done.actor.reactivate': [
    { type: 'xstate.done.actor.reactivate', output: account('invited') },
    { type: 'xstate.done.actor.reactivate', output: account('active') },
  ],
  'xstate.error.actor.reactivate': [
    { type: 'xstate.error.actor.reactivate', error: apiError(403, 'noAccess') },
  ],
  'account.sync': (['invited', 'active', 'deactivated'] as const).map((status) => ({
    type: 'account.sync',
    account: account(status),
  })),
};

const invitation: MachineModel = {
  machine: invitationMachine,
  worlds: [
    {
      name: 'inviting a new user',
      logic: invitationMachine,
      input: { relationId: 7 },
      samples: invitationSamples,
    },
    {
      name: 'an invited account',
      logic: invitationMachine,
      input: { relationId: 7, account: account('invited') },
      samples: invitationSamples,
    },
    {
      name: 'an active account',
      logic: invitationMachine,
      input: { relationId: 7, account: account('active') },
      samples: invitationSamples,
    },
    {
      name: 'a deactivated account',
      logic: invitationMachine,
      input: { relationId: 7, account: account('deactivated') },
      samples: invitationSamples,
    },
  ],
};

const pathStepper: MachineModel = {
  machine: pathStepperMachine,
  worlds: [
    {
      name: 'stepping through a path of three steps',
      logic: pathStepperMachine,
      samples: {
        'user.choosePath': [{ type: 'user.choosePath', pathId: 'session 0', stepCount: 3 }],
        'xstate.done.actor.replayStep': [
          {
            type: 'xstate.done.actor.replayStep',
            output: { value: 'pending', status: 'active', context: {}, event: null, effects: [] },
          },
        ],
        'xstate.error.actor.replayStep': [
          { type: 'xstate.error.actor.replayStep', error: new Error('The sandbox left the path') },
        ],
      },
    },
  ],
};

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
const callSamples: Record<string, SampleEvent[]> = {
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

const maintenance: MachineModel = {
  machine: maintenanceMachine,
  worlds: [
    {
      name: 'walking a complete inspection',
      logic: maintenanceMachine,
      input: inspectionInput(completeDraft),
      samples: {
        ...callSamples,
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

/** A breakdown of Alfa's speedgate as the contact form completes it; the public page leaves out the place. */
const completeReport: ReportDraft = emptyReport('00000000-0000-4000-8000-0000000000fa', {
  kind: 'reportBreakdown',
  locationId: 11,
  objectId: 101,
  powerSupplyActive: true,
  trafficLight: 'red',
  trafficPossible: 'closed',
  incidentCause: 'collision',
  description: 'Poort staat dicht na aanrijding',
  reporterName: 'Anna Alfa',
  reporterPhone: '06-12345678',
  privacyApproved: true,
});
const reportPhoto = { id: '00000000-0000-4000-8000-0000000000fb', name: 'poort.jpg', size: 120_000 };
const reportSamples: Record<string, SampleEvent[]> = {
  'report.change': [{ type: 'report.change', patch: { incidentCause: 'other', incidentDetails: '' } }],
  'report.photoAdded': [{ type: 'report.photoAdded', photo: reportPhoto }],
  'report.photoRemoved': [{ type: 'report.photoRemoved', photoId: reportPhoto.id }],
  'report.startNew': [
    { type: 'report.startNew', draft: emptyReport('00000000-0000-4000-8000-0000000000fc') },
  ],
  'xstate.done.actor.sendReport': [
    { type: 'xstate.done.actor.sendReport', output: { id: completeReport.id } },
  ],
  'xstate.error.actor.sendReport': [
    { type: 'xstate.error.actor.sendReport', error: apiError(0, 'network') },
    { type: 'xstate.error.actor.sendReport', error: apiError(500, 'serverError') },
    {
      type: 'xstate.error.actor.sendReport',
      error: new ApiError({
        status: 400,
        message: 'HTTP 400',
        code: 'invalidInput',
        errors: [{ path: 'body.reporterPhone', message: 'validation.phoneInvalid' }],
      }),
    },
  ],
};

const failureReport: MachineModel = {
  machine: failureReportMachine,
  worlds: [
    {
      name: 'a complete breakdown report',
      logic: failureReportMachine,
      input: { mode: 'portal', draft: completeReport },
      samples: reportSamples,
    },
    {
      name: 'an empty contact form',
      logic: failureReportMachine,
      input: { mode: 'portal', draft: emptyReport('00000000-0000-4000-8000-0000000000fd') },
      samples: { ...reportSamples, 'xstate.error.actor.sendReport': [] },
    },
    {
      name: 'a page reloaded while its report was being sent',
      logic: failureReportMachine,
      input: {
        mode: 'public',
        draft: { ...completeReport, locationId: null, objectId: null },
        sending: true,
      },
      samples: { ...reportSamples, 'report.change': [], 'report.photoAdded': [], 'report.photoRemoved': [] },
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

const outbox: MachineModel = {
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

const fileExport: MachineModel = {
  machine: fileExportMachine,
  worlds: [
    {
      name: 'a list on screen',
      logic: fileExportMachine,
      samples: {
        'export.start': [
          { type: 'export.start', format: 'xlsx', list: '/api/salesinvoicesForRelation?relationId=1' },
        ],
        'export.progress': [{ type: 'export.progress', received: 65_536, rows: 31 }],
        'export.done': [
          { type: 'export.done', file: { blob: new Blob(['PK']), fileName: 'facturen-2025-01-30.xlsx' } },
        ],
        'export.failed': [{ type: 'export.failed', error: apiError(0, 'network') }],
      },
    },
  ],
};

const secondFactorSettings: MachineModel = {
  machine: secondFactorSettingsMachine,
  worlds: [
    {
      name: 'the account screen',
      logic: secondFactorSettingsMachine,
      samples: {
        'enrolment.started': [
          {
            type: 'enrolment.started',
            authenticator: {
              secret: 'JBSWY3DPEHPK3PXP',
              uri: 'otpauth://totp/Service%20portal:james%40example.nl?secret=JBSWY3DPEHPK3PXP',
            },
          },
        ],
        'enrolment.confirmed': [
          { type: 'enrolment.confirmed', recoveryCodes: ['k7m2p-q9rts', 'b3vhx-w8nza'] },
        ],
        'codes.renewed': [{ type: 'codes.renewed', recoveryCodes: ['c4xj9-p2mke'] }],
      },
    },
  ],
};

const passkeySettings: MachineModel = {
  machine: passkeySettingsMachine,
  worlds: [
    {
      name: 'the account screen',
      logic: passkeySettingsMachine,
      samples: {
        'user.rename': [{ type: 'user.rename', passkeyId: 'cGFzc2tleS0x' }],
        'user.remove': [{ type: 'user.remove', passkeyId: 'cGFzc2tleS0x' }],
      },
    },
  ],
};

/** Every machine of the app, in the order models.md and the model viewer list them. */
const queuedReport: MachineModel = {
  machine: queuedReportMachine,
  worlds: [
    {
      name: 'another screen open',
      logic: queuedReportMachine.provide({ guards: { isFormOpen: () => false } }),
      samples: {
        'xstate.done.actor.sendQueued': [
          { type: 'xstate.done.actor.sendQueued', output: true },
          { type: 'xstate.done.actor.sendQueued', output: false },
        ],
        'xstate.error.actor.sendQueued': [
          { type: 'xstate.error.actor.sendQueued', error: apiError(0, 'network') },
        ],
      },
    },
    {
      name: 'the contact form open',
      logic: queuedReportMachine.provide({ guards: { isFormOpen: () => true } }),
      samples: {},
    },
  ],
};

/** Quotation OF26-00153 version 2 as Alfa's administrator reads it, the signer prefilled from the profile. */
const shownQuotation = { quotationId: 60_003, version: 2, contentSha256: 'a'.repeat(64) };
const approvalStart = emptyApproval(shownQuotation, {
  signerName: 'Anna Alfa',
  signerFunction: 'Facilitair manager',
});
const signature = 'data:image/png;base64,iVBORw0KGgo=';
const keptDraft = (patch: Partial<ApprovalDraft>): ApprovalDraft => ({ ...approvalStart, ...patch });
const decided = (status: 'Order' | 'Rejected' | 'Submitted') => ({ status, version: 2, documentId: null });
const approvalSamples: Record<string, SampleEvent[]> = {
  'form.change': [
    {
      type: 'form.change',
      patch: { termsAccepted: true, poNumber: 'PO-4471', reason: 'price', question: 'Kan het in mei?' },
    },
    { type: 'form.change', patch: { signerName: '' } },
  ],
  'signature.drawn': [{ type: 'signature.drawn', png: signature }],
  'xstate.done.actor.restoreDraft': [{ type: 'xstate.done.actor.restoreDraft', output: null }],
  'xstate.error.actor.restoreDraft': [
    { type: 'xstate.error.actor.restoreDraft', error: new Error('IndexedDB refused') },
  ],
  'xstate.done.actor.submitDecision': [
    { type: 'xstate.done.actor.submitDecision', output: decided('Order') },
  ],
  'xstate.error.actor.submitDecision': [
    { type: 'xstate.error.actor.submitDecision', error: apiError(0, 'network') },
    {
      type: 'xstate.error.actor.submitDecision',
      error: new ApiError({
        status: 409,
        message: 'HTTP 409',
        code: 'quotationAlreadyDecided',
        details: { by: 'Bert Alfa', at: '2026-03-02T10:15:00.000Z', status: 'Order' },
      }),
    },
    { type: 'xstate.error.actor.submitDecision', error: apiError(409, 'quotationExpired') },
    {
      type: 'xstate.error.actor.submitDecision',
      error: new ApiError({
        status: 400,
        message: 'HTTP 400',
        code: 'invalidInput',
        errors: [{ path: 'body.signature', message: 'quotationApproval.validation.signatureInvalid' }],
      }),
    },
    {
      type: 'xstate.error.actor.submitDecision',
      error: new ApiError({
        status: 400,
        message: 'HTTP 400',
        code: 'invalidInput',
        errors: [{ path: 'body.signerName', message: 'validation.required' }],
      }),
    },
  ],
};

/** A reload back into a kept draft: one change and one failure are enough, the first world walks the rest. */
const restored = (draft: ApprovalDraft): Record<string, SampleEvent[]> => ({
  'form.change': [{ type: 'form.change', patch: { remark: 'Graag na 1 mei' } }],
  'signature.drawn': approvalSamples['signature.drawn'],
  'xstate.done.actor.restoreDraft': [{ type: 'xstate.done.actor.restoreDraft', output: draft }],
  'xstate.done.actor.submitDecision': approvalSamples['xstate.done.actor.submitDecision'],
  'xstate.error.actor.submitDecision': [
    { type: 'xstate.error.actor.submitDecision', error: apiError(0, 'network') },
  ],
});

const quotationApproval: MachineModel = {
  machine: quotationApprovalMachine,
  worlds: [
    {
      name: 'a submitted quotation read for the first time',
      logic: quotationApprovalMachine,
      input: { draft: approvalStart },
      samples: approvalSamples,
    },
    {
      name: 'reloaded while signing',
      logic: quotationApprovalMachine,
      input: { draft: approvalStart },
      samples: restored(keptDraft({ intent: 'accept', atSignature: true, termsAccepted: true, signature })),
    },
    {
      name: 'reloaded while declining',
      logic: quotationApprovalMachine,
      input: { draft: approvalStart },
      samples: {
        ...restored(keptDraft({ intent: 'decline', reason: 'timing' })),
        'xstate.done.actor.submitDecision': [
          { type: 'xstate.done.actor.submitDecision', output: decided('Rejected') },
        ],
      },
    },
    {
      name: 'reloaded while asking for a change',
      logic: quotationApprovalMachine,
      input: { draft: approvalStart },
      samples: {
        ...restored(keptDraft({ intent: 'question', question: 'Kan de montage in het weekend?' })),
        'xstate.done.actor.submitDecision': [
          { type: 'xstate.done.actor.submitDecision', output: decided('Submitted') },
        ],
      },
    },
    {
      name: 'reloaded on the accept form',
      logic: quotationApprovalMachine,
      input: { draft: approvalStart },
      samples: restored(keptDraft({ intent: 'accept', termsAccepted: true })),
    },
  ],
};

export const machineModels: MachineModel[] = [
  session,
  tokenRefresh,
  loginForm,
  inactivity,
  refreshExpiry,
  formSubmission,
  invitation,
  pathStepper,
  maintenance,
  failureReport,
  outbox,
  queuedReport,
  quotationApproval,
  fileExport,
  secondFactorSettings,
  passkeySettings,
];
