import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { CeremonyOptions } from '../../contract/passkeys';
import { ApiError } from './api-error';

/*
 * The browser's half of a passkey ceremony: WebAuthn's prompt, with the options the server made. The library
 * loads with the first ceremony, not with the screen. Whatever the browser refuses (the window closed, no
 * passkey of this portal, another address than the portal's) ends as one refusal the screens can say.
 */

const notUsed = () => new ApiError({ status: 400, code: 'passkeyNotUsed', message: 'No passkey was used' });

/** Whether this browser can make and use passkeys at all: without it, the passkey buttons do not show. */
export const browserHasPasskeys = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Makes a new passkey in the browser for the server's registration options. */
export async function createPasskeyInBrowser(options: CeremonyOptions) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch {
    throw notUsed();
  }
}

/** Signs the server's challenge with a passkey the browser holds (one the user picks, or one of `allowCredentials`). */
export async function signWithPasskeyInBrowser(options: CeremonyOptions) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
  } catch {
    throw notUsed();
  }
}
