import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { buildAppIfStale } from './build-app';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError, openDatabase } from './db/database';
import { loadDemoIfEmpty } from './seed/demo';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line = '') => process.stdout.write(`${line}\n`);

async function main() {
  const config = loadConfig();
  buildAppIfStale(root, say);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const demo = config.demo
    ? await loadDemoIfEmpty(database.db, { dataDir: config.dataDir, publicUrl: config.publicUrl })
    : null;
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  say();
  say(`Service portal: ${config.publicUrl}`);
  say(`Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir}/pgdata)` : 'PostgreSQL'}`);
  if (demo) {
    say(demo.loaded ? 'Demo data loaded.' : 'Demo data already present.');
    say(`Demo accounts (password ${demo.password}):`);
    for (const account of demo.accounts) say(`  ${account.email.padEnd(34)} ${account.role}`);
    if (demo.activationLink) say(`Invited user's activation link: ${demo.activationLink}`);
    say(`Outgoing mail: ${config.publicUrl}/dev/mail`);
  }
  say();
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
