import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { bundleBrowserAppIfStale } from './browser-bundle';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError, openDatabase } from './db/database';
import { openFileStore } from './files/open-file-store';
import { demoTotpLines } from './seed/accounts';
import { decideDemo, loadDemoIfEmpty } from './seed/demo';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line = '') => process.stdout.write(`${line}\n`);

async function main() {
  const config = loadConfig();
  bundleBrowserAppIfStale(root, say);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const decision = await decideDemo(database.db, config.demo);
  const demo =
    decision.mode === 'demo'
      ? await loadDemoIfEmpty(database.db, {
          dataDir: config.dataDir,
          publicUrl: config.publicUrl,
          files: openFileStore(config, database.db),
        })
      : null;
  const app = await buildApp({ config: { ...config, demo: decision.mode === 'demo' }, database });

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
  if (decision.mode === 'refused') {
    say(
      '!! Demo mode was asked for, but this database holds data the demo did not create: demo mode is OFF.',
    );
  }
  if (demo) {
    say(
      '!! DEMO MODE: the accounts below have a published password. Never put real customers in this database.',
    );
    say(demo.loaded ? 'Demo data loaded.' : 'Demo data already present.');
    say(`Demo accounts (password ${demo.password}):`);
    for (const account of demo.accounts) {
      say(`  ${account.email.padEnd(34)} ${account.role}`);
      for (const line of demoTotpLines(account)) say(line);
    }
    if (demo.activationLink) say(`Invited user's activation link: ${demo.activationLink}`);
    say(`Outgoing mail (for a signed-in provider administrator): ${config.publicUrl}/dev/mail`);
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
