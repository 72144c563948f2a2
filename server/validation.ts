import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { controlCharacterPaths, messages } from '../contract/validation';

/** Refuses a control character anywhere in the input with one issue per string, before the schema looks. */
const withoutControlCharacters = z.any().superRefine((input, ctx) => {
  for (const path of controlCharacterPaths(input)) {
    ctx.addIssue({ code: 'custom', path, message: messages.controlCharacters, input });
  }
});

/**
 * The one validator of every route's params, querystring, body and headers: the route's zod schema, after a
 * check for control characters in every string (and key) it was given. Routes added later are covered without
 * knowing it; the 400 names each field at fault, like any other validation error.
 */
export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: withoutControlCharacters.pipe(route.schema) });
