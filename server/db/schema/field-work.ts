import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { documents, storedFiles } from './files';
import { users } from './identity';
import { objectTypes, serviceObjects } from './objects';
import { deliveryAddresses, relations } from './relations';

export const failureKinds = ['question', 'reportFailure', 'reportBreakdown'] as const;
export const trafficLights = ['green', 'red', 'blinking', 'off'] as const;
export const trafficPossibilities = ['open', 'partiallyOpen', 'closed'] as const;
export const incidentCauses = ['no', 'collision', 'vandalism', 'other'] as const;
export const failureStatuses = ['new', 'inProgress', 'solved'] as const;
/** Where a report came from: the signed-in contact form, the public page of a gate, or an inspection. */
export const failureSources = ['portal', 'public', 'inspection'] as const;

export const failureReports = pgTable(
  'failure_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    relationId: integer('relation_id')
      .notNull()
      .references(() => relations.id, { onDelete: 'cascade' }),
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id, {
      onDelete: 'set null',
    }),
    objectId: integer('object_id').references(() => serviceObjects.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when an inspection found the gate not conform or could not be done. */
    inspectionId: uuid('inspection_id'),
    kind: text('kind', { enum: failureKinds }).notNull(),
    powerSupplyActive: boolean('power_supply_active'),
    trafficLight: text('traffic_light', { enum: trafficLights }),
    trafficPossible: text('traffic_possible', { enum: trafficPossibilities }),
    incidentCause: text('incident_cause', { enum: incidentCauses }),
    incidentDetails: text('incident_details'),
    description: text('description').notNull(),
    photoSha256: text('photo_sha256').references(() => storedFiles.sha256),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the failure is solved; until then the object counts as "with failure". */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    status: text('status', { enum: failureStatuses }).notNull().default('new'),
    /** What the provider did, given when the report is set to solved. */
    realizedSolution: text('realized_solution'),
    source: text('source', { enum: failureSources }).notNull().default('portal'),
    /** Who to call back; prefilled from the profile in the portal, typed on the public page. */
    reporterName: text('reporter_name'),
    reporterPhone: text('reporter_phone'),
    /** The client's address of a public report, kept for the per-address limit and abuse handling. */
    reporterIp: text('reporter_ip'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (t) => [
    index('failure_reports_relation_idx').on(t.relationId, t.createdAt),
    index('failure_reports_object_idx').on(t.objectId),
    index('failure_reports_timeline_idx').on(t.objectId, t.createdAt, t.id),
    index('failure_reports_solved_timeline_idx')
      .on(t.objectId, t.resolvedAt, t.id)
      .where(sql`${t.resolvedAt} is not null`),
    index('failure_reports_address_idx').on(t.deliveryAddressId),
    index('failure_reports_user_idx').on(t.userId),
    index('failure_reports_photo_idx').on(t.photoSha256),
    index('failure_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/** The photos of a failure report; the app makes each id, so a retried upload stores the photo once. */
export const failureReportPhotos = pgTable(
  'failure_report_photos',
  {
    id: uuid('id').primaryKey(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => failureReports.id, { onDelete: 'cascade' }),
    fileSha256: text('file_sha256')
      .notNull()
      .references(() => storedFiles.sha256),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('failure_report_photos_report_idx').on(t.reportId)],
);

/** The maintenance catalogue: properties to inspect, grouped by category and by location on the gate. */
export const maintenanceGroups = pgTable('maintenance_groups', {
  id: integer('id').primaryKey(),
  nameNl: text('name_nl').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const maintenanceLocations = pgTable('maintenance_locations', {
  id: integer('id').primaryKey(),
  nameNl: text('name_nl').notNull(),
  nameEn: text('name_en').notNull(),
});

export const maintenanceProperties = pgTable(
  'maintenance_properties',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => maintenanceGroups.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => maintenanceLocations.id, { onDelete: 'set null' }),
    objectTypeId: integer('object_type_id').references(() => objectTypes.id, { onDelete: 'cascade' }),
    nameNl: text('name_nl').notNull(),
    nameEn: text('name_en').notNull(),
    /** What the engineer should find: the item's expected condition in words. */
    expectationNl: text('expectation_nl').notNull().default(''),
    expectationEn: text('expectation_en').notNull().default(''),
    /** The worst NEN 2767 condition (1 excellent ... 6 very bad) that needs no repair. */
    expectedCondition: integer('expected_condition').notNull().default(3),
    standard: text('standard'),
    /** A measured item has a unit, the range a reading can have, and the limits beyond which it fails. */
    unit: text('unit'),
    valueMin: doublePrecision('value_min'),
    valueMax: doublePrecision('value_max'),
    limitMin: doublePrecision('limit_min'),
    limitMax: doublePrecision('limit_max'),
    lifetimeYears: integer('lifetime_years'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('maintenance_properties_group_idx').on(t.groupId, t.sortOrder),
    index('maintenance_properties_location_idx').on(t.locationId),
    index('maintenance_properties_type_idx').on(t.objectTypeId),
  ],
);

export const inspectionSteps = ['start', 'arrival', 'inspection', 'approval', 'departure', 'done'] as const;
export const inspectionOutcomes = ['conform', 'notConform', 'notPossible'] as const;

export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    objectId: integer('object_id')
      .notNull()
      .references(() => serviceObjects.id, { onDelete: 'cascade' }),
    engineerId: uuid('engineer_id').references(() => users.id, { onDelete: 'set null' }),
    step: text('step', { enum: inspectionSteps }).notNull().default('start'),
    maintenancePossible: boolean('maintenance_possible').notNull().default(true),
    /** approved by the customer, or continued without approval */
    approval: text('approval', { enum: ['signed', 'withoutApproval'] }),
    cycleCountBefore: integer('cycle_count_before'),
    cycleCountAfter: integer('cycle_count_after'),
    repairRemarks: text('repair_remarks'),
    internalRemarks: text('internal_remarks'),
    signerName: text('signer_name'),
    signatureSha256: text('signature_sha256').references(() => storedFiles.sha256),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** What the engineer entered so far (contract/inspection.ts), saved on every step. */
    draft: jsonb('draft'),
    /** Why maintenance was not possible, in words the customer may read. */
    notPossibleReason: text('not_possible_reason'),
    result: text('result', { enum: inspectionOutcomes }),
    /** The Idempotency-Key of the submit that completed it: a repeat with it gets the same answer. */
    submitKey: text('submit_key'),
    reportDocumentId: integer('report_document_id').references(() => documents.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('inspections_object_idx').on(t.objectId, t.startedAt),
    index('inspections_timeline_idx')
      .on(t.objectId, t.completedAt, t.id)
      .where(sql`${t.completedAt} is not null`),
    uniqueIndex('inspections_submit_key').on(t.submitKey),
    index('inspections_report_idx').on(t.reportDocumentId),
    index('inspections_engineer_idx').on(t.engineerId),
    index('inspections_signature_idx').on(t.signatureSha256),
  ],
);

export const inspectionPhotoKinds = ['closedGate', 'typePlate', 'arrival', 'departure', 'repair'] as const;

export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    /** Made by the app, so a retried upload stores the photo once. */
    id: uuid('id').primaryKey().defaultRandom(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: inspectionPhotoKinds }).notNull(),
    /** The checklist item a repair photo shows. */
    propertyId: integer('property_id').references(() => maintenanceProperties.id, { onDelete: 'set null' }),
    fileSha256: text('file_sha256')
      .notNull()
      .references(() => storedFiles.sha256),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inspection_photos_inspection_idx').on(t.inspectionId),
    index('inspection_photos_file_idx').on(t.fileSha256),
    index('inspection_photos_property_idx').on(t.propertyId),
  ],
);

/**
 * A photo on its way up in pieces (DATA_DIR/partial-photos/<photoId> holds the bytes so far): `received` is what
 * the server holds, and the next piece is taken only at that offset. The photo becomes an `inspection_photos`
 * row once its last byte arrived and its checks passed; then this row goes.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    photoId: uuid('photo_id').primaryKey(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: inspectionPhotoKinds }).notNull(),
    propertyId: integer('property_id').references(() => maintenanceProperties.id, { onDelete: 'set null' }),
    /** The photo's whole size, as the first piece announced it. */
    size: integer('size').notNull(),
    received: integer('received').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photo_uploads_inspection_idx').on(t.inspectionId),
    index('photo_uploads_property_idx').on(t.propertyId),
    index('photo_uploads_updated_idx').on(t.updatedAt),
  ],
);

