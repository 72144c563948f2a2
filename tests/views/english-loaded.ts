import { loadLocale } from '../../src/i18n/store';

// The app loads English when it is first chosen, and the Dutch texts past the first screen with the first
// screen after it; view tests render any screen and switch languages at will, so both are there from the
// start (tests/i18n/language-loading.test.ts covers the loading itself).
await Promise.all([loadLocale('en'), loadLocale('nl')]);
