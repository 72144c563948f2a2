import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** Emails are matched without regard to case, as the unique index on lower(email) does. */
export const emailMatches = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(emailMatches(email));
  return user;
}

export async function findUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
