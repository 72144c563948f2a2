import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('configuration from the environment', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('has safe defaults for the embedded mode', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.accessTokenTtlS).toBe(900);
    expect(config.refreshTokenTtlS).toBe(7 * 24 * 3600);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mailRetryMs).toBe(60_000);
    expect(config.mailMaxAttempts).toBe(5);
  });

  it('takes the wait before mail is tried again in seconds, and refuses a wait of nothing', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_RETRY_S: '5', MAIL_MAX_ATTEMPTS: '2' })).toMatchObject({
      mailRetryMs: 5000,
      mailMaxAttempts: 2,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_RETRY_S: '0' })).toThrowError(/MAIL_RETRY_S/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_MAX_ATTEMPTS: '0' })).toThrowError(
      /MAIL_MAX_ATTEMPTS/,
    );
  });

  it('believes X-Forwarded-For from anyone, from nobody, or from the named proxies only', () => {
    const trust = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    for (const wrong of ['yes', '1', '10.0.0.256', '10.0.0.0/33', 'nginx', '10.0.0.1,,'])
      expect(() => trust(wrong)).toThrowError(/^Invalid environment variable TRUST_PROXY: /);
  });

  it('stops with one line naming a wrong variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrowError(
      /^Invalid environment variable PORT: /,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrowError(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ACCESS_TOKEN_TTL_S: '-1' })).toThrowError(
      /ACCESS_TOKEN_TTL_S/,
    );
  });

  it('generates a JWT secret once, keeps it readable by its owner only, and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('uses PostgreSQL when DATABASE_URL is set, with demo mode left to the database', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@h/db',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.demo).toBeUndefined();
    expect(config.jwtSecret).toBe('x'.repeat(40));
  });
});
