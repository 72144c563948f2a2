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
  route: string;
  files: string[];
  gzipBytes: number;
  bytes: number;
}

/**
 * Each route of the app and the lazily loaded modules it needs beyond the entry, in the order the browser
 * loads them. The signed-in screens share one chunk; the inspection, the model viewer and the public gate page
 * load their own on top.
 */
const routes: { route: string; lazy: string[] }[] = [
  { route: '/login', lazy: [] },
  { route: '/ (signed in)', lazy: ['src/views/signed-in-routes.tsx'] },
  {
    route: '/inspection/…',
    lazy: ['src/views/signed-in-routes.tsx', 'src/views/inspection/InspectionPage.tsx'],
  },
  { route: '/models', lazy: ['src/views/signed-in-routes.tsx', 'src/views/models/ModelsPage.tsx'] },
  { route: '/object/… (public)', lazy: ['src/views/failures/PublicObjectPage.tsx'] },
];

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
  return routes.map(({ route, lazy }) => {
    const files = new Set<string>();
    for (const key of [entry, ...lazy]) withStaticImports(manifest, key, files);
    const list = [...files];
    return {
      route,
      files: list,
      bytes: list.reduce((sum, file) => sum + sizeOf(file).bytes, 0),
      gzipBytes: list.reduce((sum, file) => sum + sizeOf(file).gzipBytes, 0),
    };
  });
}

export const hasBuild = (dist: string) => existsSync(join(dist, '.vite', 'manifest.json'));
