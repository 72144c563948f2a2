import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A bounded load against a server of this process on the loopback address. */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = 5,
): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: 20, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export const row = (name: string, r: LoadResult) =>
  `${name.padEnd(44)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${r.errors ? `   ${r.errors} errors` : ''}`;
