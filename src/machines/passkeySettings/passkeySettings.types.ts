export interface PasskeySettingsContext {
  /** The passkey being renamed or removed; null while none is. */
  passkeyId: string | null;
}

export type PasskeySettingsEvent =
  /** The user wants a new passkey (its name and the password asked first). */
  | { type: 'user.add' }
  /** The browser made it and the server kept it. */
  | { type: 'passkey.added' }
  | { type: 'user.rename'; passkeyId: string }
  | { type: 'passkey.renamed' }
  /** The user wants a passkey gone (asked once more before it goes). */
  | { type: 'user.remove'; passkeyId: string }
  | { type: 'passkey.removed' }
  /** The user stops adding, renaming or removing. */
  | { type: 'user.cancel' };
