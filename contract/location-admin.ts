import { z } from 'zod/mini';
import { messages, optionalPhoneSchema, phoneSchema } from './validation';

/**
 * The saves of a location's manager info and its location contact (spec sections 3 and 5). Optional texts
 * may be sent empty or left out; an empty text is stored as none.
 */

const locationKey = z.number({ error: messages.required }).check(z.int(), z.positive());
const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, messages.invalid)), '');

/** POST /api/RelationDeliveryaddress/Update: manager company and manager phone are required. */
export const updateManagementSchema = z.object({
  pK_PT_RELATIONDELIVERYADDRESS: locationKey,
  managerCompany: z
    .string({ error: messages.managerCompanyRequired })
    .check(z.trim(), z.minLength(1, messages.managerCompanyRequired), z.maxLength(200, messages.invalid)),
  managerName: optionalText(200),
  managerContactPhone: z.pipe(
    z
      .string({ error: messages.managerPhoneRequired })
      .check(z.trim(), z.minLength(1, messages.managerPhoneRequired)),
    phoneSchema,
  ),
  managerNotes: optionalText(2000),
});

export const managementSchema = z.object({
  pK_PT_RELATIONDELIVERYADDRESS: z.number().check(z.int()),
  managerCompany: z.nullable(z.string()),
  managerName: z.nullable(z.string()),
  managerContactPhone: z.nullable(z.string()),
  managerNotes: z.nullable(z.string()),
});

/**
 * POST /api/RelationDeliveryaddress/UpdateContact: the location contact; all fields empty deletes it
 * (`deleted: true` in the answer, so the screen can say "contact deleted" rather than "contact updated").
 */
export const updateContactSchema = z.object({
  pK_PT_RELATIONDELIVERYADDRESS: locationKey,
  contactName: optionalText(200),
  contactPhone: z._default(optionalPhoneSchema, ''),
  contactNotes: optionalText(2000),
});

export const contactSchema = z.object({
  pK_PT_RELATIONDELIVERYADDRESS: z.number().check(z.int()),
  contactName: z.nullable(z.string()),
  contactPhone: z.nullable(z.string()),
  contactNotes: z.nullable(z.string()),
  deleted: z.boolean(),
});
