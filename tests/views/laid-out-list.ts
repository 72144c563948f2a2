import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The customer chooser's list draws only the options in view, and happy-dom lays nothing out: the list gets the
 * size of its box in the styles (320 px high) and each option the height of one line, so the virtualizer has a
 * view to fill and rows to measure. Called in a describe, for its tests.
 */
export function withLaidOutList() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 42));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
