import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { objectsResponseSchema } from '../../contract/objects';
import { buildApp } from '../../server/app';
import { answerJsonSchema, serializerCompiler } from '../../server/serializer';
import { openTestDatabase, testConfig } from './harness';

const writerOf = (schema: z.core.$ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

const gate = {
  pK_R_SERVICEOBJECT: 1,
  fK_PT_RELATION: 2,
  fK_PT_RELATIONDELIVERYADDRESS: 3,
  locationName: 'Hal "A"',
  serviceobjectnumber: 'SO-1',
  description: 'Slagboom',
  objectType: null,
  brand: null,
  color: 'rood',
  powerSupply: null,
  fillIn: null,
  walkThroughDoor: null,
  gateState: 'inService',
  buildDate: null,
  warrantyDate: '2027-01-31',
  notes: null,
  remarks: null,
  realizedSolution: null,
  accessKey: null,
  openFailures: 0,
};

describe('the writer of every answer', () => {
  it('writes what zod wrote, keys the contract leaves out left out', () => {
    const page = { items: [{ ...gate, secretOfTheErp: 'x' }], total: 1, page: 1, pageSize: 25, extra: true };
    const written = writerOf(objectsResponseSchema)(page);
    expect(JSON.parse(written)).toEqual(objectsResponseSchema.parse(page));
    expect(written).not.toContain('secretOfTheErp');
    expect(written).not.toContain('providerOnly');
  });

  it('writes a provider-only field only where the answer carries it', () => {
    const page = {
      items: [{ ...gate, providerOnly: true, internalNotes: null }],
      total: 1,
      page: 1,
      pageSize: 25,
    };
    expect(JSON.parse(writerOf(objectsResponseSchema)(page)).items[0]).toMatchObject({
      providerOnly: true,
      internalNotes: null,
    });
  });

  it('refuses an answer without a field the contract requires, or with a value of the wrong type', () => {
    const { description: _missing, ...withoutDescription } = gate;
    const write = writerOf(objectsResponseSchema);
    expect(() => write({ items: [withoutDescription], total: 1, page: 1, pageSize: 25 })).toThrow();
    expect(() => write({ items: [{ ...gate, brand: 7 }], total: 1, page: 1, pageSize: 25 })).toThrow();
  });

  it("keeps zod's own writer for a schema JSON Schema cannot express", () => {
    const withDate = z.object({ at: z.date() });
    expect(answerJsonSchema(withDate)).toBeNull();
    expect(() => writerOf(withDate)({ at: 'not a date' })).toThrow();
  });

  // Every route's answer compiled at once: well over the usual bound on a busy machine, and growing with routes.
  it('compiles the answer of every route into a JSON writer', { timeout: 180_000 }, async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      const answers = app.routeTable.flatMap(({ method, url, schema }) =>
        Object.entries((schema?.response ?? {}) as Record<string, z.ZodType>).map(([status, answer]) => ({
          route: `${method} ${url} ${status}`,
          answer,
        })),
      );
      expect(answers.length).toBeGreaterThan(80);
      expect(answers.filter(({ answer }) => !answerJsonSchema(answer)).map(({ route }) => route)).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
