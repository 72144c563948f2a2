import { PROVIDER_SETTINGS_ELEMENT_ID } from '../contract/page-data';
import { providerSettingsSchema } from '../contract/public-settings';

/**
 * JSON that stays inside its script element: no `<` (which could close it), `>` or `&`, and no line or
 * paragraph separator; each is written as its \u escape, which JSON reads back as the same character.
 */
const scriptSafe = (json: string) =>
  json.replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The login page (decision 020's frame) with the provider's public settings in it, as a JSON data block the
 * browser never runs (so the content security policy has nothing to allow): the login screen shows the
 * provider's name, website and logo without a call whose answer it would need zod to check (decision 023).
 */
export function loginPageWith(template: string, settings: unknown): string {
  const checked = providerSettingsSchema.parse(settings);
  const data = `<script type="application/json" id="${PROVIDER_SETTINGS_ELEMENT_ID}">${scriptSafe(JSON.stringify(checked))}</script>`;
  if (!template.includes('</head>'))
    throw new Error('The login page has no </head> to put the settings before.');
  return template.replace('</head>', `${data}</head>`);
}
