import { z } from 'zod/mini';
import { exportQuerySchema } from './exports';
import { amountSchema, idSchema, isoDateSchema } from './paging';

/** A contract (spec section 3). */
export const contractSchema = z.object({
  pK_R_CONTRACT: z.number().check(z.int()),
  fK_PT_RELATION: z.number().check(z.int()),
  contractnumber: z.string(),
  description: z.string(),
  startDate: isoDateSchema,
  endDate: z.nullable(isoDateSchema),
  nextInvoice: z.nullable(isoDateSchema),
  amount: amountSchema,
  serviceInterval: z.nullable(z.string()),
  responseTime: z.nullable(z.string()),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractLineSchema = z.object({
  pK_R_CONTRACTLINE: z.number().check(z.int()),
  fK_R_SERVICEOBJECT: z.nullable(z.number().check(z.int())),
  serviceobjectnumber: z.nullable(z.string()),
  description: z.string(),
  serviceInterval: z.nullable(z.string()),
  responseTime: z.nullable(z.string()),
  amount: amountSchema,
});

/** GET /api/contracts/{id}: the contract with its lines (only lines of objects the caller may see). */
export const contractDetailsSchema = z.extend(contractSchema, {
  relationName: z.string(),
  lines: z.array(contractLineSchema),
});
export const contractParamsSchema = z.object({ id: idSchema('id') });

/**
 * GET /api/contracts?relationId or ?objectId (exactly one): a relation's contracts, or the contracts with a
 * line for the object; by contractnumber. A relation has few contracts, so the list is not paged.
 */
const contractsOf = z.object({
  relationId: z.optional(idSchema('relationId')),
  objectId: z.optional(idSchema('objectId')),
});
const exactlyOneParent = z.refine<z.infer<typeof contractsOf>>(
  (q) => (q.relationId === undefined) !== (q.objectId === undefined),
  { message: 'give exactly one of relationId, objectId' },
);
export const contractsQuerySchema = contractsOf.check(exactlyOneParent);
/** GET /api/exports/contracts: the same list as a file (`format`), with the same rule. */
export const contractsExportQuerySchema = exportQuerySchema(contractsOf).check(exactlyOneParent);
export const contractsResponseSchema = z.array(contractSchema);

/** GET /api/serviceintervals?objectId: the object's service intervals. */
export const serviceIntervalSchema = z.object({
  pK_R_SERVICEINTERVAL: z.number().check(z.int()),
  fK_R_SERVICEOBJECT: z.number().check(z.int()),
  description: z.string(),
  intervalMonths: z.number().check(z.int()),
  lastDate: z.nullable(isoDateSchema),
  nextDate: z.nullable(isoDateSchema),
});
export const serviceIntervalsQuerySchema = z.object({ objectId: idSchema('objectId') });
export const serviceIntervalsResponseSchema = z.array(serviceIntervalSchema);
