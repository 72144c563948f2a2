import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** One way to reach a server: in this process, or over HTTP to another. */
export interface Server {
  call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: object,
  ): Promise<{ status: number; body: T }>;
}

export const injected = (app: FastifyInstance): Server => ({
  async call<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: (res.body ? res.json() : {}) as T };
  },
});

export const overHttp = (base: string): Server => ({
  async call<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
  },
});

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A server process with the environment `env`, resolved with its address once it listens. */
export function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'tests/server/server-process.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n');
      if (line.length > 1) resolve({ child, base: line[0].trim() });
    });
    child.on('exit', (code) => reject(new Error(`server process exited ${code}: ${err}`)));
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A port nothing listens on now, for a process (or nginx) that must be told its port before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
