import {
  contractDetailsSchema,
  contractsResponseSchema,
  serviceIntervalsResponseSchema,
} from '../../../contract/contracts';
import { getCall } from './call';

/** GET /api/contracts?relationId */
export const contractsOfRelation = (relationId: number) =>
  getCall('/api/contracts', contractsResponseSchema, { relationId });

/** GET /api/contracts?objectId: the contracts with a line for the object. */
export const contractsOfObject = (objectId: number) =>
  getCall('/api/contracts', contractsResponseSchema, { objectId });

/** GET /api/contracts/{id}: the contract with its lines. */
export const contractDetails = (id: number) => getCall(`/api/contracts/${id}`, contractDetailsSchema);

/** GET /api/serviceintervals */
export const serviceIntervals = (objectId: number) =>
  getCall('/api/serviceintervals', serviceIntervalsResponseSchema, { objectId });
