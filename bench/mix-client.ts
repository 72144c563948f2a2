import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';
import { type LoadResult, summarize } from './load';

/** One part of a mix: its own connections, each going round its requests in turn. */
export interface MixPart {
  name: string;
  connections: number;
  requests: autocannon.Request[];
}

export interface MixPlan {
  url: string;
  seconds: number;
  parts: MixPart[];
}

export interface MixResult {
  parts: { name: string; result: LoadResult }[];
  /** Percentiles over every answer of every part (autocannon keeps one histogram per run). */
  all: { p50: number; p99: number };
}

/** The value below which a fraction `q` of the sorted `values` lie. */
const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] : 0;

/**
 * The load generator of `npm run load`, in a process of its own (bench/load-mix.ts starts it): reads a plan
 * on stdin, runs one autocannon per part at the same time, and prints each part's figures as JSON.
 */
async function main() {
  const plan = JSON.parse(await text(process.stdin)) as MixPlan;
  const latencies: number[] = [];
  const results = await Promise.all(
    plan.parts.map(
      (part) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const options = {
            url: plan.url,
            connections: part.connections,
            duration: plan.seconds,
            pipelining: 1,
            requests: part.requests,
          };
          const run = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
          run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
        }),
    ),
  );
  latencies.sort((a, b) => a - b);
  const output: MixResult = {
    parts: plan.parts.map((part, i) => ({ name: part.name, result: summarize(results[i]) })),
    all: { p50: Math.round(percentile(latencies, 0.5)), p99: Math.round(percentile(latencies, 0.99)) },
  };
  process.stdout.write(JSON.stringify(output));
}

await main();
