import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const NGINX = '/usr/sbin/nginx';

/** nginx from Debian's packages, installed here when missing, as the browser tests install Chromium. */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  try {
    execSync('apt-get install -y --no-install-recommends nginx-light', { stdio: 'ignore' });
  } catch {
    execSync('apt-get update && apt-get install -y --no-install-recommends nginx-light', { stdio: 'ignore' });
  }
  if (!existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX} and apt-get did not install it.`);
  return NGINX;
}

/**
 * The README's upstream example, in a folder of its own: round robin over `upstreams`; X-Forwarded-For set to
 * the address the connection comes from (written over, never added to: with TRUST_PROXY=true a header the
 * client sent would choose the address every per-address limit counts); and a request that finds a process
 * gone (refused, reset, or answered 503 while it closes) tried on the next one. Started in the foreground;
 * resolves once it listens on `port`.
 */
export async function startNginx(dir: string, port: number, upstreams: number[]): Promise<ChildProcess> {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn(ensureNginx(), ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start; see ${dir}/logs/error.log`);
}
