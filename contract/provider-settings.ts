import { z } from 'zod/mini';
import { emailSchema, messages, phoneSchema, requiredText } from './validation';

export { providerSettingsSchema } from './public-settings';

/** POST /api/providerSettings/logo (multipart, one file): a PNG or JPEG, judged by its bytes, up to this size. */
export const LOGO_MAX_BYTES = 512 * 1024;

/** The logo as the browser chose it: too large a file is refused before sending; the server judges its bytes. */
export const logoFileSchema = z.object({
  file: z
    .custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
      error: messages.required,
    })
    .check(z.refine((file) => file.size <= LOGO_MAX_BYTES, { error: 'errors.logoTooLarge' })),
});

/** Removing the logo sends nothing: the default logo is shown again. */
export const removeLogoSchema = z.object({});

export const saveProviderSettingsSchema = z.object({
  name: requiredText(100),
  website: z.pipe(
    z
      .string({ error: messages.required })
      .check(z.trim(), z.minLength(1, messages.required), z.maxLength(300, messages.invalid)),
    z.url({ protocol: /^https?$/, error: messages.invalid }),
  ),
  phone24h: z.pipe(
    z.string({ error: messages.required }).check(z.trim(), z.minLength(1, messages.required)),
    phoneSchema,
  ),
  /** Where new failure reports are mailed; empty: nowhere. Left out: unchanged. */
  serviceDeskEmail: z.optional(z.union([z.literal(''), emailSchema])),
});

/**
 * GET /api/providerSettings/serviceDesk, for the provider's administrators only: the address is not shown on
 * the public settings the sign-in page reads.
 */
export const serviceDeskSchema = z.object({ serviceDeskEmail: z.string() });

/** GET /api/providerSettings/erpLink?limit: the latest ERP imports, newest first, with what each loaded. */
export const erpLinkQuerySchema = z.object({
  limit: z.pipe(
    z.optional(
      z.pipe(
        z.pipe(z.string().check(z.regex(/^\d{1,3}$/, 'limit must be a whole number')), z.transform(Number)),
        z
          .number()
          .check(z.int(), z.gte(1, 'limit must be 1 or more'), z.lte(100, 'limit must be at most 100')),
      ),
    ),
    z.transform((n) => n ?? 10),
  ),
});
export const erpImportRunSchema = z.object({
  id: z.number().check(z.int()),
  source: z.string(),
  /** ISO 8601 */
  startedAt: z.string(),
  finishedAt: z.string(),
  /** Rows written per kind (relations, deliveryAddresses, objects, ...). */
  counts: z.record(z.string(), z.number()),
});
export const erpLinkResponseSchema = z.array(erpImportRunSchema);
