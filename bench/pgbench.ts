import { execFileSync, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** One statement as the server sent it to PostgreSQL: its text and its parameters. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** node-postgres's own writing of a parameter (arrays as `{1,2}`, dates as ISO text), so pgbench sends the same. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

let recording: Statement[] | null = null;

/**
 * Records what every node-postgres pool sends while `during` runs (one request of a data row), so pgbench can
 * run that row's own SQL. Installed before the database opens: the pool's statement naming binds `query` then.
 */
export function installStatementRecorder(): (during: () => Promise<unknown>) => Promise<Statement[]> {
  const proto = pg.Pool.prototype as unknown as { query: (...args: unknown[]) => unknown; recorded?: true };
  if (!proto.recorded) {
    const query = proto.query;
    proto.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
      if (recording) {
        const text = typeof config === 'string' ? config : (config as { text?: string })?.text;
        const values =
          (typeof config === 'object' && (config as { values?: unknown[] })?.values) ||
          (Array.isArray(rest[0]) ? rest[0] : []);
        if (text) recording.push({ text, values });
      }
      return query.call(this, config, ...rest);
    };
    proto.recorded = true;
  }
  return async (during) => {
    recording = [];
    try {
      await during();
      return recording;
    } finally {
      recording = null;
    }
  };
}

/** Whether pgbench runs; when it does not, Debian's PostgreSQL client (which carries it) is installed once. */
export function ensurePgbench(say: (line: string) => void): boolean {
  const runs = () => {
    try {
      execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (runs()) return true;
  say('pgbench is missing; installing it from Debian (postgresql-client, postgresql-contrib) ...');
  try {
    execSync(
      'apt-get update && apt-get install -y --no-install-recommends postgresql-client postgresql-contrib',
      { stdio: 'inherit' },
    );
  } catch (error) {
    say(`installing pgbench failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return runs();
}

export interface PgbenchResult {
  /** Scripts (all of a request's statements, once each) per second. */
  perSecond: number;
  /** Average latency of one script, ms. */
  latencyMs: number;
}

/**
 * Runs `statements` as one pgbench script with `-M prepared`: each statement prepared once per connection, its
 * parameters bound as the server binds them (pgbench's variables, sent as text of unknown type, as
 * node-postgres does), with the server's generic plans, over `connections` connections for `seconds`.
 */
export function pgbench(
  url: string,
  statements: Statement[],
  connections = 20,
  seconds = 5,
): Promise<PgbenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  const defines: string[] = [];
  const script = statements.map((statement, s) =>
    statement.text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = prepareValue(statement.values[Number(n) - 1]);
      if (value === null || value === undefined) return 'NULL';
      const name = `p${s}_${n}`;
      defines.push('-D', `${name}=${String(value)}`);
      return `:${name}`;
    }),
  );
  const file = join(dir, 'request.sql');
  // pgbench reads one statement per line: the server's texts are one line each already, or joined here.
  writeFileSync(file, `${script.map((text) => `${text.replace(/\s*\n\s*/g, ' ')};`).join('\n')}\n`);
  const { hostname, port, pathname, username } = new URL(url);
  const args = [
    ...['-n', '-M', 'prepared', '-c', String(connections), '-j', '2', '-T', String(seconds)],
    ...['-h', hostname, '-p', port || '5432', '-U', decodeURIComponent(username) || 'postgres'],
    ...defines,
    ...['-f', file, pathname.slice(1)],
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, {
      env: { ...process.env, PGOPTIONS: '-c plan_cache_mode=force_generic_plan' },
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      const tps = /tps = ([\d.]+)/.exec(out);
      const latency = /latency average = ([\d.]+) ms/.exec(out);
      if (code !== 0 || !tps) return reject(new Error(`pgbench exited ${code}: ${out.slice(-500)}`));
      resolve({ perSecond: Math.round(Number(tps[1])), latencyMs: Number(latency?.[1] ?? 0) });
    });
  });
}
