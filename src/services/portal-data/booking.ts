import {
  bookablePlacesResponseSchema,
  engineersResponseSchema,
  requestedVisitsResponseSchema,
} from '../../../contract/booking';
import { getCall, pagedCall } from './call';
import type { PageQuery } from './list-query';

/** GET /api/booking/places: the locations with the objects the caller may book a visit for. */
export const bookablePlaces = () => getCall('/api/booking/places', bookablePlacesResponseSchema);

/** GET /api/booking/requested: the visits waiting to be planned, oldest request first. */
export const requestedVisits = (query: PageQuery) =>
  pagedCall('/api/booking/requested', requestedVisitsResponseSchema, {}, { ...query });

/** GET /api/booking/engineers: the provider's staff a visit can be planned for. */
export const engineers = () => getCall('/api/booking/engineers', engineersResponseSchema);
