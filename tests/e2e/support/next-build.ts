import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The name of the page's meta element that only the next build carries. */
export const NEXT_BUILD_META = 'app-build';

export interface NextBuild {
  /** The folder to start the server in: its `dist` is the next build. */
  dir: string;
  remove(): void;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * The app's next version as a deploy brings it: a copy of the build in `dist` whose page changed (it carries a
 * meta element the current one lacks), and with it the service worker, whose precache manifest holds each
 * file's revision (its MD5), as the plugin writes it at build. Any other file is the same, as with a release
 * that changed little.
 */
export function nextBuild(): NextBuild {
  const dir = mkdtempSync(join(tmpdir(), 'portal-next-build-'));
  const dist = join(dir, 'dist');
  cpSync(join(root, 'dist'), dist, { recursive: true });
  const page = join(dist, 'index.html');
  const before = readFileSync(page, 'utf8');
  const after = before.replace('<head>', `<head>\n    <meta name="${NEXT_BUILD_META}" content="next" />`);
  if (after === before) throw new Error('The built index.html has no <head> to change.');
  writeFileSync(page, after);
  // The server would send the precompressed copies of the old page first.
  for (const copy of ['index.html.br', 'index.html.gz']) rmSync(join(dist, copy), { force: true });

  const workerFile = join(dist, 'sw.js');
  const worker = readFileSync(workerFile, 'utf8');
  const entry = (text: string) => `{url:"index.html",revision:"${md5(text)}"}`;
  if (!worker.includes(entry(before))) {
    throw new Error("The service worker's precache manifest does not list index.html with its MD5.");
  }
  writeFileSync(workerFile, worker.replace(entry(before), entry(after)));
  for (const copy of ['sw.js.br', 'sw.js.gz']) {
    if (existsSync(join(dist, copy))) rmSync(join(dist, copy));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
