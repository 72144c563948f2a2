import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type autocannon from 'autocannon';

export interface LoadResult {
  /** Requests answered. */
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts: requests without an answer. */
  errors: number;
  /** Answers outside 2xx. */
  non2xx: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** autocannon's result (its command's `-j` output has the same shape) in the figures we print. */
export const summarize = (result: autocannon.Result): LoadResult => ({
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors,
  non2xx: result.non2xx,
});

/** Runs Node with `args` in a process of its own, hands it `input` on stdin, and parses the JSON it prints. */
export function jsonFromProcess<T>(args: string[], input = ''): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
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
      if (code !== 0) return reject(new Error(`${args.at(-1)} exited ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as T);
      } catch (error) {
        reject(new Error(`${args.at(-1)} printed no JSON (${error}): ${out.slice(0, 500)} ${err}`));
      }
    });
    child.stdin.end(input);
  });
}

/**
 * A bounded load from another process (autocannon's own command, 20 connections), so the load generator
 * never shares the server's event loop or CPU time slice; the server runs in this process.
 */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = 5,
): Promise<LoadResult> {
  const args = [autocannonCli, '-j', '-c', '20', '-d', String(seconds), '-p', '1'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return summarize(await jsonFromProcess<autocannon.Result>(args));
}

/** One printed row; with `bare`, the ratio of its throughput to the bare route of the same run. */
export const row = (name: string, r: LoadResult, bare?: LoadResult) =>
  `${name.padEnd(46)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms` +
  (bare ? `   ratio ${(r.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}` : '') +
  (r.errors + r.non2xx ? `   ${r.errors + r.non2xx} errors` : '');
