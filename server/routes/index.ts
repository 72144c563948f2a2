import type { FastifyInstance } from 'fastify';
import { relationRoutes } from './relations';

/** Every /api/* resource group of spec section 7, one file each. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(relationRoutes);
}
