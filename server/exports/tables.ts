import { appointmentStateOf } from '../../contract/booking';
import { type FailureKind, isUrgent } from '../../contract/contact';
import type { ExportColumn, ExportTable } from './columns';
import { quotationStatusText, wordOf } from './words';

/**
 * The exported lists' columns: what each list's screen shows, with the screen's own headings in Dutch and
 * English. A list of another area (the timeline) adds its table here and its route beside its list route.
 */
const column = <R>(
  nl: string,
  en: string,
  kind: ExportColumn<R>['kind'],
  value: ExportColumn<R>['value'],
): ExportColumn<R> => ({ heading: { nl, en }, kind, value });

const description = <R extends { description: string | null }>() =>
  column<R>('Omschrijving', 'Description', 'text', (r) => r.description);

export const invoiceTable: ExportTable<{
  invoicenumber: string;
  invoiceDate: string;
  dueDate: string | null;
  description: string | null;
  amountInclVat: number;
  openAmount: number;
}> = {
  name: { nl: 'facturen', en: 'invoices' },
  columns: [
    column('Factuurnummer', 'Invoice number', 'text', (r) => r.invoicenumber),
    column('Factuurdatum', 'Invoice date', 'date', (r) => r.invoiceDate),
    column('Vervaldatum', 'Due date', 'date', (r) => r.dueDate),
    description(),
    column('Bedrag incl. btw', 'Amount incl. VAT', 'money', (r) => r.amountInclVat),
    column('Openstaand bedrag', 'Open amount', 'money', (r) => r.openAmount),
  ],
};

export const jobOrderTable: ExportTable<{
  jobordernumber: string;
  ordernumber: string | null;
  orderDate: string;
  ordercategory: string | null;
  reference: string | null;
  description: string | null;
  orderAmount: number | null;
}> = {
  name: { nl: 'werkbonnen', en: 'job-orders' },
  columns: [
    column('Werkbonnummer', 'Job order number', 'text', (r) => r.jobordernumber),
    column('Ordernummer', 'Order number', 'text', (r) => r.ordernumber),
    column('Orderdatum', 'Order date', 'date', (r) => r.orderDate),
    column('Ordercategorie', 'Order category', 'text', (r, l) => wordOf('orderCategory', r.ordercategory, l)),
    column('Referentie', 'Reference', 'text', (r) => r.reference),
    description(),
    column('Orderbedrag', 'Order amount', 'money', (r) => r.orderAmount),
  ],
};

export const quotationTable: ExportTable<{
  quotationNumber: string;
  date: string;
  description: string | null;
  version: number;
  amount: number;
  status: string;
  validUntil: string | null;
}> = {
  name: { nl: 'offertes', en: 'quotations' },
  columns: [
    column('Offertenummer', 'Quotation number', 'text', (r) => r.quotationNumber),
    column('Datum', 'Date', 'date', (r) => r.date),
    description(),
    // The portal's version, as the list shows customers; the ERP's revision is the staff's bookkeeping.
    column('Versie', 'Version', 'count', (r) => r.version),
    column('Bedrag', 'Amount', 'money', (r) => r.amount),
    column('Status', 'Status', 'text', (r, l) => quotationStatusText(r.status, r.validUntil, l)),
  ],
};

export const objectTable: ExportTable<{
  serviceobjectnumber: string;
  description: string;
  locationName: string | null;
  typeDescription: string | null;
  brand: string | null;
  gateState: string | null;
  openFailures: number;
}> = {
  name: { nl: 'installaties', en: 'gates' },
  columns: [
    column('Objectnummer', 'Object number', 'text', (r) => r.serviceobjectnumber),
    column('Omschrijving', 'Description', 'text', (r) => r.description),
    column('Locatie', 'Location', 'text', (r) => r.locationName),
    column('Soort', 'Type', 'text', (r) => r.typeDescription),
    column('Merk', 'Brand', 'text', (r) => r.brand),
    column('Status installatie', 'Gate state', 'text', (r, l) => wordOf('gateState', r.gateState, l)),
    column('Open storingen', 'Open failures', 'count', (r) => r.openFailures),
  ],
};

