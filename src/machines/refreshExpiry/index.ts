export { storedRefreshTokenExpired } from './refreshExpiry.guards';
export { refreshExpiryMachine } from './refreshExpiry.machine';
