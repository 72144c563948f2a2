import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErpImportFile } from '../../contract/erp';
import type { Database } from '../../server/db/database';
import {
  appointments,
  contractLines,
  deliveryAddresses,
  documents,
  erpImports,
  jobOrders,
  objectProperties,
  relations,
  serviceObjects,
  storedFiles,
} from '../../server/db/schema';
import { createDiskFileStore } from '../../server/files/disk-file-store';
import { MAX_PROBLEMS } from '../../server/seed/import-checks';
import { ErpImportError, type ImportOptions, importErp } from '../../server/seed/importer';
import { databaseKinds, openTestDatabase } from './harness';

const seedFiles = new URL('../../server/seed/files/', import.meta.url);

/** A small export with one row or more of every kind; a fresh copy each call so a test may spoil it. */
function goodFile(): ErpImportFile {
  return {
    relations: [
      {
        pK_PT_RELATION: 1,
        code: 'DEB001',
        name: 'Jansen Logistiek B.V.',
        street: 'Havenweg 1',
        postalCode: '3011 AA',
        city: 'Rotterdam',
      },
      { pK_PT_RELATION: 2, code: 'DEB002', name: 'Hotel Het Anker', city: 'Vlissingen' },
    ],
    deliveryAddresses: [
      { pK_PT_RELATIONDELIVERYADDRESS: 11, fK_PT_RELATION: 1, name: 'Hoofdkantoor', city: 'Rotterdam' },
      { pK_PT_RELATIONDELIVERYADDRESS: 12, fK_PT_RELATION: 1, name: 'Distributiecentrum', city: 'Moerdijk' },
      { pK_PT_RELATIONDELIVERYADDRESS: 21, fK_PT_RELATION: 2, name: 'Hotel', city: 'Vlissingen' },
    ],
    objectTypes: [{ pK_R_SERVICEOBJECTTYPE: 1, code: 'SPEEDGATE', description: 'Speedgate' }],
    objects: [
      {
        pK_R_SERVICEOBJECT: 101,
        fK_PT_RELATION: 1,
        fK_PT_RELATIONDELIVERYADDRESS: 11,
        fK_R_SERVICEOBJECTTYPE: 1,
        serviceObjectNumber: 'SO-101',
        description: 'Speedgate hoofdingang',
        brand: 'Gunnebo',
        color: 'RVS',
        powerSupply: '24V DC',
        fillIn: 'Glas',
        walkThroughDoor: 'Nee',
        gateState: 'In bedrijf',
        buildDate: '2019-04-01',
        warrantyDate: '2021-04-01',
        providerOnly: false,
        ownSpeedgate: true,
        notes: 'Melden bij de receptie.',
        remarks: 'Vleugel opent traag.',
        realizedSolution: 'Tandriem vervangen.',
        internalNotes: 'Klant is kritisch.',
        accessKey: 'abcdefgh12345678',
        properties: [
          { name: 'Doorgangsbreedte', value: '900 mm', isPublic: true },
          { name: 'servicecode besturing', value: '4711', isPublic: false },
        ],
      },
      {
        pK_R_SERVICEOBJECT: 102,
        fK_PT_RELATION: 1,
        fK_PT_RELATIONDELIVERYADDRESS: 12,
        serviceObjectNumber: 'SO-102',
        providerOnly: true,
      },
      {
        pK_R_SERVICEOBJECT: 201,
        fK_PT_RELATION: 2,
        fK_PT_RELATIONDELIVERYADDRESS: 21,
        serviceObjectNumber: 'SO-201',
      },
    ],
    serviceIntervals: [
      {
        pK_R_SERVICEINTERVAL: 1,
        fK_R_SERVICEOBJECT: 101,
        description: 'Preventief onderhoud',
        intervalMonths: 6,
      },
    ],
    contracts: [
      {
        pK_R_CONTRACT: 301,
        fK_PT_RELATION: 1,
        contractNumber: 'CT-301',
        startDate: '2024-01-01',
        amount: 1200,
        lines: [
          { pK_R_CONTRACTLINE: 3011, fK_R_SERVICEOBJECT: 101, amount: 700 },
          { pK_R_CONTRACTLINE: 3012, fK_R_SERVICEOBJECT: 102, amount: 500 },
        ],
      },
    ],
    jobOrders: [
      {
        pK_R_JOBORDER: 401,
        fK_PT_RELATION: 1,
        fK_PT_RELATIONDELIVERYADDRESS: 11,
        fK_R_SERVICEOBJECT: 101,
        fK_R_CONTRACT: 301,
        orderNumber: 'VO-401',
        jobOrderNumber: 'WB-401',
        orderCategory: 'Storing',
        serviceType: 'Correctief onderhoud',
        orderDate: '2025-02-03',
        costPrice: 100,
        salesPrice: 150,
      },
    ],
    salesInvoices: [
      {
        pK_R_SALESINVOICE: 501,
        fK_PT_RELATION: 1,
        fK_R_JOBORDER: 401,
        invoiceNumber: 'VF-501',
        invoiceDate: '2025-02-10',
        amountInclVat: 181.5,
        openAmount: 181.5,
      },
      {
        pK_R_SALESINVOICE: 502,
        fK_PT_RELATION: 2,
        invoiceNumber: 'VF-502',
        invoiceDate: '2025-03-01',
        amountInclVat: 99.99,
      },
    ],
    quotations: [
      {
        pK_R_OFFER: 601,
        fK_PT_RELATION: 2,
        fK_R_SERVICEOBJECT: 201,
        quotationNumber: 'OF-601',
        date: '2025-03-05',
        amount: 560,
        status: 'Submitted',
        lines: [
          { pK_R_OFFERDETAIL: 6011, pos: 10, description: 'Fotocelset', quantity: 2, price: 150 },
          { pK_R_OFFERDETAIL: 6012, pos: 20, description: 'Montage (uur)', quantity: 4, price: 65 },
        ],
      },
    ],
    documents: [
      {
        pK_R_DOCUMENT: 701,
        description: 'Factuur VF-501',
        extension: 'pdf',
        fK_R_SALESINVOICE: 501,
        file: 'files/factuur.pdf',
      },
      {
        pK_R_DOCUMENT: 702,
        description: 'Foto',
        extension: 'jpg',
        fK_R_SERVICEOBJECT: 101,
        file: 'files/foto.jpg',
      },
      {
        pK_R_DOCUMENT: 703,
        description: 'Handleiding',
        extension: 'PDF',
        fK_R_SERVICEOBJECTTYPE: 1,
        file: 'files/factuur.pdf',
      },
      { pK_R_DOCUMENT: 704, description: 'Tekening (archief)', extension: 'pdf', fK_R_OFFER: 601 },
    ],
    appointments: [
      {
        pK_R_APPOINTMENT: 801,
        fK_PT_RELATION: 1,
        fK_R_SERVICEOBJECT: 101,
        fK_R_JOBORDER: 401,
        startsAt: '2025-02-03T08:30:00.000Z',
        type: 'Storing',
        engineerEmail: 'engineer@demo.example',
        engineerName: 'Jeroen Bos',
      },
      {
        pK_R_APPOINTMENT: 802,
        fK_PT_RELATION: 2,
        startsAt: '2025-02-04T09:00:00+01:00',
        type: 'Preventief onderhoud',
        status: 'done',
      },
    ],
    maintenanceGroups: [{ pK_R_MAINTENANCEGROUP: 1, nameNl: 'Veiligheid', nameEn: 'Safety' }],
    maintenanceLocations: [{ pK_R_MAINTENANCELOCATION: 1, nameNl: 'Poortblad', nameEn: 'Gate leaf' }],
    maintenanceProperties: [
      {
        pK_R_MAINTENANCEPROPERTY: 1,
        fK_R_MAINTENANCEGROUP: 1,
        fK_R_MAINTENANCELOCATION: 1,
        nameNl: 'Fotocellen',
        nameEn: 'Photocells',
        expectedCondition: 2,
      },
      {
        pK_R_MAINTENANCEPROPERTY: 2,
        fK_R_MAINTENANCEGROUP: 1,
        fK_R_SERVICEOBJECTTYPE: 1,
        nameNl: 'Krachtmeting: piekkracht',
        nameEn: 'Force measurement: peak force',
        standard: 'EN 12453',
        unit: 'N',
        valueMin: 0,
        valueMax: 5000,
        limitMax: 400,
      },
    ],
  };
}

