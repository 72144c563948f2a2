import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isProviderRole, type RoleName, roleByNumber } from '../../contract/roles';
import type { Invite, RelationUser } from '../../contract/users';
import type { Caller } from '../access/authenticate';
import { relations, relationUsers, users } from '../db/schema';
import { badRequest } from '../errors';
import { auditUser } from '../identity/audit';
import { ACTIVATION_CODE_TTL_S, issueCode } from '../identity/codes';
import { findUserByEmail } from '../identity/users';
import { accessGrantedMail, invitationMail } from '../mail/templates';
import {
  administersEverywhere,
  ensureRelationAdministered,
  ensureUserAdministered,
  isMember,
} from './administered';
import { directoryUserOf, relationUserOf } from './queries';
import { writeRole } from './roles';
import { assignableRoles } from './rules';

type Language = 'nl' | 'en';

type InviteResult = RelationUser & {
  inviteLink: string | null;
  outcome: 'invited' | 'added';
  roleChanged: boolean;
};

const inviteLink = (app: FastifyInstance, code: string) =>
  `${app.config.publicUrl}/registration?code=${encodeURIComponent(code)}`;

async function relationNamesOf(app: FastifyInstance, userId: string): Promise<string[]> {
  const rows = await app.db
    .select({ name: relations.name })
    .from(relationUsers)
    .innerJoin(relations, eq(relations.id, relationUsers.relationId))
    .where(eq(relationUsers.userId, userId))
    .orderBy(asc(relations.name));
  return rows.map((r) => r.name);
}

async function mailInvitation(
  app: FastifyInstance,
  caller: Caller,
  to: { id: string; email: string },
  language: Language,
  link: string,
) {
  await app.mailer.send({
    to: to.email,
    language,
    ...invitationMail(language, {
      link,
      invitedByName: caller.name || caller.email,
      relationNames: await relationNamesOf(app, to.id),
    }),
  });
}

/**
 * Invites `email` to relation {relationId}: a new account waits for activation; an account that exists joins
 * the relation, with the chosen role when the caller may change its role in all its relations (decision 005)
 * and with its own otherwise. An account still waiting for activation gets a fresh link (the older one stops
 * working) by mail in `language`, and the admin gets the same link to copy; an active account is told by mail,
 * in its own language, that it now has access to this customer. The answer says which of these happened.
 */
export async function inviteToRelation(
  app: FastifyInstance,
  caller: Caller,
  relationId: number,
  body: Invite,
): Promise<InviteResult> {
  await ensureRelationAdministered(app.db, caller, relationId);
  const role = roleByNumber(body.role) as RoleName;
  if (isProviderRole(role)) throw badRequest('cannotAddProviderEmployee');
  if (!assignableRoles(caller).includes(role)) throw badRequest('inviteRoleNotAssignable');
  const existing = await findUserByEmail(app.db, body.email);
  let changesRole = false;
  if (existing) {
    const existingRole = existing.role as RoleName;
    if (isProviderRole(existingRole)) throw badRequest('cannotAddProviderEmployee');
    // Only an account the caller manages already: otherwise knowing an address would be enough to pull
    // another customer's user into one's own relation and then manage them.
    await ensureUserAdministered(app.db, caller, existing.id);
    if (await isMember(app.db, relationId, existing.id)) throw badRequest('alreadyInRelation');
    changesRole =
      existingRole !== role &&
      existing.id !== caller.id &&
      (await administersEverywhere(app.db, caller, { id: existing.id, role: existingRole }));
  }

  const { user, code, created } = await app.db.transaction(async (tx) => {
    let user = existing;
    let created = false;
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          role,
          language: body.language,
          status: 'invited',
          invitedById: caller.id,
        })
        .onConflictDoNothing()
        .returning();
      created = user !== undefined;
      // Invited at the same moment by someone else: continue as with an existing account.
      user ??= await findUserByEmail(tx, body.email);
      if (!user) throw new Error('an account that conflicts on its email must exist');
      if (isProviderRole(user.role as RoleName)) throw badRequest('cannotAddProviderEmployee');
      if (!created) await ensureUserAdministered(tx, caller, user.id);
    }
    await auditUser(
      tx,
      caller.id,
      created ? 'user.invite' : 'user.addToRelation',
      user.id,
      created ? { relationId, role } : { relationId },
    );
    const joined = await tx
      .insert(relationUsers)
      .values({ userId: user.id, relationId })
      .onConflictDoNothing()
      .returning({ userId: relationUsers.userId });
    if (joined.length === 0) throw badRequest('alreadyInRelation');
    if (!created && changesRole) await writeRole(tx, caller, user.id, user.role as RoleName, role);
    const code =
      user.status === 'invited'
        ? await issueCode(tx, user.id, 'activation', ACTIVATION_CODE_TTL_S)
        : undefined;
    return { user, code, created };
  });

  const link = code ? inviteLink(app, code) : null;
  if (link) await mailInvitation(app, caller, user, body.language, link);
  else if (user.status === 'active') await mailAccessGranted(app, caller, user, relationId);
  return {
    ...(await relationUserOf(app.db, relationId, user.id)),
    inviteLink: link,
    outcome: created ? 'invited' : 'added',
    roleChanged: !created && changesRole,
  };
}