export const appointmentTable: ExportTable<{
  startsAt: Date;
  type: string;
  relationName: string;
  locationName: string | null;
  serviceobjectnumber: string | null;
  serviceEngineer: string | null;
  jobordernumber: string | null;
  status: string;
  request: string | null;
}> = {
  name: { nl: 'afspraken', en: 'appointments' },
  columns: [
    column('Datum en tijd', 'Date and time', 'moment', (r) => r.startsAt),
    column('Soort', 'Type', 'text', (r, l) => wordOf('appointmentType', r.type, l)),
    column('Relatie', 'Relation', 'text', (r) => r.relationName),
    column('Locatie', 'Location', 'text', (r) => r.locationName),
    column('Installatie', 'Gate', 'text', (r) => r.serviceobjectnumber),
    column('Monteur', 'Service engineer', 'text', (r) => r.serviceEngineer),
    column('Werkbon', 'Job order', 'text', (r) => r.jobordernumber),
    column('Status', 'Status', 'text', (r, l) => wordOf('appointmentState', appointmentStateOf(r), l)),
  ],
};

export const contractTable: ExportTable<{
  contractnumber: string;
  description: string;
  startDate: string;
  endDate: string | null;
  nextInvoice: string | null;
  serviceInterval: string | null;
  amount: number;
}> = {
  name: { nl: 'contracten', en: 'contracts' },
  columns: [
    column('Contractnummer', 'Contract number', 'text', (r) => r.contractnumber),
    column('Omschrijving', 'Description', 'text', (r) => r.description),
    column('Begindatum', 'Start date', 'date', (r) => r.startDate),
    column('Einddatum', 'End date', 'date', (r) => r.endDate),
    column('Volgende factuur', 'Next invoice', 'date', (r) => r.nextInvoice),
    column('Onderhoudsinterval', 'Service interval', 'text', (r) => r.serviceInterval),
    column('Bedrag', 'Amount', 'money', (r) => r.amount),
  ],
};

export const failureTable: ExportTable<{
  createdAt: Date;
  kind: FailureKind;
  description: string;
  realizedSolution: string | null;
  trafficLight: string | null;
  trafficPossible: string | null;
  incidentCause: string | null;
  incidentDetails: string | null;
  powerSupplyActive: boolean | null;
  status: string;
  resolvedAt: Date | null;
}> = {
  name: { nl: 'storingen', en: 'failures' },
  columns: [
    column('Gemeld op', 'Reported on', 'moment', (r) => r.createdAt),
    column('Soort melding', 'Kind of report', 'text', (r, l) => wordOf('failureKind', r.kind, l)),
    column('Omschrijving', 'Description', 'text', (r) => r.description),
    // The list shows the solution after the description; a spreadsheet filters it better on its own.
    column('Oplossing', 'Solution', 'text', (r) => r.realizedSolution),
    column('Verkeerslicht', 'Traffic light', 'text', (r, l) => wordOf('trafficLight', r.trafficLight, l)),
    column('Doorgang mogelijk', 'Traffic possible', 'text', (r, l) =>
      wordOf('trafficPossible', r.trafficPossible, l),
    ),
    column('Oorzaak', 'Incident cause', 'text', (r, l) =>
      r.incidentCause === null
        ? null
        : [wordOf('incidentCause', r.incidentCause, l), r.incidentDetails].filter(Boolean).join(': '),
    ),
    column('Voeding aanwezig', 'Power supply active', 'text', (r, l) =>
      r.powerSupplyActive === null ? null : wordOf('yesNo', r.powerSupplyActive ? 'yes' : 'no', l),
    ),
    // As the list's badge: an open report that stops traffic is urgent.
    column('Status', 'Status', 'text', (r, l) =>
      wordOf(
        'failureStatus',
        r.status === 'new' && isUrgent(r.kind, r.trafficPossible) ? 'urgent' : r.status,
        l,
      ),
    ),
    // The list's badge says the day it was solved; here it is a moment of its own.
    column('Opgelost op', 'Solved on', 'moment', (r) => r.resolvedAt),
  ],
};

