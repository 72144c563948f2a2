import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../server/db/schema';
import { openSession } from '../../server/identity/tokens';
import { quotationAnsweredMail } from '../../server/mail/quotation-mails';
import { seedTwoCustomers } from './data-fixtures';
import { createUser } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { PNG } from './maintenance-fixtures';

/** The spec's status Rejected is 'Afgewezen' in Dutch and 'Rejected' in English, whatever the action says. */
describe.each(databaseKinds)('a declined quotation reads Rejected on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<'anna' | 'bert', string>;
  let nextId = 7100;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedTwoCustomers(t);
    const db = t.database.db;
    for (const [key, name] of [
      ['anna', 'Anna Alfa'],
      ['bert', 'Bert Alfa'],
    ] as const) {
      const user = await createUser(db, {
        email: `${key}@alfa.test`,
        name,
        role: 'companyadmin',
        relationIds: [1],
      });
      tokens[key] = (await openSession(db, t.config, user.id)).accessToken;
    }
  }, 60_000);
  afterAll(() => t?.close());

  async function quotation(status: 'Submitted' | 'Rejected') {
    const id = nextId++;
    await t.database.db.insert(quotations).values({
      id,
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 101,
      quotationNumber: `OF-${id}`,
      date: '2026-01-05',
      amount: 100,
      status,
      erpStatus: status,
      erpVersion: 1,
    });
    return id;
  }

  const post = (who: 'anna' | 'bert', url: string, payload: object, language: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'accept-language': language, authorization: `Bearer ${tokens[who]}` },
    });
  const acceptance = {
    version: 1,
    contentSha256: 'a'.repeat(64),
    signerName: 'Bert Alfa',
    signerFunction: 'Directeur',
    termsAccepted: true,
    signature: `data:image/png;base64,${PNG.toString('base64')}`,
  };

  it('says one who comes second that it was already rejected, in both languages', async () => {
    const id = await quotation('Submitted');
    const declined = await post('anna', `/api/offers/${id}/decline`, { version: 1, reason: 'price' }, 'en');
    expect(declined.json()).toMatchObject({ status: 'Rejected' });
    const en = await post('bert', `/api/offers/${id}/accept`, acceptance, 'en');
    expect(en.json().Message).toMatch(/^This quotation was already rejected by Anna Alfa on /);
    const nl = await post('bert', `/api/offers/${id}/accept`, acceptance, 'nl');
    expect(nl.json().Message).toMatch(/^Deze offerte is al afgewezen door Anna Alfa op /);
  });

  it('names the status the ERP set in the caller’s words, not its code', async () => {
    const id = await quotation('Rejected');
    const nl = await post('bert', `/api/offers/${id}/accept`, acceptance, 'nl');
    expect(nl.json()).toMatchObject({
      Code: 'quotationNotOpen',
      Message: 'Over deze offerte kan niet meer worden beslist (status Afgewezen)',
    });
    const en = await post('bert', `/api/offers/${id}/accept`, acceptance, 'en');
    expect(en.json().Message).toBe('This quotation can no longer be decided on (status Rejected)');
  });

  it('mails the service desk that it was rejected, in either language', () => {
    const facts = {
      quotationNumber: 'OF-1',
      description: null,
      version: 1,
      relationName: 'Alfa',
      signerName: 'Anna Alfa',
      signerFunction: '',
      at: new Date('2026-01-05T10:00:00Z'),
      link: 'https://portal.test/quotations',
    };
    const decline = { kind: 'declined', reason: 'price', text: null } as const;
    const en = quotationAnsweredMail('en', facts, decline);
    expect(en.subject).toBe('Quotation OF-1 rejected');
    expect(en.text).toContain('Anna Alfa rejected quotation OF-1');
    expect(en.text).not.toMatch(/declin/i);
    expect(quotationAnsweredMail('nl', facts, decline).subject).toBe('Offerte OF-1 afgewezen');
  });
});
