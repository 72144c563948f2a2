import { ConfigError } from '../config';
import { DatabaseLockedError } from '../db/database';

/** Output of the seed and import commands: results on stdout, problems on stderr. */
export const say = (line = '') => process.stdout.write(`${line}\n`);
export const fail = (line: string) => process.stderr.write(`${line}\n`);

/** A failed query's own message is in its cause; without it the error only shows the SQL. */
export const describeError = (error: unknown): string =>
  error instanceof Error
    ? `${error.stack ?? error.message}${error.cause ? `\nCaused by: ${describeError(error.cause)}` : ''}`
    : String(error);

/**
 * Runs a command and exits with its code. A wrong environment or a locked database is said in its own one
 * line; anything else with its cause, as `<what> failed: ...`.
 */
export function runCli(what: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error) => {
      fail(
        error instanceof ConfigError || error instanceof DatabaseLockedError
          ? error.message
          : `${what} failed: ${describeError(error)}`,
      );
      process.exit(1);
    },
  );
}