export const userTable: ExportTable<{
  name: string | null;
  email: string;
  role: string;
  status: string;
  relations: { name: string; isManager: boolean }[];
  invitedAt: string;
}> = {
  name: { nl: 'gebruikers', en: 'users' },
  columns: [
    column('Naam', 'Name', 'text', (r) => r.name),
    column('E-mailadres', 'Email address', 'text', (r) => r.email),
    column('Rol', 'Role', 'text', (r, l) => wordOf('role', r.role, l)),
    column('Status', 'Status', 'text', (r, l) => wordOf('userStatus', r.status, l)),
    // Each relation the user belongs to, as the list names them: a manager's with "(beheerder)".
    column('Relaties', 'Relations', 'text', (r, l) =>
      r.relations
        .map((x) => (x.isManager ? `${x.name} (${l === 'nl' ? 'beheerder' : 'manager'})` : x.name))
        .join(', '),
    ),
    column('Uitgenodigd op', 'Invited on', 'moment', (r) => r.invitedAt),
  ],
};

/** One event of a gate's timeline, flattened: what each kind carries lands in the column it fits. */
export interface TimelineRow {
  at: string;
  event: string;
  data: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const amount = (value: unknown) => (typeof value === 'number' ? value : value == null ? null : Number(value));

export const timelineTable: ExportTable<TimelineRow> = {
  name: { nl: 'tijdlijn', en: 'timeline' },
  // What each entry of the screen shows, a column for each part: its title, badges and details.
  columns: [
    column('Datum en tijd', 'Date and time', 'moment', (r) => r.at),
    column('Gebeurtenis', 'Event', 'text', (r, l) =>
      wordOf('timelineEvent', r.event === 'appointment' && r.data.request ? 'bookedVisit' : r.event, l),
    ),
    column('Nummer', 'Number', 'text', (r) =>
      text(r.data.jobOrderNumber ?? r.data.quotationNumber ?? r.data.invoiceNumber),
    ),
    column('Soort', 'Type', 'text', (r, l) => {
      const d = r.data;
      const document = d.document as { extension?: string } | undefined;
      if (r.event === 'failureReported') return wordOf('failureKind', text(d.kind), l);
      if (r.event === 'appointment') return wordOf('appointmentType', text(d.type), l);
      return text(document?.extension)?.toUpperCase() ?? null;
    }),
    column('Omschrijving', 'Description', 'text', (r, l) => {
      const d = r.data;
      const document = d.document as { description?: string } | undefined;
      if (r.event === 'gateState')
        return [d.from, d.to].map((state) => wordOf('gateState', text(state), l) ?? '–').join(' → ');
      return text(d.description) ?? text(document?.description) ?? text(d.notPossibleReason);
    }),
    column('Status', 'Status', 'text', (r, l) => {
      const d = r.data;
      if (r.event === 'failureReported') return wordOf('failureStatus', text(d.status), l);
      if (r.event === 'failureSolved') return wordOf('failureStatus', 'solved', l);
      if (r.event === 'quotation') return quotationStatusText(text(d.status), text(d.validUntil), l);
      if (r.event === 'appointment')
        return wordOf(
          'appointmentState',
          appointmentStateOf({ request: text(d.request), status: text(d.status) ?? '' }),
          l,
        );
      return wordOf('inspectionResult', text(d.result), l);
    }),
    column('Conditiescore', 'Condition score', 'count', (r) => amount(r.data.condition)),
    column('Oplossing', 'Solution', 'text', (r) => text(r.data.realizedSolution)),
    column('Monteur', 'Service engineer', 'text', (r) => text(r.data.serviceEngineer)),
    column('Bedrag', 'Amount', 'money', (r) =>
      amount(r.data.salesPrice ?? r.data.amount ?? r.data.amountInclVat),
    ),
    column('Openstaand bedrag', 'Open amount', 'money', (r) => amount(r.data.openAmount)),
    {
      ...column('Interne opmerking', 'Internal remark', 'text', (r) => text(r.data.internalRemarks)),
      providerOnly: true,
    },
    { ...column('Kostprijs', 'Cost price', 'money', (r) => amount(r.data.costPrice)), providerOnly: true },
  ],
};
