/** What is shown instead of a secret. */
export const REDACTED = '[redacted]';

/**
 * Keys whose values are never shown: tokens, passwords, activation and reset codes, signatures, and links
 * (an invite link carries its activation code). It errs on the side of hiding: an error's `code` is hidden
 * too, its status and message say enough.
 */
const secretKey = /token|password|passwd|secret|signature|code|link|otp|authorization|cookie/i;

/** A secret carried in a text: a query parameter of a URL, or a JWT. */
const secretParameter = /([?&#](?:[\w-]*(?:token|code|signature|key|password)[\w-]*)=)[^&#\s]*/gi;
const jwt = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_TEXT = 500;

function redactText(text: string): string {
  const cleaned = text.replace(secretParameter, `$1${REDACTED}`).replace(jwt, REDACTED);
  return cleaned.length > MAX_TEXT ? `${cleaned.slice(0, MAX_TEXT)}…` : cleaned;
}

const isActorRef = (value: object): value is { id: string; sessionId: string } =>
  'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';

/**
 * A copy of an event or a context that is safe to show and to keep: secrets replaced, errors reduced to
 * their status and message, actors to their id, functions left out, and everything bounded in size.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (depth >= MAX_DEPTH) return '…';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) {
    const { status } = value as Error & { status?: unknown };
    return {
      error: value.name,
      ...(typeof status === 'number' ? { status } : {}),
      message: redactText(value.message),
    };
  }
  if (isActorRef(value)) return `actor ${value.id}`;
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
    if (secretKey.test(key))
      result[key] = item === null || item === undefined || item === '' ? item : REDACTED;
    else {
      const shown = redact(item, depth + 1);
      if (shown !== undefined) result[key] = shown;
    }
  }
  return result;
}

/**
 * An event as the viewer lists it: its type, and the rest of it redacted. An event named after a secret
 * (`user.changePassword`, the done event of `renewAccessToken`) carries it under a plain key such as `value`
 * or `output`, so all of it is hidden.
 */
export function redactEvent(event: { type: string }): { type: string; payload: unknown } {
  const { type, ...payload } = event as { type: string } & Record<string, unknown>;
  if (!Object.keys(payload).length) return { type, payload: null };
  if (secretKey.test(type)) {
    return { type, payload: Object.fromEntries(Object.keys(payload).map((key) => [key, REDACTED])) };
  }
  return { type, payload: redact(payload) };
}
