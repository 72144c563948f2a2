export { type LoginFormView, useLoginForm } from './loginForm.connect';
export {
  type LoginFormContext,
  type LoginFormEvent,
  loginFormMachine,
} from './loginForm.machine';
