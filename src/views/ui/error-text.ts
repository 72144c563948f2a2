import type { ErrorCode } from '../../../contract/errors';
import type { FailureKind } from '../../machines/invitation';
import type { ApiError } from '../../services/api-error';

type Translate = (key: string, params?: Record<string, string>) => string;

/** 'Too many requests. Try again in {seconds} s.', with the seconds of the answer's Retry-After. */
export const tooManyRequestsText = (error: ApiError, t: Translate): string =>
  t('protection.tooManyRequests', { seconds: String(error.retryAfterS ?? 60) });

/**
 * What to tell the user about a failed call: spec section 8's text for a 403, ours for no connection, our
 * translation of the server's error code when we have one, ours for a server failure without one (its body
 * may be a proxy's page or a stack trace: kept on the error, never shown), otherwise the server's own message
 * (which already follows the chosen language).
 */
export function errorText(error: ApiError, t: Translate): string {
  if (error.status === 403) return t('errors.forbidden');
  if (error.status === 0) return t('errors.network');
  if (error.status === 429) return tooManyRequestsText(error, t);
  if (error.code) {
    const key = `errors.${error.code}`;
    const text = t(key);
    if (text !== key) return text;
  }
  if (error.status >= 500) return t('errors.serverError');
  return error.message;
}

/** Refusals of spec sections 6 and 8 whose own text already says what failed and why. */
const refusals = new Set<string>([
  'cannotAddProviderEmployee',
  'cannotChangeOwnRole',
  'roleNotAssignable',
  'inviteRoleNotAssignable',
  'alreadyInRelation',
  'invitationNotPending',
  'cannotDeactivateSelf',
  'cannotChangeOwnPermissions',
  'permissionNotAssignable',
  'userNotInRelation',
  'cannotChangeRoleOfSharedUser',
  'cannotUpdateSharedUser',
] satisfies ErrorCode[]);

/** The kinds of change whose failure is said as 'Invite failed: ...', 'Update failed: ...' and so on. */
export type ChangeKind = FailureKind | 'role';

const wrappers: Record<ChangeKind, string> = {
  invite: 'messages.inviteFailed',
  update: 'messages.updateFailed',
  role: 'messages.changeRoleFailed',
  copy: 'users.copyFailed',
};

/**
 * The failure message of spec section 8 for a change: a refusal in its own words ('Cannot add provider
 * employee to regular customer'), anything else as 'Invite failed: {error}', 'Update failed: {error}' or
 * 'Changing role failed: {error}'.
 */
export function failureText(kind: ChangeKind, error: ApiError, t: Translate): string {
  if (error.code && refusals.has(error.code)) return t(`errors.${error.code}`);
  return t(wrappers[kind], { error: errorText(error, t) });
}
