import {
  objectFailuresResponseSchema,
  objectPropertiesResponseSchema,
  type objectSorts,
  objectsResponseSchema,
  serviceObjectSchema,
} from '../../../contract/objects';
import { keptOffline } from '../offline-copy';
import { getCall, pagedCall } from './call';
import type { ListQuery } from './list-query';

export type ObjectSort = (typeof objectSorts)[number];

/** GET /api/Object/Get: the objects at one building, a page at a time. */
export const objectsAtLocation = (locationId: number, query: ListQuery<ObjectSort>) =>
  pagedCall('/api/Object/Get', objectsResponseSchema, { locationId }, { ...query });

/** GET /api/Object/GetSingle */
export const serviceObject = (id: number) =>
  keptOffline(getCall('/api/Object/GetSingle', serviceObjectSchema, { id }));

/** GET /api/Object/properties: the subtype properties everyone who sees the object may read. */
export const publicProperties = (objectId: number) =>
  getCall('/api/Object/properties', objectPropertiesResponseSchema, { objectId });

/** GET /api/Object/propertiesNonPublic: provider staff only; anyone else is answered 403. */
export const nonPublicProperties = (objectId: number) =>
  getCall('/api/Object/propertiesNonPublic', objectPropertiesResponseSchema, { objectId });

/** GET /api/Object/failures: the object's failure reports, newest first. */
export const objectFailures = (objectId: number) =>
  keptOffline(getCall('/api/Object/failures', objectFailuresResponseSchema, { objectId }));
