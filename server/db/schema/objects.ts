import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GateState, TypeProperty, WalkThroughDoor } from '../../../contract/vocabulary';
import { deliveryAddresses, relations } from './relations';

/** The kind of a service object (speedgate, barrier, sliding gate, turnstile); documents can hang on it. */
export const objectTypes = pgTable('object_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  description: text('description').notNull(),
});

export const serviceObjects = pgTable(
  'service_objects',
  {
    id: integer('id').primaryKey(),
    relationId: integer('relation_id')
      .notNull()
      .references(() => relations.id, { onDelete: 'cascade' }),
    deliveryAddressId: integer('delivery_address_id')
      .notNull()
      .references(() => deliveryAddresses.id, { onDelete: 'cascade' }),
    objectTypeId: integer('object_type_id').references(() => objectTypes.id),
    serviceObjectNumber: text('service_object_number').notNull(),
    description: text('description').notNull().default(''),
    brand: text('brand'),
    color: text('color'),
    powerSupply: text('power_supply'),
    fillIn: text('fill_in'),
    /** A code of contract/vocabulary.ts, as are the other values from a fixed list. */
    walkThroughDoor: text('walk_through_door').$type<WalkThroughDoor>(),
    gateState: text('gate_state').$type<GateState>(),
    buildDate: date('build_date'),
    warrantyDate: date('warranty_date'),
    /** The whole object is shown to provider employees only. */
    providerOnly: boolean('provider_only').notNull().default(false),
    /** Whether the provider built it: only these carry a cycle counter in an inspection. */
    ownSpeedgate: boolean('own_speedgate').notNull().default(false),
    notes: text('notes'),
    remarks: text('remarks'),
    realizedSolution: text('realized_solution'),
    /** Provider-only notes; never sent to a customer. */
    internalNotes: text('internal_notes'),
    /** Key of the public object page (/object/{access}/{id}), e.g. printed as a QR code on the gate. */
    accessKey: text('access_key'),
  },
  (t) => [
    // The scope's columns ride along after the unique id (the order is unchanged): which objects of a relation
    // or a building a customer may see, and a page of them, are then read from the index alone, not from a
    // hundred heap pages (decision 024).
    index('service_objects_relation_idx').on(
      t.relationId,
      t.serviceObjectNumber,
      t.id,
      t.deliveryAddressId,
      t.providerOnly,
    ),
    index('service_objects_address_idx').on(
      t.deliveryAddressId,
      t.serviceObjectNumber,
      t.id,
      t.relationId,
      t.providerOnly,
    ),
    index('service_objects_type_idx').on(t.objectTypeId),
    uniqueIndex('service_objects_access_key').on(t.accessKey),
  ],
);

/** Subtype properties of an object; a non-public one is for provider staff only. */
export const objectProperties = pgTable(
  'object_properties',
  {
    objectId: integer('object_id')
      .notNull()
      .references(() => serviceObjects.id, { onDelete: 'cascade' }),
    name: text('name').$type<TypeProperty>().notNull(),
    value: text('value').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.name] })],
);

export const serviceIntervals = pgTable(
  'service_intervals',
  {
    id: integer('id').primaryKey(),
    objectId: integer('object_id')
      .notNull()
      .references(() => serviceObjects.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    intervalMonths: integer('interval_months').notNull(),
    lastDate: date('last_date'),
    nextDate: date('next_date'),
  },
  (t) => [index('service_intervals_object_idx').on(t.objectId)],
);

/**
 * Every change of a gate's state, written by a trigger on `service_objects` (migration 0016) in the transaction
 * that changes it, whether the ERP's import or an inspection did; a gate's timeline shows them.
 */
export const gateStateChanges = pgTable(
  'gate_state_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    objectId: integer('object_id')
      .notNull()
      .references(() => serviceObjects.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    fromState: text('from_state').$type<GateState>(),
    toState: text('to_state').$type<GateState>(),
  },
  (t) => [index('gate_state_changes_timeline_idx').on(t.objectId, t.changedAt, t.id)],
);
