import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { routeBundles } from './route-bundles';

export interface ModuleShare {
  /** A package (`react-dom`, `@react-aria/…` grouped as `react-aria`), or one of our source files. */
  module: string;
  /** Minified bytes the source map attributes to it. */
  bytes: number;
  /** Those bytes gzipped on their own: an estimate of its share of the gzipped file, not an exact part. */
  gzipBytes: number;
}

/** The package a bundled source belongs to, so a library's hundred files read as one line (unless `byFile`). */
function moduleOf(source: string, byFile: boolean): string {
  const path = source.replace(/^(\.\.\/)+/, '').replace(/\\/g, '/');
  const packaged = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (!packaged || byFile) return path;
  return packaged[1];
}

/**
 * What one built file is made of, from its source map: each mapped stretch of minified code counts for the
 * source it came from (up to the next mapping); bytes the map names no source for count as "(unmapped)".
 */
export function compositionOf(dist: string, file: string, byFile = false): ModuleShare[] {
  const code = readFileSync(join(dist, file), 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')));
  const lines = code.split('\n');
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const pieces = new Map<string, string[]>();
  const add = (module: string, text: string) => {
    const list = pieces.get(module) ?? [];
    list.push(text);
    pieces.set(module, list);
  };
  type Mapping = { line: number; column: number; source: string | null };
  const mappings: Mapping[] = [];
  map.eachMapping((m) => {
    mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source });
  });
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  const at = (m: { line: number; column: number }) => lineStarts[m.line - 1] + m.column;
  let covered = 0;
  for (let index = 0; index < mappings.length; index++) {
    const start = at(mappings[index]);
    const end = index + 1 < mappings.length ? at(mappings[index + 1]) : code.length;
    if (start < covered) continue;
    add(
      mappings[index].source ? moduleOf(mappings[index].source as string, byFile) : '(unmapped)',
      code.slice(start, end),
    );
    covered = end;
  }
  if (mappings.length > 0 && at(mappings[0]) > 0) add('(unmapped)', code.slice(0, at(mappings[0])));
  return [...pieces]
    .map(([module, texts]) => {
      const text = texts.join('');
      return { module, bytes: text.length, gzipBytes: gzipSync(text, { level: 9 }).length };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

const sizeOf = (path: string) => {
  const bytes = readFileSync(path);
  return { bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
};

/** A route's JavaScript by module, summed over its files. */
export function routeComposition(dist: string, route: string, byFile = false): ModuleShare[] {
  const bundle = routeBundles(dist).find((candidate) => candidate.route === route);
  if (!bundle) throw new Error(`No route ${route} in the build.`);
  const total = new Map<string, ModuleShare>();
  for (const file of bundle.files) {
    const shares = existsSync(join(dist, `${file}.map`))
      ? compositionOf(dist, file, byFile)
      : [{ module: `(${file}, no source map)`, ...sizeOf(join(dist, file)) }];
    for (const share of shares) {
      const sum = total.get(share.module) ?? { module: share.module, bytes: 0, gzipBytes: 0 };
      sum.bytes += share.bytes;
      sum.gzipBytes += share.gzipBytes;
      total.set(share.module, sum);
    }
  }
  return [...total.values()].sort((a, b) => b.bytes - a.bytes);
}

// `npx tsx bench/bundle-composition.ts [route] [--all] [--files]`: the table of a route (default /login) of the
// last build; --all lists our own files too, --files every file of the packages instead of the package.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const route = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '/login';
  const all = process.argv.includes('--all');
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const shares = routeComposition(dist, route, process.argv.includes('--files'));
  const ours = (share: ModuleShare) =>
    share.module.startsWith('src/') || share.module.startsWith('contract/');
  const rows = all ? shares : shares.filter((share) => !ours(share));
  const mine = shares.filter(ours);
  const sum = (list: ModuleShare[]) => list.reduce((total, share) => total + share.bytes, 0);
  const sumGz = (list: ModuleShare[]) => list.reduce((total, share) => total + share.gzipBytes, 0);
  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  process.stdout.write(`| ${route}: module | minified kB | gzipped alone kB |\n|---|---|---|\n`);
  for (const share of rows)
    process.stdout.write(`| ${share.module} | ${kB(share.bytes)} | ${kB(share.gzipBytes)} |\n`);
  if (!all)
    process.stdout.write(
      `| our code (src/, contract/; --all lists it) | ${kB(sum(mine))} | ${kB(sumGz(mine))} |\n`,
    );
  process.stdout.write(`| total | ${kB(sum(shares))} | ${kB(sumGz(shares))} |\n`);
}
