import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * How deep a JSON body may nest. No call of the API takes more than a few levels; the walks that follow
 * parsing (the control-character check, the schema) recurse, and a body thousands of levels deep overflowed
 * their stack (a 500). 64 leaves room for any real body.
 */
export const MAX_JSON_NESTING = 64;

/**
 * Whether `text` opens more than `limit` arrays or objects inside each other, counted in one pass over the
 * characters (no recursion, so no depth can overflow it). Brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote among them
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused, as by default), behind the nesting check: a body
 * nested too deep is a 400 that says so, before anything walks it.
 */
export function limitJsonNesting(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_NESTING)) {
      done(new HttpError(400, 'bodyTooDeep'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
