/** A new authenticator's secret: the QR code's otpauth:// URI and the key as text. */
export interface NewAuthenticator {
  secret: string;
  uri: string;
}

export interface SecondFactorSettingsContext {
  /** Shown while the first code is awaited; forgotten once confirmed or cancelled. */
  authenticator: NewAuthenticator | null;
  /** Shown once, right after they are made; forgotten when the user has kept them. */
  recoveryCodes: string[] | null;
}

export type SecondFactorSettingsEvent =
  /** The server made a secret for a new authenticator (the user asked to turn it on). */
  | { type: 'enrolment.started'; authenticator: NewAuthenticator }
  /** The first code was right: the authenticator is on, and these are its recovery codes. */
  | { type: 'enrolment.confirmed'; recoveryCodes: string[] }
  /** The user wants new recovery codes (a current code asked first). */
  | { type: 'user.renew' }
  | { type: 'codes.renewed'; recoveryCodes: string[] }
  /** The user wants the authenticator off (password and a current code asked first). */
  | { type: 'user.disable' }
  | { type: 'factor.disabled' }
  /** The user stops turning on, renewing or turning off. */
  | { type: 'user.cancel' }
  /** The user has kept the recovery codes. */
  | { type: 'user.done' };
