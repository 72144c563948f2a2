import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Readable } from '../../contract/permissions';
import {
  dayEvents,
  kindOfEvent,
  type TimelineEvent,
  type TimelineKind,
  timelineKinds,
} from '../../contract/timeline';
import {
  appointmentVisible,
  invoiceVisible,
  jobOrderVisible,
  quotationVisible,
  type Scope,
} from '../access/row-scope';
import {
  appointments,
  documents,
  failureReports,
  gateStateChanges,
  inspections,
  jobOrders,
  quotations,
  salesInvoices,
} from '../db/schema';
import { conditionOf } from './condition';

// The kinds of event of a gate's timeline, one branch each: the table, time and key a page walks, who may read
// it, and what an event carries. `queries.ts` merges the branches into pages.

/** The provider's time zone: an ERP date is an event at its midnight there. */
export const ZONE = sql.raw(`'Europe/Amsterdam'`);

/** What a caller may read of the kinds beside the object itself, and whether provider fields are theirs. */
export interface TimelineReader {
  scope: Scope;
  mayRead: (what: Readable) => boolean;
}

/** One kind of event: where its rows are, its time and key, who may read it and what it carries. */
export interface Branch {
  event: TimelineEvent;
  table: SQL;
  object: AnyPgColumn;
  time: AnyPgColumn;
  key: AnyPgColumn;
  readers?: Readable;
  /** Rows of the table that are no event (an inspection under way, a declined booking). */
  only?: SQL;
  visible?: (scope: Scope) => SQL | undefined;
  /** The event's fields besides its time and key, as `json_build_object` arguments. */
  fields: (reader: TimelineReader) => SQL;
}

const documentFields = (d: {
  id: AnyPgColumn;
  description: AnyPgColumn;
  extension: AnyPgColumn;
  fileSha256: AnyPgColumn;
}) =>
  sql`json_build_object('id', ${d.id}, 'description', ${d.description}, 'extension', ${d.extension}, 'available', ${d.fileSha256} is not null)`;

const i = inspections;
const f = failureReports;
const branches: Branch[] = [
  {
    event: 'inspection',
    table: sql`${i}`,
    object: i.objectId,
    time: i.completedAt,
    key: i.id,
    only: sql`${i.completedAt} is not null`,
    fields: ({ scope, mayRead }) =>
      sql.join(
        [
          sql`'result', ${i.result}, 'notPossibleReason', ${i.notPossibleReason}`,
          sql`'condition', ${conditionOf(i.id)}`,
          mayRead('documents')
            ? sql`'report', (select ${documentFields(documents)} from ${documents} where ${documents.id} = ${i.reportDocumentId})`
            : sql`'report', null`,
          ...(scope.providerFields ? [sql`'internalRemarks', ${i.internalRemarks}`] : []),
        ],
        sql`, `,
      ),
  },
  {
    event: 'failureReported',
    table: sql`${f}`,
    object: f.objectId,
    time: f.createdAt,
    key: f.id,
    fields: () => sql`'kind', ${f.kind}, 'description', ${f.description}, 'status', ${f.status}`,
  },
  {
    event: 'failureSolved',
    table: sql`${f}`,
    object: f.objectId,
    time: f.resolvedAt,
    key: f.id,
    only: sql`${f.resolvedAt} is not null`,
    fields: () => sql`'description', ${f.description}, 'realizedSolution', ${f.realizedSolution}`,
  },
  {
    event: 'jobOrder',
    table: sql`${jobOrders}`,
    object: jobOrders.objectId,
    time: jobOrders.orderDate,
    key: jobOrders.id,
    readers: 'orders',
    visible: jobOrderVisible,
    fields: ({ scope }) =>
      sql`'day', ${jobOrders.orderDate}, 'jobOrderNumber', ${jobOrders.jobOrderNumber}, 'description', ${jobOrders.description}, 'salesPrice', ${jobOrders.salesPrice}${
        scope.providerFields ? sql`, 'costPrice', ${jobOrders.costPrice}` : sql``
      }`,
  },
  {
    event: 'appointment',
    table: sql`${appointments}`,
    object: appointments.objectId,
    time: appointments.startsAt,
    key: appointments.id,
    readers: 'orders',
    // A declined booking was never a visit; the lists of appointments leave it out too.
    only: sql`${appointments.request} is distinct from 'declined'`,
    visible: appointmentVisible,
    fields: () =>
      sql`'type', ${appointments.type}, 'status', ${appointments.status}, 'request', ${appointments.request}, 'serviceEngineer', ${appointments.engineerName}, 'jobOrderId', ${appointments.jobOrderId}`,
  },
  {
    event: 'quotation',
    table: sql`${quotations}`,
    object: quotations.objectId,
    time: quotations.date,
    key: quotations.id,
    readers: 'orders',
    visible: quotationVisible,
    fields: () =>
      sql`'day', ${quotations.date}, 'quotationNumber', ${quotations.quotationNumber}, 'description', ${quotations.description}, 'amount', ${quotations.amount}, 'status', ${quotations.status}, 'validUntil', ${quotations.validUntil}`,
  },
  {
    event: 'invoice',
    table: sql`${salesInvoices}`,
    object: salesInvoices.objectId,
    time: salesInvoices.invoiceDate,
    key: salesInvoices.id,
    readers: 'invoices',
    visible: (scope) => invoiceVisible(scope),
    fields: () =>
      sql`'day', ${salesInvoices.invoiceDate}, 'invoiceNumber', ${salesInvoices.invoiceNumber}, 'description', ${salesInvoices.description}, 'amountInclVat', ${salesInvoices.amountInclVat}, 'openAmount', ${salesInvoices.openAmount}`,
  },
  {
    event: 'document',
    table: sql`${documents}`,
    object: documents.objectId,
    time: documents.createdAt,
    key: documents.id,
    readers: 'documents',
    fields: () => sql`'document', ${documentFields(documents)}`,
  },
  {
    event: 'gateState',
    table: sql`${gateStateChanges}`,
    object: gateStateChanges.objectId,
    time: gateStateChanges.changedAt,
    key: gateStateChanges.id,
    fields: () => sql`'from', ${gateStateChanges.fromState}, 'to', ${gateStateChanges.toState}`,
  },
];

export const isUuid = (b: Branch) =>
  b.event === 'inspection' || b.event === 'failureReported' || b.event === 'failureSolved';

/** The event's time as a moment: an ERP date is its midnight in the provider's zone. */
export const momentOf = (b: Branch): SQL =>
  dayEvents.has(b.event) ? sql`(${b.time}::timestamp at time zone ${ZONE})` : sql`${b.time}`;

/** A key as text that sorts as the keys do (integers padded), so events of one moment have one order. */
export const sortKeyOf = (b: Branch) =>
  isUuid(b) ? sql`${b.key}::text` : sql`lpad(${b.key}::text, 10, '0')`;

/** The branches the caller may read of the kinds asked for. */
export function branchesFor(reader: TimelineReader, kinds: readonly TimelineKind[] | undefined): Branch[] {
  const asked = new Set(kinds ?? timelineKinds);
  return branches.filter((b) => asked.has(kindOfEvent[b.event]) && (!b.readers || reader.mayRead(b.readers)));
}
