/*
 * A report of a failure in the browser (a screen that threw, a promise nobody caught), sent to the server so
 * that it is seen in the logs and not only on the screen of whoever met it (issue 27). Its limits and kinds,
 * apart from its schema (`client-errors.ts`): the first screen, which loads without zod, sends reports too.
 */

/** What a report may carry: enough for a long stack, not enough to fill the logs with one request. */
export const CLIENT_ERROR_LIMITS = {
  message: 1_000,
  stack: 8_000,
  route: 500,
  build: 100,
  /** The whole body in bytes: the texts above, in JSON, with room to spare. */
  bodyBytes: 32 * 1024,
} as const;

/**
 * Reports per address per minute: a failing screen reports once per visit, so more is a loop or a flood. It is
 * per address because reports come from signed-out pages too.
 */
export const CLIENT_ERRORS_PER_ADDRESS_PER_MINUTE = 30;

/** Where it failed: a screen drawing (caught by an error boundary), or a promise or script error nobody caught. */
export const clientErrorKinds = ['render', 'unhandledRejection', 'uncaughtError'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  /** The error's stack, and for a screen the components it was drawn in. */
  stack?: string;
  /** The address of the page, without its query (which may hold a code from a mail). */
  route: string;
  /** The build of the app that failed: the name of its main script, which carries its content hash. */
  build: string;
}
