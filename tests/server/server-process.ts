import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';

/**
 * One server process as `server/main.ts` starts it (configuration from the environment, the app on the
 * database), without the browser build and the demo: tests start several on one database. It prints the
 * address it listens on as its first line, and stops on SIGTERM.
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config: { ...config, demo: false }, database, logger: false });
// As main.ts does: stop taking connections, finish the requests under way, then exit.
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
// A port of its own when PORT is given (behind a load balancer a process comes back where it was), else any.
const port = process.env.PORT ? config.port : 0;
process.stdout.write(`${await app.listen({ port, host: '127.0.0.1' })}\n`);
