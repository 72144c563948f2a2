import { z } from 'zod/mini';
import { ticketSchema } from './login';

export { type CeremonyOptions, ceremonyOptionsSchema } from './login';

import { messages } from './messages';

/*
 * Passkeys (WebAuthn): add, name and remove them on the account screen; sign in with one alone, or use one as
 * the second step after the password. The browser's answers are the JSON forms of WebAuthn's credentials
 * (what @simplewebauthn/browser returns); the server checks them, these schemas only bound their size.
 */

const base64url = (max: number) =>
  z
    .string({ error: messages.invalid })
    .check(z.minLength(1, messages.invalid), z.maxLength(max), z.regex(/^[\w-]*=*$/, messages.invalid));

const transportsSchema = z.optional(
  z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).check(z.maxLength(8)),
);

/** What a browser's authenticator extensions answered: kept small, never read. */
const extensionResultsSchema = z.record(z.string().check(z.maxLength(64)), z.unknown());

/** A new passkey, as the browser answers `navigator.credentials.create`. */
export const registrationCredentialSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', { error: messages.invalid }),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: z.optional(base64url(8192)),
    transports: transportsSchema,
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(base64url(4096)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: extensionResultsSchema,
});

/** A passkey's signature, as the browser answers `navigator.credentials.get`. */
export const authenticationCredentialSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', { error: messages.invalid }),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: z.optional(base64url(512)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: extensionResultsSchema,
});

/** The name a user gives a passkey, to tell it from their others ("Laptop", "Phone"). */
export const passkeyNameSchema = z
  .string({ error: messages.nameRequired })
  .check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(60, messages.tooLong));

/** One of the caller's passkeys, as the account screen lists it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 8601 */
  createdAt: z.iso.datetime({ offset: true }),
  /** ISO 8601; null until it signed in once. */
  lastUsedAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /Identity/Passkeys: the caller's passkeys, the oldest first. */
export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeySchema) });

/**
 * POST /Identity/Passkeys/options: the options to make a new passkey. The password is asked, as for turning the
 * authenticator off: an open session alone must not be enough to leave a way in behind.
 */
export const passkeyOptionsRequestSchema = z.object({
  Password: z
    .string({ error: messages.passwordRequired })
    .check(z.minLength(1, messages.passwordRequired), z.maxLength(256)),
  /** Checked here too, before the browser makes a passkey the server would then refuse to keep. */
  name: passkeyNameSchema,
});

/** POST /Identity/Passkeys: the new passkey and its name. */
export const addPasskeySchema = z.object({
  name: passkeyNameSchema,
  credential: registrationCredentialSchema,
});

/** The account screen's form of a new passkey: its name and the password that open the ceremony. */
export const newPasskeySchema = passkeyOptionsRequestSchema;

/** The account screen's forms of renaming and removing one passkey. */
export const passkeyRenameSchema = z.object({ id: z.string(), name: passkeyNameSchema });
export const passkeyRemovalSchema = z.object({ id: z.string() });

/** PUT /Identity/Passkeys/:id */
export const passkeyParamsSchema = z.object({ id: base64url(1024) });
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });

/** POST /Identity/Login/passkey: a sign-in with a passkey alone. */
export const passkeySignInSchema = z.object({ credential: authenticationCredentialSchema });

/** POST /Identity/Login/second-factor/passkey-options and /passkey: the passkey as the second step. */
export const passkeyTicketSchema = z.object({ ticket: ticketSchema });
export const passkeySecondFactorSchema = z.object({
  ticket: ticketSchema,
  credential: authenticationCredentialSchema,
});
