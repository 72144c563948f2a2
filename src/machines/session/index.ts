export { type SessionView, useSession } from './session.connect';
export {
  type SessionContext,
  type SessionEvent,
  sessionMachine,
  UNAUTHORIZED_ACCESS,
} from './session.machine';
