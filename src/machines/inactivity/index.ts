export { type ActivitySource, listenForActivity } from './inactivity.connect';
export {
  INACTIVITY_TIMEOUT_MS,
  type InactivityContext,
  type InactivityEvent,
  inactivityMachine,
  isInspectionPath,
} from './inactivity.machine';
