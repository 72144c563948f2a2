import { z } from 'zod/mini';
import { CLIENT_ERROR_LIMITS, type ClientErrorReport, clientErrorKinds } from './client-error-limits';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** The body of a report of a failure in the browser (see `client-error-limits.ts`). */
export const clientErrorReportSchema: z.ZodMiniType<ClientErrorReport> = z.strictObject({
  kind: z.enum(clientErrorKinds),
  message: text(CLIENT_ERROR_LIMITS.message),
  stack: z.optional(z.string().check(z.maxLength(CLIENT_ERROR_LIMITS.stack))),
  route: z.string().check(z.minLength(1), z.maxLength(CLIENT_ERROR_LIMITS.route), z.regex(/^\//)),
  build: text(CLIENT_ERROR_LIMITS.build),
});
