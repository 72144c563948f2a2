import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { errorMessages } from '../../contract/errors';
import type { RoleName } from '../../contract/roles';
import {
  auditLog,
  deliveryAddresses,
  locationUsers,
  mailOutbox,
  providerSettings,
  refreshTokens,
  relationUsers,
  userCodes,
  userPermissions,
  users,
} from '../../server/db/schema';
import { bearer, createRelation, createUser, login, type UserFixture } from './fixtures';
import type { TestApp } from './harness';

/**
 * Two customers and the provider: relation 1 (Alfa, buildings 11 and 12) and relation 2 (Beta, building 21),
 * each with an admin, a user and more; relation 3 (Gamma) and 4 (Delta) share one admin. Every account that a
 * test changes is made by that test with `fresh`, so tests do not depend on each other's order.
 */
export const rel = { alfa: 1, beta: 2, gamma: 3, delta: 4 } as const;
export const loc = { alfaMain: 11, alfaYard: 12, betaMain: 21, gammaMain: 31, deltaMain: 41 } as const;

export interface Account {
  id: string;
  email: string;
  token: string;
}

export interface UsersWorld {
  superadmin: Account;
  dbsadmin: Account;
  engineer: Account;
  alfaAdmin: Account;
  alfaUser: Account;
  alfaReader: Account;
  alfaYardAdmin: Account;
  betaAdmin: Account;
  betaUser: Account;
  betaInvited: { id: string; email: string };
  betaDeactivated: { id: string; email: string };
  gammaDeltaAdmin: Account;
  gammaUser: Account;
}

export async function createUsersWorld(t: TestApp): Promise<UsersWorld> {
  const db = t.database.db;
  await createRelation(db, rel.alfa, 'Bouwbedrijf Alfa');
  await createRelation(db, rel.beta, 'Ziekenhuis Beta');
  await createRelation(db, rel.gamma, 'Gemeente Gamma');
  await createRelation(db, rel.delta, 'Distributie Delta');
  await db.insert(deliveryAddresses).values([
    { id: loc.alfaMain, relationId: rel.alfa, name: 'Alfa hoofdkantoor' },
    { id: loc.alfaYard, relationId: rel.alfa, name: 'Alfa werf' },
    { id: loc.betaMain, relationId: rel.beta, name: 'Beta hoofdingang' },
    { id: loc.gammaMain, relationId: rel.gamma, name: 'Gamma stadhuis' },
    { id: loc.deltaMain, relationId: rel.delta, name: 'Delta magazijn' },
  ]);
  const signedIn = async (fixture: UserFixture): Promise<Account> => {
    const user = await createUser(db, fixture);
    return { id: user.id, email: user.email, token: (await login(t.app, user.email)).accessToken };
  };
  const alfaYardAdmin = await signedIn({
    email: 'yard.admin@alfa.example',
    role: 'companyadmin',
    relationIds: [rel.alfa],
  });
  await db.insert(locationUsers).values({ userId: alfaYardAdmin.id, deliveryAddressId: loc.alfaYard });
  return {
    superadmin: await signedIn({ email: 'super@provider.example', role: 'superadmin', name: 'Sam Super' }),
    dbsadmin: await signedIn({ email: 'admin@provider.example', role: 'dbsadmin', name: 'Dana Beheer' }),
    engineer: await signedIn({ email: 'engineer@provider.example', role: 'dbsemployee' }),
    alfaAdmin: await signedIn({
      email: 'admin@alfa.example',
      role: 'companyadmin',
      relationIds: [rel.alfa],
      name: 'Anna Alfa',
    }),
    alfaUser: await signedIn({ email: 'user@alfa.example', role: 'companyuser', relationIds: [rel.alfa] }),
    alfaReader: await signedIn({
      email: 'reader@alfa.example',
      role: 'readonlyuser',
      relationIds: [rel.alfa],
    }),
    alfaYardAdmin,
    betaAdmin: await signedIn({ email: 'admin@beta.example', role: 'companyadmin', relationIds: [rel.beta] }),
    betaUser: await signedIn({
      email: 'user@beta.example',
      role: 'companyuser',
      relationIds: [rel.beta],
      language: 'en',
    }),
    betaInvited: await createUser(db, {
      email: 'invited@beta.example',
      role: 'companyuser',
      status: 'invited',
      password: null,
      relationIds: [rel.beta],
    }),
    betaDeactivated: await createUser(db, {
      email: 'gone@beta.example',
      role: 'companyuser',
      status: 'deactivated',
      relationIds: [rel.beta],
    }),
    gammaDeltaAdmin: await signedIn({
      email: 'admin@gamma.example',
      role: 'companyadmin',
      relationIds: [rel.gamma, rel.delta],
    }),
    gammaUser: await signedIn({ email: 'user@gamma.example', role: 'companyuser', relationIds: [rel.gamma] }),
  };
}

let counter = 0;
/** A new account for one test to change, signed in unless it is only invited. */
export async function fresh(
  t: TestApp,
  role: RoleName,
  relationIds: number[],
  extra: Partial<UserFixture> = {},
): Promise<Account> {
  const fixture: UserFixture = { email: `fresh${++counter}@example.nl`, role, relationIds, ...extra };
  const user = await createUser(t.database.db, fixture);
  const token =
    fixture.status && fixture.status !== 'active' ? '' : (await login(t.app, user.email)).accessToken;
  return { id: user.id, email: user.email, token };
}

/** Calls as a signed-in account. */
export function as(t: TestApp, account: { token: string }, headers: Record<string, string> = {}) {
  const h = { ...bearer(account.token), ...headers };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: h }),
    post: (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: h, payload }),
  };
}

/** Every row a users call could write, to show that a refused call wrote nothing. */
export async function snapshot(t: TestApp): Promise<string> {
  const db = t.database.db;
  const tables = await Promise.all([
    db.select().from(users),
    db.select().from(relationUsers),
    db.select().from(locationUsers),
    db.select().from(userPermissions),
    db.select().from(userCodes),
    db.select().from(refreshTokens),
    db.select().from(auditLog),
    db.select().from(deliveryAddresses),
    db.select().from(providerSettings),
    db.select().from(mailOutbox),
  ]);
  const sorted = tables.map((rows) => rows.map((r) => JSON.stringify(r)).sort());
  return JSON.stringify({ sorted, mails: t.mailer.sent.length });
}

/** A refusal in the shape of spec section 8, with the message of its code in Dutch (the default). */
export function expectRefusal(res: LightMyRequestResponse, status: number, code: keyof typeof errorMessages) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status,
    body: {
      StatusCode: status,
      Code: code,
      Message:
        status === 403 ? 'Geen toegang tot dit object / No access to this object' : errorMessages[code].nl,
    },
  });
}
