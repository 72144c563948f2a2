import { z } from 'zod';
import { messages, optionalPhoneSchema, phoneSchema } from './validation';

/**
 * The saves of a location's manager info and its location contact (spec sections 3 and 5). Optional texts
 * may be sent empty or left out; an empty text is stored as none.
 */

const locationKey = z.number({ error: messages.required }).int().positive();
const optionalText = (max: number) => z.string().trim().max(max, messages.invalid).default('');

/** POST /api/RelationDeliveryaddress/Update: manager company and manager phone are required. */
export const updateManagementSchema = z.object({
  pK_PT_RELATIONDELIVERYADDRESS: locationKey,
  managerCompany: z
    .string({ error: messages.managerCompanyRequired })
    .trim()
    .min(1, messages.managerCompanyRequired)
    .max(200, messages.invalid),
  managerName: optionalText(200),
  managerContactPhone: z
    .string({ error: messages.managerPhoneRequired })
    .trim()
    .min(1, messages.managerPhoneRequired)
    .pipe(phoneSchema),
  managerNotes: optionalText(2000),
});

export const managementSchema = z.object({
  pK_PT_RELATIONDELIVERYADDRESS: z.number().int(),
  managerCompany: z.string().nullable(),
  managerName: z.string().nullable(),
  managerContactPhone: z.string().nullable(),
  managerNotes: z.string().nullable(),
});

/**
 * POST /api/RelationDeliveryaddress/UpdateContact: the location contact; all fields empty deletes it
 * (`deleted: true` in the answer, so the screen can say "contact deleted" rather than "contact updated").
 */
export const updateContactSchema = z.object({
  pK_PT_RELATIONDELIVERYADDRESS: locationKey,
  contactName: optionalText(200),
  contactPhone: optionalPhoneSchema.default(''),
  contactNotes: optionalText(2000),
});

export const contactSchema = z.object({
  pK_PT_RELATIONDELIVERYADDRESS: z.number().int(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactNotes: z.string().nullable(),
  deleted: z.boolean(),
});
