import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeLanguageSchema,
  changeProfileSchema,
  type Profile,
  profileSchema,
} from '../../contract/identity';
import { permissionKeys } from '../../contract/permissions';
import { type Caller, callerOf } from '../access/authenticate';
import { permissionsMap } from '../access/permissions';
import { users } from '../db/schema';

/** The signed-in user with the claims they hold and the map of every permission key. */
export function profileOf(caller: Caller): Profile {
  return {
    id: caller.id,
    email: caller.email,
    pendingEmail: caller.pendingEmail,
    name: caller.name,
    phoneNumber: caller.phoneNumber,
    function: caller.function,
    role: caller.role,
    language: caller.language,
    // authenticate lets only active users through
    status: 'active',
    claims: permissionKeys.filter((key) => caller.permissions.has(key)).map((key) => ({ key, value: true })),
    permissions: permissionsMap(caller.permissions),
  };
}

export async function profileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Identity/Profile',
    // The answer is the caller: kept callers serve it once shown current (access/caller-proof.ts).
    { config: { permissions: [], keptCaller: true }, schema: { response: { 200: profileSchema } } },
    async (request) => profileOf(callerOf(request)),
  );

  app.post(
    '/Identity/ChangeProfile',
    { config: { permissions: [] }, schema: { body: changeProfileSchema, response: { 200: profileSchema } } },
    async (request) => {
      const caller = callerOf(request);
      const { Name, PhoneNumber, Function: jobFunction, Language } = request.body;
      await app.db
        .update(users)
        .set({
          name: Name,
          phoneNumber: PhoneNumber,
          function: jobFunction,
          ...(Language && { language: Language }),
        })
        .where(eq(users.id, caller.id));
      return profileOf({
        ...caller,
        name: Name,
        phoneNumber: PhoneNumber,
        function: jobFunction,
        language: Language ?? caller.language,
      });
    },
  );

  app.post(
    '/Identity/ChangeLanguage',
    { config: { permissions: [] }, schema: { body: changeLanguageSchema, response: { 200: profileSchema } } },
    async (request) => {
      const caller = callerOf(request);
      const { Language } = request.body;
      await app.db.update(users).set({ language: Language }).where(eq(users.id, caller.id));
      return profileOf({ ...caller, language: Language });
    },
  );
}