/**
 * The bytes of a photo on its way up, piece by piece, when files are kept in PostgreSQL (`FILE_STORE=postgres`):
 * any process behind a load balancer takes the next piece. They go with their upload's row.
 */
export const photoUploadPieces = pgTable(
  'photo_upload_pieces',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photoUploads.photoId, { onDelete: 'cascade' }),
    offset: integer('offset').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.offset] })],
);

export const inspectionResults = pgTable(
  'inspection_results',
  {
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => maintenanceProperties.id, { onDelete: 'cascade' }),
    value: doublePrecision('value'),
    /** Expected remaining lifetime in years. */
    lifetime: integer('lifetime'),
    /** The current state on the NEN 2767 scale, 1 excellent ... 6 very bad. */
    condition: integer('current_state').notNull(),
    conform: boolean('conform').notNull(),
    remarks: text('remarks'),
    repairRemarks: text('repair_remarks'),
  },
  (t) => [
    primaryKey({ columns: [t.inspectionId, t.propertyId] }),
    index('inspection_results_property_idx').on(t.propertyId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** What the provider configures about itself; one row. */
export const providerSettings = pgTable('provider_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  website: text('website').notNull(),
  phone24h: text('phone_24h').notNull(),
  /** Where new failure reports are mailed; empty: not configured. */
  serviceDeskEmail: text('service_desk_email').notNull().default(''),
  /** The provider's terms a customer agrees to on accepting a quotation: a link; empty: none. */
  termsUrl: text('terms_url').notNull().default(''),
  logoSha256: text('logo_sha256').references(() => storedFiles.sha256),
});
