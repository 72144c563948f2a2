import { providerSettingsSchema } from '../../contract/public-settings';
import { getCall } from './portal-data/call';

/**
 * GET /api/providerSettings (public): name, website, 24/7 phone and where the logo is; empty texts are not
 * configured yet.
 */
export const providerSettings = () => getCall('/api/providerSettings', providerSettingsSchema);
