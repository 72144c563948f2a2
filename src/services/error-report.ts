import {
  CLIENT_ERROR_LIMITS,
  type ClientErrorKind,
  type ClientErrorReport,
} from '../../contract/client-error-limits';
import { CONTROL_CHARACTERS } from '../../contract/control-characters';
import { tokenStore } from './token-store';

/** A page that fails in a loop reports the first few times, not on every turn of it. */
const REPORTS_PER_PAGE_LOAD = 10;

let sent = 0;
const seen = new Set<string>();

/** The text cut to what the server takes, its control characters (which it refuses) shown as '?'. */
function cleaned(value: string, max: number): string {
  return [...value]
    .map((c) => (CONTROL_CHARACTERS.test(c) ? '?' : c))
    .join('')
    .slice(0, max);
}

/** The build that failed: the name of the script this code came in, which carries the build's content hash. */
const build = () =>
  cleaned(new URL(import.meta.url).pathname.split('/').pop() || 'unknown', CLIENT_ERROR_LIMITS.build);

/** Where a screen failed (the route it drew) and the components it was drawn in; else the page's address. */
interface FailedWhere {
  route?: string;
  componentStack?: string;
}

function reportOf(
  kind: ClientErrorKind,
  error: unknown,
  { route, componentStack }: FailedWhere,
): ClientErrorReport {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = [error instanceof Error ? error.stack : undefined, componentStack].filter(Boolean).join('\n');
  return {
    kind,
    message: cleaned(message, CLIENT_ERROR_LIMITS.message) || 'unknown',
    ...(stack ? { stack: cleaned(stack, CLIENT_ERROR_LIMITS.stack) } : {}),
    // Without the query: a mail's link carries its code there.
    route: cleaned(route ?? window.location.pathname, CLIENT_ERROR_LIMITS.route),
    build: build(),
  };
}

/**
 * Tells the server that something failed in the browser, so it is seen in the server's log and not only by
 * whoever met it (issue 27). Sent without the app's HTTP client, which may be what failed, and with `keepalive`,
 * so a reload pressed at once does not cancel it. The same failure is sent once per page load; a report that
 * cannot be sent is dropped: there is nowhere left to tell.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown, where: FailedWhere = {}): void {
  const report = reportOf(kind, error, where);
  const key = `${report.kind} ${report.message} ${report.route}`;
  if (seen.has(key) || sent >= REPORTS_PER_PAGE_LOAD) return;
  seen.add(key);
  sent++;
  const token = tokenStore.read()?.accessToken;
  fetch('/api/client-errors', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}

/** Reports promises nobody caught and script errors nobody handled, for the whole life of the page. */
export function reportUncaughtErrors(): void {
  window.addEventListener('unhandledrejection', (event) =>
    reportClientError('unhandledRejection', event.reason),
  );
  window.addEventListener('error', (event) =>
    reportClientError('uncaughtError', event.error ?? event.message),
  );
}
