import { loadFirstScreenSchemas } from '../../../src/services/first-screen-checks';

// The app loads the first screen's schemas before it starts whenever a login is stored (`tokenStore.prepare`
// in main.tsx); tests start their actors at once, with a stored login in place, so they load them first.
// `tests/machines/first-screen-schemas.test.ts` proves the app's own order, on fresh modules.
await loadFirstScreenSchemas();
