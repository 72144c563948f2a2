import { updateManagementSchema } from '../../../contract/location-admin';
import { updateManagement } from '../../services/location-admin';
import { type LocationEdit, LocationEditPage } from './LocationEditPage';

const management: LocationEdit<typeof updateManagementSchema, unknown> = {
  title: 'locationEdit.managementTitle',
  intro: 'locationEdit.managementIntro',
  fields: [
    { name: 'managerCompany', label: 'building.managerCompany', isRequired: true },
    { name: 'managerName', label: 'building.managerName' },
    { name: 'managerContactPhone', label: 'building.managerContactPhone', type: 'tel', isRequired: true },
    { name: 'managerNotes', label: 'building.notes' },
  ],
  schema: updateManagementSchema,
  save: updateManagement,
  saved: () => 'success.infoUpdated',
};

/** Edit manager information (/buildings/{id}/{buildingId}/editManagement): company and phone are required. */
export function EditManagement() {
  return <LocationEditPage edit={management} />;
}
