import type { Relation } from '../../../contract/relations';

/** Spec section 9: above this many relations the side navigation offers a searchable chooser. */
export const RELATION_DROPDOWN_THRESHOLD = 10;

export const relationPath = (relationId: number): string => `/buildings/${relationId}`;

export const buildingPath = (relationId: number, buildingId: number): string =>
  `/buildings/${relationId}/${buildingId}`;

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
