import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One place invalidates the read cache: a write's service exports the keys it makes stale, and only a form
 * (`useForm`'s `invalidates`) or a machine's named action, provided where the machine is made, reads them
 * again. A service or a screen that called `invalidateResources` itself would be a second place, where the
 * lists of keys drift apart (the outbox's once differed from the wizard's by the appointments).
 */
const root = path.resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return files(relative);
    return /\.tsx?$/.test(name) ? [relative] : [];
  });
}

/** Where a call may stand: the machines' hooks and effects (their named actions), the root actors. */
const mayInvalidate = (file: string) =>
  file === 'src/actors.tsx' ||
  file === 'src/outbox-actor.ts' ||
  (file.startsWith('src/machines/') && !file.endsWith('.machine.ts'));

/** The files outside those places that call `invalidateResources` (the cache's own definition aside). */
const callersOutside = (sources: Record<string, string>) =>
  Object.entries(sources)
    .filter(([file]) => file !== 'src/services/resource.ts' && !mayInvalidate(file))
    .filter(([, text]) => /\binvalidateResources\s*\(/.test(text))
    .map(([file]) => file);

describe('one place invalidates the read cache', () => {
  it('finds no service or screen that calls invalidateResources', () => {
    const sources = Object.fromEntries(
      files('src').map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
    );
    expect(callersOutside(sources)).toEqual([]);
  });

  it('would fail on a service that invalidates after its own write', () => {
    const service = "await http.request('/api/x', { method: 'POST' });\nawait invalidateResources('/api/x');";
    expect(
      callersOutside({ 'src/services/x.ts': service, 'src/views/a/B.tsx': 'invalidateResources()' }),
    ).toEqual(['src/services/x.ts', 'src/views/a/B.tsx']);
  });
});
