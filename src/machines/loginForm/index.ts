export { type LoginFormView, useLoginForm } from './loginForm.connect';
export {
  type LoginFormContext,
  type LoginFormEvent,
  loginFieldErrors,
  loginFormMachine,
} from './loginForm.machine';
