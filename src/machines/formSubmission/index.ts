export { type FormSubmissionView, useFormSubmission } from './formSubmission.connect';
export {
  type FormSubmissionContext,
  type FormSubmissionEvent,
  formSubmissionMachine,
} from './formSubmission.machine';
