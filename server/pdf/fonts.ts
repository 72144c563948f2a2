import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import pdfmake from 'pdfmake';

/**
 * The fonts of every PDF the portal makes, handed to pdfmake as bytes. Rubik is the portal's face, but its files
 * are split by script: the Latin one alone prints 'Łukasz', 'Привет' or '😀' as empty boxes. Each family below
 * is one such file (with its bold), in the order a character looks for a face that has it (`fontRuns`).
 */

const require = createRequire(import.meta.url);
const folderOf = (pkg: string, ...sub: string[]) =>
  join(dirname(require.resolve(`${pkg}/package.json`)), ...sub);

const rubik = folderOf('@fontsource/rubik', 'files');
const roboto = folderOf('pdfmake', 'fonts', 'Roboto');
const emoji = folderOf('@fontsource/noto-emoji', 'files');

interface Family {
  name: string;
  normal: string;
  bold: string;
}

const rubikFamily = (name: string, subset: string): Family => ({
  name,
  normal: join(rubik, `rubik-${subset}-400-normal.woff`),
  bold: join(rubik, `rubik-${subset}-600-normal.woff`),
});

/** Noto Emoji in black and white (a PDF font cannot be in colour), in the numbered pieces fontsource ships. */
const emojiFamilies: Family[] = readdirSync(emoji)
  .map((file) => /^noto-emoji-(\d+)-400-normal\.woff$/.exec(file)?.[1])
  .filter((piece): piece is string => piece !== undefined)
  .sort((a, b) => Number(a) - Number(b))
  .map((piece) => {
    const file = join(emoji, `noto-emoji-${piece}-400-normal.woff`);
    return { name: `Emoji${piece}`, normal: file, bold: file };
  });

/** Where a character looks for its face: Rubik's scripts, then Roboto (signs such as '≤'), then emoji. */
const families: Family[] = [
  rubikFamily('Rubik', 'latin'),
  rubikFamily('RubikLatinExt', 'latin-ext'),
  rubikFamily('RubikCyrillic', 'cyrillic'),
  rubikFamily('RubikCyrillicExt', 'cyrillic-ext'),
  rubikFamily('RubikHebrew', 'hebrew'),
  rubikFamily('RubikArabic', 'arabic'),
  {
    name: 'Signs',
    normal: join(roboto, 'Roboto-Regular.ttf'),
    bold: join(roboto, 'Roboto-Medium.ttf'),
  },
  ...emojiFamilies,
];

const faces = new Map<string, Font>();
for (const family of families) {
  const normal = readFileSync(family.normal);
  pdfmake.virtualfs.writeFileSync(family.normal, normal);
  pdfmake.virtualfs.writeFileSync(family.bold, readFileSync(family.bold));
  faces.set(family.name, create(normal) as Font);
}
pdfmake.setFonts(
  Object.fromEntries(
    families.map(({ name, normal, bold }) => [name, { normal, bold, italics: normal, bolditalics: bold }]),
  ),
);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

/** A piece of text in one face; without `font` it keeps the face of the text around it. */
export interface FontRun {
  text: string;
  font?: string;
}

/**
 * Characters that only change the one before them (an emoji's text or picture form, the joiner of a family
 * emoji): they go with it, or are left out when its face lacks them, rather than printing a box of their own.
 */
const modifiesThePrevious = (codePoint: number) =>
  (codePoint >= 0xfe00 && codePoint <= 0xfe0f) || codePoint === 0x200d;

/** The first family, from `own` on, whose face has the character; `own` when none has it. */
function familyFor(codePoint: number, own: string): string {
  if (faces.get(own)?.hasGlyphForCodePoint(codePoint)) return own;
  return families.find(({ name }) => faces.get(name)!.hasGlyphForCodePoint(codePoint))?.name ?? own;
}

/**
 * `text` cut where its characters need another face than `own`: one text when `own` has every one (the common
 * case), else runs, each naming the face it is set in when that is not `own`.
 */
export function fontRuns(text: string, own: string): string | FontRun[] {
  const runs: { text: string; family: string }[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const last = runs.at(-1);
    if (last && modifiesThePrevious(codePoint)) {
      if (faces.get(last.family)?.hasGlyphForCodePoint(codePoint)) last.text += character;
      continue;
    }
    const family = familyFor(codePoint, own);
    if (last?.family === family) last.text += character;
    else runs.push({ text: character, family });
  }
  if (runs.every((run) => run.family === own)) return runs.map((run) => run.text).join('');
  return runs.map((run) => (run.family === own ? { text: run.text } : { text: run.text, font: run.family }));
}
