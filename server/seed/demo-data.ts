import { fileURLToPath } from 'node:url';
import type { ErpImportFile } from '../../contract/erp';
import { demoCatalogue } from './catalogue';
import { buildAppointments } from './demo-data-appointments';
import { buildDocuments } from './demo-data-documents';
import { buildOrders } from './demo-data-orders';
import { buildQuotations } from './demo-data-quotations';
import { buildRelations } from './demo-data-relations';
import { demoObjectTypes } from './demo-vocabulary';
import { Random } from './random';

/** Document paths in the demo set are relative to this folder, as they are to an import file's folder. */
export const demoBaseDir = fileURLToPath(new URL('.', import.meta.url));

const SEED = 20_260_302;

/**
 * The demo data set as an ERP export, built from a fixed seed. All dates are relative to `today`, so the set
 * looks current on whatever day it is loaded, and the same day always gives the same set. The sections draw
 * from one generator in this order; building them in another would give another set.
 */
export function buildDemoImport(today: Date): ErpImportFile {
  const r = new Random(SEED);
  const relations = buildRelations(r, today);
  const orders = buildOrders(r, today, relations);
  const quotations = buildQuotations(r, today, relations);
  const documents = buildDocuments(r, today, relations, orders, quotations);
  const appointments = buildAppointments(r, today, relations, orders);
  return {
    relations: relations.relations,
    deliveryAddresses: relations.addresses,
    objectTypes: demoObjectTypes,
    objects: relations.objects,
    serviceIntervals: relations.intervals,
    contracts: orders.contracts,
    jobOrders: orders.jobOrders,
    salesInvoices: orders.invoices,
    quotations,
    documents,
    appointments,
    ...demoCatalogue,
  };
}
