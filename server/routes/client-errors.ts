import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PER_ADDRESS_PER_MINUTE,
} from '../../contract/client-error-limits';
import { clientErrorReportSchema } from '../../contract/client-errors';
import { verifyAccessToken } from '../identity/access-token';

/** The user a report came from, when it carries a valid token; a signed-out page, or an expired token, has none. */
async function reporterOf(request: FastifyRequest, secret: string): Promise<string | undefined> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  try {
    return (await verifyAccessToken(secret, header.slice(7).trim())).userId;
  } catch {
    return undefined;
  }
}

/**
 * Failures in the browser, reported by the app's error boundaries and its listener for promises nobody caught
 * (issue 27), written to the server's log. Public: a signed-out page (the login, an activation link, a gate's
 * public page) fails too. Against a flood: a limit per address, a small body, and texts of a bounded length.
 */
export async function clientErrorRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/client-errors',
    {
      bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes,
      config: { rateLimit: { max: CLIENT_ERRORS_PER_ADDRESS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { body: clientErrorReportSchema },
    },
    async (request, reply) => {
      const userId = await reporterOf(request, app.config.jwtSecret);
      request.log.error({ clientError: request.body, userId }, 'A page of the portal failed in the browser.');
      return reply.code(204).send();
    },
  );
}
