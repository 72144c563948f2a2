import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { quotationEvents, quotations, quotationVersions, users } from '../db/schema';
import { demoRelationKeys } from './demo-vocabulary';

/**
 * Portal history of the demo quotations (issue 33), not the ERP's: the company admin asked a change to the
 * quotation now in its second version (whose first stays readable), declined one, and asked about another, so
 * the provider's /quotations list has something to show. After the accounts, since their users did it.
 */
export async function seedDemoQuotations(db: Db, today: Date): Promise<void> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'customer.admin@demo.example'));
  const [dirk] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'provider.admin@demo.example'));
  if (!admin) return;
  const at = (daysAgo: number, hour: number) =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo, hour, 10);
  const ofUser = await db
    .select({
      id: quotations.id,
      status: quotations.status,
      version: quotations.version,
      amount: quotations.amount,
      date: quotations.date,
      description: quotations.description,
      vatRate: quotations.vatRate,
      validUntil: quotations.validUntil,
    })
    .from(quotations)
    .where(
      inArray(quotations.relationId, [
        demoRelationKeys.withSeveralAddresses,
        demoRelationKeys.withOneAddress,
        demoRelationKeys.other,
      ]),
    )
    .orderBy(quotations.id);
  const revised = ofUser.filter((q) => q.version === 2 && q.vatRate !== null).at(-1);
  if (revised) {
    // The second version took 10% off the card readers.
    const version1 = [
      { pos: 10, description: 'Kaartlezer Nedap', quantity: 2, price: 540 },
      { pos: 20, description: 'Bekabeling en aansluiten (uur)', quantity: 4, price: 89.5 },
    ];
    await db
      .insert(quotationVersions)
      .values({
        quotationId: revised.id,
        version: 1,
        date: revised.date,
        description: revised.description,
        amount: version1.reduce((sum, l) => sum + l.quantity * l.price, 0),
        vatRate: revised.vatRate,
        validUntil: revised.validUntil,
        lines: version1,
        replacedAt: at(2, 14),
      })
      .onConflictDoNothing();
    await seedEvents(db, revised.id, [
      {
        kind: 'questioned',
        version: 1,
        userId: admin.id,
        at: at(4, 9),
        text: 'Kan er korting op de kaartlezers?',
        statusFrom: 'Submitted',
        statusTo: 'Submitted',
      },
      {
        kind: 'revised',
        version: 2,
        userId: dirk?.id ?? null,
        at: at(2, 14),
        text: '10% korting op de onderdelen',
        statusFrom: 'Submitted',
        statusTo: 'Revised',
      },
    ]);
    await db
      .update(quotations)
      .set({ portalState: 'revised', portalChangedAt: at(2, 14), portalPending: false })
      .where(eq(quotations.id, revised.id));
  }
  const rejected = ofUser.find((q) => q.status === 'Rejected');
  if (rejected) {
    await seedEvents(db, rejected.id, [
      {
        kind: 'declined',
        version: rejected.version,
        userId: admin.id,
        at: at(6, 11),
        reason: 'price',
        text: 'Budget is dit jaar op',
        statusFrom: 'Submitted',
        statusTo: 'Rejected',
      },
    ]);
    await db
      .update(quotations)
      .set({ portalState: 'declined', portalChangedAt: at(6, 11), portalPending: true })
      .where(eq(quotations.id, rejected.id));
  }
  const asked = ofUser.find((q) => q.status === 'Submitted' && q.vatRate === null);
  if (asked) {
    await seedEvents(db, asked.id, [
      {
        kind: 'questioned',
        version: asked.version,
        userId: admin.id,
        at: at(1, 16),
        text: 'Kan de montage in het weekend?',
        statusFrom: 'Submitted',
        statusTo: 'Submitted',
      },
    ]);
    await db
      .update(quotations)
      .set({ portalState: 'questioned', portalChangedAt: at(1, 16), portalPending: true })
      .where(eq(quotations.id, asked.id));
  }
}

type Event = Omit<typeof quotationEvents.$inferInsert, 'quotationId'>;

/** The events once: seeding again adds none. */
async function seedEvents(db: Db, quotationId: number, events: Event[]) {
  const [kept] = await db
    .select({ id: quotationEvents.id })
    .from(quotationEvents)
    .where(eq(quotationEvents.quotationId, quotationId))
    .limit(1);
  if (kept) return;
  await db.insert(quotationEvents).values(events.map((e) => ({ ...e, quotationId })));
}
