import { addDays, addMonths, type ErpRow, isoDay, pad, personName } from './demo-data-format';
import type { DemoRelations } from './demo-data-relations';
import type { Random } from './random';

type ServiceObject = ErpRow<'objects'>;
type Contract = ErpRow<'contracts'>;
type JobOrder = ErpRow<'jobOrders'>;
type Invoice = ErpRow<'salesInvoices'>;
type InvoiceLinks = Partial<Pick<Invoice, 'fK_R_CONTRACT' | 'fK_R_JOBORDER' | 'fK_R_SERVICEOBJECT'>>;
type WriteInvoice = (
  relationId: number,
  date: Date,
  amountExclVat: number,
  links: InvoiceLinks,
  description: string,
) => void;

export interface DemoOrders {
  contracts: Contract[];
  jobOrders: JobOrder[];
  invoices: Invoice[];
}

const serviceLevels = [
  { name: 'Basis', interval: '1x per jaar', response: 'Volgende werkdag' },
  { name: 'Plus', interval: '2x per jaar', response: '8 uur' },
  { name: 'Premium', interval: '4x per jaar', response: '4 uur, 24/7' },
];

const orderKinds = [
  { category: 'Storing', service: 'Correctief onderhoud', reference: 'Storing' },
  { category: 'Onderhoud', service: 'Preventief onderhoud', reference: 'Periodiek onderhoud' },
  { category: 'Reparatie', service: 'Correctief onderhoud', reference: 'Reparatie' },
  { category: 'Keuring', service: 'Veiligheidskeuring', reference: 'Keuring EN 12453' },
];

/**
 * Per relation its maintenance contracts, then its job orders, each invoiced as it goes: the invoice numbers
 * and the random draws follow that order, so the set stays the same for the same day.
 */
export function buildOrders(
  r: Random,
  today: Date,
  { relations, addresses, objects }: DemoRelations,
): DemoOrders {
  const orders: DemoOrders = { contracts: [], jobOrders: [], invoices: [] };
  const invoice = invoiceWriter(r, today, orders.invoices);
  const contactOf = (relationId: number) =>
    addresses.find((a) => a.fK_PT_RELATION === relationId && a.contactName)?.contactName ?? personName(r);
  let lineId = 31_001;
  const nextLineId = () => lineId++;
  for (const relation of relations) {
    const relationId = relation.pK_PT_RELATION;
    const own = objects.filter((o) => o.fK_PT_RELATION === relationId);
    const contractCount = own.length > 6 ? 2 : 1;
    for (let c = 0; c < contractCount; c++) {
      const covered = own.filter((_, i) => i % contractCount === c);
      addContract(r, today, { relationId, covered, nextLineId }, orders.contracts, invoice);
    }
    const orderCount = r.int(2, 6);
    for (let j = 0; j < orderCount; j++) {
      addJobOrder(r, today, { relationId, own, contact: () => contactOf(relationId) }, orders, invoice);
    }
  }
  return orders;
}

/** Recent invoices are still open; a few older ones are partly paid; the rest are paid. */
function invoiceWriter(r: Random, today: Date, invoices: Invoice[]): WriteInvoice {
  const year = today.getFullYear() % 100;
  let invoiceId = 50_001;
  let invoiceNumber = 1;
  return (relationId, date, amountExclVat, links, description) => {
    const amountInclVat = Math.round(amountExclVat * 121) / 100;
    const age = (today.getTime() - date.getTime()) / 86_400_000;
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
  };
}

/** A maintenance contract over some of a relation's gates, invoiced in four quarterly terms. */
function addContract(
  r: Random,
  today: Date,
  of: { relationId: number; covered: ServiceObject[]; nextLineId: () => number },
  contracts: Contract[],
  invoice: WriteInvoice,
) {
  const year = today.getFullYear() % 100;
  const contractId = 30_001 + contracts.length;
  const level = r.pick(serviceLevels);
  const lines = of.covered.map((o) => ({
    pK_R_CONTRACTLINE: of.nextLineId(),
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
    fK_PT_RELATION: of.relationId,
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
      of.relationId,
      addDays(today, -(q - 1) * 91 - r.int(2, 20)),
      Math.round(amount * 25) / 100,
      { fK_R_CONTRACT: contractId },
      `Onderhoudscontract ${level.name}, termijn ${5 - q}`,
    );
  }
}

/** A job order on one of the relation's gates (or on none), most of them invoiced. */
function addJobOrder(
  r: Random,
  today: Date,
  of: { relationId: number; own: ServiceObject[]; contact: () => string },
  { contracts, jobOrders }: DemoOrders,
  invoice: WriteInvoice,
) {
  const year = today.getFullYear() % 100;
  const { relationId, own } = of;
  const jobOrderId = 40_001 + jobOrders.length;
  const object = own.length ? r.pick(own) : undefined;
  const contract = contracts.find((c) => c.fK_PT_RELATION === relationId);
  const category = r.pick(orderKinds);
  const orderDate = addDays(today, -r.int(3, 330));
  const hours = r.int(1, 12) / 2;
  const costPrice = r.money(90, 1400);
  const salesPrice = Math.round(costPrice * (1.25 + r.next() * 0.4) * 100) / 100;
  const jobOrderNumber = `WB${year}-${pad(jobOrderId - 40_000 + 1200, 5)}`;
  jobOrders.push({
    pK_R_JOBORDER: jobOrderId,
    fK_PT_RELATION: relationId,
    fK_PT_RELATIONDELIVERYADDRESS: object?.fK_PT_RELATIONDELIVERYADDRESS ?? null,
    fK_R_SERVICEOBJECT: object?.pK_R_SERVICEOBJECT ?? null,
    fK_R_CONTRACT: category.category === 'Onderhoud' ? (contract?.pK_R_CONTRACT ?? null) : null,
    orderNumber: `VO${year}-${pad(jobOrderId - 40_000 + 300, 5)}`,
    jobOrderNumber,
    orderCategory: category.category,
    orderDate: isoDay(orderDate),
    orderAmount: salesPrice,
    reference: object ? `${category.reference} ${object.description?.toLowerCase()}` : category.reference,
    customerOrderNumber: r.chance(0.5) ? `PO-${r.int(100_000, 999_999)}` : null,
    serviceType: category.service,
    contact: of.contact(),
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
      { fK_R_JOBORDER: jobOrderId, fK_R_SERVICEOBJECT: object?.pK_R_SERVICEOBJECT ?? null },
      `Werkbon ${jobOrderNumber}`,
    );
  }
}
