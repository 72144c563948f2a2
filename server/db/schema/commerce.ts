import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dayParts, requestStates, visitKinds } from '../../../contract/booking';
import type { AppointmentType, OrderCategory, ServiceType } from '../../../contract/vocabulary';
import { users } from './identity';
import { serviceObjects } from './objects';
import { deliveryAddresses, relations } from './relations';

/**
 * The condition of the indexes that serve provider staff's lists of every customer's rows (by date, then key;
 * `lists/every-row-page.ts`), true of every row since ERP keys are positive. Only those lists state it, so only
 * they can use those indexes: given a plain date index, PostgreSQL walked it backwards through a million
 * invoices for a customer's first page (the LIMIT looks cheap, the window count then reads every row), 2 s
 * where the relation index takes 2 ms.
 */
export const listedWhole = (key: AnyPgColumn): SQL => sql`${key} > 0`;

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey(),
    relationId: integer('relation_id')
      .notNull()
      .references(() => relations.id, { onDelete: 'cascade' }),
    contractNumber: text('contract_number').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    nextInvoiceDate: date('next_invoice_date'),
    amount: money('amount').notNull().default(0),
    serviceInterval: text('service_interval'),
    responseTime: text('response_time'),
  },
  (t) => [index('contracts_relation_idx').on(t.relationId, t.contractNumber)],
);

export const contractLines = pgTable(
  'contract_lines',
  {
    id: integer('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    objectId: integer('object_id').references(() => serviceObjects.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    serviceInterval: text('service_interval'),
    responseTime: text('response_time'),
    amount: money('amount').notNull().default(0),
  },
  (t) => [
    index('contract_lines_contract_idx').on(t.contractId),
    index('contract_lines_object_idx').on(t.objectId),
  ],
);

export const jobOrders = pgTable(
  'job_orders',
  {
    id: integer('id').primaryKey(),
    relationId: integer('relation_id')
      .notNull()
      .references(() => relations.id, { onDelete: 'cascade' }),
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id, {
      onDelete: 'set null',
    }),
    objectId: integer('object_id').references(() => serviceObjects.id, { onDelete: 'set null' }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull(),
    jobOrderNumber: text('job_order_number').notNull(),
    orderCategory: text('order_category').$type<OrderCategory>(),
    orderDate: date('order_date').notNull(),
    orderAmount: money('order_amount'),
    reference: text('reference'),
    customerOrderNumber: text('customer_order_number'),
    serviceType: text('service_type').$type<ServiceType>(),
    contact: text('contact'),
    description: text('description'),
    operationTimeMachine: numeric('operation_time_machine', { precision: 10, scale: 2, mode: 'number' }),
    operationTimeEmployee: numeric('operation_time_employee', { precision: 10, scale: 2, mode: 'number' }),
    dateInWip: date('date_in_wip'),
    /** Provider-only: the customer sees the sales price, never the cost price. */
    costPrice: money('cost_price'),
    salesPrice: money('sales_price'),
  },
  (t) => [
    index('job_orders_relation_idx').on(t.relationId, t.orderDate),
    index('job_orders_every_row_idx').on(t.orderDate, t.id).where(listedWhole(t.id)),
    index('job_orders_address_idx').on(t.deliveryAddressId),
    index('job_orders_object_idx').on(t.objectId),
    index('job_orders_timeline_idx').on(t.objectId, t.orderDate, t.id),
    index('job_orders_contract_idx').on(t.contractId),
  ],
);

export const salesInvoices = pgTable(
  'sales_invoices',
  {
    id: integer('id').primaryKey(),
    relationId: integer('relation_id')
      .notNull()
      .references(() => relations.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    jobOrderId: integer('job_order_id').references(() => jobOrders.id, { onDelete: 'set null' }),
    objectId: integer('object_id').references(() => serviceObjects.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date'),
    description: text('description'),
    amountInclVat: money('amount_incl_vat').notNull(),
    openAmount: money('open_amount').notNull().default(0),
  },
  (t) => [
    // object_id rides along (after the unique id, so the order is unchanged): the scope's object condition is
    // then checked in the index, and a page deep in a customer's list is found without reading the rows before it.
    index('sales_invoices_relation_idx').on(t.relationId, t.invoiceDate, t.id, t.objectId),
    index('sales_invoices_every_row_idx').on(t.invoiceDate, t.id).where(listedWhole(t.id)),
    index('sales_invoices_contract_idx').on(t.contractId),
    index('sales_invoices_job_order_idx').on(t.jobOrderId),
    index('sales_invoices_object_idx').on(t.objectId),
    index('sales_invoices_timeline_idx').on(t.objectId, t.invoiceDate, t.id),
  ],
);

export const quotationStatuses = ['New', 'Submitted', 'Revised', 'Rejected', 'Order'] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

export const quotations = pgTable(
  'quotations',
  {
    id: integer('id').primaryKey(),
    relationId: integer('relation_id')
      .notNull()
      .references(() => relations.id, { onDelete: 'cascade' }),
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id, {
      onDelete: 'set null',
    }),
    objectId: integer('object_id').references(() => serviceObjects.id, { onDelete: 'set null' }),
    quotationNumber: text('quotation_number').notNull(),
    revision: integer('revision').notNull().default(0),
    version: integer('version').notNull().default(1),
    date: date('date').notNull(),
    description: text('description'),
    amount: money('amount').notNull(),
    status: text('status', { enum: quotationStatuses }).notNull(),
    /** The last day it may be accepted; none: no limit. */
    validUntil: date('valid_until'),
    /** The VAT percentage on top of `amount` as the quotation states it; none: the quotation names no VAT. */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }),
    /** What was last done to it in the portal (accepted, declined, questioned, revised), and when. */
    portalState: text('portal_state').$type<'accepted' | 'declined' | 'questioned' | 'revised'>(),
    portalChangedAt: timestamp('portal_changed_at', { withTimezone: true }),
    /** The ERP has not yet seen the portal's change: an import keeps the portal's status (decision 033). */
    portalPending: boolean('portal_pending').notNull().default(false),
    /** The status and version the ERP last reported. */
    erpStatus: text('erp_status', { enum: quotationStatuses }),
    erpVersion: integer('erp_version'),
  },
  (t) => [
    index('quotations_relation_idx').on(t.relationId, t.date),
    index('quotations_every_row_idx').on(t.date, t.id).where(listedWhole(t.id)),
    index('quotations_address_idx').on(t.deliveryAddressId),
    index('quotations_object_idx').on(t.objectId),
    index('quotations_review_idx')
      .on(t.portalPending, t.portalChangedAt, t.id)
      .where(sql`${t.portalState} is not null`),
    index('quotations_timeline_idx').on(t.objectId, t.date, t.id),
  ],
);

