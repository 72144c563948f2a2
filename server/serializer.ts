import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, {type: 'null'}]`, zod's way of writing a nullable field, as `type: [X's type, 'null']`: the
 * compiled writer then tests the value's type instead of running a validator to choose a branch.
 */
function tightened(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tightened);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema as JsonSchema).map(([key, value]) => [key, tightened(value)]),
  ) as JsonSchema;
  const branches = node.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const other = branches.find((branch) => branch.type !== 'null');
    const isNullable = branches.some((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    if (isNullable && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = node;
      // An enum's values must take null too: a writer that tests a value against a branch (of a union) would
      // otherwise refuse the null the schema allows.
      const values = Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {};
      return { ...rest, ...other, ...values, type: [other.type, 'null'] };
    }
  }
  return node;
}

/** The answer's schema as JSON Schema, or null when it holds what JSON Schema cannot say (a date, a transform). */
export function answerJsonSchema(schema: z.core.$ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
    const { $schema: _dialect, ...rest } = tightened(json) as JsonSchema;
    return rest;
  } catch {
    return null;
  }
}

/**
 * The one writer of every answer: the route's zod schema from `contract/`, compiled once into a JSON writer
 * (decision 020). It writes only the keys the schema names, so what the contract leaves out (a provider-only
 * field for a customer) never leaves the server, and it throws on a missing required field or a value of the
 * wrong type, a 500 as zod's check gave. Checking each answer with zod and then writing it was 5 to 6% of the
 * server's CPU on a page of 25 objects. A schema JSON Schema cannot express keeps zod's writer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = (route) => {
  const json = route.schema instanceof z.core.$ZodType ? answerJsonSchema(route.schema) : null;
  if (!json) return zodSerializerCompiler(route);
  return fastJson(json) as (data: unknown) => string;
};
