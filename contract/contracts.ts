import { z } from 'zod';
import { amountSchema, idSchema, isoDateSchema } from './paging';

/** A contract (spec section 3). */
export const contractSchema = z.object({
  pK_R_CONTRACT: z.number().int(),
  fK_PT_RELATION: z.number().int(),
  contractnumber: z.string(),
  description: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  nextInvoice: isoDateSchema.nullable(),
  amount: amountSchema,
  serviceInterval: z.string().nullable(),
  responseTime: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractLineSchema = z.object({
  pK_R_CONTRACTLINE: z.number().int(),
  fK_R_SERVICEOBJECT: z.number().int().nullable(),
  serviceobjectnumber: z.string().nullable(),
  description: z.string(),
  serviceInterval: z.string().nullable(),
  responseTime: z.string().nullable(),
  amount: amountSchema,
});

/** GET /api/contracts/{id}: the contract with its lines (only lines of objects the caller may see). */
export const contractDetailsSchema = contractSchema.extend({
  relationName: z.string(),
  lines: z.array(contractLineSchema),
});
export const contractParamsSchema = z.object({ id: idSchema('id') });

/**
 * GET /api/contracts?relationId or ?objectId (exactly one): a relation's contracts, or the contracts with a
 * line for the object; by contractnumber. A relation has few contracts, so the list is not paged.
 */
export const contractsQuerySchema = z
  .object({ relationId: idSchema('relationId').optional(), objectId: idSchema('objectId').optional() })
  .refine((q) => (q.relationId === undefined) !== (q.objectId === undefined), {
    message: 'give exactly one of relationId, objectId',
  });
export const contractsResponseSchema = z.array(contractSchema);

/** GET /api/serviceintervals?objectId: the object's service intervals. */
export const serviceIntervalSchema = z.object({
  pK_R_SERVICEINTERVAL: z.number().int(),
  fK_R_SERVICEOBJECT: z.number().int(),
  description: z.string(),
  intervalMonths: z.number().int(),
  lastDate: isoDateSchema.nullable(),
  nextDate: isoDateSchema.nullable(),
});
export const serviceIntervalsQuerySchema = z.object({ objectId: idSchema('objectId') });
export const serviceIntervalsResponseSchema = z.array(serviceIntervalSchema);
