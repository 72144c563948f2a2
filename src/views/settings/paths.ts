/** The addresses of the settings screens (spec section 2). */
export const settingsPath = '/settings';
export const relationSettingsPath = (relationId: number) => `/settings/${relationId}`;
export const locationSettingsPath = (relationId: number, buildingId: number) =>
  `/settings/${relationId}/${buildingId}`;
export const permissionsPath = (relationId: number, buildingId: number, userId: string) =>
  `/settings/${relationId}/${buildingId}/permissions/${userId}`;
export const editUserPath = (relationId: number, userId: string) =>
  `/edituser?${new URLSearchParams({ relationId: String(relationId), userId })}`;
