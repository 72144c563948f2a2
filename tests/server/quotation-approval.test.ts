import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { permissionId } from '../../contract/permissions';
import {
  auditLog,
  documents,
  providerSettings,
  quotationAcceptances,
  quotationEvents,
  quotationLines,
  quotations,
  userPermissions,
} from '../../server/db/schema';
import { openSession } from '../../server/identity/tokens';
import { providerToday } from '../../server/quotations/content';
import { importErp } from '../../server/seed/importer';
import { type DataFixture, seedTwoCustomers } from './data-fixtures';
import { createUser } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { JPEG, PNG } from './maintenance-fixtures';

const SERVICE_DESK = 'servicedesk@poort.test';
const signature = `data:image/png;base64,${PNG.toString('base64')}`;
const dayFromToday = (days: number) => {
  const [y, m, d] = providerToday(new Date()).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

type Who =
  | 'admin'
  | 'admin2'
  | 'user'
  | 'granted'
  | 'readonly'
  | 'readonlyGranted'
  | 'beta'
  | 'engineer'
  | 'dbsadmin';

describe.each(databaseKinds)('quotations accepted, declined and questioned on %s', (kind) => {
  let t: TestApp;
  let f: DataFixture;
  const tokens = {} as Record<Who, string>;
  const made = {} as Record<'readonly', string>;
  let nextId = 5100;

  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await seedTwoCustomers(t);
    const db = t.database.db;
    await db.insert(providerSettings).values({
      id: 1,
      name: 'Poortservice BV',
      website: 'https://poort.test',
      phone24h: '088-1234567',
      serviceDeskEmail: SERVICE_DESK,
      termsUrl: 'https://poort.test/voorwaarden',
    });
    const users = {
      admin: await createUser(db, {
        email: 'anna@alfa.test',
        name: 'Anna Alfa',
        role: 'companyadmin',
        relationIds: [1],
        language: 'en',
      }),
      admin2: await createUser(db, {
        email: 'bert@alfa.test',
        name: 'Bert Alfa',
        role: 'companyadmin',
        relationIds: [1],
      }),
      user: await createUser(db, { email: 'user@alfa.test', role: 'companyuser', relationIds: [1] }),
      granted: await createUser(db, { email: 'granted@alfa.test', role: 'companyuser', relationIds: [1] }),
      readonly: await createUser(db, { email: 'readonly@alfa.test', role: 'readonlyuser', relationIds: [1] }),
      readonlyGranted: await createUser(db, {
        email: 'ro2@alfa.test',
        role: 'readonlyuser',
        relationIds: [1],
      }),
      beta: await createUser(db, { email: 'admin@beta.test', role: 'companyadmin', relationIds: [2] }),
      engineer: await createUser(db, { email: 'eng@poort.test', role: 'dbsemployee' }),
      dbsadmin: await createUser(db, { email: 'dirk@poort.test', name: 'Dirk Admin', role: 'dbsadmin' }),
    };
    await db.insert(userPermissions).values([
      { userId: users.granted.id, permission: 'Quotations.Accept', granted: true },
      { userId: users.readonlyGranted.id, permission: 'Quotations.Accept', granted: true },
    ]);
    made.readonly = users.readonly.id;
    for (const [key, user] of Object.entries(users))
      tokens[key as Who] = (await openSession(db, t.config, user.id)).accessToken;
  }, 60_000);
  afterAll(() => t?.close());

  /** A quotation of Alfa's gate 101, Submitted, valid for a month, with VAT; each test its own. */
  async function quotation(patch: Partial<typeof quotations.$inferInsert> = {}) {
    const id = nextId++;
    await t.database.db.insert(quotations).values({
      id,
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 101,
      quotationNumber: `OF-${id}`,
      date: dayFromToday(-5),
      description: 'Vervanging aandrijving',
      amount: 1659,
      status: 'Submitted',
      validUntil: dayFromToday(30),
      vatRate: 21,
      erpStatus: patch.status ?? 'Submitted',
      erpVersion: 1,
      ...patch,
    });
    await t.database.db.insert(quotationLines).values([
      {
        id: id * 10 + 1,
        quotationId: id,
        pos: 10,
        description: 'Aandrijfmotor 24V DC',
        quantity: 1,
        price: 1480,
      },
      { id: id * 10 + 2, quotationId: id, pos: 20, description: 'Montage (uur)', quantity: 2, price: 89.5 },
    ]);
    return id;
  }

  const call = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { 'accept-language': language, ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
      ...(payload ? { payload } : {}),
    });

  const details = async (id: number, who: Who = 'admin') =>
    (await call(who, 'GET', `/api/offers/${id}`)).json();

  async function acceptance(id: number, patch: Record<string, unknown> = {}) {
    const shown = await details(id);
    return {
      version: shown.version,
      contentSha256: shown.contentSha256,
      signerName: 'Anna Alfa',
      signerFunction: 'Facility manager',
      poNumber: 'PO-4471',
      remark: 'Graag in de ochtend',
      termsAccepted: true,
      signature,
      ...patch,
    };
  }

  /** What a refused decision must leave as it was. */
  async function written(id: number) {
    const db = t.database.db;
    const [events] = await db
      .select({ n: count() })
      .from(quotationEvents)
      .where(eq(quotationEvents.quotationId, id));
    const [accepted] = await db
      .select({ n: count() })
      .from(quotationAcceptances)
      .where(eq(quotationAcceptances.quotationId, id));
    const [docs] = await db.select({ n: count() }).from(documents).where(eq(documents.quotationId, id));
    const [row] = await db
      .select({ status: quotations.status, version: quotations.version })
      .from(quotations)
      .where(eq(quotations.id, id));
    return { events: events!.n, accepted: accepted!.n, docs: docs!.n, ...row };
  }

  it('shows the quotation with its VAT, validity, terms and the hash of what is shown', async () => {
    const id = await quotation();
    const shown = await details(id);
    expect(shown).toMatchObject({
      status: 'Submitted',
      vatRate: 21,
      validUntil: dayFromToday(30),
      expired: false,
      termsUrl: 'https://poort.test/voorwaarden',
      acceptance: null,
      history: [],
      earlierVersions: [],
    });
    expect(shown.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    // The same quotation gives the same hash; another line another.
    expect((await details(id)).contentSha256).toBe(shown.contentSha256);
    await t.database.db
      .update(quotationLines)
      .set({ price: 1490 })
      .where(eq(quotationLines.id, id * 10 + 1));
    expect((await details(id)).contentSha256).not.toBe(shown.contentSha256);
  });

  it('accepts with a signature: Order, the signed PDF among the documents, mailed to the signer and the desk', async () => {
    const id = await quotation();
    const sentBefore = t.mailer.sent.length;
    const res = await call('admin', 'POST', `/api/offers/${id}/accept`, await acceptance(id));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ status: 'Order', version: 1 });
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.id, result.documentId));
    // A document of the quotation and of its object.
    expect(doc).toMatchObject({
      kind: 'offer',
      quotationId: id,
      objectId: 101,
      relationId: 1,
      extension: 'pdf',
    });
    const objectDocs = (await call('admin', 'GET', `/api/documents/serviceobjecttype?objectId=101`)).json();
    expect(objectDocs.map((d: { pK_R_DOCUMENT?: number; id?: number }) => d.pK_R_DOCUMENT ?? d.id)).toContain(
      result.documentId,
    );
    const quotationDocs = (await call('admin', 'GET', `/api/documents/offer?quotationId=${id}`)).json();
    expect(quotationDocs).toHaveLength(1);

    const mails = t.mailer.sent.slice(sentBefore);
    expect(mails.map((m) => [m.to, m.language])).toEqual([
      ['anna@alfa.test', 'en'],
      [SERVICE_DESK, 'nl'],
    ]);
    expect(mails[0]!.subject).toBe(`Quotation OF-${id} accepted`);
    expect(mails[1]!.subject).toBe(`Offerte OF-${id} geaccepteerd`);
    for (const mail of mails) {
      const pdf = mail.attachments?.[0]?.content as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }

    const shown = await details(id);
    expect(shown.status).toBe('Order');
    expect(shown.acceptance).toMatchObject({
      version: 1,
      signerName: 'Anna Alfa',
      signerFunction: 'Facility manager',
      poNumber: 'PO-4471',
      remark: 'Graag in de ochtend',
      documentId: result.documentId,
    });
    expect(shown.history).toMatchObject([
      { kind: 'accepted', statusFrom: 'Submitted', statusTo: 'Order', userName: 'Anna Alfa' },
    ]);
    const [record] = await t.database.db
      .select()
      .from(quotationAcceptances)
      .where(eq(quotationAcceptances.quotationId, id));
    expect(record!.ipAddress).toBe('127.0.0.1');
    expect(record!.contentSha256).toBe(shown.acceptance.contentSha256);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quotation.accepted'), eq(auditLog.targetId, String(id))));
    expect(audit!.details).toMatchObject({ ip: '127.0.0.1', statusTo: 'Order', version: 1 });
  });

  it('names the signed record in each reader’s language: in the lists, the saved file and the mails', async () => {
    const id = await quotation();
    const sentBefore = t.mailer.sent.length;
    const res = await call('admin', 'POST', `/api/offers/${id}/accept`, await acceptance(id));
    expect(res.statusCode, res.body).toBe(200);
    const { documentId } = res.json();
    // The lists say what the document is of; each reader's screen names it in their words.
    for (const who of ['admin', 'admin2'] as const) {
      const [listed] = (await call(who, 'GET', `/api/documents/offer?quotationId=${id}`)).json();
      expect(listed).toMatchObject({
        id: documentId,
        generated: { kind: 'signedQuotation', quotationNumber: `OF-${id}`, version: 1 },
      });
    }
    // The file is saved under a readable name in the reader's language: Anna reads English, Bert Dutch.
    const savedAs = async (who: 'admin' | 'admin2') => {
      const { url } = (await call(who, 'GET', `/api/documents/${documentId}/url`)).json();
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      return file.headers['content-disposition'];
    };
    expect(await savedAs('admin')).toBe(
      `inline; filename="Quotation OF-${id} version 1 signed.pdf"; filename*=UTF-8''Quotation%20OF-${id}%20version%201%20signed.pdf`,
    );
    expect(await savedAs('admin2')).toBe(
      `inline; filename="Offerte OF-${id} versie 1 getekend.pdf"; filename*=UTF-8''Offerte%20OF-${id}%20versie%201%20getekend.pdf`,
    );
    const mails = t.mailer.sent.slice(sentBefore);
    expect(mails.map((m) => m.attachments?.[0]?.filename)).toEqual([
      `Quotation OF-${id} version 1 signed.pdf`,
      `Offerte OF-${id} versie 1 getekend.pdf`,
    ]);
  });

  it('lets one of two accepting at once win; the other hears who accepted and when (409)', async () => {
    const id = await quotation();
    const [a, b] = await Promise.all([
      call('admin', 'POST', `/api/offers/${id}/accept`, await acceptance(id)),
      call(
        'admin2',
        'POST',
        `/api/offers/${id}/accept`,
        await acceptance(id, { signerName: 'Bert Alfa' }),
        'nl',
      ),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 409 ? 'Bert Alfa' : 'Anna Alfa';
    expect(lost.json().Code).toBe('quotationAlreadyDecided');
    expect(lost.json().Details).toMatchObject({ decision: 'accepted', by: winner });
    expect(lost.json().Message).toMatch(
      lost === a
        ? new RegExp(`^This quotation was already accepted by ${winner} on `)
        : new RegExp(`^Deze offerte is al geaccepteerd door ${winner} op `),
    );
    expect(await written(id)).toMatchObject({ accepted: 1, docs: 1, events: 1, status: 'Order' });
  });

  it('answers a decision sent again after its answer was lost as the first time, writing and mailing once', async () => {
    const id = await quotation();
    const body = await acceptance(id);
    const first = await call('admin', 'POST', `/api/offers/${id}/accept`, body);
    expect(first.statusCode, first.body).toBe(200);
    const mails = t.mailer.sent.length;
    const again = await call('admin', 'POST', `/api/offers/${id}/accept`, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await written(id)).toMatchObject({ accepted: 1, docs: 1, events: 1, status: 'Order' });
    expect(t.mailer.sent.length).toBe(mails);
    // Someone else, or another signing by the same person (a second tab), still hears who decided first.
    expect((await call('admin2', 'POST', `/api/offers/${id}/accept`, body)).json().Code).toBe(
      'quotationAlreadyDecided',
    );
    const otherSignature = `data:image/png;base64,${Buffer.concat([PNG, Buffer.from([0])]).toString('base64')}`;
    const secondTab = await call('admin', 'POST', `/api/offers/${id}/accept`, {
      ...body,
      signature: otherSignature,
    });
    expect(secondTab.json()).toMatchObject({ Code: 'quotationAlreadyDecided', Details: { by: 'Anna Alfa' } });
    const declined = await quotation();
    const no = { version: 1, reason: 'price' };
    expect((await call('admin', 'POST', `/api/offers/${declined}/decline`, no)).statusCode).toBe(200);
    const noAgain = await call('admin', 'POST', `/api/offers/${declined}/decline`, no);
    expect(noAgain.json()).toMatchObject({ status: 'Rejected', documentId: null });
    const otherReason = await call('admin', 'POST', `/api/offers/${declined}/decline`, {
      version: 1,
      reason: 'timing',
    });
    expect(otherReason.json().Code).toBe('quotationAlreadyDecided');
    expect(await written(declined)).toMatchObject({ events: 1, status: 'Rejected' });
  });

  it('refuses a stale version after a revision, and keeps the earlier version readable', async () => {
    const id = await quotation();
    const stale = await acceptance(id);
    const revised = await call('dbsadmin', 'POST', `/api/offers/${id}/revise`, {
      version: 1,
      lines: [{ pos: 10, description: 'Aandrijfmotor 24V DC', quantity: 1, price: 1390 }],
      note: 'Korting op de motor',
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json()).toMatchObject({ status: 'Revised', version: 2 });
    const res = await call('admin', 'POST', `/api/offers/${id}/accept`, stale);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ Code: 'quotationVersionStale', Details: { version: 2 } });
    // The right version with the old content is as stale.
    const wrongContent = await call('admin', 'POST', `/api/offers/${id}/accept`, { ...stale, version: 2 });
    expect(wrongContent.json().Code).toBe('quotationVersionStale');
    expect(await written(id)).toMatchObject({ accepted: 0, docs: 0, status: 'Revised', version: 2 });

    const shown = await details(id);
    expect(shown.amount).toBe(1390);
    expect(shown.earlierVersions).toMatchObject([
      { version: 1, amount: 1659, lines: [{ pos: 10 }, { pos: 20 }] },
    ]);
    expect((await call('admin', 'POST', `/api/offers/${id}/accept`, await acceptance(id))).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired quotation and says until when it was valid', async () => {
    const id = await quotation({ validUntil: dayFromToday(-1) });
    expect((await details(id)).expired).toBe(true);
    const res = await call('admin', 'POST', `/api/offers/${id}/accept`, await acceptance(id));
    expect(res.statusCode).toBe(409);
    expect(res.json().Code).toBe('quotationExpired');
    expect(res.json().Message).toMatch(/^This quotation was valid until .+ and can no longer be accepted/);
    expect(await written(id)).toMatchObject({ accepted: 0, events: 0, status: 'Submitted' });
    const declined = await call('admin', 'POST', `/api/offers/${id}/decline`, {
      version: 1,
      reason: 'price',
    });
    expect(declined.json().Code).toBe('quotationExpired');
    // Asking for a new version is what an expired quotation calls for: that question is taken.
    const asked = await call('admin', 'POST', `/api/offers/${id}/question`, {
      version: 1,
      text: 'Graag een nieuwe versie met de prijzen van nu.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await written(id)).toMatchObject({ accepted: 0, events: 1, status: 'Submitted' });
  });

  it('refuses a quotation that is not open (New, already declined)', async () => {
    const id = await quotation({ status: 'New' });
    const res = await call('admin', 'POST', `/api/offers/${id}/accept`, await acceptance(id));
    expect(res.json()).toMatchObject({ StatusCode: 409, Code: 'quotationNotOpen' });
    const declined = await quotation();
    await call('admin2', 'POST', `/api/offers/${declined}/decline`, { version: 1, reason: 'price' });
    const late = await call('admin', 'POST', `/api/offers/${declined}/accept`, await acceptance(declined));
    expect(late.json()).toMatchObject({
      Code: 'quotationAlreadyDecided',
      Details: { decision: 'declined', by: 'Bert Alfa' },
    });
  });

  it.each([
    ['a validity date already past', { validUntil: 'PAST' }, 'body.validUntil', 'validUntilPast'],
    ['a validity date that is no date', { validUntil: '2026-13-45' }, 'body.validUntil', 'dateInvalid'],
    ['a price that is no amount', { price: 'abc' }, 'body.lines.0.price', 'priceInvalid'],
    ['a quantity of nothing', { quantity: -2 }, 'body.lines.0.quantity', 'quantityInvalid'],
    ['a negative price', { price: -1480 }, 'body.lines.0.price', 'priceNegative'],
  ])('refuses a revision with %s, naming what to fix, and writes nothing', async (_name, bad, path, key) => {
    const id = await quotation();
    const { validUntil, ...line } = bad as { validUntil?: string; price?: unknown; quantity?: unknown };
    const res = await call('dbsadmin', 'POST', `/api/offers/${id}/revise`, {
      version: 1,
      lines: [{ pos: 10, description: 'Motor', quantity: 1, price: 1, ...line }],
      ...(validUntil && { validUntil: validUntil === 'PAST' ? dayFromToday(-1) : validUntil }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Code: 'invalidInput',
      Errors: [{ path, message: `quotationApproval.validation.${key}` }],
    });
    expect(await written(id)).toMatchObject({ status: 'Submitted', version: 1 });
  });

  it('refuses a revision with a negative line that would make the total negative, and writes nothing', async () => {
    const id = await quotation();
    const res = await call('dbsadmin', 'POST', `/api/offers/${id}/revise`, {
      version: 1,
      lines: [
        { pos: 10, description: 'Aandrijfmotor 24V DC', quantity: 1, price: 1480 },
        { pos: 20, description: 'Korting', quantity: 1, price: -2000 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Message: 'Invalid input',
      Errors: [{ path: 'body.lines.1.price', message: 'quotationApproval.validation.priceNegative' }],
    });
    expect(await written(id)).toMatchObject({ events: 0, status: 'Submitted', version: 1 });
    const shown = await details(id);
    expect(shown).toMatchObject({ amount: 1659, earlierVersions: [] });
    expect(shown.lines.map((l: { price: number }) => l.price)).toEqual([1480, 89.5]);
  });

  it('refuses a decline for "other" reasons with no words, and writes nothing', async () => {
    const id = await quotation();
    const res = await call('admin', 'POST', `/api/offers/${id}/decline`, { version: 1, reason: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Errors: [{ path: 'body.text', message: 'quotationApproval.validation.reasonExplained' }],
    });
    expect(await written(id)).toMatchObject({ events: 0, status: 'Submitted' });
  });

  it('declines with a reason and asks for a change; the provider sees both first in the review', async () => {
    const declined = await quotation();
    const res = await call('admin', 'POST', `/api/offers/${declined}/decline`, {
      version: 1,
      reason: 'otherSupplier',
      text: 'Andere leverancier is sneller',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Rejected', documentId: null });
    const questioned = await quotation();
    const asked = await call('admin', 'POST', `/api/offers/${questioned}/question`, {
      version: 1,
      text: 'Kan de montage op zaterdag?',
    });
    expect(asked.json()).toMatchObject({ status: 'Submitted' });
    expect((await details(questioned)).history).toMatchObject([
      { kind: 'questioned', text: 'Kan de montage op zaterdag?' },
    ]);
    const desk = t.mailer.sent.filter((m) => m.to === SERVICE_DESK).map((m) => m.subject);
    expect(desk).toContain(`Offerte OF-${declined} afgewezen`);
    expect(desk).toContain(`Vraag over offerte OF-${questioned}`);

    const review = await call('engineer', 'GET', '/api/offers/review?state=questioned');
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().items.map((i: { pK_R_OFFER: number }) => i.pK_R_OFFER)).toContain(questioned);
    const all = (await call('dbsadmin', 'GET', '/api/offers/review')).json();
    expect(all.items[0]).toMatchObject({ awaitingErp: true });
    expect(all.items.map((i: { state: string }) => i.state)).toEqual(
      expect.arrayContaining(['declined', 'questioned', 'accepted']),
    );
    // What the customer said is what the provider answers to: the reason and the words.
    const byId = (id: number) => all.items.find((i: { pK_R_OFFER: number }) => i.pK_R_OFFER === id);
    expect(byId(declined)).toMatchObject({ reason: 'otherSupplier', text: 'Andere leverancier is sneller' });
    expect(byId(questioned)).toMatchObject({ reason: null, text: 'Kan de montage op zaterdag?' });
    expect((await call('admin', 'GET', '/api/offers/review')).statusCode).toBe(403);
  });

  it('lets only a customer who holds Quotations.Accept decide: never read-only, never another customer', async () => {
    const id = await quotation();
    const body = await acceptance(id);
    for (const who of ['user', 'readonly', 'readonlyGranted', 'engineer', 'dbsadmin', 'beta'] as const) {
      for (const action of ['accept', 'decline', 'question']) {
        const res = await call(
          who,
          'POST',
          `/api/offers/${id}/${action}`,
          action === 'accept' ? body : { ...body, reason: 'price', text: 'x' },
        );
        expect(res.statusCode, `${who} ${action}`).toBe(403);
        expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
      }
    }
    // Another customer's admin reads nothing of it either.
    expect((await call('beta', 'GET', `/api/offers/${id}`)).statusCode).toBe(403);
    expect(await written(id)).toMatchObject({ accepted: 0, events: 0, docs: 0, status: 'Submitted' });
    // A company user granted the permission by the provider may.
    const granted = await call('granted', 'POST', `/api/offers/${id}/question`, {
      version: 1,
      text: 'Wanneer?',
    });
    expect(granted.statusCode, granted.body).toBe(200);
  });

  it.each([
    ['no signature', { signature: undefined }, 'signature'],
    ['an empty signature', { signature: '' }, 'signature'],
    ['a signature that is no PNG data URL', { signature: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'signature'],
    [
      'JPEG bytes called a PNG',
      { signature: `data:image/png;base64,${JPEG.subarray(0, 2000).toString('base64')}` },
      'signature',
    ],
    ['a signature too large', { signature: `data:image/png;base64,${'A'.repeat(400_000)}` }, 'signature'],
    ['terms not agreed', { termsAccepted: false }, 'termsAccepted'],
    ['no signer name', { signerName: '  ' }, 'signerName'],
    ['a NUL in the signer name', { signerName: 'Anna\u0000Alfa' }, 'signerName'],
    ['a NUL in the remark', { remark: 'ok\u0000' }, 'remark'],
    ['a function too long', { signerFunction: 'x'.repeat(101) }, 'signerFunction'],
    ['a PO number too long', { poNumber: '1'.repeat(51) }, 'poNumber'],
    ['a hash that is none', { contentSha256: 'abc' }, 'contentSha256'],
    ['version 0', { version: 0 }, 'version'],
    ['a version as text', { version: '1' }, 'version'],
  ])('refuses an acceptance with %s (400) and writes nothing', async (_name, patch, field) => {
    const id = await quotation();
    const res = await call('admin', 'POST', `/api/offers/${id}/accept`, await acceptance(id, patch));
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    expect(await written(id)).toMatchObject({ accepted: 0, events: 0, docs: 0, status: 'Submitted' });
  });

  it.each([
    ['decline', { version: 1, reason: 'cheaper' }],
    ['decline', { version: 1 }],
    ['decline', { version: 1, reason: 'price', text: 'a\u0000b' }],
    ['decline', { version: 1, reason: 'price', text: 'x'.repeat(2001) }],
    ['question', { version: 1, text: '' }],
    ['question', { version: 1, text: '\u0000' }],
    ['question', { text: 'Wanneer?' }],
  ])('refuses a %s with a bad body %j (400) and writes nothing', async (action, body) => {
    const id = await quotation();
    const res = await call('admin', 'POST', `/api/offers/${id}/${action}`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(await written(id)).toMatchObject({ events: 0, status: 'Submitted' });
  });

  it('refuses a revision with no lines or of an order, and names no quotation of nobody', async () => {
    const id = await quotation();
    const empty = await call('dbsadmin', 'POST', `/api/offers/${id}/revise`, { version: 1, lines: [] });
    expect(empty.statusCode).toBe(400);
    const order = await quotation({ status: 'Order' });
    const res = await call('dbsadmin', 'POST', `/api/offers/${order}/revise`, {
      version: 1,
      lines: [{ pos: 10, description: 'Motor', quantity: 1, price: 1 }],
    });
    expect(res.json().Code).toBe('quotationNotOpen');
    expect((await call('admin', 'GET', '/api/offers/999999')).statusCode).toBe(404);
    expect(
      (
        await call('engineer', 'POST', `/api/offers/${id}/revise`, {
          version: 1,
          lines: [{ pos: 1, description: 'x', quantity: 1, price: 1 }],
        })
      ).statusCode,
    ).toBe(403);
  });

  /** The ERP's export of one of Alfa's quotations, as `npm run import` reads it. */
  const erpExport = (id: number, status: string, version: number, price = 1480) => ({
    relations: [{ pK_PT_RELATION: 1, code: 'R1', name: 'Bouwbedrijf Alfa', city: 'Utrecht' }],
    quotations: [
      {
        pK_R_OFFER: id,
        fK_PT_RELATION: 1,
        fK_PT_RELATIONDELIVERYADDRESS: 11,
        fK_R_SERVICEOBJECT: 101,
        quotationNumber: `OF-${id}`,
        version,
        date: dayFromToday(-5),
        description: 'Vervanging aandrijving',
        amount: price,
        status,
        validUntil: dayFromToday(30),
        vatRate: 21,
        lines: [{ pK_R_OFFERDETAIL: id * 10 + 5, pos: 10, description: 'Aandrijfmotor', quantity: 1, price }],
      },
    ],
  });
  const runImport = (file: object) =>
    importErp(t.database.db, file, { baseDir: '.', files: t.app.files, source: 'test' });

  it('keeps the portal status while the ERP has not seen the acceptance, and takes the ERP one once it has', async () => {
    const id = await quotation();
    expect((await call('admin', 'POST', `/api/offers/${id}/accept`, await acceptance(id))).statusCode).toBe(
      200,
    );
    // The ERP still reports what it reported before: it has not seen the acceptance.
    await runImport(erpExport(id, 'Submitted', 1));
    let shown = await details(id);
    expect(shown).toMatchObject({ status: 'Order', version: 1, amount: 1659 });
    expect(shown.lines).toHaveLength(2);
    // Now it has: its status, and from here on its word.
    await runImport(erpExport(id, 'Order', 1, 1659));
    shown = await details(id);
    expect(shown).toMatchObject({ status: 'Order', amount: 1659 });
    expect(shown.lines).toHaveLength(1);
    const [row] = await t.database.db.select().from(quotations).where(eq(quotations.id, id));
    expect(row).toMatchObject({ portalPending: false, portalState: 'accepted', erpStatus: 'Order' });
    // The signed record stays.
    expect(shown.acceptance).toMatchObject({ signerName: 'Anna Alfa' });
  });

  it('takes a new version from the ERP over a declined one, and keeps the declined version readable', async () => {
    const id = await quotation();
    await call('admin', 'POST', `/api/offers/${id}/decline`, { version: 1, reason: 'price' });
    await runImport(erpExport(id, 'Submitted', 1));
    expect((await details(id)).status).toBe('Rejected');
    await runImport(erpExport(id, 'Revised', 2, 1300));
    const shown = await details(id);
    expect(shown).toMatchObject({ status: 'Revised', version: 2, amount: 1300 });
    expect(shown.earlierVersions).toMatchObject([{ version: 1, amount: 1659 }]);
  });

  it('lets provider staff grant or withdraw Quotations.Accept per user; a company admin cannot hand it on', async () => {
    const db = t.database.db;
    const target = await createUser(db, {
      email: 'grantee@alfa.test',
      role: 'companyuser',
      relationIds: [1],
    });
    const id = permissionId('Quotations.Accept');
    const byProvider = (await call('dbsadmin', 'GET', `/api/users/${target.id}/permissions`)).json();
    expect(byProvider.assignablePermissionIds).toContain(id);
    const byAdmin = (await call('admin', 'GET', `/api/users/${target.id}/permissions`)).json();
    expect(byAdmin.assignablePermissionIds).not.toContain(id);
    const readonlyUser = (await call('dbsadmin', 'GET', `/api/users/${made.readonly}/permissions`)).json();
    expect(readonlyUser.assignablePermissionIds).not.toContain(id);
    const granted = await call('dbsadmin', 'POST', '/api/user/changePermission', {
      userId: target.id,
      newPermissionIds: [...byProvider.permissionIds, id],
      version: byProvider.version,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const [row] = await db
      .select()
      .from(userPermissions)
      .where(and(eq(userPermissions.userId, target.id), eq(userPermissions.permission, 'Quotations.Accept')));
    expect(row).toMatchObject({ granted: true });
  });

  it('keeps a fixture of the other customer out of every answer', async () => {
    expect((await f.get('beta', '/api/offers/5001')).statusCode).toBe(403);
  });
});
