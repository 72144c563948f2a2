import type { z } from 'zod/mini';
import { outboxSchema } from '../../contract/mail-queue';
import {
  erpLinkResponseSchema,
  providerSettingsSchema,
  saveProviderSettingsSchema,
  serviceDeskSchema,
} from '../../contract/provider-settings';
import { http } from './http';
import { getCall } from './portal-data/call';
import { valid } from './valid';

export { providerSettings } from './public-settings';

/** GET /api/providerSettings/erpLink: the latest ERP imports, newest first. */
export const erpLink = () => getCall('/api/providerSettings/erpLink', erpLinkResponseSchema);

/** GET /api/dev/mail (demo mode, provider administrators): the outbox, newest first. */
export const outbox = () => getCall('/api/dev/mail', outboxSchema);

/** POST /api/providerSettings */
export const saveProviderSettings = (input: z.input<typeof saveProviderSettingsSchema>) =>
  http.request('/api/providerSettings', {
    method: 'POST',
    body: valid(saveProviderSettingsSchema, input),
    schema: providerSettingsSchema,
  });

/** POST /api/providerSettings/logo: a PNG or JPEG of at most 512 KB; the server judges the file by its bytes. */
/** DELETE /api/providerSettings/logo: the default logo is shown again. */
export const removeProviderLogo = () =>
  http.request('/api/providerSettings/logo', { method: 'DELETE', schema: providerSettingsSchema });

export const uploadProviderLogo = (file: Blob) => {
  const body = new FormData();
  body.append('logo', file);
  return http.request('/api/providerSettings/logo', { method: 'POST', body, schema: providerSettingsSchema });
};

/** GET /api/providerSettings/serviceDesk (provider admins). */
export const serviceDesk = () => getCall('/api/providerSettings/serviceDesk', serviceDeskSchema);
