import { loadLocale } from '../../src/i18n/store';

// The app loads English when it is first chosen; view tests switch languages at will, so it is there from the
// start (tests/i18n/i18n.test.ts covers the loading itself).
await loadLocale('en');
