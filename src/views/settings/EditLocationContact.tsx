import { updateContactSchema } from '../../../contract/location-admin';
import { updateContact } from '../../services/location-admin';
import { type LocationEdit, LocationEditPage } from './LocationEditPage';

const contact: LocationEdit<typeof updateContactSchema, { deleted: boolean }> = {
  title: 'locationEdit.contactTitle',
  intro: 'locationEdit.contactIntro',
  fields: [
    { name: 'contactName', label: 'building.contactName' },
    { name: 'contactPhone', label: 'building.contactPhone', type: 'tel' },
    { name: 'contactNotes', label: 'building.notes' },
  ],
  schema: updateContactSchema,
  save: updateContact,
  saved: (result) => (result.deleted ? 'success.contactDeleted' : 'success.contactUpdated'),
};

/** Edit contact at location (/buildings/{id}/{buildingId}/editLocationContact); all fields empty deletes it. */
export function EditLocationContact() {
  return <LocationEditPage edit={contact} />;
}
