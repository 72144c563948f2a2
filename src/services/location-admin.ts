import type { z } from 'zod/mini';
import {
  contactSchema,
  managementSchema,
  updateContactSchema,
  updateManagementSchema,
} from '../../contract/location-admin';
import { http } from './http';
import { valid } from './identity';

/** POST /api/RelationDeliveryaddress/Update: the manager info of a location. */
export const updateManagement = (input: z.input<typeof updateManagementSchema>) =>
  http.request('/api/RelationDeliveryaddress/Update', {
    method: 'POST',
    body: valid(updateManagementSchema, input),
    schema: managementSchema,
  });

/** POST /api/RelationDeliveryaddress/UpdateContact: the location contact; all fields empty deletes it. */
export const updateContact = (input: z.input<typeof updateContactSchema>) =>
  http.request('/api/RelationDeliveryaddress/UpdateContact', {
    method: 'POST',
    body: valid(updateContactSchema, input),
    schema: contactSchema,
  });
