import { fileURLToPath } from 'node:url';
import type { ErpImportFile } from '../../contract/erp';
import { demoCatalogue } from './catalogue';
import {
  demoEngineer,
  demoObjectTypes,
  demoRelationKeys,
  failures,
  firstNames,
  internalNotes,
  kindOrder,
  kinds,
  lastNames,
  managerCompanies,
  type ObjectKind,
  objectTypeIds,
  otherEngineers,
  places,
  relationSeeds,
  siteNames,
  siteNotes,
} from './demo-vocabulary';
import { Random } from './random';

/** Document paths in the demo set are relative to this folder, as they are to an import file's folder. */
export const demoBaseDir = fileURLToPath(new URL('.', import.meta.url));

const SEED = 20_260_302;

type ImportSection<K extends keyof ErpImportFile> = NonNullable<ErpImportFile[K]>[number];
type Relation = ImportSection<'relations'>;
type Address = ImportSection<'deliveryAddresses'>;
type ServiceObject = ImportSection<'objects'>;
type Contract = ImportSection<'contracts'>;
type JobOrder = ImportSection<'jobOrders'>;
type Invoice = ImportSection<'salesInvoices'>;
type Quotation = ImportSection<'quotations'>;
type Document = ImportSection<'documents'>;
type Appointment = ImportSection<'appointments'>;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A local calendar day as YYYY-MM-DD: the day the user sees, not the UTC one. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const addMonths = (date: Date, months: number) =>
  new Date(date.getFullYear(), date.getMonth() + months, Math.min(date.getDate(), 28));
const atTime = (day: Date, hours: number, minutes: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes).toISOString();

const personName = (r: Random) => `${r.pick(firstNames)} ${r.pick(lastNames)}`;
const mobile = (r: Random) => `06 ${r.int(1000, 9999)} ${r.int(1000, 9999)}`;

/**
 * The demo data set as an ERP export, built from a fixed seed. All dates are relative to `today`, so the set
 * looks current on whatever day it is loaded, and the same day always gives the same set.
 */
