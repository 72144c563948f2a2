import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The direction of imports that ARCHITECTURE.md agrees on: views -> machines -> services -> contract,
 * server -> contract, and a view area imports only the shared folders of the views (ui/, shell/, shared/),
 * never another area. biome.json says the same with noRestrictedImports on the written import text; this
 * test resolves every import to the file it names, so no spelling of a path slips past. Within the server,
 * routes -> queries -> db: a route file holds routes only (`routeViolations`).
 */

const root = path.resolve(import.meta.dirname, '../..');

/** The layer a file belongs to: a folder of the app, an area of the views, or one half of the package. */
function layerOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] === 'contract') return 'contract';
  if (parts[0] === 'server') return 'server';
  if (parts[0] !== 'src') return null;
  if (parts.length === 2) return 'app'; // main.tsx, actors.tsx: where the app is put together
  if (parts[1] === 'views') {
    if (parts.length === 3) return 'views'; // App, routes, guards: where the areas are composed
    const folder = parts[2];
    return sharedViewFolders.includes(folder) ? `views/${folder}` : `area ${folder}`;
  }
  return parts[1];
}

const sharedViewFolders = ['ui', 'shared', 'shell'];
const below = {
  contract: [],
  services: ['contract'],
  i18n: ['services', 'contract'],
  // Machines reach their root actors through the context that actors.tsx provides.
  machines: ['services', 'contract', 'app'],
  'views/ui': ['i18n', 'machines', 'services', 'contract'],
};
const viewLower = ['i18n', 'machines', 'services', 'contract', 'app'];

/** Which layers a layer may import besides itself ('*': any but the server). */
function allowed(from: string): string[] {
  if (from === 'server') return ['contract'];
  if (from === 'app') return ['*'];
  if (from === 'views') return ['*'];
  if (from in below) return below[from as keyof typeof below];
  if (from === 'views/shared') return ['views/ui', ...viewLower];
  if (from === 'views/shell') return ['views/ui', 'views/shared', ...viewLower];
  if (from.startsWith('area ')) return ['views/ui', 'views/shared', 'views/shell', ...viewLower];
  return ['*'];
}

interface Import {
  file: string;
  specifier: string;
  /** The file the import names, relative to the package root; null for a package. */
  target: string | null;
}

/** The imports that break the direction, as 'file imports specifier (layer)' lines. */
function violations(imports: Import[]): string[] {
  return imports.flatMap(({ file, specifier, target }) => {
    const from = layerOf(file);
    if (!from) return [];
    if (target === null) return []; // a package
    const to = layerOf(target);
    if (!to || to === from) return [];
    const may = allowed(from);
    const fine = may.includes(to) || (may.includes('*') && to !== 'server');
    return fine ? [] : [`${file} imports '${specifier}' (${to}), which ${from} may not`];
  });
}

/**
 * Routes reach the database only through their feature's query module (`server/<feature>/queries.ts`): a file
 * of server/routes imports neither drizzle-orm nor anything of server/db/ (the schema, the driver, the kept
 * statements), and no other route file; only routes/index.ts, which registers them all, imports routes.
 */
function routeViolations(imports: Import[]): string[] {
  return imports.flatMap(({ file, specifier, target }) => {
    if (!file.startsWith('server/routes/')) return [];
    if (target === null)
      return specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')
        ? [`${file} imports '${specifier}': a route calls its feature's query module instead`]
        : [];
    if (target.startsWith('server/db/'))
      return [
        `${file} imports '${specifier}' (the database): a route calls its feature's query module instead`,
      ];
    if (target.startsWith('server/routes/') && file !== 'server/routes/index.ts')
      return [`${file} imports '${specifier}', another route: move what both use out of routes/`];
    return [];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (name === 'node_modules' || name === 'migrations') return [];
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [relative] : [];
  });
}

function resolve(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  const found = candidates.find(
    (c) => existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile(),
  );
  return found ?? base;
}

function importsOf(file: string): Import[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
  return importedFiles.map(({ fileName }) => ({
    file,
    specifier: fileName,
    target: resolve(file, fileName),
  }));
}