export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: integer('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    pos: integer('pos').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    price: money('price').notNull(),
  },
  (t) => [index('quotation_lines_quotation_idx').on(t.quotationId, t.pos)],
);

export const appointmentStatuses = ['open', 'done'] as const;

/**
 * Ids of the appointments the portal makes itself (booked visits), kept far above the ERP's keys so the two
 * never meet.
 */
export const portalAppointmentIds = pgSequence('portal_appointment_ids', {
  startWith: 1_900_000_000,
  maxValue: 2_147_483_647,
});

export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey(),
    relationId: integer('relation_id')
      .notNull()
      .references(() => relations.id, { onDelete: 'cascade' }),
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id, {
      onDelete: 'set null',
    }),
    objectId: integer('object_id').references(() => serviceObjects.id, { onDelete: 'set null' }),
    jobOrderId: integer('job_order_id').references(() => jobOrders.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    type: text('type').$type<AppointmentType>().notNull(),
    /** The engineer's portal account when there is one (for My appointments); the ERP name otherwise. */
    engineerEmail: text('engineer_email'),
    engineerName: text('engineer_name'),
    status: text('status', { enum: appointmentStatuses }).notNull().default('open'),
    /**
     * Set on a visit a customer booked in the portal (null for the ERP's own appointments): requested until
     * provider staff plan or decline it. Its other request columns are set with it.
     */
    request: text('request', { enum: requestStates }),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    preferredDate: date('preferred_date', { mode: 'string' }),
    dayPart: text('day_part', { enum: dayParts }),
    visitKind: text('visit_kind', { enum: visitKinds }),
    remarks: text('remarks'),
    declineReason: text('decline_reason'),
    /** The key the app made for a booked visit: a request sent again after a lost answer is stored once. */
    requestKey: uuid('request_key'),
  },
  (t) => [
    index('appointments_starts_idx').on(t.startsAt),
    index('appointments_relation_idx').on(t.relationId, t.startsAt),
    index('appointments_object_idx').on(t.objectId, t.startsAt),
    index('appointments_timeline_idx').on(t.objectId, t.startsAt, t.id),
    index('appointments_job_order_idx').on(t.jobOrderId),
    index('appointments_address_idx').on(t.deliveryAddressId),
    index('appointments_engineer_idx').on(t.engineerEmail, t.startsAt),
    index('appointments_request_idx').on(t.request, t.requestedAt),
    uniqueIndex('appointments_request_key').on(t.requestKey),
  ],
);

export const erpImports = pgTable('erp_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  source: text('source').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  counts: text('counts').notNull(),
});

/**
 * The number of rows of the tables provider staff list whole, kept by triggers (migration 0006) in the
 * transaction that changes them: counting a million invoices for every page would take longer than the page.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * How many invoices each relation has of each service object (a null object: invoices of no object), kept by
 * triggers (migration 0010) in the transaction that changes the invoices. The scope decides by relation and
 * object alone which invoices a customer sees, so their count is the sum over the few hundred of these rows
 * they may see instead of a pass over each of their thousands of invoices.
 */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    relationId: integer('relation_id').notNull(),
    objectId: integer('object_id'),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('invoice_counts_key').on(t.relationId, t.objectId).nullsNotDistinct(),
    // The sum reads the caller's rows from the index alone: a relation's rows lie on as many heap pages as it has.
    index('invoice_counts_sum_idx').on(t.relationId, t.objectId, t.n),
  ],
);
