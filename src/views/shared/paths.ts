import type { Relation } from '../../../contract/relations';

/**
 * Every address a screen links to (spec section 2), built in one place. The route patterns that match
 * them are in `views/routes.tsx` and `views/settings-routes.tsx`.
 */

export const relationPath = (relationId: number): string => `/buildings/${relationId}`;

export const buildingPath = (relationId: number, buildingId: number): string =>
  `/buildings/${relationId}/${buildingId}`;

export const objectPath = (relationId: number, buildingId: number, objectId: number): string =>
  `${buildingPath(relationId, buildingId)}/${objectId}`;

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

/** The open or a new maintenance inspection of an object, as a gate's QR code links to it. */
export const directMaintenancePath = (objectId: number) => `/direct-maintenance?objectId=${objectId}`;

export const invoicePath = (place: string, invoiceId: number) => `${place}/invoices/${invoiceId}`;
export const jobOrderPath = (place: string, jobOrderId: number) => `${place}/orders/${jobOrderId}`;
export const contractPath = (place: string, contractId: number) => `${place}/contracts/${contractId}`;
export const quotationsPath = (place: string) => `${place}/quotations`;
export const quotationPath = (place: string, quotationId: number) => `${place}/quotations/${quotationId}`;

/** Choosing a relation with exactly one delivery address goes straight to that building. */
export function relationTarget(relation: Relation): string {
  const [only, ...others] = relation.deliveryAdresses;
  return only && others.length === 0
    ? buildingPath(relation.pK_PT_RELATION, only.pK_PT_RELATIONDELIVERYADDRESS)
    : relationPath(relation.pK_PT_RELATION);
}

export interface Selection {
  relationId: number | null;
  buildingId: number | null;
}

/** Which relation and building the path points at, for highlighting them in the navigation. */
export function selectionOf(path: string): Selection {
  const match = /^\/buildings\/(\d+)(?:\/(\d+))?(?:\/|$)/.exec(path);
  return {
    relationId: match ? Number(match[1]) : null,
    buildingId: match?.[2] ? Number(match[2]) : null,
  };
}

export const myAppointmentsPath = '/appointments';
export const accountPath = '/account';
export const accountChangePath = '/account/change';
/** Booking a visit (/book), with `?object=` when it comes from an object's page. */
export const bookPath = (objectId?: number) => (objectId ? `/book?object=${objectId}` : '/book');
export const requestedVisitsPath = '/book/requested';
export const allUsersPath = '/allusers';
export const providerSettingsPath = '/dbssettings';

export const settingsPath = '/settings';
export const relationSettingsPath = (relationId: number) => `/settings/${relationId}`;
export const locationSettingsPath = (relationId: number, buildingId: number) =>
  `/settings/${relationId}/${buildingId}`;
export const permissionsPath = (relationId: number, buildingId: number, userId: string) =>
  `/settings/${relationId}/${buildingId}/permissions/${userId}`;
export const editUserPath = (relationId: number, userId: string) =>
  `/edituser?${new URLSearchParams({ relationId: String(relationId), userId })}`;

/** The model viewer, of one machine when given. */
export const modelsPath = (machineId?: string): string => (machineId ? `/models/${machineId}` : '/models');
export const editManagementPath = (relationId: number, buildingId: number) =>
  `${buildingPath(relationId, buildingId)}/editManagement`;
export const editLocationContactPath = (relationId: number, buildingId: number) =>
  `${buildingPath(relationId, buildingId)}/editLocationContact`;
/** The contact and failure report form, opened for one object when one is given. */
export const contactPath = (object?: { locationId: number; objectId: number }) =>
  object ? `/contact?locationId=${object.locationId}&objectId=${object.objectId}` : '/contact';
/** Provider staff's list of failure reports. */
export const failureReportsPath = '/failures';
/** The provider's list of the quotations customers decided on or asked about. */
export const quotationReviewPath = '/quotations';
/** The QR sticker page of a location's objects. */
export const stickersPath = (relationId: number, buildingId: number) =>
  `${buildingPath(relationId, buildingId)}/stickers`;
