import { configure } from '@testing-library/dom';

/**
 * `findBy…` and `waitFor` wait up to ten seconds instead of one: on a busy two-core machine a dialog can take
 * longer than a second to open, and these tests prove what appears, not how fast.
 */
configure({ asyncUtilTimeout: 10_000 });
