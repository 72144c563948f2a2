export { storedRefreshTokenExpired } from './refreshExpiry.connect';
export { refreshExpiryMachine } from './refreshExpiry.machine';
