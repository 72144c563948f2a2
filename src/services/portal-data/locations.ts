import { locationDetailsSchema, locationManagersResponseSchema } from '../../../contract/locations';
import { getCall } from './call';

/** GET /api/locations/{id}: the building with its manager info and location contact. */
export const locationDetails = (id: number) => getCall(`/api/locations/${id}`, locationDetailsSchema);

/** GET /api/locations/managers: the portal users who manage the building's relation. */
export const locationManagers = (locationId: number) =>
  getCall('/api/locations/managers', locationManagersResponseSchema, { locationId });
