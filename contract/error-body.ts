import { z } from 'zod/mini';

/*
 * The error answer of spec section 8, apart from the table of error texts in `errors.ts` (which passes these
 * on): the browser checks every failed call's body with it from the first screen on, in zod/mini (decision 018).
 */

export { NO_ACCESS_MESSAGE } from './no-access-message';

/** The 4xx body of spec section 8: `{StatusCode, Message}`, with our code and field problems beside it. */
export const errorBodySchema = z.object({
  StatusCode: z.int(),
  Message: z.string(),
  Code: z.optional(z.string()),
  Errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  /** What a refusal is about, in a shape its code names (e.g. `objectInspectedMeanwhile`). */
  Details: z.optional(z.record(z.string(), z.unknown())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
