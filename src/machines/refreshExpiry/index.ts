export { storedRefreshTokenExpired } from './refreshExpiry.connect';
export { type RefreshExpiryEvent, refreshExpiryMachine } from './refreshExpiry.machine';