async function mailAccessGranted(
  app: FastifyInstance,
  caller: Caller,
  to: { email: string; name: string; language: string },
  relationId: number,
) {
  const [relation] = await app.db
    .select({ name: relations.name })
    .from(relations)
    .where(eq(relations.id, relationId));
  const language: Language = to.language === 'en' ? 'en' : 'nl';
  await app.mailer.send({
    to: to.email,
    language,
    ...accessGrantedMail(language, {
      link: `${app.config.publicUrl}/`,
      grantedByName: caller.name || caller.email,
      relationName: relation?.name ?? '',
      name: to.name || undefined,
    }),
  });
}

/**
 * Invites an employee of the provider (a provider role; a platform administrator only by another): a new
 * account, belonging to no customer, waiting for activation. An address that has an account is refused, since
 * a customer's account never becomes provider staff by an invitation.
 */
export async function inviteStaff(app: FastifyInstance, caller: Caller, body: Invite) {
  const role = roleByNumber(body.role) as RoleName;
  if (!isProviderRole(role) || !assignableRoles(caller).includes(role))
    throw badRequest('inviteRoleNotAssignable');
  if (await findUserByEmail(app.db, body.email)) throw badRequest('emailInUse');
  const { user, code } = await app.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: body.email, role, language: body.language, status: 'invited', invitedById: caller.id })
      .onConflictDoNothing()
      .returning();
    // Invited at the same moment by someone else.
    if (!user) throw badRequest('emailInUse');
    await auditUser(tx, caller.id, 'user.invite', user.id, { role });
    return { user, code: await issueCode(tx, user.id, 'activation', ACTIVATION_CODE_TTL_S) };
  });
  const link = inviteLink(app, code);
  await mailInvitation(app, caller, user, body.language, link);
  return { ...(await directoryUserOf(app.db, user.id)), inviteLink: link };
}

/** A fresh activation link for an account still waiting for it, mailed again in the account's language. */
export async function resendInvitation(app: FastifyInstance, caller: Caller, email: string) {
  const found = await findUserByEmail(app.db, email);
  if (!found) throw badRequest('invitationNotPending');
  const user = await ensureUserAdministered(app.db, caller, found.id);
  if (user.status !== 'invited') throw badRequest('invitationNotPending');
  const code = await app.db.transaction(async (tx) => {
    const issued = await issueCode(tx, user.id, 'activation', ACTIVATION_CODE_TTL_S);
    await auditUser(tx, caller.id, 'user.resendInvitation', user.id);
    return issued;
  });
  const link = inviteLink(app, code);
  await mailInvitation(app, caller, user, user.language === 'en' ? 'en' : 'nl', link);
  return { userId: user.id, email: user.email, inviteLink: link };
}
