import type { z } from 'zod/mini';
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '../../contract/calendar-feed';
import { okSchema } from '../../contract/identity';
import {
  ceremonyOptionsSchema,
  newPasskeySchema,
  passkeyRemovalSchema,
  passkeyRenameSchema,
  passkeysResponseSchema,
} from '../../contract/passkeys';
import {
  disableSecondFactorSchema,
  recoveryCodesSchema,
  secondFactorCodeBodySchema,
  secondFactorRuleSchema,
  secondFactorRulesSchema,
  secondFactorStateSchema,
  totpEnrolmentSchema,
} from '../../contract/second-factor';
import {
  endOtherSessionsResponseSchema,
  endSessionSchema,
  loginSessionsResponseSchema,
} from '../../contract/sessions';
import { http } from './http';
import { createPasskeyInBrowser } from './passkey-ceremony';
import { getCall } from './portal-data/call';
import { valid } from './valid';

/** GET /Identity/Sessions: where the user is signed in. */
export const loginSessions = () => getCall('/Identity/Sessions', loginSessionsResponseSchema);
export const SESSIONS_KEY = '/Identity/Sessions';

/** POST /Identity/Sessions/End: ends one of the user's sessions. */
export const endSession = (input: z.input<typeof endSessionSchema>) =>
  http.request('/Identity/Sessions/End', {
    method: 'POST',
    body: valid(endSessionSchema, input),
    schema: okSchema,
  });

/** POST /Identity/Sessions/EndOthers: ends every session but this one. */
export const endOtherSessions = () =>
  http.request('/Identity/Sessions/EndOthers', { method: 'POST', schema: endOtherSessionsResponseSchema });

export const CALENDAR_FEED_KEY = '/api/calendar-feed';

/** GET /api/calendar-feed: whether the user has a calendar address. */
export const calendarFeedStatus = () => getCall(CALENDAR_FEED_KEY, calendarFeedStatusSchema);

/** POST /api/calendar-feed: a new calendar address, told this once; the old one stops. */
export const makeCalendarFeed = () =>
  http.request(CALENDAR_FEED_KEY, { method: 'POST', schema: calendarFeedCreatedSchema });

/** DELETE /api/calendar-feed: no calendar address any more. */
export const removeCalendarFeed = () =>
  http.request(CALENDAR_FEED_KEY, { method: 'DELETE', schema: okSchema });

export const SECOND_FACTOR_KEY = '/Identity/SecondFactor';

/** GET /Identity/SecondFactor: whether the user's authenticator is on, and whether they must have one. */
export const secondFactorState = () => getCall(SECOND_FACTOR_KEY, secondFactorStateSchema);

/** POST /Identity/SecondFactor/enrolment: a new authenticator's secret, on only once its first code is confirmed. */
export const startEnrolment = () =>
  http.request('/Identity/SecondFactor/enrolment', { method: 'POST', schema: totpEnrolmentSchema });

/** POST /Identity/SecondFactor/enrolment/confirm: the first code; the answer holds the recovery codes. */
export const confirmEnrolment = (input: z.input<typeof secondFactorCodeBodySchema>) =>
  http.request('/Identity/SecondFactor/enrolment/confirm', {
    method: 'POST',
    body: valid(secondFactorCodeBodySchema, input),
    schema: recoveryCodesSchema,
  });

/** POST /Identity/SecondFactor/recovery-codes: ten new recovery codes; the old ones stop working. */
export const renewRecoveryCodes = (input: z.input<typeof secondFactorCodeBodySchema>) =>
  http.request('/Identity/SecondFactor/recovery-codes', {
    method: 'POST',
    body: valid(secondFactorCodeBodySchema, input),
    schema: recoveryCodesSchema,
  });

/** POST /Identity/SecondFactor/disable: the authenticator off, with the password and a current code. */
export const disableSecondFactor = (input: z.input<typeof disableSecondFactorSchema>) =>
  http.request('/Identity/SecondFactor/disable', {
    method: 'POST',
    body: valid(disableSecondFactorSchema, input),
    schema: okSchema,
  });

export const SECOND_FACTOR_RULES_KEY = '/api/second-factor-rules';

/** GET /api/second-factor-rules: a company admin's relations, and whether each asks its users for a second factor. */
export const secondFactorRules = () => getCall(SECOND_FACTOR_RULES_KEY, secondFactorRulesSchema);

/** PUT /api/second-factor-rules/:relationId: the relation's users must (or need not) sign in with a second factor. */
export const setSecondFactorRule = ({ relationId, required }: { relationId: number; required: boolean }) =>
  http.request(`/api/second-factor-rules/${relationId}`, {
    method: 'PUT',
    body: valid(secondFactorRuleSchema, { required }),
    schema: okSchema,
  });

export const PASSKEYS_KEY = '/Identity/Passkeys';

/** GET /Identity/Passkeys: the user's passkeys. */
export const passkeyList = () => getCall(PASSKEYS_KEY, passkeysResponseSchema);

/**
 * Adds a passkey: the password opens the ceremony (POST /Identity/Passkeys/options), the browser makes the
 * passkey, and the server keeps it under its name (POST /Identity/Passkeys).
 */
export async function addPasskey(input: z.input<typeof newPasskeySchema>) {
  const { name, Password } = valid(newPasskeySchema, input);
  const options = await http.request('/Identity/Passkeys/options', {
    method: 'POST',
    body: { Password, name },
    schema: ceremonyOptionsSchema,
  });
  const credential = await createPasskeyInBrowser(options);
  return http.request(PASSKEYS_KEY, { method: 'POST', body: { name, credential }, schema: okSchema });
}

/** PUT /Identity/Passkeys/:id: a passkey's new name. */
export const renamePasskey = (input: z.input<typeof passkeyRenameSchema>) => {
  const { id, name } = valid(passkeyRenameSchema, input);
  return http.request(`${PASSKEYS_KEY}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { name },
    schema: okSchema,
  });
};

/** DELETE /Identity/Passkeys/:id */
export const removePasskey = (input: z.input<typeof passkeyRemovalSchema>) =>
  http.request(`${PASSKEYS_KEY}/${encodeURIComponent(valid(passkeyRemovalSchema, input).id)}`, {
    method: 'DELETE',
    schema: okSchema,
  });
