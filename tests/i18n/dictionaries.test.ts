import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../contract/errors';
import { messages } from '../../contract/validation';
import { vocabulary } from '../../contract/vocabulary';
import { en } from '../../src/i18n/en';
import { nl } from '../../src/i18n/nl';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

const dictionaries = { nl, en } as Record<string, Tree>;

describe('dictionaries', () => {
  it('nl and en have exactly the same keys', () => {
    const nlKeys = keysOf(nl).sort();
    const enKeys = keysOf(en).sort();
    expect(nlKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !nlKeys.includes(k))).toEqual([]);
  });

  it('has no empty texts', () => {
    for (const [name, dictionary] of Object.entries(dictionaries)) {
      const empty = keysOf(dictionary).filter((key) => String(lookup(dictionary, key)).trim() === '');
      expect(empty, name).toEqual([]);
    }
  });

  it.each(Object.entries(dictionaries))(
    '%s translates every validation message of the contract',
    (_, dictionary) => {
      for (const key of Object.values(messages)) expect(typeof lookup(dictionary, key), key).toBe('string');
    },
  );

  it.each(Object.entries(dictionaries))('%s translates every error code of the contract', (_, dictionary) => {
    for (const code of Object.keys(errorMessages)) {
      expect(typeof lookup(dictionary, `errors.${code}`), code).toBe('string');
    }
  });

  it.each(Object.entries(dictionaries))('%s translates every code of every fixed list', (_, dictionary) => {
    for (const [list, { codes }] of Object.entries(vocabulary)) {
      for (const code of codes)
        expect(typeof lookup(dictionary, `vocabulary.${list}.${code}`), code).toBe('string');
    }
  });

  it.each(Object.entries(dictionaries))(
    '%s starts every label of a choice list with a capital',
    (_, dictionary) => {
      const choices = [
        'failureKind',
        'trafficLightStatus',
        'trafficPossibleStatus',
        'incidentCauseKind',
        'appointmentStatus',
        'quotationStatus',
      ];
      const labels = choices.flatMap((list) => Object.values(lookup(dictionary, `terms.${list}`) as Tree));
      expect(labels.length).toBeGreaterThan(20);
      expect(labels.filter((label) => !/^\p{Lu}/u.test(String(label)))).toEqual([]);
    },
  );

  it.each(Object.entries(dictionaries))(
    "%s points to the relation page's locations as a sentence that holds on a phone, where no menu is on the left",
    (_, dictionary) => {
      const hint = String(lookup(dictionary, 'relation.selectLocation'));
      expect(hint).toMatch(/^\p{Lu}.*\.$/u);
      expect(hint).not.toMatch(/menu/i);
    },
  );

  it("says 'no access' in the portal's language only", () => {
    expect(nl.errors.forbidden).toBe('Geen toegang tot dit object');
    expect(en.errors.forbidden).toBe('No access to this object');
  });

  it('carries the exact Dutch texts of the spec', () => {
    expect(nl.auth.login.credentialsFailed).toBe('Login niet succesvol, Controleer uw E-mail en Wachtwoord.');
    expect(nl.auth.login.systemFailed).toBe('Login niet succesvol, Systeem error.');
    expect(nl.nav.chooseCustomer).toBe('Kies klant');
    expect(nl.nav.noRelations).toBe('Geen relaties');
    expect(nl.notAuthorized.title).toBe('Geen toegang');
    expect(en.nav.chooseCustomer).toBe('Choose customer');
    expect(en.nav.noRelations).toBe('No relations');
    expect(en.notAuthorized.title).toBe('Not authorized');
  });
});
