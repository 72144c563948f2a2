import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { deliveryAddresses, relations as relationsTable } from './relations';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Set by a change of email and kept until the user confirms it; the old address works until then. */
    pendingEmail: text('pending_email'),
    name: text('name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    function: text('function').notNull().default(''),
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    language: text('language').notNull().default('nl'),
    /** invited -> active -> deactivated -> active ... */
    status: text('status').notNull().default('invited'),
    invitedById: uuid('invited_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * Raised by triggers (migration 0008) on every change to who the user is, what they may do, what they belong
     * to and whether their sessions live: a caller kept by a server process is current while this is unchanged.
     */
    accessVersion: bigint('access_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_status_idx').on(t.status),
  ],
);

/** Per-user overrides of the role's permissions: granted adds one, not granted takes one away. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    granted: boolean('granted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/** Which relations a user belongs to; a manager of a relation is named as its contact. */
export const relationUsers = pgTable(
  'relation_users',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationId: integer('relation_id')
      .notNull()
      .references(() => relationsTable.id, { onDelete: 'cascade' }),
    isManager: boolean('is_manager').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.relationId] }),
    index('relation_users_relation_idx').on(t.relationId),
  ],
);

/** Limits a user to some delivery addresses of a relation; a user with none sees all of the relation's. */
export const locationUsers = pgTable(
  'location_users',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveryAddressId: integer('delivery_address_id')
      .notNull()
      .references(() => deliveryAddresses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deliveryAddressId] }),
    index('location_users_address_idx').on(t.deliveryAddressId),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token descending from one login shares a family; a replay revokes the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute: the family's login time plus the refresh lifetime; rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use codes sent by mail: activation of an invitation, password reset, confirmation of a new email. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_codes_hash_key').on(t.codeHash),
    index('user_codes_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * A user's TOTP authenticator (RFC 6238). `pendingSecret` is one being enrolled, until the user confirms it
 * with a first code; `lastStep` is the time step of the last code accepted, so no code is accepted twice.
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** Single-use recovery codes of a user's second factor, stored as their SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * A user's passkeys (WebAuthn credentials, discoverable): the public key the authenticator made, the signature
 * counter it last reported, and the name the user gave it. `id` is the credential's id (base64url), which the
 * browser sends back at sign-in and which finds the user.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The challenges handed out for a passkey ceremony, each taken once: kept in the database, so a process other
 * than the one that made it can check the answer, and a replayed answer finds its challenge gone.
 * `userId` is null for a sign-in with a passkey alone (the passkey names its user).
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'signIn', 'secondFactor'] }).notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
