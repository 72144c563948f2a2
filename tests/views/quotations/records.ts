import type { QuotationRecord } from '../../../contract/quotation-approval';
import { rolePermissions } from '../../../contract/roles';
import { profile } from '../support';

/** A submitted quotation of Zorggroep Lindenhof, as GET /api/offers/60003 answers it. */
export const submitted: QuotationRecord = {
  pK_R_OFFER: 60_003,
  fK_PT_RELATION: 1005,
  fK_PT_RELATIONDELIVERYADDRESS: null,
  fK_R_SERVICEOBJECT: null,
  quotationNumber: 'OF26-00153',
  offerrevision: 0,
  version: 1,
  date: '2026-03-02',
  description: 'Vervanging aandrijving',
  amount: 1659,
  status: 'Submitted',
  relationName: 'Zorggroep Lindenhof',
  lines: [
    { pK_R_OFFERDETAIL: 1, pos: 10, description: 'Aandrijfmotor 24V DC', quantity: 1, price: 1480 },
    { pK_R_OFFERDETAIL: 2, pos: 20, description: 'Montage (uur)', quantity: 2, price: 89.5 },
  ],
  validUntil: '2099-12-31',
  vatRate: 21,
  expired: false,
  contentSha256: 'a'.repeat(64),
  acceptance: null,
  history: [],
  earlierVersions: [],
  termsUrl: 'https://poort.example/voorwaarden',
};

export const admin = () => ({
  ...profile([...rolePermissions.companyadmin]),
  role: 'companyadmin' as const,
  name: 'Anna de Vries',
  function: 'Facilitair manager',
});
export const readonly = () => ({
  ...profile([...rolePermissions.readonlyuser]),
  role: 'readonlyuser' as const,
});
export const at = '/buildings/1005/quotations/60003';

/** A company user: reads quotations, holds no Quotations.Accept. */
export const companyUser = () => ({
  ...profile([...rolePermissions.companyuser]),
  role: 'companyuser' as const,
});
/** Provider staff. */
export const staff = () => ({ ...profile([...rolePermissions.dbsadmin]), role: 'dbsadmin' as const });
