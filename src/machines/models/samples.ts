import type { Profile } from '../../../contract/identity';
import type { Relation } from '../../../contract/relations';

/** The signed-in user the generated paths and the machine tests sign in with. */
export const profile: Profile = {
  id: 'user-1',
  email: 'jan@example.nl',
  pendingEmail: null,
  name: 'Jan de Vries',
  phoneNumber: '',
  function: '',
  role: 'companyuser',
  language: 'nl',
  status: 'active',
  claims: [{ key: 'Relations.View', value: true }],
  permissions: { 'Relations.View': true },
};

export const relations: Relation[] = [
  {
    pK_PT_RELATION: 1,
    name: 'Gemeente Utrecht',
    deliveryAdresses: [{ pK_PT_RELATIONDELIVERYADDRESS: 10, fK_PT_RELATION: 1, name: 'Stadskantoor' }],
  },
];
