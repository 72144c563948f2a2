import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeProfileSchema, type Profile, profileSchema, userStatusSchema } from '../../contract/identity';
import { permissionKeys } from '../../contract/permissions';
import { type Caller, callerOf } from '../access/authenticate';
import { permissionsMap } from '../access/permissions';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { findUser } from './users';

/** The signed-in user with the claims they hold and the map of every permission key. */
export async function loadProfile(db: Db, caller: Caller): Promise<Profile> {
  const user = await findUser(db, caller.id);
  return {
    id: user.id,
    email: user.email,
    pendingEmail: user.pendingEmail,
    name: user.name,
    phoneNumber: user.phoneNumber,
    function: user.function,
    role: caller.role,
    language: user.language === 'en' ? 'en' : 'nl',
    status: userStatusSchema.parse(user.status),
    claims: permissionKeys.filter((key) => caller.permissions.has(key)).map((key) => ({ key, value: true })),
    permissions: permissionsMap(caller.permissions),
  };
}

export async function profileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Identity/Profile',
    { config: { permissions: [] }, schema: { response: { 200: profileSchema } } },
    async (request) => loadProfile(app.db, callerOf(request)),
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
      return loadProfile(app.db, caller);
    },
  );
}
