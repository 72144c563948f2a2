import type { ErrorCode } from '../../../contract/errors';
import type { FailureKind } from '../../machines/invitation';
import type { ApiError } from '../../services/api-error';
import { loadErrorText } from '../ui/DataState';

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
] satisfies ErrorCode[]);

const wrappers: Record<FailureKind | 'role', string> = {
  invite: 'messages.inviteFailed',
  update: 'messages.updateFailed',
  role: 'messages.changeRoleFailed',
  copy: 'users.copyFailed',
};

/**
 * The failure message of spec section 8 for an action on users: a refusal in its own words ('Cannot add
 * provider employee to regular customer'), anything else as 'Invite failed: {error}', 'Update failed: {error}'
 * or 'Changing role failed: {error}'.
 */
export function failureText(
  kind: FailureKind | 'role',
  error: ApiError,
  t: (key: string, params?: Record<string, string>) => string,
) {
  if (error.code && refusals.has(error.code)) return t(`errors.${error.code}`);
  return t(wrappers[kind], { error: loadErrorText(error, t) });
}
