/**
 * The element of the login page that carries the provider's public settings (decision 023): the server writes
 * them into the page it sends for /login, and the login screen reads them there instead of asking.
 */
export const PROVIDER_SETTINGS_ELEMENT_ID = 'provider-settings';
