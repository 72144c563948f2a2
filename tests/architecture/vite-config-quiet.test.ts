import path from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * `npm start` builds the browser app when its build is stale, with vite's warnings shown: a warning there is
 * printed to everyone who starts the portal, so reading the config must say nothing.
 */
describe('the vite config', () => {
  it('loads without a warning', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => warnings.push(message);
    logger.warnOnce = (message) => warnings.push(message);
    const root = path.resolve(import.meta.dirname, '../..');
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      path.join(root, 'vite.config.ts'),
      root,
      'warn',
      logger,
    );
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });
});