export function buildDemoImport(today: Date): ErpImportFile {
  const r = new Random(SEED);
  const year = today.getFullYear() % 100;
  const relations: Relation[] = [];
  const addresses: Address[] = [];
  const objects: ServiceObject[] = [];
  const intervals: NonNullable<ErpImportFile['serviceIntervals']> = [];
  const contracts: Contract[] = [];
  const jobOrders: JobOrder[] = [];
  const invoices: Invoice[] = [];
  const quotations: Quotation[] = [];
  const documents: Document[] = [];
  const appointments: Appointment[] = [];
  const kindOf = new Map<number, ObjectKind>();

  let addressId = 2001;
  let objectId = 10_001;
  relationSeeds.forEach((seed, i) => {
    const relationId = 1001 + i;
    relations.push({
      pK_PT_RELATION: relationId,
      code: `DEB${pad(relationId, 5)}`,
      name: seed.name,
      street: seed.street,
      postalCode: seed.postalCode,
      city: seed.city,
      phone: `0${r.int(10, 79)} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
      email: `facilitair@${seed.domain}`,
    });
    for (let a = 0; a < seed.addresses; a++) {
      const place = a === 0 ? seed : r.pick(places);
      const hasManager = r.chance(0.6);
      const hasContact = r.chance(0.5);
      addresses.push({
        pK_PT_RELATIONDELIVERYADDRESS: addressId,
        fK_PT_RELATION: relationId,
        name:
          a === 0
            ? `${siteNames[0]} ${seed.city}`
            : `${siteNames[1 + ((i + a) % (siteNames.length - 1))]} ${place.city}`,
        street: a === 0 ? seed.street : `${place.street} ${r.int(1, 140)}`,
        postalCode: place.postalCode,
        city: place.city,
        managerCompany: hasManager ? r.pick(managerCompanies) : null,
        managerName: hasManager ? personName(r) : null,
        managerContactPhone: hasManager ? mobile(r) : null,
        managerNotes: hasManager && r.chance(0.5) ? 'Bereikbaar op werkdagen van 7:30 tot 16:30.' : null,
        contactName: hasContact ? personName(r) : null,
        contactPhone: hasContact ? mobile(r) : null,
        contactNotes: hasContact && r.chance(0.5) ? 'Contactpersoon voor sleuteloverdracht.' : null,
      });
      // Derived from the name, not drawn: the demo's other random choices stay what they were.
      const added = addresses[addresses.length - 1];
      added.contactEmail = added.contactName
        ? `${added.contactName.toLowerCase().replace(/[^a-z]+/g, '.')}@${seed.domain}`
        : null;
      const objectCount = r.int(1, 4);
      for (let o = 0; o < objectCount; o++) {
        // The first objects walk through every kind, so each kind is certainly present.
        const kind = objectId - 10_001 < kindOrder.length ? kindOrder[objectId - 10_001] : r.pick(kindOrder);
        const k = kinds[kind];
        const brand = r.pick(k.brands);
        const buildDate = addDays(today, -r.int(200, 5200));
        const failure = r.chance(0.2) ? r.pick(failures) : null;
        objects.push({
          pK_R_SERVICEOBJECT: objectId,
          fK_PT_RELATION: relationId,
          fK_PT_RELATIONDELIVERYADDRESS: addressId,
          fK_R_SERVICEOBJECTTYPE: objectTypeIds[kind],
          serviceObjectNumber: `SO-${pad(objectId - 10_000 + 24_000, 6)}`,
          description: r.pick(k.descriptions),
          brand,
          color: r.pick(k.colors),
          powerSupply: r.pick(k.powerSupplies),
          fillIn: r.pick(k.fillIns),
          walkThroughDoor: r.pick(k.walkThroughDoors),
          gateState: failure
            ? failure.solution
              ? 'Beperkt in bedrijf'
              : 'Storing'
            : r.chance(0.05)
              ? 'Buiten gebruik'
              : 'In bedrijf',
          buildDate: isoDay(buildDate),
          warrantyDate: isoDay(addMonths(buildDate, 24)),
          providerOnly: objectId % 17 === 0,
          ownSpeedgate: kind === 'speedgate' && brand === 'Poortservice',
          notes: r.chance(0.5) ? r.pick(siteNotes) : null,
          remarks: failure?.remarks ?? null,
          realizedSolution: failure?.solution ?? null,
          internalNotes: r.chance(0.4) ? r.pick(internalNotes) : null,
          accessKey: r.key(20),
          properties: k.properties(r),
        });
        kindOf.set(objectId, kind);
        const last = addDays(today, -r.int(10, 170));
        const months = r.pick([6, 12]);
        intervals.push({
          pK_R_SERVICEINTERVAL: 20_000 + intervals.length + 1,
          fK_R_SERVICEOBJECT: objectId,
          description: 'Preventief onderhoud',
          intervalMonths: months,
          lastDate: isoDay(last),
          nextDate: isoDay(addMonths(last, months)),
        });
        if (kind !== 'turnstile') {
          const inspected = addDays(today, -r.int(30, 330));
          intervals.push({
            pK_R_SERVICEINTERVAL: 20_000 + intervals.length + 1,
            fK_R_SERVICEOBJECT: objectId,
            description: 'Veiligheidskeuring EN 12453',
            intervalMonths: 12,
            lastDate: isoDay(inspected),
            nextDate: isoDay(addMonths(inspected, 12)),
          });
        }
        objectId++;
      }
      addressId++;
    }
  });

  const objectsOf = (relationId: number) => objects.filter((o) => o.fK_PT_RELATION === relationId);
  const contactOf = (relationId: number) =>
    addresses.find((a) => a.fK_PT_RELATION === relationId && a.contactName)?.contactName ?? personName(r);
  let lineId = 31_001;
  let invoiceId = 50_001;
  let invoiceNumber = 1;
  const invoice = (
    relationId: number,
    date: Date,
    amountExclVat: number,
    links: Partial<Pick<Invoice, 'fK_R_CONTRACT' | 'fK_R_JOBORDER' | 'fK_R_SERVICEOBJECT'>>,
    description: string,
  ) => {
    const amountInclVat = Math.round(amountExclVat * 121) / 100;
    const age = (today.getTime() - date.getTime()) / 86_400_000;
    // Recent invoices are still open; a few older ones are partly paid; the rest are paid.
    const openAmount =
      age < 30 ? amountInclVat : age < 120 && r.chance(0.3) ? Math.round(amountInclVat * 50) / 100 : 0;
    invoices.push({
      pK_R_SALESINVOICE: invoiceId++,
      fK_PT_RELATION: relationId,
      ...links,
      invoiceNumber: `VF${year}-${pad(invoiceNumber++, 5)}`,
      invoiceDate: isoDay(date),
      dueDate: isoDay(addDays(date, 30)),
      description,
      amountInclVat,
      openAmount,
    });
    return invoiceId - 1;
  };

  for (const relation of relations) {
    const relationId = relation.pK_PT_RELATION;
    const own = objectsOf(relationId);
    const contractCount = own.length > 6 ? 2 : 1;
    for (let c = 0; c < contractCount; c++) {
      const contractId = 30_001 + contracts.length;
      const level = r.pick([
        { name: 'Basis', interval: '1x per jaar', response: 'Volgende werkdag' },
        { name: 'Plus', interval: '2x per jaar', response: '8 uur' },
        { name: 'Premium', interval: '4x per jaar', response: '4 uur, 24/7' },
      ]);
      const covered = own.filter((_, i) => i % contractCount === c);
      const lines = covered.map((o) => ({
        pK_R_CONTRACTLINE: lineId++,
        fK_R_SERVICEOBJECT: o.pK_R_SERVICEOBJECT,
        description: `${o.description} (${o.serviceObjectNumber})`,
        serviceInterval: level.interval,
        responseTime: level.response,
        amount: r.money(180, 960),
      }));
      const amount = Math.round(lines.reduce((sum, l) => sum + l.amount, 0) * 100) / 100;
      const start = addMonths(today, -r.int(8, 48));
      contracts.push({
        pK_R_CONTRACT: contractId,
        fK_PT_RELATION: relationId,
        contractNumber: `CT${year}-${pad(contractId - 30_000, 4)}`,
        description: `Onderhoudscontract ${level.name}`,
        startDate: isoDay(start),
        endDate: r.chance(0.3) ? isoDay(addMonths(start, 60)) : null,
        nextInvoiceDate: isoDay(addDays(today, r.int(5, 85))),
        amount,
        serviceInterval: level.interval,
        responseTime: level.response,
        lines,
      });
      for (let q = 1; q <= 4; q++) {
        invoice(
          relationId,
          addDays(today, -(q - 1) * 91 - r.int(2, 20)),
          Math.round(amount * 25) / 100,
          {
            fK_R_CONTRACT: contractId,
          },
          `Onderhoudscontract ${level.name}, termijn ${5 - q}`,
        );
      }
    }

    const orderCount = r.int(2, 6);
    for (let j = 0; j < orderCount; j++) {
      const jobOrderId = 40_001 + jobOrders.length;
      const object = own.length ? r.pick(own) : undefined;
      const contract = contracts.find((c) => c.fK_PT_RELATION === relationId);
      const category = r.pick([
        { category: 'Storing', service: 'Correctief onderhoud', reference: 'Storing' },
        { category: 'Onderhoud', service: 'Preventief onderhoud', reference: 'Periodiek onderhoud' },
        { category: 'Reparatie', service: 'Correctief onderhoud', reference: 'Reparatie' },
        { category: 'Keuring', service: 'Veiligheidskeuring', reference: 'Keuring EN 12453' },
      ]);
      const orderDate = addDays(today, -r.int(3, 330));
      const hours = r.int(1, 12) / 2;
      const costPrice = r.money(90, 1400);
      const salesPrice = Math.round(costPrice * (1.25 + r.next() * 0.4) * 100) / 100;
      jobOrders.push({
        pK_R_JOBORDER: jobOrderId,
        fK_PT_RELATION: relationId,
        fK_PT_RELATIONDELIVERYADDRESS: object?.fK_PT_RELATIONDELIVERYADDRESS ?? null,
        fK_R_SERVICEOBJECT: object?.pK_R_SERVICEOBJECT ?? null,
        fK_R_CONTRACT: category.category === 'Onderhoud' ? (contract?.pK_R_CONTRACT ?? null) : null,
        orderNumber: `VO${year}-${pad(jobOrderId - 40_000 + 300, 5)}`,
        jobOrderNumber: `WB${year}-${pad(jobOrderId - 40_000 + 1200, 5)}`,
        orderCategory: category.category,
        orderDate: isoDay(orderDate),
        orderAmount: salesPrice,
        reference: object ? `${category.reference} ${object.description?.toLowerCase()}` : category.reference,
        customerOrderNumber: r.chance(0.5) ? `PO-${r.int(100_000, 999_999)}` : null,
        serviceType: category.service,
        contact: contactOf(relationId),
        description: object?.remarks ?? `${category.reference} uitgevoerd volgens afspraak.`,
        operationTimeMachine: Math.round(hours * 0.5 * 100) / 100,
        operationTimeEmployee: hours,
        dateInWip: isoDay(addDays(orderDate, r.int(0, 3))),
        costPrice,
        salesPrice,
      });
      if (r.chance(0.8)) {
        invoice(
          relationId,
          addDays(orderDate, r.int(3, 14)),
          salesPrice,
          {
            fK_R_JOBORDER: jobOrderId,
            fK_R_SERVICEOBJECT: object?.pK_R_SERVICEOBJECT ?? null,
          },
          `Werkbon ${jobOrders[jobOrders.length - 1].jobOrderNumber}`,
        );
      }
    }
  }

  // Every status occurs: the statuses are dealt in turn over the quotations.
  const statuses = ['New', 'Submitted', 'Revised', 'Rejected', 'Order'] as const;
  const quotationWork = [
    {
      description: 'Vervanging aandrijving',
      lines: [
        ['Aandrijfmotor 24V DC', 1480],
        ['Montage en inregelen (uur)', 89.5],
      ],
    },
    {
      description: 'Veiligheidsvoorzieningen volgens EN 12453',
      lines: [
        ['Veiligheidslijst met draadloze set', 365],
        ['Fotocelset', 148],
        ['Krachtmeting en rapport', 175],
      ],
    },
    {
      description: 'Nieuwe boomarm met verlichting',
      lines: [
        ['Boomarm 4,5 m met LED-verlichting', 690],
        ['Breekkoppeling', 120],
        ['Montage (uur)', 89.5],
      ],
    },
    {
      description: 'Upgrade toegangscontrole',
      lines: [
        ['Kaartlezer Nedap', 540],
        ['Bekabeling en aansluiten (uur)', 89.5],
      ],
    },
  ] as const;
  let quotationLineId = 61_001;
  relations.forEach((relation, i) => {
    const own = objectsOf(relation.pK_PT_RELATION);
    const count = 1 + (i % 3);
    for (let q = 0; q < count; q++) {
      const quotationId = 60_001 + quotations.length;
      const work = r.pick(quotationWork);
      const object = own.length && r.chance(0.7) ? r.pick(own) : undefined;
      const lines = work.lines.map(([description, price], pos) => ({
        pK_R_OFFERDETAIL: quotationLineId++,
        pos: (pos + 1) * 10,
        description,
        quantity: description.includes('(uur)') ? r.int(2, 8) : r.int(1, 2),
        price,
      }));
      const status = statuses[quotations.length % statuses.length];
      const revision = status === 'Revised' ? r.int(1, 2) : 0;
      quotations.push({
        pK_R_OFFER: quotationId,
        fK_PT_RELATION: relation.pK_PT_RELATION,
        fK_PT_RELATIONDELIVERYADDRESS: object?.fK_PT_RELATIONDELIVERYADDRESS ?? null,
        fK_R_SERVICEOBJECT: object?.pK_R_SERVICEOBJECT ?? null,
        quotationNumber: `OF${year}-${pad(quotationId - 60_000 + 150, 5)}`,
        revision,
        version: revision + 1,
        date: isoDay(addDays(today, -r.int(2, 200))),
        description: work.description,
        amount: Math.round(lines.reduce((sum, l) => sum + l.quantity * l.price, 0) * 100) / 100,
        status,
        lines,
      });
    }
  });
  quotations.push(...quotationsToDecide(today, year, quotations.length, quotationLineId, objectsOf));

  let documentId = 70_001;
  const document = (doc: Omit<Document, 'pK_R_DOCUMENT'>) =>
    documents.push({ pK_R_DOCUMENT: documentId++, ...doc });
  for (const type of demoObjectTypes) {
    document({
      description: `Gebruikershandleiding ${type.description.toLowerCase()}`,
      extension: 'pdf',
      fK_R_SERVICEOBJECTTYPE: type.pK_R_SERVICEOBJECTTYPE,
      file: 'files/handleiding.pdf',
    });
  }
  const photos: Partial<Record<ObjectKind, string>> = {
    speedgate: 'files/speedgate.jpg',
    barrier: 'files/slagboom.jpg',
    slidingGate: 'files/schuifpoort.jpg',
  };
  for (const object of objects) {
    const photo = photos[kindOf.get(object.pK_R_SERVICEOBJECT)!];
    if (photo) {
      document({
        description: 'Foto installatie',
        extension: 'jpg',
        fK_R_SERVICEOBJECT: object.pK_R_SERVICEOBJECT,
        file: photo,
      });
    }
    if (r.chance(0.5)) {
      document({
        description: `Onderhoudsrapport ${isoDay(addDays(today, -r.int(20, 300)))}`,
        extension: 'pdf',
        fK_R_SERVICEOBJECT: object.pK_R_SERVICEOBJECT,
        file: 'files/onderhoudsrapport.pdf',
      });
    }
  }
  // Known to the ERP but never scanned: the portal shows 'Document not available'.
  document({
    description: 'Revisietekening installatie (archief)',
    extension: 'pdf',
    fK_R_SERVICEOBJECT: objectsOf(demoRelationKeys.withSeveralAddresses)[0].pK_R_SERVICEOBJECT,
    file: null,
  });
  document({
    description: 'CE-verklaring',
    extension: 'pdf',
    fK_R_SERVICEOBJECT: objectsOf(demoRelationKeys.withOneAddress)[0].pK_R_SERVICEOBJECT,
    file: null,
  });
  for (const inv of invoices) {
    document({
      description: `Factuur ${inv.invoiceNumber}`,
      extension: 'pdf',
      fK_R_SALESINVOICE: inv.pK_R_SALESINVOICE,
      file: 'files/factuur.pdf',
    });
  }
  for (const order of jobOrders) {
    document({
      description: `Werkbon ${order.jobOrderNumber}`,
      extension: 'pdf',
      fK_R_JOBORDER: order.pK_R_JOBORDER,
      file: 'files/onderhoudsrapport.pdf',
    });
  }
  for (const quotation of quotations) {
    document({
      description: `Offerte ${quotation.quotationNumber}`,
      extension: 'pdf',
      fK_R_OFFER: quotation.pK_R_OFFER,
      file: 'files/offerte.pdf',
    });
  }

  // Appointments: a working day today (part of it the demo engineer's, one visit already done), the coming
  // four weeks, and the past month, all done.
  const appointmentTypes = ['Preventief onderhoud', 'Storing', 'Veiligheidskeuring EN 12453', 'Reparatie'];
  const visibleObjects = objects.filter((o) => !o.providerOnly);
  const appointment = (
    day: Date,
    hours: number,
    minutes: number,
    object: ServiceObject,
    engineer: string,
    status: 'open' | 'done',
  ) => {
    const order = jobOrders.find((j) => j.fK_R_SERVICEOBJECT === object.pK_R_SERVICEOBJECT);
    appointments.push({
      pK_R_APPOINTMENT: 80_001 + appointments.length,
      fK_PT_RELATION: object.fK_PT_RELATION,
      fK_PT_RELATIONDELIVERYADDRESS: object.fK_PT_RELATIONDELIVERYADDRESS,
      fK_R_SERVICEOBJECT: object.pK_R_SERVICEOBJECT,
      fK_R_JOBORDER: order?.pK_R_JOBORDER ?? null,
      startsAt: atTime(day, hours, minutes),
      type: r.pick(appointmentTypes),
      engineerEmail: engineer === demoEngineer.name ? demoEngineer.email : null,
      engineerName: engineer,
      status,
    });
  };
  const customerObjects = [
    ...objectsOf(demoRelationKeys.withSeveralAddresses),
    ...objectsOf(demoRelationKeys.withOneAddress),
    ...objectsOf(demoRelationKeys.readOnly),
  ].filter((o) => !o.providerOnly);
  const todaysVisits: [number, number, string, 'open' | 'done'][] = [
    [7, 30, demoEngineer.name, 'done'],
    [9, 0, demoEngineer.name, 'open'],
    [11, 0, demoEngineer.name, 'open'],
    [13, 30, demoEngineer.name, 'open'],
    [15, 30, demoEngineer.name, 'open'],
    [8, 30, otherEngineers[0], 'open'],
    [10, 30, otherEngineers[1], 'open'],
    [14, 0, otherEngineers[2], 'open'],
  ];
  todaysVisits.forEach(([h, m, engineer, status], i) => {
    appointment(
      today,
      h,
      m,
      i < 3 ? customerObjects[i % customerObjects.length] : r.pick(visibleObjects),
      engineer,
      status,
    );
  });
  for (let day = 1; day <= 28; day++) {
    const date = addDays(today, day);
    if (date.getDay() === 0 || date.getDay() === 6) continue;
    const visits = r.int(1, 3);
    for (let v = 0; v < visits; v++) {
      const engineer = r.chance(0.4) ? demoEngineer.name : r.pick(otherEngineers);
      const object = day % 5 === 1 && v === 0 ? r.pick(customerObjects) : r.pick(visibleObjects);
      appointment(date, r.pick([8, 9, 10, 11, 13, 14, 15]), r.pick([0, 30]), object, engineer, 'open');
    }
  }
  for (let day = 1; day <= 30; day += r.int(2, 4)) {
    const date = addDays(today, -day);
    if (date.getDay() === 0 || date.getDay() === 6) continue;
    appointment(
      date,
      r.pick([8, 10, 13, 15]),
      0,
      r.pick(visibleObjects),
      r.pick([demoEngineer.name, ...otherEngineers]),
      'done',
    );
  }

  return {
    relations,
    deliveryAddresses: addresses,
    objectTypes: demoObjectTypes,
    objects,
    serviceIntervals: intervals,
    contracts,
    jobOrders,
    salesInvoices: invoices,
    quotations,
    documents,
    appointments,
    ...demoCatalogue,
  };
}

/**
 * Quotations waiting for the customer's decision (issue 33): Submitted ones, valid for a month with 21% VAT, on
 * gates at two of the company user's locations and at each of the admin's other relations; one expired; one
 * in its second version. Drawn from nothing random, so the rest of the demo set stays as it was.
 */
function quotationsToDecide(
  today: Date,
  year: number,
  counted: number,
  firstLineId: number,
  objectsOf: (relationId: number) => ServiceObject[],
): Quotation[] {
  const visible = (relationId: number) => objectsOf(relationId).filter((o) => !o.providerOnly);
  const atTwoLocations = (relationId: number) => {
    const all = visible(relationId);
    const second = all.find((o) => o.fK_PT_RELATIONDELIVERYADDRESS !== all[0]?.fK_PT_RELATIONDELIVERYADDRESS);
    return [all[0], second ?? all[1]].filter((o): o is ServiceObject => !!o);
  };
  const user = demoRelationKeys.withSeveralAddresses;
  const plan: { object: ServiceObject; kind: 'open' | 'expired' | 'twoVersions'; work: number }[] = [
    ...atTwoLocations(user).map((object, i) => ({ object, kind: 'open' as const, work: i })),
    ...[demoRelationKeys.withOneAddress, demoRelationKeys.other]
      .map((relationId) => visible(relationId)[0])
      .filter((o): o is ServiceObject => !!o)
      .map((object, i) => ({ object, kind: 'open' as const, work: 2 + i })),
    { object: visible(user).at(-1)!, kind: 'expired', work: 1 },
    { object: visible(user)[0]!, kind: 'twoVersions', work: 3 },
  ];
  let lineId = firstLineId;
  return plan.map(({ object, kind, work }, i) => {
    const id = 60_001 + counted + i;
    const lines = decisionWork[work]!.lines.map(([description, price, quantity], pos) => ({
      pK_R_OFFERDETAIL: lineId++,
      pos: (pos + 1) * 10,
      description,
      quantity,
      // The second version is the first with 10% off its parts.
      price: kind === 'twoVersions' && !description.includes('(uur)') ? Math.round(price * 90) / 100 : price,
    }));
    return {
      pK_R_OFFER: id,
      fK_PT_RELATION: object.fK_PT_RELATION,
      fK_PT_RELATIONDELIVERYADDRESS: object.fK_PT_RELATIONDELIVERYADDRESS,
      fK_R_SERVICEOBJECT: object.pK_R_SERVICEOBJECT,
      quotationNumber: `OF${year}-${pad(id - 60_000 + 150, 5)}`,
      revision: kind === 'twoVersions' ? 1 : 0,
      version: kind === 'twoVersions' ? 2 : 1,
      date: isoDay(addDays(today, kind === 'expired' ? -45 : -3 - i)),
      description: decisionWork[work]!.description,
      amount: Math.round(lines.reduce((sum, l) => sum + l.quantity * l.price, 0) * 100) / 100,
      status: kind === 'twoVersions' ? ('Revised' as const) : ('Submitted' as const),
      validUntil: isoDay(addDays(today, kind === 'expired' ? -15 : 30)),
      vatRate: 21,
      lines,
    };
  });
}

const decisionWork = [
  {
    description: 'Vervanging aandrijving slagboom',
    lines: [
      ['Aandrijfmotor 24V DC', 1480, 1],
      ['Montage en inregelen (uur)', 89.5, 3],
    ],
  },
  {
    description: 'Veiligheidsvoorzieningen volgens EN 12453',
    lines: [
      ['Veiligheidslijst met draadloze set', 365, 2],
      ['Fotocelset', 148, 1],
      ['Krachtmeting en rapport', 175, 1],
    ],
  },
  {
    description: 'Nieuwe boomarm met verlichting',
    lines: [
      ['Boomarm 4,5 m met LED-verlichting', 690, 1],
      ['Montage (uur)', 89.5, 2],
    ],
  },
  {
    description: 'Upgrade toegangscontrole speedgate',
    lines: [
      ['Kaartlezer Nedap', 540, 2],
      ['Bekabeling en aansluiten (uur)', 89.5, 4],
    ],
  },
] as const;
