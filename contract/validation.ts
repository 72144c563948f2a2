import { z } from 'zod/mini';
import { CONTROL_CHARACTERS } from './control-characters';
import { messages } from './messages';

export { messages } from './messages';

/**
 * Where a value holds a control character: the path of every such string, and of every object key that holds
 * one. Every string a call receives is checked with it before its schema runs, so no call needs to remember.
 */
export function controlCharacterPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => controlCharacterPaths(item, [...path, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      CONTROL_CHARACTERS.test(key) ? [[...path, key]] : controlCharacterPaths(item, [...path, key]),
    );
  }
  return [];
}

type CheckDef = { check?: string; maximum?: number };
type SchemaDef = {
  type?: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  checks?: { _zod: { def: CheckDef } }[];
};

/**
 * The most characters a text schema takes (its `maxLength` check), looked through a default, an optional or
 * a pipe: the form's field stops typing there and says the limit, without writing the number a second time.
 */
export function maxLengthOf(schema: z.ZodMiniType): number | undefined {
  const def = schema._zod.def as SchemaDef;
  const inner = def.innerType ?? def.in;
  if (inner) return maxLengthOf(inner);
  return def.checks?.map((c) => c._zod.def).find((c) => c.check === 'max_length')?.maximum;
}

export const PASSWORD_MIN_LENGTH = 6;

export const emailSchema = z.pipe(
  z
    .string({ error: messages.emailRequired })
    .check(z.trim(), z.minLength(1, messages.emailRequired), z.maxLength(254, messages.emailInvalid)),
  z.email({ error: messages.emailInvalid }),
);

/**
 * The password policy of spec section 5, rule by rule: the schema checks all of them, and a form shows each
 * one as met or not while the user types (`account.passwordRule.<key>`).
 */
export const passwordRules = [
  { key: 'length', isMet: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'capital', isMet: (p: string) => /[A-Z]/.test(p) },
  { key: 'digit', isMet: (p: string) => /\d/.test(p) },
  { key: 'special', isMet: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

/** At least 6 characters with at least 1 capital, 1 digit and 1 special character. */
export const passwordSchema = z.string({ error: messages.passwordRequired }).check(
  z.minLength(1, messages.passwordRequired),
  z.maxLength(256, messages.passwordRequirements),
  z.refine((p) => passwordRules.every((rule) => rule.isMet(p)), messages.passwordRequirements),
);

/** A phone number: digits with an optional leading +, spaces, dashes and parentheses; 6 to 20 digits. */
export const phoneSchema = z.string().check(
  z.trim(),
  z.refine(
    (p) =>
      /^\+?[\d\s\-()]+$/.test(p) && (p.match(/\d/g)?.length ?? 0) >= 6 && (p.match(/\d/g)?.length ?? 0) <= 20,
    messages.phoneInvalid,
  ),
);

export const optionalPhoneSchema = z.union([z.literal(''), phoneSchema]);

export const requiredText = (max = 200) =>
  z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong));
