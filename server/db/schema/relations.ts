import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * ERP entities keep the ERP's own primary key as theirs (`pK_PT_RELATION`, ...), so an import upserts by it
 * and the wire names of spec section 7 map one to one.
 */
export const relations = pgTable(
  'relations',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a company admin: every user of this relation signs in with a second factor. */
    requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  },
  (t) => [index('relations_name_idx').on(t.name)],
);

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: integer('id').primaryKey(),
    relationId: integer('relation_id')
      .notNull()
      .references(() => relations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    managerCompany: text('manager_company'),
    managerName: text('manager_name'),
    managerContactPhone: text('manager_contact_phone'),
    managerNotes: text('manager_notes'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    /** Where an inspection report of the location's gates is mailed. */
    contactEmail: text('contact_email'),
    contactNotes: text('contact_notes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_addresses_relation_idx').on(t.relationId, t.name)],
);
