import type { ThrottleLimits } from './login-throttle';

/** Failed logins allowed per account and per client address within a window. */
export const defaultLoginLimits: ThrottleLimits = {
  account: { max: 5, windowS: 15 * 60 },
  address: { max: 20, windowS: 15 * 60 },
  maxDelayS: 30,
};

/**
 * How long an already rotated refresh token still yields the same successor: two tabs that refresh at the
 * same moment both keep working. A replay later than this is theft, and ends the family.
 */
export const REFRESH_GRACE_MS = 10_000;
