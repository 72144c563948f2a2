import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { keepDemoData, startFromDemoData, startFromMigratedDatabase } from './migrated-data';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** tsx's loader by its full address: a server started in another folder finds it too. */
const tsx = pathToFileURL(createRequire(join(root, 'package.json')).resolve('tsx')).href;

export const DEMO_PASSWORD = 'Demo!2026';

export interface RunningServer {
  url: string;
  /** The folder of its data (the embedded database and the stored files), kept across `kill` and `restart`. */
  dataDir: string;
  /** What the server printed so far (its start lines list the demo accounts and the activation link). */
  output(): string;
  stop(): Promise<void>;
  /**
   * Kills the server at once (SIGKILL, as a crash or a power cut would; SIGTERM to stop it as a deploy does),
   * keeping its data. Resolves once the process is gone: its port is free and its pid no longer holds the
   * embedded database's lock.
   */
  kill(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /**
   * Starts it again on the same address with the same data, after `kill`; nothing when it is running. Safe to
   * call in a `finally`, so a test that failed with the server down leaves it up for the next. `cwd` is the
   * folder it starts in, whose `dist` it serves (another build of the app); the project's by default.
   */
  restart(options?: { cwd?: string }): Promise<void>;
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

/** True while something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child)) {
      throw new Error(`The server stopped (exit ${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
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
  // What the demo's first start printed comes first, as it would on a server that loaded it itself.
  const demoStart = startFromDemoData(dataDir, url, env);
  if (demoStart === null) startFromMigratedDatabase(dataDir, env);
  let output = demoStart ?? '';
  // Node itself with tsx's loader, not tsx's command: that one runs the server as a child of its own, so a
  // kill reached only the launcher and the server lived on. Here the spawned process is the server, and this
  // process reaps it: once its exit is seen, its pid is gone (no zombie still holding the database lock's pid,
  // as an orphan waits for the system's init to collect it) and so are its sockets.
  const launch = (cwd = root) => {
    const child = spawn(process.execPath, ['--import', tsx, join(root, 'server', 'main.ts')], {
      cwd,
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
    });
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
    if (!running(child)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (running(child)) {
      child.kill('SIGKILL');
      await exited;
    }
    // A test that goes on against a server it believes gone proves nothing.
    if (await listening(port)) throw new Error(`The server exited, but port ${port} still answers.`);
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
    dataDir,
    output: () => output,
    stop,
    kill: (signal = 'SIGKILL') => exit(signal),
    async restart(options = {}) {
      if (running(child)) return;
      // Whatever answers on the port now is not the server this starts: its health would say nothing.
      if (await listening(port)) throw new Error(`Something still listens on port ${port}; not restarting.`);
      child = launch(options.cwd);
      await waitForHealth(url, child, () => output, 180_000);
    },
  };
}

/**
 * Starts a server once in demo mode and keeps its data folder, for every server of the run to start from with
 * the demo loaded (after `makeMigratedPgdata`, which drops an older one).
 */
export async function makeDemoData(): Promise<void> {
  const server = await startServer();
  try {
    await server.kill('SIGTERM');
    keepDemoData(server.dataDir, server.url, server.output());
  } finally {
    await server.stop();
  }
}