const tables = [
  'relations',
  'delivery_addresses',
  'object_types',
  'service_objects',
  'object_properties',
  'service_intervals',
  'contracts',
  'contract_lines',
  'job_orders',
  'sales_invoices',
  'quotations',
  'quotation_lines',
  'documents',
  'stored_files',
  'appointments',
  'maintenance_groups',
  'maintenance_locations',
  'maintenance_properties',
  'erp_imports',
];

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(sql.raw(table));
    counts[table] = Number(row.n);
  }
  return counts;
}

describe.each(databaseKinds)('ERP import on %s', (kind) => {
  let dir: string;
  let database: Database;
  let options: ImportOptions & { filesDir: string };

  // One database per suite (opening one costs seconds); every test starts from empty tables.
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erp-import-'));
    mkdirSync(join(dir, 'files'));
    copyFileSync(new URL('factuur.pdf', seedFiles), join(dir, 'files', 'factuur.pdf'));
    copyFileSync(new URL('speedgate.jpg', seedFiles), join(dir, 'files', 'foto.jpg'));
    writeFileSync(join(dir, 'files', 'not-a-pdf.pdf'), 'Dit is platte tekst, geen PDF.\n');
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
    const filesDir = mkdtempSync(join(tmpdir(), 'erp-files-'));
    options = { baseDir: dir, filesDir, files: createDiskFileStore(filesDir), source: 'test.json' };
  });
  afterEach(() => rmSync(options.filesDir, { recursive: true, force: true }));

  const problemsOf = async (data: unknown): Promise<string[]> => {
    const error = await importErp(database.db, data, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErpImportError);
    return (error as ErpImportError).problems;
  };

  it('imports a good file and answers the counts of what it wrote', async () => {
    const counts = await importErp(database.db, goodFile(), options);
    expect(counts).toEqual({
      relations: 2,
      deliveryAddresses: 3,
      objectTypes: 1,
      objects: 3,
      objectProperties: 2,
      serviceIntervals: 1,
      contracts: 1,
      contractLines: 2,
      jobOrders: 1,
      salesInvoices: 2,
      quotations: 1,
      quotationLines: 2,
      documents: 4,
      files: 2,
      appointments: 2,
      cancelledAppointments: 0,
      maintenanceGroups: 1,
      maintenanceLocations: 1,
      maintenanceProperties: 2,
    });
    expect(await rowCounts(database)).toMatchObject({
      relations: 2,
      delivery_addresses: 3,
      service_objects: 3,
      object_properties: 2,
      contract_lines: 2,
      quotation_lines: 2,
      documents: 4,
      stored_files: 2,
      appointments: 2,
      erp_imports: 1,
    });
    const [object] = await database.db.select().from(serviceObjects).where(eq(serviceObjects.id, 101));
    expect(object).toMatchObject({
      relationId: 1,
      deliveryAddressId: 11,
      brand: 'Gunnebo',
      powerSupply: '24V DC',
      buildDate: '2019-04-01',
      ownSpeedgate: true,
      providerOnly: false,
      internalNotes: 'Klant is kritisch.',
      accessKey: 'abcdefgh12345678',
      // The ERP's words from a fixed list are kept as the portal's codes; free text stays as written.
      walkThroughDoor: 'none',
      gateState: 'inService',
      description: 'Speedgate hoofdingang',
    });
    const [order] = await database.db.select().from(jobOrders).where(eq(jobOrders.id, 401));
    expect(order).toMatchObject({ orderCategory: 'failure', serviceType: 'corrective' });
    const types = await database.db
      .select({ type: appointments.type })
      .from(appointments)
      .orderBy(appointments.id);
    expect(types).toEqual([{ type: 'failure' }, { type: 'preventiveMaintenance' }]);
    const [hidden] = await database.db.select().from(serviceObjects).where(eq(serviceObjects.id, 102));
    expect(hidden.providerOnly).toBe(true);
    const properties = await database.db
      .select({ name: objectProperties.name, isPublic: objectProperties.isPublic })
      .from(objectProperties)
      .orderBy(objectProperties.sortOrder);
    expect(properties).toEqual([
      { name: 'passageWidth', isPublic: true },
      { name: 'controllerServiceCode', isPublic: false },
    ]);
    const [record] = await database.db.select().from(erpImports);
    expect(record.source).toBe('test.json');
    expect(JSON.parse(record.counts)).toEqual(counts);
    expect(record.finishedAt.getTime()).toBeGreaterThanOrEqual(record.startedAt.getTime());
  });

  it('upserts by ERP key on a re-import: no duplicates, changed fields updated, dropped lines removed', async () => {
    await importErp(database.db, goodFile(), options);
    const before = await rowCounts(database);
    const changed = goodFile();
    changed.relations![0].name = 'Jansen Logistiek Groep B.V.';
    changed.objects![0].brand = 'Boon Edam';
    changed.objects![0].properties = [{ name: 'Doorgangsbreedte', value: '1000 mm', isPublic: true }];
    changed.contracts![0].lines = [changed.contracts![0].lines![0]];
    await importErp(database.db, changed, { ...options, source: 'second.json' });

    expect(await rowCounts(database)).toEqual({
      ...before,
      object_properties: 1,
      contract_lines: 1,
      erp_imports: 2,
    });
    const [relation] = await database.db.select().from(relations).where(eq(relations.id, 1));
    expect(relation.name).toBe('Jansen Logistiek Groep B.V.');
    const [object] = await database.db.select().from(serviceObjects).where(eq(serviceObjects.id, 101));
    expect(object.brand).toBe('Boon Edam');
    expect(await database.db.select({ id: contractLines.id }).from(contractLines)).toEqual([{ id: 3011 }]);
  });

  it('keeps manager info and location contact entered in the portal when the file gives none', async () => {
    await importErp(database.db, goodFile(), options);
    await database.db
      .update(deliveryAddresses)
      .set({ managerCompany: 'Facilitair Bedrijf', managerContactPhone: '06 1234 5678' })
      .where(eq(deliveryAddresses.id, 11));
    await importErp(database.db, goodFile(), options);
    const [address] = await database.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, 11));
    expect(address).toMatchObject({
      managerCompany: 'Facilitair Bedrijf',
      managerContactPhone: '06 1234 5678',
    });
  });

  it('accepts a delta file that refers to rows imported earlier', async () => {
    await importErp(database.db, goodFile(), options);
    const counts = await importErp(
      database.db,
      {
        salesInvoices: [
          {
            pK_R_SALESINVOICE: 503,
            fK_PT_RELATION: 1,
            fK_R_CONTRACT: 301,
            fK_R_SERVICEOBJECT: 102,
            invoiceNumber: 'VF-503',
            invoiceDate: '2025-04-01',
            amountInclVat: 300,
          },
        ],
        documents: [
          { pK_R_DOCUMENT: 705, description: 'Factuur VF-503', extension: 'pdf', fK_R_SALESINVOICE: 503 },
        ],
      },
      options,
    );
    expect(counts).toMatchObject({ salesInvoices: 1, documents: 1, relations: 0 });
    const [document] = await database.db.select().from(documents).where(eq(documents.id, 705));
    expect(document).toMatchObject({ kind: 'salesinvoice', relationId: 1, invoiceId: 503, fileSha256: null });
  });

  it('stores document files by their SHA-256 with the type read from their bytes', async () => {
    await importErp(database.db, goodFile(), options);
    const pdf = readFileSync(join(dir, 'files', 'factuur.pdf'));
    const jpg = readFileSync(join(dir, 'files', 'foto.jpg'));
    const pdfHash = createHash('sha256').update(pdf).digest('hex');
    const jpgHash = createHash('sha256').update(jpg).digest('hex');

    expect(readdirSync(options.filesDir).sort()).toEqual([pdfHash, jpgHash].sort());
    expect(readFileSync(join(options.filesDir, pdfHash)).equals(pdf)).toBe(true);
    expect(readFileSync(join(options.filesDir, jpgHash)).equals(jpg)).toBe(true);
    const stored = await database.db.select().from(storedFiles).orderBy(storedFiles.mimeType);
    expect(stored.map(({ sha256, size, mimeType }) => ({ sha256, size, mimeType }))).toEqual([
      { sha256: pdfHash, size: pdf.length, mimeType: 'application/pdf' },
      { sha256: jpgHash, size: jpg.length, mimeType: 'image/jpeg' },
    ]);
    const docs = await database.db.select().from(documents).orderBy(documents.id);
    expect(docs.map((d) => [d.id, d.kind, d.extension, d.fileSha256, d.relationId])).toEqual([
      [701, 'salesinvoice', 'pdf', pdfHash, 1],
      [702, 'serviceobject', 'jpg', jpgHash, 1],
      [703, 'serviceobjecttype', 'pdf', pdfHash, null],
      [704, 'offer', 'pdf', null, 2],
    ]);
  });

  describe('a bad file', () => {
    const expectNothingWritten = async (data: unknown) => {
      await importErp(database.db, goodFile(), options);
      const before = await rowCounts(database);
      const filesBefore = readdirSync(options.filesDir);
      const problems = await problemsOf(data);
      expect(await rowCounts(database)).toEqual(before);
      expect(readdirSync(options.filesDir)).toEqual(filesBefore);
      return problems;
    };

    it('names a missing required field by its JSON path and writes nothing', async () => {
      const data = goodFile();
      delete (data.objects![1] as { fK_PT_RELATION?: number }).fK_PT_RELATION;
      data.relations![0].name = 'Changed, but must not be written';
      expect(await expectNothingWritten(data)).toEqual(['objects[1].fK_PT_RELATION: Required']);
      const [relation] = await database.db.select().from(relations).where(eq(relations.id, 1));
      expect(relation.name).toBe('Jansen Logistiek B.V.');
    });

    it('names a field of the wrong type, also inside lines', async () => {
      const data = goodFile() as Record<string, unknown[]>;
      (data.salesInvoices[0] as Record<string, unknown>).amountInclVat = '181,50';
      const quotation = data.quotations[0] as { lines: Record<string, unknown>[] };
      quotation.lines[1].quantity = 'vier';
      (data.quotations[0] as Record<string, unknown>).status = 'Accepted';
      const problems = await expectNothingWritten(data);
      expect(problems).toHaveLength(3);
      expect(problems[0]).toMatch(/^salesInvoices\[0\]\.amountInclVat: .*expected number/);
      expect(problems[1]).toMatch(/^quotations\[0\]\.status: /);
      expect(problems[2]).toMatch(/^quotations\[0\]\.lines\[1\]\.quantity: /);
    });

    it('refuses a word that is not on its fixed list, naming the words that are', async () => {
      const data = goodFile();
      data.objects![0].gateState = 'Kapot';
      data.objects![0].properties![0].name = 'Kleur van de knop';
      data.appointments![1].type = 'Koffie drinken';
      expect(await expectNothingWritten(data)).toEqual([
        'objects[0].gateState: must be one of "In bedrijf", "Beperkt in bedrijf", "Storing", "Buiten gebruik", "Reparatie nodig"',
        expect.stringMatching(/^objects\[0\]\.properties\[0\]\.name: must be one of "Doorgangsbreedte", /),
        expect.stringMatching(/^appointments\[1\]\.type: must be one of "Preventief onderhoud", /),
      ]);
    });

    it('names unknown foreign keys and keys of another relation', async () => {
      const data = goodFile();
      data.objects![0].fK_PT_RELATIONDELIVERYADDRESS = 9999;
      data.objects![2].fK_PT_RELATIONDELIVERYADDRESS = 11;
      data.salesInvoices![1].fK_R_JOBORDER = 12345;
      data.documents![0].fK_R_SALESINVOICE = 777;
      expect(await expectNothingWritten(data)).toEqual([
        'objects[0].fK_PT_RELATIONDELIVERYADDRESS: unknown delivery address 9999',
        'objects[2].fK_PT_RELATIONDELIVERYADDRESS: delivery address 11 belongs to relation 1, not to relation 2',
        'salesInvoices[1].fK_R_JOBORDER: unknown job order 12345',
        'documents[0].fK_R_SALESINVOICE: unknown sales invoice 777',
      ]);
    });

    it('refuses a catalogue item of an unknown group, and a measured item without its range', async () => {
      const data = goodFile();
      data.maintenanceProperties![0].fK_R_MAINTENANCEGROUP = 77;
      data.maintenanceProperties![1].valueMax = null;
      data.maintenanceProperties![0].limitMax = 10;
      expect(await expectNothingWritten(data)).toEqual([
        'maintenanceProperties[0].limitMax: only a measured item (with a unit) has one',
        'maintenanceProperties[1].valueMax: a measured item needs its range',
      ]);
      data.maintenanceProperties![0].limitMax = null;
      data.maintenanceProperties![1].valueMax = 5000;
      expect(await expectNothingWritten(data)).toEqual([
        'maintenanceProperties[0].fK_R_MAINTENANCEGROUP: unknown maintenance group 77',
      ]);
    });

    it('refuses a .pdf whose bytes are not a PDF, and a JPEG named .pdf', async () => {
      const data = goodFile();
      data.documents![0].file = 'files/not-a-pdf.pdf';
      data.documents![1].extension = 'pdf';
      data.documents![3].file = 'files/missing.pdf';
      expect(await expectNothingWritten(data)).toEqual([
        'documents[0].file: the file is not a PDF, JPEG or PNG file',
        'documents[1].file: the file is a JPEG, which does not match extension pdf',
        'documents[3].file: file not found',
      ]);
    });

    it('refuses the same ERP key twice, an access key in use, and a document with two owners', async () => {
      const data = goodFile();
      data.relations!.push({ ...data.relations![0] });
      data.documents![2].fK_R_SERVICEOBJECT = 101;
      expect(await problemsOf(data)).toEqual([
        'documents[2].fK_R_SERVICEOBJECT: must belong to exactly one of fK_R_SERVICEOBJECTTYPE, fK_R_SERVICEOBJECT, fK_R_SALESINVOICE, fK_R_JOBORDER, fK_R_OFFER',
      ]);
      data.documents![2].fK_R_SERVICEOBJECT = null;
      expect(await problemsOf(data)).toEqual([
        'relations[2].pK_PT_RELATION: 1 occurs twice (also at relations[0])',
      ]);

      const other = {
        objects: [
          {
            pK_R_SERVICEOBJECT: 103,
            fK_PT_RELATION: 1,
            fK_PT_RELATIONDELIVERYADDRESS: 11,
            serviceObjectNumber: 'SO-103',
            accessKey: 'abcdefgh12345678',
          },
        ],
      };
      expect(await expectNothingWritten(other)).toEqual([
        'objects[0].accessKey: already used by service object 101',
      ]);
    });

    it('refuses an unknown section and answers at most the first problems', async () => {
      expect(await problemsOf({ invoices: [] })).toEqual(['(file): Unrecognized key: "invoices"']);
      const objects = Array.from({ length: 30 }, (_, i) => ({ pK_R_SERVICEOBJECT: i + 1 }));
      const problems = await problemsOf({ objects });
      expect(problems).toHaveLength(MAX_PROBLEMS);
      expect(problems[0]).toBe('objects[0].fK_PT_RELATION: Required');
    });

    it('leaves an empty database empty', async () => {
      const data = goodFile();
      data.appointments![0].startsAt = 'morgen om negen uur';
      const problems = await problemsOf(data);
      expect(problems).toEqual([expect.stringMatching(/^appointments\[0\]\.startsAt: /)]);
      expect(Object.values(await rowCounts(database)).every((n) => n === 0)).toBe(true);
      expect(existsSync(options.filesDir) ? readdirSync(options.filesDir) : []).toEqual([]);
    });
  });
});
