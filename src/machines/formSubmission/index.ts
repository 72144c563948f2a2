export {
  type Checked,
  checkInput,
  type FieldErrors,
  serverFieldErrors,
  wholeValueError,
  zodFieldErrors,
} from './field-errors';
export {
  type FormSubmissionOptions,
  type FormSubmissionView,
  useFormSubmission,
} from './formSubmission.connect';
export {
  type FormSubmissionContext,
  type FormSubmissionEvent,
  formSubmissionMachine,
} from './formSubmission.machine';