describe('the direction of imports', () => {
  const files = ['contract', 'server', 'src'].flatMap(sourceFiles);
  const imports = files.flatMap(importsOf);

  it('reads every source file of both halves and the contract', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(imports.filter((i) => i.target?.startsWith('src/views/shared/')).length).toBeGreaterThan(20);
  });

  it('runs views -> machines -> services -> contract and server -> contract, areas importing no other area', () => {
    expect(violations(imports)).toEqual([]);
  });

  it('names the file and the import that breaks it', () => {
    const crossing: Import[] = [
      { file: 'src/views/settings/A.tsx', specifier: '../users/B', target: 'src/views/users/B.tsx' },
      { file: 'src/views/settings/A.tsx', specifier: '../guards', target: 'src/views/guards.tsx' },
      { file: 'src/views/shared/A.tsx', specifier: '../shell/B', target: 'src/views/shell/B.tsx' },
      { file: 'src/views/ui/A.tsx', specifier: '../shared/B', target: 'src/views/shared/B.ts' },
      { file: 'src/machines/a/a.ts', specifier: '../../views/ui/B', target: 'src/views/ui/B.tsx' },
      { file: 'src/services/a.ts', specifier: '../machines/b', target: 'src/machines/b.ts' },
      { file: 'src/i18n/a.ts', specifier: '../views/b', target: 'src/views/b.tsx' },
      { file: 'contract/a.ts', specifier: '../server/b', target: 'server/b.ts' },
      { file: 'server/a.ts', specifier: '../src/b', target: 'src/b.ts' },
      { file: 'src/main.tsx', specifier: '../server/b', target: 'server/b.ts' },
    ];
    expect(violations(crossing)).toEqual([
      "src/views/settings/A.tsx imports '../users/B' (area users), which area settings may not",
      "src/views/settings/A.tsx imports '../guards' (views), which area settings may not",
      "src/views/shared/A.tsx imports '../shell/B' (views/shell), which views/shared may not",
      "src/views/ui/A.tsx imports '../shared/B' (views/shared), which views/ui may not",
      "src/machines/a/a.ts imports '../../views/ui/B' (views/ui), which machines may not",
      "src/services/a.ts imports '../machines/b' (machines), which services may not",
      "src/i18n/a.ts imports '../views/b' (views), which i18n may not",
      "contract/a.ts imports '../server/b' (server), which contract may not",
      "server/a.ts imports '../src/b' (app), which server may not",
      "src/main.tsx imports '../server/b' (server), which app may not",
    ]);
  });

  it('keeps queries out of server/routes and routes from importing each other', () => {
    expect(routeViolations(imports)).toEqual([]);
  });

  it('names the route that queries the database itself or imports another route', () => {
    const imported: [string, string | null][] = [
      ['drizzle-orm', null],
      ['drizzle-orm/pg-core', null],
      ['../db/schema', 'server/db/schema/index.ts'],
      ['../db/database', 'server/db/database.ts'],
      ['./paging', 'server/routes/paging.ts'],
    ];
    const sample = imported.map(([specifier, target]) => ({ file: 'server/routes/a.ts', specifier, target }));
    const instead = "a route calls its feature's query module instead";
    expect(routeViolations(sample)).toEqual([
      `server/routes/a.ts imports 'drizzle-orm': ${instead}`,
      `server/routes/a.ts imports 'drizzle-orm/pg-core': ${instead}`,
      `server/routes/a.ts imports '../db/schema' (the database): ${instead}`,
      `server/routes/a.ts imports '../db/database' (the database): ${instead}`,
      "server/routes/a.ts imports './paging', another route: move what both use out of routes/",
    ]);
  });

  it('lets a route call query modules and guards, and routes/index.ts register the routes', () => {
    const fine: Import[] = [
      { file: 'server/routes/a.ts', specifier: 'fastify', target: null },
      { file: 'server/routes/a.ts', specifier: '../invoices/queries', target: 'server/invoices/queries.ts' },
      {
        file: 'server/routes/a.ts',
        specifier: '../access/route-guards',
        target: 'server/access/route-guards.ts',
      },
      { file: 'server/routes/index.ts', specifier: './a', target: 'server/routes/a.ts' },
      { file: 'server/invoices/queries.ts', specifier: 'drizzle-orm', target: null },
      { file: 'server/invoices/queries.ts', specifier: '../db/schema', target: 'server/db/schema/index.ts' },
    ];
    expect(routeViolations(fine)).toEqual([]);
  });

  it('lets an area use the shared folders and the layers below, and the routes compose areas', () => {
    const fine: Import[] = [
      { file: 'src/views/users/A.tsx', specifier: '../shared/paths', target: 'src/views/shared/paths.ts' },
      { file: 'src/views/users/A.tsx', specifier: '../shell/B', target: 'src/views/shell/B.tsx' },
      { file: 'src/views/users/A.tsx', specifier: '../../i18n', target: 'src/i18n/index.ts' },
      { file: 'src/views/routes.tsx', specifier: './users/A', target: 'src/views/users/A.tsx' },
      { file: 'src/machines/a/a.ts', specifier: '../../actors', target: 'src/actors.tsx' },
    ];
    expect(violations(fine)).toEqual([]);
  });
});
