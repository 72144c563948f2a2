import { z } from 'zod/mini';
import {
  erpWord,
  isoDate,
  key,
  money,
  optionalDate,
  optionalKey,
  optionalMoney,
  optionalText,
  text,
} from './erp-fields';
import {
  erpMaintenanceGroupSchema,
  erpMaintenanceLocationSchema,
  erpMaintenancePropertySchema,
} from './erp-maintenance';
import {
  appointmentTypes,
  gateStates,
  orderCategories,
  serviceTypes,
  typeProperties,
  walkThroughDoors,
} from './vocabulary';

/**
 * An ERP import file (JSON). Keys keep the ERP's style (`pK_PT_RELATION`, `fK_PT_RELATION`, ...): the portal
 * stores each ERP entity under the ERP's own primary key, so importing the same file twice updates in place.
 * Every section may be left out, so a file can carry a delta as well as a full export.
 */

export const erpRelationSchema = z.object({
  pK_PT_RELATION: key,
  code: z.string().check(z.minLength(1), z.maxLength(50)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  street: optionalText,
  postalCode: optionalText,
  city: optionalText,
  phone: optionalText,
  email: optionalText,
});

/**
 * Manager info and location contact are edited in the portal too; an import fills them only where it gives
 * them, so a file without them never wipes what a customer entered.
 */
export const erpDeliveryAddressSchema = z.object({
  pK_PT_RELATIONDELIVERYADDRESS: key,
  fK_PT_RELATION: key,
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  street: optionalText,
  postalCode: optionalText,
  city: optionalText,
  managerCompany: optionalText,
  managerName: optionalText,
  managerContactPhone: optionalText,
  managerNotes: optionalText,
  contactName: optionalText,
  contactPhone: optionalText,
  /** Receives the inspection reports of the location's gates. */
  contactEmail: z.nullish(z.email().check(z.maxLength(254))),
  contactNotes: optionalText,
});

export const erpObjectTypeSchema = z.object({
  pK_R_SERVICEOBJECTTYPE: key,
  code: z.string().check(z.minLength(1), z.maxLength(50)),
  description: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** A subtype property of an object; a non-public one is shown to provider staff only. */
export const erpObjectPropertySchema = z.object({
  name: erpWord(typeProperties),
  value: text,
  isPublic: z.boolean(),
});

export const erpServiceObjectSchema = z.object({
  pK_R_SERVICEOBJECT: key,
  fK_PT_RELATION: key,
  fK_PT_RELATIONDELIVERYADDRESS: key,
  fK_R_SERVICEOBJECTTYPE: optionalKey,
  serviceObjectNumber: z.string().check(z.minLength(1), z.maxLength(50)),
  description: optionalText,
  brand: optionalText,
  color: optionalText,
  powerSupply: optionalText,
  fillIn: optionalText,
  walkThroughDoor: z.nullish(erpWord(walkThroughDoors)),
  gateState: z.nullish(erpWord(gateStates)),
  buildDate: optionalDate,
  warrantyDate: optionalDate,
  /** The whole object is shown to provider employees only. */
  providerOnly: z._default(z.boolean(), false),
  /** Built by the provider itself: only these carry a cycle counter in an inspection. */
  ownSpeedgate: z._default(z.boolean(), false),
  notes: optionalText,
  remarks: optionalText,
  realizedSolution: optionalText,
  /** Provider-only notes; never sent to a customer. */
  internalNotes: optionalText,
  /** Key of the public object page; unique over all objects. */
  accessKey: z.nullish(z.string().check(z.minLength(8), z.maxLength(100))),
  /** The object's subtype properties; an import replaces the ones it had. */
  properties: z._default(z.array(erpObjectPropertySchema), []),
});

export const erpServiceIntervalSchema = z.object({
  pK_R_SERVICEINTERVAL: key,
  fK_R_SERVICEOBJECT: key,
  description: z.string().check(z.minLength(1), z.maxLength(200)),
  intervalMonths: z.number().check(z.int(), z.gte(1), z.lte(120)),
  lastDate: optionalDate,
  nextDate: optionalDate,
});

export const erpContractLineSchema = z.object({
  pK_R_CONTRACTLINE: key,
  fK_R_SERVICEOBJECT: optionalKey,
  description: optionalText,
  serviceInterval: optionalText,
  responseTime: optionalText,
  amount: money,
});

export const erpContractSchema = z.object({
  pK_R_CONTRACT: key,
  fK_PT_RELATION: key,
  contractNumber: z.string().check(z.minLength(1), z.maxLength(50)),
  description: optionalText,
  startDate: isoDate,
  endDate: optionalDate,
  nextInvoiceDate: optionalDate,
  amount: money,
  serviceInterval: optionalText,
  responseTime: optionalText,
  /** The contract's lines; an import replaces the ones it had. */
  lines: z._default(z.array(erpContractLineSchema), []),
});

export const erpJobOrderSchema = z.object({
  pK_R_JOBORDER: key,
  fK_PT_RELATION: key,
  fK_PT_RELATIONDELIVERYADDRESS: optionalKey,
  fK_R_SERVICEOBJECT: optionalKey,
  fK_R_CONTRACT: optionalKey,
  orderNumber: z.string().check(z.minLength(1), z.maxLength(50)),
  jobOrderNumber: z.string().check(z.minLength(1), z.maxLength(50)),
  orderCategory: z.nullish(erpWord(orderCategories)),
  orderDate: isoDate,
  orderAmount: optionalMoney,
  reference: optionalText,
  customerOrderNumber: optionalText,
  serviceType: z.nullish(erpWord(serviceTypes)),
  contact: optionalText,
  description: optionalText,
  /** Hours. */
  operationTimeMachine: z.nullish(z.number().check(z.gte(0))),
  /** Hours. */
  operationTimeEmployee: z.nullish(z.number().check(z.gte(0))),
  dateInWip: optionalDate,
  /** Provider-only. */
  costPrice: optionalMoney,
  salesPrice: optionalMoney,
});

export const erpSalesInvoiceSchema = z.object({
  pK_R_SALESINVOICE: key,
  fK_PT_RELATION: key,
  fK_R_CONTRACT: optionalKey,
  fK_R_JOBORDER: optionalKey,
  fK_R_SERVICEOBJECT: optionalKey,
  invoiceNumber: z.string().check(z.minLength(1), z.maxLength(50)),
  invoiceDate: isoDate,
  dueDate: optionalDate,
  description: optionalText,
  amountInclVat: money,
  openAmount: z._default(money, 0),
});

export const erpQuotationStatuses = ['New', 'Submitted', 'Revised', 'Rejected', 'Order'] as const;

export const erpQuotationLineSchema = z.object({
  pK_R_OFFERDETAIL: key,
  pos: z.number().check(z.int(), z.gte(0)),
  description: z.string().check(z.minLength(1), z.maxLength(10_000)),
  quantity: z.number(),
  price: money,
});

export const erpQuotationSchema = z.object({
  pK_R_OFFER: key,
  fK_PT_RELATION: key,
  fK_PT_RELATIONDELIVERYADDRESS: optionalKey,
  fK_R_SERVICEOBJECT: optionalKey,
  quotationNumber: z.string().check(z.minLength(1), z.maxLength(50)),
  revision: z._default(z.number().check(z.int(), z.gte(0)), 0),
  version: z._default(z.number().check(z.int(), z.gte(1)), 1),
  date: isoDate,
  description: optionalText,
  amount: money,
  status: z.enum(erpQuotationStatuses),
  /** The last day the customer may accept it; left out: no limit. */
  validUntil: optionalDate,
  /** The VAT percentage on top of the amount, as the quotation states it; left out: it names none. */
  vatRate: z.nullish(z.number().check(z.gte(0), z.lte(100))),
  /** The quotation's lines; an import replaces the ones it had. */
  lines: z._default(z.array(erpQuotationLineSchema), []),
});

/** The entities a document can belong to, each named by its foreign key; a document names exactly one. */
export const erpDocumentOwnerKeys = [
  'fK_R_SERVICEOBJECTTYPE',
  'fK_R_SERVICEOBJECT',
  'fK_R_SALESINVOICE',
  'fK_R_JOBORDER',
  'fK_R_OFFER',
] as const;

export const erpDocumentSchema = z
  .object({
    pK_R_DOCUMENT: key,
    description: z.string().check(z.minLength(1), z.maxLength(500)),
    /** Without the dot, e.g. pdf or jpg. */
    extension: z.pipe(
      z.string().check(z.regex(/^[A-Za-z0-9]{1,10}$/)),
      z.transform((e) => e.toLowerCase()),
    ),
    fK_R_SERVICEOBJECTTYPE: optionalKey,
    fK_R_SERVICEOBJECT: optionalKey,
    fK_R_SALESINVOICE: optionalKey,
    fK_R_JOBORDER: optionalKey,
    fK_R_OFFER: optionalKey,
    /** Path of the file relative to the import file; without one the portal shows 'Document not available'. */
    file: z.nullish(z.string().check(z.minLength(1), z.maxLength(1000))),
  })
  .check(
    z.superRefine((doc, ctx) => {
      const owners = erpDocumentOwnerKeys.filter((k) => doc[k] != null);
      if (owners.length !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: owners.length ? [owners[1]] : [],
          message: `must belong to exactly one of ${erpDocumentOwnerKeys.join(', ')}`,
        });
      }
    }),
  );

export const erpAppointmentStatuses = ['open', 'done'] as const;

export const erpAppointmentSchema = z.object({
  pK_R_APPOINTMENT: key,
  fK_PT_RELATION: key,
  fK_PT_RELATIONDELIVERYADDRESS: optionalKey,
  fK_R_SERVICEOBJECT: optionalKey,
  fK_R_JOBORDER: optionalKey,
  /** Full ISO 8601 with an offset, e.g. 2026-03-02T08:30:00.000Z. */
  startsAt: z.iso.datetime({ offset: true }),
  type: erpWord(appointmentTypes),
  /** The engineer's portal account, when there is one (My appointments). */
  engineerEmail: z.nullish(z.email()),
  engineerName: optionalText,
  status: z._default(z.enum(erpAppointmentStatuses), 'open'),
});

export const erpImportSchema = z.strictObject({
  relations: z._default(z.array(erpRelationSchema), []),
  deliveryAddresses: z._default(z.array(erpDeliveryAddressSchema), []),
  objectTypes: z._default(z.array(erpObjectTypeSchema), []),
  objects: z._default(z.array(erpServiceObjectSchema), []),
  serviceIntervals: z._default(z.array(erpServiceIntervalSchema), []),
  contracts: z._default(z.array(erpContractSchema), []),
  jobOrders: z._default(z.array(erpJobOrderSchema), []),
  salesInvoices: z._default(z.array(erpSalesInvoiceSchema), []),
  quotations: z._default(z.array(erpQuotationSchema), []),
  documents: z._default(z.array(erpDocumentSchema), []),
  appointments: z._default(z.array(erpAppointmentSchema), []),
  /**
   * Appointments the ERP called off, by key: they are taken out of the portal (lists, calendar feeds). A key
   * the portal does not hold is no error: the visit may never have been sent.
   */
  cancelledAppointments: z._default(z.array(key), []),
  maintenanceGroups: z._default(z.array(erpMaintenanceGroupSchema), []),
  maintenanceLocations: z._default(z.array(erpMaintenanceLocationSchema), []),
  maintenanceProperties: z._default(z.array(erpMaintenancePropertySchema), []),
});

/** What an ERP export writes (defaults may be left out). */
export type ErpImportFile = z.input<typeof erpImportSchema>;
/** The file after validation, with defaults filled in. */
export type ErpImport = z.output<typeof erpImportSchema>;
export type ErpRelation = z.output<typeof erpRelationSchema>;
export type ErpDeliveryAddress = z.output<typeof erpDeliveryAddressSchema>;
export type ErpObjectType = z.output<typeof erpObjectTypeSchema>;
export type ErpServiceObject = z.output<typeof erpServiceObjectSchema>;
export type ErpObjectProperty = z.output<typeof erpObjectPropertySchema>;
export type ErpServiceInterval = z.output<typeof erpServiceIntervalSchema>;
export type ErpContract = z.output<typeof erpContractSchema>;
export type ErpContractLine = z.output<typeof erpContractLineSchema>;
export type ErpJobOrder = z.output<typeof erpJobOrderSchema>;
export type ErpSalesInvoice = z.output<typeof erpSalesInvoiceSchema>;
export type ErpQuotation = z.output<typeof erpQuotationSchema>;
export type ErpQuotationLine = z.output<typeof erpQuotationLineSchema>;
export type ErpDocument = z.output<typeof erpDocumentSchema>;
export type ErpAppointment = z.output<typeof erpAppointmentSchema>;
export type ErpMaintenanceGroup = z.output<typeof erpMaintenanceGroupSchema>;
export type ErpMaintenanceLocation = z.output<typeof erpMaintenanceLocationSchema>;
export type ErpMaintenanceProperty = z.output<typeof erpMaintenancePropertySchema>;
/**
 * The kinds of row an import counts, in the order its summary names them. The importer's counts are typed by
 * this list, so a count added there without a name here fails to compile, and the summary's test finds a
 * count without its words (issue 28: `cancelledAppointments` was shown as its raw key).
 */
export const erpImportKinds = [
  'relations',
  'deliveryAddresses',
  'objectTypes',
  'objects',
  'objectProperties',
  'serviceIntervals',
  'contracts',
  'contractLines',
  'jobOrders',
  'salesInvoices',
  'quotations',
  'quotationLines',
  'documents',
  'files',
  'appointments',
  'cancelledAppointments',
  'maintenanceGroups',
  'maintenanceLocations',
  'maintenanceProperties',
] as const;
export type ErpImportKind = (typeof erpImportKinds)[number];
/** Counts of what an import wrote, per kind of row. */
export type ErpImportCounts = Record<ErpImportKind, number>;
