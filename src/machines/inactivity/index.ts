export { type ActivitySource, listenForActivity } from './inactivity.connect';
export {
  INACTIVITY_TIMEOUT_MS,
  type InactivityContext,
  type InactivityEvent,
  type InactivityInput,
  inactivityMachine,
  isInspectionPath,
} from './inactivity.machine';
