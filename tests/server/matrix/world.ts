import { createHash, randomUUID } from 'node:crypto';
import { emptyDraft } from '../../../contract/inspection';
import type { RoleName } from '../../../contract/roles';
import {
  appointments,
  failureReportPhotos,
  failureReports,
  inspectionPhotos,
  inspections,
} from '../../../server/db/schema';
import { issueCode } from '../../../server/identity/codes';
import { openSession } from '../../../server/identity/tokens';
import { seedCatalogue } from '../../../server/seed/catalogue';
import { ids, JPEG_BYTES, seedTwoCustomers } from '../data-fixtures';
import { createUser } from '../fixtures';
import type { TestApp } from '../harness';
import { multipart, PNG } from '../maintenance-fixtures';

/** The six roles of spec section 6, one account each: the provider's staff and Alfa's people. */
export const matrixRoles = [
  'superadmin',
  'dbsadmin',
  'dbsemployee',
  'companyadmin',
  'companyuser',
  'readonlyuser',
] as const satisfies readonly RoleName[];
export type Role = (typeof matrixRoles)[number];

export interface Account {
  id: string;
  email: string;
  token: string;
}

/** Both customers' ids of one kind of thing: "own" is Alfa's (the customer roles' own), "theirs" Beta's. */
export interface Pair<T> {
  own: T;
  theirs: T;
}

/**
 * Everything the matrix's requests name: the two customers of the data suites (Alfa, relation 1, whose people
 * the customer roles are; Beta, relation 2, "another customer"), with the maintenance catalogue, and per role
 * what a role's write may use up (a requested visit to plan, a report of its own, a spare session to end).
 */
export interface World {
  t: TestApp;
  accounts: Record<Role, Account>;
  /** A second session of each role's account: logging out ends that one, not the matrix's. */
  spareRefreshTokens: Record<Role, string>;
  /** A session the public refresh call rotates. */
  refreshToken: string;
  /** A company user of each customer that administrators deactivate, reactivate and give roles. */
  victims: Pair<{ id: string; email: string }>;
  /** Per role a company user of each customer whom that role takes off a location, then out of the customer. */
  removable: Record<Role, Pair<string>>;
  /** Per role an engineer of the provider whom that role deactivates and reactivates. */
  staff: Record<Role, string>;
  /** An invited user of each customer, for resending the invitation. */
  invited: Pair<string>;
  /** Open inspections of Alfa's gate 101 and Beta's gate 201, each with a photo. */
  inspections: Pair<{ id: string; photoId: string }>;
  /** A portal failure report of each customer, written by none of the roles. */
  reports: Pair<string>;
  /** A photo of Alfa's report. */
  reportPhoto: string;
  /** A failure report on Alfa's gate written by each role: only its writer adds photos. */
  reportsBy: Record<Role, string>;
  /** Visits requested at each customer, one per role that plans and one per role that declines. */
  requested: Record<'plan' | 'decline', Record<Role, Pair<number>>>;
}

export { ids };

