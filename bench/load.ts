import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * A bounded load from another process (autocannon's own command, 20 connections), so the load generator
 * never shares the server's event loop or CPU time slice; the server runs in this process.
 */
export function load(url: string, headers: Record<string, string> = {}, seconds = 5): Promise<LoadResult> {
  const args = [autocannonCli, '-j', '-c', '20', '-d', String(seconds), '-p', '1'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const result = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

/** One printed row; with `bare`, the ratio of its throughput to the bare route of the same run. */
export const row = (name: string, r: LoadResult, bare?: LoadResult) =>
  `${name.padEnd(46)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms` +
  (bare ? `   ratio ${(r.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}` : '') +
  (r.errors ? `   ${r.errors} errors` : '');
