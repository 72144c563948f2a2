import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '../../contract/identity';
import {
  secondFactorRuleParamsSchema,
  secondFactorRuleSchema,
  secondFactorRulesSchema,
} from '../../contract/second-factor';
import { callerOf } from '../access/authenticate';
import { customersOnly } from '../access/route-guards';
import { badRequest, noAccess } from '../errors';
import { secondFactorRules, secondFactorState, setSecondFactorRule } from '../identity/second-factor';

/**
 * A company admin asks the users of their relations for a second factor. The provider's staff always sign in
 * with one and belong to no relation, so these calls are a customer's administrator's only.
 */
const customerAdministration = customersOnly(['Users.Invite']);

export async function secondFactorRuleRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/second-factor-rules',
    { ...customerAdministration, schema: { response: { 200: secondFactorRulesSchema } } },
    async (request) => secondFactorRules(app.db, callerOf(request).memberships.relationIds),
  );

  app.put(
    '/api/second-factor-rules/:relationId',
    {
      ...customerAdministration,
      schema: {
        params: secondFactorRuleParamsSchema,
        body: secondFactorRuleSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { relationId } = request.params;
      const caller = callerOf(request);
      if (!caller.memberships.relationIds.includes(relationId)) throw noAccess();
      // The admin is one of the relation's users: without an authenticator the rule would lock them out too.
      if (request.body.required && !(await secondFactorState(app.db, caller.id)).enabled)
        throw badRequest('secondFactorOwnFirst');
      await setSecondFactorRule(app.db, relationId, request.body.required);
      return { ok: true as const };
    },
  );
}
