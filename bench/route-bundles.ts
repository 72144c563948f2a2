import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  /** `/login`, or the name of a lazily loaded screen. */
  route: string;
  /** Behind sign-in: a screen of the signed-in routes, reached from home. */
  signedIn: boolean;
  files: string[];
  gzipBytes: number;
  bytes: number;
  /** Each file's gzipped bytes. */
  gzipBytesOf: ReadonlyMap<string, number>;
}

/**
 * The gzipped bytes of `bundle` that the browser has not loaded with `loaded` before it: what a user downloads
 * on the way from one route to the next (the budget of every route past home, issue "Speed, second round").
 */
export const gzipBytesBeyond = (bundle: RouteBundle, loaded: RouteBundle): number =>
  bundle.files
    .filter((file) => !loaded.files.includes(file))
    .reduce((sum, file) => sum + (bundle.gzipBytesOf.get(file) ?? 0), 0);

/**
 * What a route past the first screen loads besides its own chunks (decision 018): the rest of the Dutch texts
 * (every lazily loaded screen waits for them; an English visitor loads English instead, about as large),
 * react-aria's providers and the first screen's schemas (decision 023: the login screen has neither; any
 * screen after it asks the server something), and behind sign-in the schemas the session checks the profile
 * and the relations with.
 */
const everyScreenModules = [
  'src/i18n/nl.ts',
  'src/views/ui/aria-providers.tsx',
  'src/services/first-screen-schemas.ts',
];
const signedInModules = ['src/services/session-schemas.ts'];

/** A chunk and every chunk it imports statically: what the browser must have before the module runs. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}.`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/**
 * The JavaScript each route loads, in bytes and gzipped bytes (gzip level 9, as the build's precompressed
 * copies; brotli is smaller still). Sizes are a property of the build, so a test may hold them to a budget.
 */
export function routeBundles(dist: string): RouteBundle[] {
  const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('The build manifest has no index.html entry.');
  const sizes = new Map<string, { bytes: number; gzipBytes: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const content = readFileSync(join(dist, file));
      size = { bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const bundleOf = (route: string, keys: string[], behindSignIn = false): RouteBundle => {
    const files = new Set<string>();
    for (const key of keys) withStaticImports(manifest, key, files);
    const list = [...files];
    return {
      route,
      signedIn: behindSignIn,
      files: list,
      bytes: list.reduce((sum, file) => sum + sizeOf(file).bytes, 0),
      gzipBytes: list.reduce((sum, file) => sum + sizeOf(file).gzipBytes, 0),
      gzipBytesOf: new Map(list.map((file) => [file, sizeOf(file).gzipBytes])),
    };
  };
  // A part shared with screens that import it statically is keyed by its chunk (`_Dialog-BsOonh8v.js`).
  const screenName = (key: string) =>
    key
      .replace(/^.*\//, '')
      .replace(/\.tsx?$/, '')
      .replace(/^_(.+)-[\w-]{8}\.js$/, '$1');
  const lazyModules = (manifest[entry].dynamicImports ?? []).filter((key) => key.startsWith('src/'));
  const present = (keys: string[]) => keys.filter((key) => lazyModules.includes(key));
  const everyScreen = present(everyScreenModules);
  const signedIn = present(signedInModules);
  // The login screen is the entry alone (its schemas load as the user types, decision 023); English is the
  // entry and its file. Every lazily loaded screen is a
  // route of its own: the entry, the rest of the texts, the signed-in shell and the session's schemas when the
  // screen is behind sign-in, and the screen's chunk, each with what it imports. The toast region is no route:
  // it loads with the first toast.
  const bundles = [bundleOf('/login', [entry])];
  for (const lazy of lazyModules.filter((key) => !everyScreen.includes(key) && !signedIn.includes(key))) {
    const screens = manifest[lazy].dynamicImports ?? [];
    if (lazy.startsWith('src/i18n/')) bundles.push(bundleOf(screenName(lazy), [entry, lazy]));
    else if (screens.length === 0) bundles.push(bundleOf(screenName(lazy), [entry, ...everyScreen, lazy]));
    for (const screen of screens)
      bundles.push(bundleOf(screenName(screen), [entry, ...everyScreen, ...signedIn, lazy, screen], true));
  }
  return bundles;
}

export const hasBuild = (dist: string) => existsSync(join(dist, '.vite', 'manifest.json'));
