import type { z } from 'zod';
import {
  erpLinkResponseSchema,
  providerSettingsSchema,
  saveProviderSettingsSchema,
} from '../../contract/provider-settings';
import { http } from './http';
import { valid } from './identity';
import { getCall } from './portal-data/call';

/** GET /api/providerSettings (public): name, website and 24/7 phone; empty texts are not configured yet. */
export const providerSettings = () => getCall('/api/providerSettings', providerSettingsSchema);

/** GET /api/providerSettings/erpLink: the latest ERP imports, newest first. */
export const erpLink = () => getCall('/api/providerSettings/erpLink', erpLinkResponseSchema);

/** POST /api/providerSettings */
export const saveProviderSettings = (input: z.input<typeof saveProviderSettingsSchema>) =>
  http.request('/api/providerSettings', {
    method: 'POST',
    body: valid(saveProviderSettingsSchema, input),
    schema: providerSettingsSchema,
  });
