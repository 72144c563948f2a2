export { requestFreshToken, type TokenRefreshActor } from './tokenRefresh.connect';
export {
  type TokenRefreshContext,
  type TokenRefreshEvent,
  tokenRefreshMachine,
} from './tokenRefresh.machine';
