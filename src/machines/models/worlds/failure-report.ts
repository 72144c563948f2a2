import { ApiError } from '../../../services/api-error';
import { failureReportMachine } from '../../failureReport/failureReport.machine';
import { emptyReport, type ReportDraft } from '../../failureReport/failureReport.types';
import { queuedReportMachine } from '../../queuedReport/queuedReport.machine';
import { apiError, type MachineModel, type SampleEvent } from '../world';

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

export const failureReport: MachineModel = {
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

export const queuedReport: MachineModel = {
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
