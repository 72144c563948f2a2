import { z } from 'zod/mini';

/**
 * GET /api/providerSettings (public: the login footer shows the provider's name and links to its website) and
 * POST /api/providerSettings. Empty texts mean "not configured yet". Written with zod/mini, as `login.ts`: the
 * login screen checks this answer before the rest of the contract loads.
 */
export const providerSettingsSchema = z.object({
  name: z.string(),
  website: z.string(),
  phone24h: z.string(),
  /**
   * Where the uploaded logo is shown (GET /api/providerSettings/logo, public), versioned by its hash so a new
   * logo is never hidden by a cached old one; null when the provider has not uploaded one.
   */
  logoUrl: z.nullable(z.string()),
});
