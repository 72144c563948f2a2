import type { output } from 'zod/v4/core';
import { PROVIDER_SETTINGS_ELEMENT_ID } from '../../contract/page-data';
import type { providerSettingsSchema } from '../../contract/public-settings';
import { firstScreenSchema } from './first-screen-checks';
import { withOfflineCopy } from './offline-copy';
import { type DataCall, getCall } from './portal-data/call';

export type ProviderSettings = output<typeof providerSettingsSchema>;

/**
 * The settings the login page came with (decision 023): the server writes them into the page it sends for
 * /login, from the same schema its answer is checked with, so the login screen draws them without asking and
 * without zod. Taken once: a later ask (after the provider saved new ones) goes to the server.
 */
function takeFromPage(): ProviderSettings | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PROVIDER_SETTINGS_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as ProviderSettings;
  } catch {
    return null;
  }
}

let fromPage = takeFromPage();

/**
 * GET /api/providerSettings (public): name, website, 24/7 phone and where the logo is; empty texts are not
 * configured yet. The first ask of a visit that began on the login page is answered by the page itself; any
 * other goes to the server, its answer checked with a schema that loads beside the call.
 */
export function providerSettings(): DataCall<ProviderSettings> {
  const call = getCall('/api/providerSettings', firstScreenSchema('providerSettingsSchema'));
  return {
    ...call,
    load() {
      const settings = fromPage;
      fromPage = null;
      // Kept for a signed-in user with no network: the footer then still names the provider, not the default.
      return settings ? Promise.resolve(settings) : withOfflineCopy(call.key, call.load);
    },
  };
}