/** Seeds the world on a fresh app. */
export async function seedWorld(t: TestApp): Promise<World> {
  const db = t.database.db;
  await seedTwoCustomers(t);
  await seedCatalogue(db);

  const relationOf = (role: Role) =>
    role.startsWith('company') || role === 'readonlyuser' ? [ids.alfa] : [];
  const accounts = {} as Record<Role, Account>;
  const spareRefreshTokens = {} as Record<Role, string>;
  for (const role of matrixRoles) {
    const user = await createUser(db, {
      email: `${role}@matrix.example`,
      role,
      relationIds: relationOf(role),
      name: `Matrix ${role}`,
    });
    accounts[role] = {
      id: user.id,
      email: user.email,
      token: (await openSession(db, t.config, user.id)).accessToken,
    };
    spareRefreshTokens[role] = (await openSession(db, t.config, user.id)).refreshToken;
  }
  const refresher = await createUser(db, {
    email: 'refresher@matrix.example',
    role: 'companyuser',
    relationIds: [ids.alfa],
  });

  const victim = (email: string, relationId: number) =>
    createUser(db, { email, role: 'companyuser', relationIds: [relationId] });
  const invite = async (email: string, relationId: number) => {
    const user = await createUser(db, {
      email,
      role: 'companyuser',
      status: 'invited',
      password: null,
      relationIds: [relationId],
    });
    await issueCode(db, user.id, 'activation', 3600);
    return email;
  };

  // The data suites store this photo's bytes.
  const jpegSha = createHash('sha256').update(JPEG_BYTES).digest('hex');
  const inspection = async (objectId: number) => {
    const id = randomUUID();
    const photoId = randomUUID();
    await db
      .insert(inspections)
      .values({ id, objectId, engineerId: accounts.dbsemployee.id, step: 'start', draft: emptyDraft });
    await db
      .insert(inspectionPhotos)
      .values({ id: photoId, inspectionId: id, kind: 'closedGate', fileSha256: jpegSha });
    return { id, photoId };
  };

  const report = async (relationId: number, locationId: number, objectId: number, userId: string | null) => {
    const [row] = await db
      .insert(failureReports)
      .values({
        relationId,
        deliveryAddressId: locationId,
        objectId,
        kind: 'question',
        description: userId ? 'Vraag van de matrix' : 'Vraag zonder schrijver',
        userId,
      })
      .returning({ id: failureReports.id });
    return row.id;
  };

  let nextVisit = 9_700;
  const requestedVisit = async (relationId: number, locationId: number, objectId: number) => {
    const id = nextVisit++;
    await db.insert(appointments).values({
      id,
      relationId,
      deliveryAddressId: locationId,
      objectId,
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      type: 'repair',
      status: 'open',
      request: 'requested',
      requestedAt: new Date(),
      preferredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      dayPart: 'morning',
      visitKind: 'repair',
      remarks: '',
    });
    return id;
  };
  const requestedPair = async () => ({
    own: await requestedVisit(ids.alfa, ids.alfaMain, ids.alfaGate),
    theirs: await requestedVisit(ids.beta, ids.betaMain, ids.betaGate),
  });
  const requested = { plan: {}, decline: {} } as World['requested'];
  const reportsBy = {} as Record<Role, string>;
  for (const role of matrixRoles) {
    requested.plan[role] = await requestedPair();
    requested.decline[role] = await requestedPair();
    reportsBy[role] = await report(ids.alfa, ids.alfaMain, ids.alfaGate, accounts[role].id);
  }

  const removable = {} as World['removable'];
  const staff = {} as World['staff'];
  for (const role of matrixRoles) {
    removable[role] = {
      own: (await victim(`removable.${role}@alfa.example`, ids.alfa)).id,
      theirs: (await victim(`removable.${role}@beta.example`, ids.beta)).id,
    };
    staff[role] = (
      await createUser(db, { email: `staff.${role}@matrix.example`, role: 'dbsemployee', relationIds: [] })
    ).id;
  }

  const reports = {
    own: await report(ids.alfa, ids.alfaMain, ids.alfaGate, null),
    theirs: await report(ids.beta, ids.betaMain, ids.betaGate, null),
  };
  const reportPhoto = randomUUID();
  await db
    .insert(failureReportPhotos)
    .values({ id: reportPhoto, reportId: reports.own, fileSha256: jpegSha });

  // The provider's logo, so the public logo route has one to answer with.
  const logo = multipart({}, PNG);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/providerSettings/logo',
    payload: logo.payload,
    headers: { 'content-type': logo.contentType, authorization: `Bearer ${accounts.superadmin.token}` },
  });
  if (uploaded.statusCode !== 200) throw new Error(`the logo upload answered ${uploaded.statusCode}`);

  return {
    t,
    accounts,
    spareRefreshTokens,
    refreshToken: (await openSession(db, t.config, refresher.id)).refreshToken,
    victims: {
      own: await victim('victim@alfa.example', ids.alfa),
      theirs: await victim('victim@beta.example', ids.beta),
    },
    removable,
    staff,
    invited: {
      own: await invite('invited@alfa.example', ids.alfa),
      theirs: await invite('invited@beta.example', ids.beta),
    },
    inspections: { own: await inspection(ids.alfaGate), theirs: await inspection(ids.betaGate) },
    reports,
    reportPhoto,
    reportsBy,
    requested,
  };
}
