import type { FastifyInstance } from 'fastify';
import { documentFileRoutes } from '../files/routes';
import { appointmentRoutes } from './appointments';
import { bookingRoutes } from './booking';
import { clientErrorRoutes } from './client-errors';
import { contactRoutes } from './contact';
import { contractRoutes } from './contracts';
import { documentRoutes } from './documents';
import { employeeRoutes } from './employee';
import { invoiceRoutes } from './invoices';
import { jobOrderRoutes } from './job-orders';
import { locationAdminRoutes } from './location-admin';
import { locationRoutes } from './locations';
import { maintenanceRoutes } from './maintenance';
import { maintenanceReportRoutes } from './maintenance-report';
import { objectRoutes } from './objects';
import { providerSettingsRoutes } from './provider-settings';
import { publicObjectRoutes } from './public-object';
import { quotationRoutes } from './quotations';
import { relationRoutes } from './relations';
import { roleRoutes } from './roles';
import { stickerRoutes } from './stickers';
import { userRoutes } from './users';

/** Every /api/* resource group of spec section 7, one file each, and the signed document files they hand out. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(relationRoutes);
  await app.register(locationRoutes);
  await app.register(objectRoutes);
  await app.register(invoiceRoutes);
  await app.register(contractRoutes);
  await app.register(jobOrderRoutes);
  await app.register(quotationRoutes);
  await app.register(appointmentRoutes);
  await app.register(documentRoutes);
  await app.register(employeeRoutes);
  await app.register(documentFileRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(locationAdminRoutes);
  await app.register(providerSettingsRoutes);
  await app.register(maintenanceRoutes);
  await app.register(maintenanceReportRoutes);
  await app.register(bookingRoutes);
  await app.register(contactRoutes);
  await app.register(publicObjectRoutes);
  await app.register(stickerRoutes);
  await app.register(clientErrorRoutes);
}
