/** Output of the seed and import commands: results on stdout, problems on stderr. */
export const say = (line = '') => process.stdout.write(`${line}\n`);
export const fail = (line: string) => process.stderr.write(`${line}\n`);

/** A failed query's own message is in its cause; without it the error only shows the SQL. */
export const describeError = (error: unknown): string =>
  error instanceof Error
    ? `${error.stack ?? error.message}${error.cause ? `\nCaused by: ${describeError(error.cause)}` : ''}`
    : String(error);
