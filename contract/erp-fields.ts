import { z } from 'zod/mini';

/** The field types every section of an ERP import file is written in. */
export const key = z.number().check(z.int(), z.positive());
/** ERP exports write an empty field as null or leave it out; both mean "none". */
export const optionalKey = z.nullish(key);
export const text = z.string().check(z.maxLength(10_000));
export const optionalText = z.nullish(text);
export const isoDate = z.iso.date();
export const optionalDate = z.nullish(isoDate);
export const money = z.number();
export const optionalMoney = z.nullish(money);

/**
 * A value from one of the fixed lists of contract/vocabulary.ts: the ERP writes its Dutch word (in any case),
 * the portal keeps its code. A word the list does not know is refused, naming the words it does know.
 */
export function erpWord<Code extends string>(list: { erpWords: Record<Code, string> }) {
  const entries = Object.entries(list.erpWords) as [Code, string][];
  const byWord = new Map(entries.map(([code, word]) => [word.toLowerCase(), code]));
  const known = entries.map(([, word]) => `"${word}"`).join(', ');
  return z.pipe(
    z.string().check(z.trim()),
    z.transform((word, ctx) => {
      const code = byWord.get(word.toLowerCase());
      if (code !== undefined) return code;
      ctx.issues.push({ code: 'custom', message: `must be one of ${known}`, input: word });
      return z.NEVER;
    }),
  );
}
