export { maintenanceMachine } from './maintenance.machine';
export type { MaintenanceContext, MaintenanceEvent, MaintenanceInput } from './maintenance.types';
