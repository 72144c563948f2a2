import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import type { InspectionDraft } from '../../contract/inspection';
import { emptyDraft } from '../../contract/inspection';
import {
  documents,
  inspectionPhotos,
  inspectionResults,
  inspections,
  serviceObjects,
} from '../../server/db/schema';
import { reportDefinition } from '../../server/maintenance/report-pdf';
import type { UserKey } from './data-fixtures';
import { databaseKinds } from './harness';
import { CONTACT_EMAIL, INTERNAL_REMARK, JPEG, PNG, useMaintenance, WEBP } from './maintenance-fixtures';

const customers: UserKey[] = ['alfa', 'alfaAdmin', 'alfaGranted', 'alfaLimited', 'beta', 'stranger'];

describe.each(databaseKinds)('maintenance inspections on %s', (kind) => {
  const f = useMaintenance(kind);
  const db = () => f.t.database.db;
  const rowOf = async (id: string) =>
    (await db().select().from(inspections).where(eq(inspections.id, id)))[0];
  const count = async (table: typeof inspectionPhotos | typeof documents | typeof inspectionResults) =>
    Number((await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n);

  describe('the catalogue', () => {
    it('lists groups, locations and about 25 items with their expectations in nl and en', async () => {
      const groups = (await f.call('engineer', 'GET', '/api/maintenance/groups')).json();
      expect(groups.map((g: { nameEn: string }) => g.nameEn)).toContain('Safety devices');
      expect((await f.call('engineer', 'GET', '/api/maintenance/locations')).json().length).toBeGreaterThan(
        3,
      );
      const items = (await f.call('engineer', 'GET', '/api/maintenance/properties')).json();
      expect(items.length).toBeGreaterThanOrEqual(25);
      const peak = items.find((i: { nameEn: string }) => i.nameEn.startsWith('Force measurement: peak'));
      expect(peak).toMatchObject({ unit: 'N', limitMax: 400, standard: 'EN 12453', expectedCondition: 2 });
      expect(peak.expectationNl).toMatch(/400 N/);
    });

    it("gives an object the items of its own type and of every type, not another type's", async () => {
      const { properties, object } = await f.checklist(101);
      const names = properties.map((p) => p.nameEn);
      expect(object).toMatchObject({ serviceobjectnumber: 'SO-0101', ownSpeedgate: true });
      expect(names).toContain('Presence sensing in the passage');
      expect(names).not.toContain('Counterbalance and springs');
      const barrier = await f.checklist(103);
      expect(barrier.properties.map((p) => p.nameEn)).toContain('Counterbalance and springs');
    });

    it('answers 400 for a bad objectId and 404 for an object that does not exist', async () => {
      const bad = await f.call('engineer', 'GET', '/api/ServiceObjectMaintenanceProperties?objectId=12abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Errors[0].path).toBe('querystring.objectId');
      expect(
        (await f.call('engineer', 'GET', '/api/ServiceObjectMaintenanceProperties?objectId=999')).statusCode,
      ).toBe(404);
    });
  });

  describe('who may call', () => {
    const calls = (id: string): [string, string, unknown?][] => [
      ['GET', '/api/maintenance/groups'],
      ['GET', '/api/maintenance/properties'],
      ['GET', '/api/ServiceObjectMaintenanceProperties?objectId=101'],
      ['POST', '/api/maintenancereport', { id: randomUUID(), objectId: 101 }],
      ['GET', '/api/maintenancereport?objectId=101'],
      ['GET', `/api/maintenancereport/${id}`],
      ['PUT', `/api/maintenancereport/${id}`, { step: 'arrival', draft: {} }],
      ['POST', `/api/maintenancereport/${id}/submit`, { draft: {} }],
    ];

    it.each(customers)(
      'refuses %s (a customer, also one granted Maintenance.Inspect) with 403 on every call',
      async (user) => {
        const id = await f.start(101);
        for (const [method, url, body] of calls(id)) {
          const res = await f.call(user, method as 'GET', url, body);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
        }
        const photo = await f.piece(user, id, randomUUID(), { bytes: JPEG });
        expect(photo.statusCode).toBe(403);
        expect(await count(inspectionPhotos)).toBe((await db().select().from(inspectionPhotos)).length);
        expect((await rowOf(id)).step).toBe('start');
      },
    );

    it('answers 401 without a sign-in', async () => {
      expect((await f.call(null, 'GET', '/api/maintenance/groups')).statusCode).toBe(401);
    });

    it("refuses a provider employee whose properties are withheld the provider-only object's inspection", async () => {
      const res = await f.call('engineerWithoutProperties', 'POST', '/api/maintenancereport', {
        id: randomUUID(),
        objectId: 102,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('creating and saving', () => {
    it('makes one inspection of a retried create with the same id', async () => {
      const id = randomUUID();
      const first = await f.call('engineer', 'POST', '/api/maintenancereport', { id, objectId: 101 });
      const again = await f.call('engineer', 'POST', '/api/maintenancereport', { id, objectId: 101 });
      expect(first.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(first.json()).toMatchObject({
        id,
        objectId: 101,
        step: 'start',
        status: 'open',
        engineerName: 'engineer naam',
      });
      const rows = await db().select().from(inspections).where(eq(inspections.id, id));
      expect(rows).toHaveLength(1);
    });

    it('refuses the same id for another object (409), an unknown object (404) and a bad id (400)', async () => {
      const id = await f.start(101);
      expect(
        (await f.call('engineer', 'POST', '/api/maintenancereport', { id, objectId: 201 })).statusCode,
      ).toBe(409);
      expect(
        (await f.call('engineer', 'POST', '/api/maintenancereport', { id: randomUUID(), objectId: 999 }))
          .statusCode,
      ).toBe(404);
      const bad = await f.call('engineer', 'POST', '/api/maintenancereport', {
        id: 'not-a-uuid',
        objectId: 101,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Errors).toEqual([{ path: 'body.id', message: 'id must be a UUID' }]);
      expect((await f.call('engineer', 'GET', `/api/maintenancereport/${randomUUID()}`)).statusCode).toBe(
        404,
      );
    });

    it('saves the progress of a step and gives it back', async () => {
      const id = await f.start(101);
      const draft = { ...(await f.completeDraft(id, 101)), signerName: 'Half ingevuld' };
      const saved = await f.call('engineer', 'PUT', `/api/maintenancereport/${id}`, {
        step: 'inspection',
        draft,
      });
      expect(saved.statusCode).toBe(200);
      const read = (await f.call('engineer', 'GET', `/api/maintenancereport/${id}`)).json();
      expect(read).toMatchObject({ step: 'inspection', status: 'open', signatureUploaded: true });
      expect(read.draft).toEqual(draft);
      expect(read.uploadedPhotoIds).toHaveLength(3);
    });

    it.each([
      ['a NUL in a text', { signerName: 'Jan\u0000' }, 'body.draft.signerName'],
      [
        'a condition outside 1-6',
        {
          answers: {
            '1': { conform: true, condition: 7, value: null, lifetime: null, remarks: '', repairRemarks: '' },
          },
        },
        'body.draft.answers.1.condition',
      ],
      ['a negative cycle count', { cycleCountBefore: -1 }, 'body.draft.cycleCountBefore'],
      [
        'an unknown photo kind',
        { photos: [{ id: randomUUID(), kind: 'selfie', propertyId: null }] },
        'body.draft.photos.0.kind',
      ],
    ])('refuses a save with %s by its path and writes nothing', async (_name, change, path) => {
      const id = await f.start(101);
      const draft = { ...(await f.completeDraft(id, 101)), ...change };
      const res = await f.call('engineer', 'PUT', `/api/maintenancereport/${id}`, { step: 'arrival', draft });
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors.map((e: { path: string }) => e.path)).toContain(path);
      expect((await rowOf(id)).step).toBe('start');
    });
  });

  describe('photos and the signature', () => {
    it.each([
      ['a JPEG', JPEG],
      ['a PNG', PNG],
      ['a WebP', WEBP],
    ])('keeps %s by the hash of its bytes, once for a retried upload', async (_name, bytes) => {
      const id = await f.start(101);
      const photoId = randomUUID();
      const send = () => f.uploadPhoto('engineer', id, photoId, bytes, 'arrival');
      expect((await send()).json()).toEqual({ received: bytes.length, complete: true });
      expect((await send()).json()).toEqual({ received: bytes.length, complete: true });
      const rows = await db().select().from(inspectionPhotos).where(eq(inspectionPhotos.inspectionId, id));
      expect(rows).toHaveLength(1);
      expect(rows[0].fileSha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      [
        'text named .jpg',
        Buffer.from('this is not a photo at all'),
        'photoNotAnImage',
        'The photo must be a JPEG, PNG or WebP image',
      ],
      [
        'a PDF',
        Buffer.from('%PDF-1.4\n%%EOF\n'),
        'photoNotAnImage',
        'The photo must be a JPEG, PNG or WebP image',
      ],
      ['an empty file', Buffer.alloc(0), 'photoMissing', 'Choose a photo'],
    ])('refuses %s with a clear 400 and keeps nothing', async (_name, bytes, code, message) => {
      const id = await f.start(101);
      const before = await count(inspectionPhotos);
      const res = await f.uploadPhoto('engineer', id, randomUUID(), bytes, 'arrival');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Code: code, Message: message });
      expect(await count(inspectionPhotos)).toBe(before);
    });

    it('refuses bad photo fields by name: a missing kind, a wrong kind, an item on a photo that is no repair', async () => {
      const id = await f.start(101);
      const before = await count(inspectionPhotos);
      const url = `/api/maintenancereport/${id}/photos/${randomUUID()}/upload`;
      const noKind = await f.call('engineer', 'PATCH', url, JPEG, {
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'upload-length': String(JPEG.length),
      });
      expect(noKind.json().Errors[0].path).toBe('querystring.kind');
      const wrongKind = await f.piece('engineer', id, randomUUID(), { bytes: JPEG, kind: 'selfie' });
      expect(wrongKind.json().Errors[0].path).toBe('querystring.kind');
      const tied = await f.piece('engineer', id, randomUUID(), {
        bytes: JPEG,
        kind: 'arrival',
        propertyId: 1,
      });
      expect(tied.statusCode).toBe(400);
      expect(await count(inspectionPhotos)).toBe(before);
    });

    it('takes the signature as PNG only', async () => {
      const id = await f.start(101);
      const url = `/api/maintenancereport/${id}/signature`;
      const jpeg = await f.upload('engineer', 'PUT', url, JPEG);
      expect(jpeg.json()).toMatchObject({ StatusCode: 400, Code: 'signatureNotPng' });
      expect((await rowOf(id)).signatureSha256).toBeNull();
      expect((await f.upload('engineer', 'PUT', url, PNG)).json()).toEqual({ signatureUploaded: true });
    });
  });

  describe('the rules of spec section 5 on submit', () => {
    const item = async (nameEn: string) =>
      (await f.checklist(101)).properties.find((p) => p.nameEn === nameEn)!;
    type Break = (draft: InspectionDraft) => Promise<void> | void;
    const cases: [string, Break, string, string][] = [
      [
        'the closed-gate photo',
        (d) => {
          d.photos = d.photos.filter((p) => p.kind !== 'closedGate');
        },
        'photos.closedGate',
        'validation.photoClosedGateRequired',
      ],
      [
        'the type-plate photo',
        (d) => {
          d.photos = d.photos.filter((p) => p.kind !== 'typePlate');
        },
        'photos.typePlate',
        'validation.photoTypePlateRequired',
      ],
      [
        'the departure photo',
        (d) => {
          d.photos = d.photos.filter((p) => p.kind !== 'departure');
        },
        'photos.departure',
        'validation.photoDepartureRequired',
      ],
      [
        'the cycle count before',
        (d) => {
          d.cycleCountBefore = null;
        },
        'cycleCountBefore',
        'validation.cycleCountBeforeRequired',
      ],
      [
        'the cycle count after',
        (d) => {
          d.cycleCountAfter = null;
        },
        'cycleCountAfter',
        'validation.cycleCountAfterRequired',
      ],
      [
        'a cycle count after below before',
        (d) => {
          d.cycleCountAfter = 1;
        },
        'cycleCountAfter',
        'inspection.rules.cycleCountDecreased',
      ],
      [
        'a condition',
        async (d) => {
          d.answers[(await item('Photocells')).id].condition = null;
        },
        'answers.{Photocells}.condition',
        'validation.conditionRequired',
      ],
      [
        'conform or not',
        async (d) => {
          d.answers[(await item('Photocells')).id].conform = null;
        },
        'answers.{Photocells}.conform',
        'inspection.rules.conformRequired',
      ],
      [
        'a repair for a condition worse than expected',
        async (d) => {
          d.answers[(await item('Photocells')).id].condition = 4;
        },
        'answers.{Photocells}.conform',
        'validation.repairRequired',
      ],
      [
        'a repair for a force over 400 N, named as a value over its limit',
        async (d) => {
          d.answers[(await item('Force measurement: peak force (gap 50-500 mm)')).id].value = 450;
        },
        'answers.{Force measurement: peak force (gap 50-500 mm)}.conform',
        'inspection.rules.valueOverLimit',
      ],
      [
        'a measured value',
        async (d) => {
          d.answers[(await item('Force measurement: force after 0.75 s')).id].value = null;
        },
        'answers.{Force measurement: force after 0.75 s}.value',
        'inspection.rules.valueRequired',
      ],
      [
        'a value in range',
        async (d) => {
          d.answers[(await item('Force measurement: force after 0.75 s')).id].value = 9000;
        },
        'answers.{Force measurement: force after 0.75 s}.value',
        'inspection.rules.valueOutOfRange',
      ],
      [
        'repair remarks of a not conform item',
        async (d) => {
          d.answers[(await item('Photocells')).id].conform = false;
        },
        'answers.{Photocells}.repairRemarks',
        'validation.repairRemarksRequired',
      ],
      [
        'an approval',
        (d) => {
          d.approval = null;
        },
        'approval',
        'inspection.rules.approvalRequired',
      ],
      [
        'the signer name',
        (d) => {
          d.signerName = ' ';
        },
        'signerName',
        'validation.signerNameRequired',
      ],
      [
        'the signature',
        (d) => {
          d.signed = false;
        },
        'signature',
        'validation.signatureRequired',
      ],
      [
        'internal remarks when maintenance is not possible',
        (d) => Object.assign(d, { maintenancePossible: false, internalRemarks: '' }),
        'internalRemarks',
        'validation.internalRemarksRequired',
      ],
      [
        'at least 1 photo',
        (d) => Object.assign(d, { maintenancePossible: false, photos: [] }),
        'photos',
        'validation.photoAtLeastOne',
      ],
      [
        'uploaded photos',
        (d) => d.photos.push({ id: randomUUID(), kind: 'arrival', propertyId: null }),
        'photos.3.id',
        'inspection.rules.photoNotUploaded',
      ],
    ];

    it.each(cases)(
      'refuses a submit without %s, by name, and changes nothing',
      async (_name, breakIt, path, message) => {
        const id = await f.start(101);
        const draft = await f.completeDraft(id, 101);
        await breakIt(draft);
        const { properties } = await f.checklist(101);
        const expectedPath = path.replace(/\{(.+?)\}/, (_, n: string) =>
          String(properties.find((p) => p.nameEn === n)!.id),
        );
        const res = await f.submit(id, draft);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          Code: 'inspectionRulesFailed',
          Message: 'The inspection is not complete: fill in the marked fields',
        });
        expect(res.json().Errors).toEqual([{ path: `body.draft.${expectedPath}`, message }]);
        const row = await rowOf(id);
        expect(row.result).toBeNull();
        expect(
          (await db().select().from(serviceObjects).where(eq(serviceObjects.id, 101)))[0].gateState,
        ).not.toBe('needsRepair');
      },
    );

    it('answers 400 with every missing rule of an empty inspection', async () => {
      const id = await f.start(103);
      const res = await f.submit(id, emptyDraft);
      const paths = res.json().Errors.map((e: { path: string }) => e.path);
      expect(paths).toEqual(
        expect.arrayContaining(['body.draft.photos', 'body.draft.photos.closedGate', 'body.draft.approval']),
      );
      // Object 103 is no own speedgate: no cycle counters asked.
      expect(paths).not.toContain('body.draft.cycleCountBefore');
    });

    it('refuses a submit without an Idempotency-Key', async () => {
      const id = await f.start(101);
      const res = await f.call('engineer', 'POST', `/api/maintenancereport/${id}/submit`, {
        draft: await f.completeDraft(id, 101),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors[0].path).toBe('headers.idempotency-key');
    });
  });

  describe('the outcome', () => {
    it('makes one record of three simultaneous submits with one key, and 409 for another key after', async () => {
      const id = await f.start(101);
      const draft = await f.completeDraft(id, 101);
      const documentsBefore = await count(documents);
      const key = randomUUID();
      const answers = await Promise.all([
        f.submit(id, draft, key),
        f.submit(id, draft, key),
        f.submit(id, draft, key),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers[1].json()).toEqual(answers[0].json());
      expect(answers[2].json()).toEqual(answers[0].json());
      expect(await count(documents)).toBe(documentsBefore + 1);
      const results = await db()
        .select()
        .from(inspectionResults)
        .where(eq(inspectionResults.inspectionId, id));
      expect(results).toHaveLength((await f.checklist(101)).properties.length);
      expect((await f.submit(id, draft, randomUUID())).statusCode).toBe(409);
      expect(
        (await f.call('engineer', 'PUT', `/api/maintenancereport/${id}`, { step: 'arrival', draft }))
          .statusCode,
      ).toBe(409);
    });

    it('puts an all-conform gate in order and stores the signed report as a document the customer lists and opens', async () => {
      const id = await f.start(101);
      const draft = await f.completeDraft(id, 101);
      const outcome = (await f.submit(id, draft)).json();
      expect(outcome).toMatchObject({ result: 'conform', gateState: 'inService', notConform: 0 });
      expect(outcome.conform).toBe((await f.checklist(101)).properties.length);
      const object = (await f.get('alfa', '/api/Object/GetSingle?id=101')).json();
      expect(object.gateState).toBe('inService');
      const list = (await f.get('alfa', '/api/documents/serviceobjecttype?objectId=101')).json();
      const report = list.find((d: { id: number }) => d.id === outcome.reportDocumentId);
      expect(report).toMatchObject({ extension: 'pdf', available: true });
      expect(report.description).toMatch(/^Onderhoudsrapport SO-0101 /);
      const { url } = (await f.get('alfa', `/api/documents/${outcome.reportDocumentId}/url`)).json();
      const pdf = await f.t.app.inject({ method: 'GET', url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(JSON.stringify(list)).not.toContain(INTERNAL_REMARK);
      expect((await f.get('beta', `/api/documents/${outcome.reportDocumentId}/url`)).statusCode).toBe(403);
      const history = (await f.call('engineer', 'GET', '/api/maintenancereport?objectId=101')).json();
      expect(history.find((h: { id: string }) => h.id === id)).toMatchObject({
        status: 'submitted',
        result: 'conform',
      });
    });

    it('puts a photo the draft names twice in the report once, and keeps it once', async () => {
      /** The images the stored report embeds (pdfkit writes each as an XObject of its own). */
      const imagesOf = async (documentId: number) => {
        const { url } = (await f.get('alfa', `/api/documents/${documentId}/url`)).json();
        const pdf = (await f.t.app.inject({ method: 'GET', url })).rawPayload.toString('latin1');
        return pdf.match(/\/Subtype \/Image/g)?.length ?? 0;
      };
      const once = await f.start(101);
      const plain = (await f.submit(once, await f.completeDraft(once, 101))).json();
      // Another inspection of the gate, begun after that one was done, with its first photo named twice.
      const twice = await f.start(101);
      const draft = await f.completeDraft(twice, 101);
      draft.photos.push({ ...draft.photos[0] });
      const res = await f.submit(twice, draft);
      expect(res.statusCode).toBe(200);
      expect(await imagesOf(res.json().reportDocumentId)).toBe(await imagesOf(plain.reportDocumentId));
      expect(((await rowOf(twice)).draft as InspectionDraft).photos.map((p) => p.id)).toEqual(
        draft.photos.slice(0, -1).map((p) => p.id),
      );
    });

    it('marks a gate with a not conform item as needing repair and lists the failure for the customer', async () => {
      const id = await f.start(101);
      const draft = await f.completeDraft(id, 101);
      const photocells = (await f.checklist(101)).properties.find((p) => p.nameEn === 'Photocells')!;
      draft.answers[photocells.id] = {
        ...draft.answers[photocells.id],
        conform: false,
        condition: 4,
        repairRemarks: 'Fotocel links vervangen',
      };
      draft.photos.push(await f.photo(id, 'repair', photocells.id));
      const outcome = (await f.submit(id, draft)).json();
      expect(outcome).toMatchObject({ result: 'notConform', gateState: 'needsRepair', notConform: 1 });
      const failures = (await f.get('alfa', '/api/Object/failures?objectId=101')).json();
      expect(failures[0]).toMatchObject({
        kind: 'reportFailure',
        description: 'Onderhoudsinspectie niet conform: Fotocellen',
      });
      expect(JSON.stringify(failures)).not.toContain(INTERNAL_REMARK);
    });

    it('turns the gate out of order when maintenance is not possible, and mails the notice', async () => {
      const id = await f.start(101);
      f.t.mailer.sent.length = 0;
      const photo = await f.photo(id, 'arrival');
      const res = await f.submit(id, {
        maintenancePossible: false,
        cycleCountBefore: null,
        cycleCountAfter: null,
        photos: [photo],
        answers: {},
        approval: null,
        signerName: '',
        signed: false,
        internalRemarks: INTERNAL_REMARK,
        notPossibleReason: 'Aanrijdschade: poortblad ontzet',
      });
      expect(res.json()).toMatchObject({ result: 'notPossible', gateState: 'outOfService' });
      const failures = (await f.get('alfa', '/api/Object/failures?objectId=101')).json();
      expect(failures[0]).toMatchObject({
        kind: 'reportBreakdown',
        description: 'Onderhoud niet mogelijk: Aanrijdschade: poortblad ontzet',
      });
      const sent = f.t.mailer.sent;
      expect(sent.map((m) => m.to).sort()).toEqual(['alfaadmin@example.test', CONTACT_EMAIL]);
      const contact = sent.find((m) => m.to === CONTACT_EMAIL)!;
      expect(contact.subject).toBe('Onderhoud niet mogelijk: installatie SO-0101 buiten gebruik');
      expect(contact.text).toContain('Reden: Aanrijdschade: poortblad ontzet');
      const admin = sent.find((m) => m.to === 'alfaadmin@example.test')!;
      expect(admin.language).toBe('en');
      expect(admin.subject).toBe('Maintenance not possible: gate SO-0101 out of order');
      for (const m of sent) expect(m.text + m.html).not.toContain(INTERNAL_REMARK);
    });

    it('mails the report with the PDF to the location contact (nl) and the company admins (their language)', async () => {
      const id = await f.start(101);
      const draft = await f.completeDraft(id, 101);
      f.t.mailer.sent.length = 0;
      await f.submit(id, draft);
      const sent = f.t.mailer.sent;
      expect(sent).toHaveLength(2);
      expect(sent.find((m) => m.to === CONTACT_EMAIL)).toMatchObject({
        language: 'nl',
        subject: 'Onderhoudsrapport SO-0101, Hoofdkantoor',
      });
      expect(sent.find((m) => m.to === 'alfaadmin@example.test')).toMatchObject({
        language: 'en',
        subject: 'Maintenance report SO-0101, Hoofdkantoor',
      });
      for (const m of sent) {
        expect(m.attachments?.[0].content.subarray(0, 5).toString()).toBe('%PDF-');
        expect(m.link).toBe('http://localhost:3000/buildings/1/11/101');
        expect(m.text + m.html).not.toContain(INTERNAL_REMARK);
      }
    });
  });

  describe('the report', () => {
    it('holds no internal remarks, and says so plainly when the customer did not sign', async () => {
      const { properties, groups } = await f.checklist(101);
      const id = await f.start(101);
      const draft = { ...(await f.completeDraft(id, 101)), approval: 'withoutApproval' as const };
      const definition = JSON.stringify(
        reportDefinition({
          language: 'en',
          provider: { name: 'Poortservice', logo: null },
          object: {
            serviceobjectnumber: 'SO-0101',
            description: 'Speedgate',
            objectType: 'Speedgate',
            brand: null,
            relationName: 'Alfa',
            locationName: 'Hoofdkantoor',
            street: '',
            postalCode: '',
            city: 'Utrecht',
            ownSpeedgate: true,
          },
          engineerName: 'Eric',
          date: new Date('2026-03-02T10:00:00Z'),
          result: 'conform',
          draft,
          groups,
          properties,
          photos: [{ kind: 'closedGate', propertyId: null, bytes: JPEG, mimeType: 'image/jpeg' }],
          signature: null,
        }),
      );
      expect(definition).not.toContain(INTERNAL_REMARK);
      expect(definition).toContain('Not signed by the customer');
      expect(definition).toContain('Cycle count before');
      expect(definition).toContain('Force measurement: peak force');
    });
  });
});
