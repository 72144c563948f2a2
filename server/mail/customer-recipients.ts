import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { relationUsers, users } from '../db/schema';
import type { Language } from '../errors';

export interface Recipient {
  email: string;
  language: Language;
  name?: string;
}

/** Where a customer's mails about one location go: its contact person, when the location names one. */
export interface CustomerPlace {
  relationId: number;
  contactEmail: string | null;
  contactName: string | null;
}

/**
 * The people of the customer who hear of the work on a location: the relation's active company admins and the
 * location's contact, each once, in their own language (a contact without an account reads Dutch).
 */
export async function customerRecipients(db: Db, place: CustomerPlace): Promise<Recipient[]> {
  const admins = await db
    .select({ email: users.email, language: users.language, name: users.name })
    .from(users)
    .innerJoin(relationUsers, eq(relationUsers.userId, users.id))
    .where(
      and(
        eq(relationUsers.relationId, place.relationId),
        eq(users.role, 'companyadmin'),
        eq(users.status, 'active'),
      ),
    );
  const byEmail = new Map<string, Recipient>();
  const add = (r: Recipient) => {
    const key = r.email.toLowerCase();
    if (!byEmail.has(key)) byEmail.set(key, r);
  };
  for (const admin of admins)
    add({ email: admin.email, language: admin.language === 'en' ? 'en' : 'nl', name: admin.name });
  if (place.contactEmail) {
    const [user] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(sql`lower(${users.email})`, place.contactEmail.toLowerCase()));
    add({
      email: place.contactEmail,
      language: user?.language === 'en' ? 'en' : 'nl',
      name: place.contactName ?? undefined,
    });
  }
  return [...byEmail.values()];
}
