import { buildingPath, relationPath } from '../shell/relation-paths';

/**
 * Where a page sits in the route tree: a relation, optionally one of its buildings, optionally an object
 * there. Detail pages (invoices, orders, contracts, quotations) hang under any of the three, so the
 * trail and the links from them keep the place the user came from.
 */
export interface PlaceParams {
  id: string;
  buildingId?: string;
  objectId?: string;
}

export function placePath({ id, buildingId, objectId }: PlaceParams): string {
  let path = `/buildings/${id}`;
  if (buildingId) path += `/${buildingId}`;
  if (buildingId && objectId) path += `/${objectId}`;
  return path;
}

export const objectPath = (relationId: number, buildingId: number, objectId: number): string =>
  `${buildingPath(relationId, buildingId)}/${objectId}`;

export const invoicePath = (place: string, invoiceId: number) => `${place}/invoices/${invoiceId}`;
export const jobOrderPath = (place: string, jobOrderId: number) => `${place}/orders/${jobOrderId}`;
export const contractPath = (place: string, contractId: number) => `${place}/contracts/${contractId}`;
export const quotationsPath = (place: string) => `${place}/quotations`;
export const quotationPath = (place: string, quotationId: number) => `${place}/quotations/${quotationId}`;

export { buildingPath, relationPath };
