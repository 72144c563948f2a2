import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export const DEMO_PASSWORD = 'Demo!2026';

export interface RunningServer {
  url: string;
  /** What the server printed so far (its start lines list the demo accounts and the activation link). */
  output(): string;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL, as a crash or a power cut would), keeping its data. */
  kill(): Promise<void>;
  /** Starts it again on the same address with the same data, after `kill`. */
  restart(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /health within ${timeoutMs / 1000} s:\n${output()}`);
}

/** The real server as its own process, on a free port, with a fresh embedded database and the demo data. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const launch = () => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/main.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: url,
          LOG_LEVEL: 'warn',
          DEMO: 'true',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    return child;
  };
  let child = launch();

  const exit = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const stop = async () => {
    await exit('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, () => output, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    output: () => output,
    stop,
    kill: () => exit('SIGKILL'),
    async restart() {
      child = launch();
      await waitForHealth(url, child, () => output, 180_000);
    },
  };
}
