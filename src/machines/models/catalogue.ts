import type { MachineModel } from './world';
import { passkeySettings, secondFactorSettings } from './worlds/account-settings';
import { failureReport, queuedReport } from './worlds/failure-report';
import { fileExport } from './worlds/file-export';
import { formSubmission } from './worlds/form-submission';
import { maintenance, outbox } from './worlds/inspection';
import { invitation } from './worlds/invitation';
import { pathStepper } from './worlds/path-stepper';
import { quotationApproval } from './worlds/quotation-approval';
import { inactivity, loginForm, refreshExpiry, session, tokenRefresh } from './worlds/sign-in';

export type { MachineModel } from './world';

/** Every machine of the app, in the order models.md and the model viewer list them. */
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
