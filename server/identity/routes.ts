import type { FastifyInstance } from 'fastify';

/** The /Identity/* calls of spec section 7. */
export async function identityRoutes(_app: FastifyInstance) {}
