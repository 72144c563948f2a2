import { randomUUID } from 'node:crypto';
import { isoWeekday, providerToday } from '../../../contract/booking';
import { exportPathOf } from '../../../contract/exports';
import { emptyDraft } from '../../../contract/inspection';
import { permissionId } from '../../../contract/permissions';
import { rolePermissions, roles } from '../../../contract/roles';
import { signLink } from '../../../server/failures/signed-link';
import { signDocumentUrl, signInspectionPhotoUrl } from '../../../server/files/signed-url';
import { ids } from '../data-fixtures';
import { PASSWORD } from '../fixtures';
import { JPEG, PNG } from '../maintenance-fixtures';
import type { Pair, Role, World } from './world';

/** What a call is answered: any 2xx, or one status. */
export type Outcome = '2xx' | 302 | 400 | 401 | 403 | 404 | 409;

export interface Call {
  url: string;
  /** Sent as JSON (a Buffer: as its bytes, of the type its headers name). */
  body?: unknown;
  /** Sent as multipart: text fields, then one file. */
  upload?: { fields: Record<string, string>; file: Buffer };
  headers?: Record<string, string>;
}

type Build = (w: World, role: Role) => Call;

/**
 * One route's expectation, written once. The rules it is read with (see the matrix test):
 * - no token, or a forged one: 401 (a public route: `answer` as to anyone);
 * - a role not in `may`: 403 for its own customer's ids and for another's;
 * - a role in `may`: `answer` (2xx unless said) for `own`; for `theirs`, the same call naming another
 *   customer's ids, the provider's staff (who see every customer) get `answer` too and a customer's role 403;
 * - `mixed`, the caller's own customer named beside another customer's thing (their user in our relation, their
 *   gate at our location), is sent by the customer's roles only and answered 403: that is how one customer
 *   would reach into another through what is theirs (provider staff may name both, so it proves nothing there);
 * - `except` overrides those rules for one role, with the reason beside it.
 */
export interface Entry {
  may: readonly Role[] | 'public';
  /** The call with the caller's own customer's ids (Alfa's; provider staff belong to none, and see Alfa). */
  own: Build;
  /** The same call naming another customer's (Beta's) ids; absent: the route names no customer's ids. */
  theirs?: Build;
  /** Our customer's container with their thing inside; absent: the route names one customer's ids at most. */
  mixed?: Build;
  answer?: Outcome;
  except?: Partial<Record<Role, { own?: Outcome; theirs?: Outcome }>>;
  /** A GET that may write (a key made on first use): a refused one is checked to have written nothing. */
  writes?: true;
}

/** A passkey's answer of the right shape that no authenticator made. */
const madeUpCredential = (ceremony: 'create' | 'get') => ({
  id: 'bWF0cml4',
  rawId: 'bWF0cml4',
  type: 'public-key',
  response:
    ceremony === 'create'
      ? { clientDataJSON: 'e30', attestationObject: 'oA' }
      : { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
});

const everyone: readonly Role[] = [
  'superadmin',
  'dbsadmin',
  'dbsemployee',
  'companyadmin',
  'companyuser',
  'readonlyuser',
];
const providerStaff: readonly Role[] = ['superadmin', 'dbsadmin', 'dbsemployee'];
const providerAdmins: readonly Role[] = ['superadmin', 'dbsadmin'];
/** Those who manage users: the provider's administrators for everyone, a company admin for their customer. */
const userAdmins: readonly Role[] = ['superadmin', 'dbsadmin', 'companyadmin'];
/** Reading a relation's users: everyone but the engineer (Users.ViewOwn or Users.ViewAll). */
const userReaders: readonly Role[] = [
  'superadmin',
  'dbsadmin',
  'companyadmin',
  'companyuser',
  'readonlyuser',
];
/** Booking a visit: a customer's account that creates service orders; not read-only, not provider staff. */
const bookers: readonly Role[] = ['companyadmin', 'companyuser'];
const locationEditors: readonly Role[] = ['superadmin', 'dbsadmin', 'companyadmin'];
/** Deciding on a quotation: Quotations.Accept, a company admin's by role. */
const deciders: readonly Role[] = ['companyadmin'];
const acceptance = {
  version: 99,
  contentSha256: '0'.repeat(64),
  signerName: 'Anna Alfa',
  signerFunction: 'Facilitair manager',
  termsAccepted: true,
  signature: `data:image/png;base64,${PNG.toString('base64')}`,
};

/** The ids of one customer's things that calls name. */
interface Customer {
  relation: number;
  location: number;
  object: number;
  contract: number;
  jobOrder: number;
  invoice: number;
  quotation: number;
  document: number;
}

const alfa: Customer = {
  relation: ids.alfa,
  location: ids.alfaMain,
  object: ids.alfaGate,
  contract: ids.alfaContract,
  jobOrder: ids.alfaJobOrder,
  /** The invoice of job order 3001. */
  invoice: ids.alfaFirstInvoice + 19,
  quotation: ids.alfaQuotation,
  document: ids.alfaGatePhoto,
};
const beta: Customer = {
  relation: ids.beta,
  location: ids.betaMain,
  object: ids.betaGate,
  contract: ids.betaContract,
  jobOrder: ids.betaJobOrder,
  invoice: ids.betaInvoice,
  quotation: ids.betaQuotation,
  document: ids.betaGatePhoto,
};

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

/** An entry's `own` and `theirs` from one call made for a customer (Alfa, then Beta). */
const perCustomer = (call: (c: Customer, w: World, role: Role) => Call) => ({
  own: (w: World, role: Role) => call(alfa, w, role),
  theirs: (w: World, role: Role) => call(beta, w, role),
});
/** The same, from a pair of the world's things. */
const perPair = <T>(pick: (w: World, role: Role) => Pair<T>, call: (x: T, w: World, role: Role) => Call) => ({
  own: (w: World, role: Role) => call(pick(w, role).own, w, role),
  theirs: (w: World, role: Role) => call(pick(w, role).theirs, w, role),
});
const get = (url: string) => () => ({ url });

/** A working day (Dutch time) a few days ahead: one a customer may book and staff may plan. */
function workingDay(): string {
  const [y, m, d] = providerToday().split('-').map(Number);
  for (let n = 3; ; n++) {
    const date = new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
    if (isoWeekday(date) <= 5) return date;
  }
}

const failureReport = (c: Customer) => ({
  id: randomUUID(),
  kind: 'reportBreakdown',
  locationId: c.location,
  objectId: c.object,
  powerSupplyActive: true,
  trafficLight: 'red',
  trafficPossible: 'closed',
  incidentCause: 'collision',
  incidentDetails: '',
  description: 'Poort staat dicht na aanrijding',
  reporterName: 'Matrix Melder',
  reporterPhone: '06-12345678',
  privacyApproved: true,
});

/** A company user's permissions as ids: "change" a user's permissions to what they hold, which changes nothing. */
const companyUserPermissionIds = rolePermissions.companyuser.map(permissionId);

/** Every route of the server's route table, by `METHOD url`. */
export const matrix: Record<string, Entry> = {
  // The API's own description and the health check are for anyone.
  'GET /api/openapi.json': { may: 'public', own: get('/api/openapi.json') },
  'GET /health': { may: 'public', own: get('/health') },
  'GET /ready': { may: 'public', own: get('/ready') },

  // Signing in, and the links of mails, work without a session; a token sent along changes nothing.
  'POST /Identity/Login': {
    may: 'public',
    own: () => ({
      url: '/Identity/Login',
      body: { email: 'refresher@matrix.example', password: PASSWORD, rememberMe: false },
    }),
  },
  // Rotating one refresh token again within the grace period yields the same successor: 2xx every time.
  'POST /Identity/Login/refresh-token': {
    may: 'public',
    own: (w) => ({ url: '/Identity/Login/refresh-token', body: { refreshToken: w.refreshToken } }),
  },
  'POST /Identity/Logout': {
    may: everyone,
    own: (w, role) => ({ url: '/Identity/Logout', body: { refreshToken: w.spareRefreshTokens[role] } }),
  },
  'GET /Identity/Profile': { may: everyone, own: get('/Identity/Profile') },
  'POST /Identity/ChangeProfile': {
    may: everyone,
    own: (_w, role) => ({
      url: '/Identity/ChangeProfile',
      body: { Name: `Matrix ${role}`, PhoneNumber: '', Function: '' },
    }),
  },
  'POST /Identity/ChangeLanguage': {
    may: everyone,
    own: () => ({ url: '/Identity/ChangeLanguage', body: { Language: 'nl' } }),
  },
  'POST /Identity/ChangePassword': {
    may: everyone,
    own: () => ({
      url: '/Identity/ChangePassword',
      body: { OldPassword: PASSWORD, NewPassword: PASSWORD, ConfirmPassword: PASSWORD },
    }),
  },
  // The second step of a sign-in takes a ticket the right password earned; without one it is refused alike.
  'POST /Identity/Login/second-factor': {
    may: 'public',
    own: () => ({
      url: '/Identity/Login/second-factor',
      body: { ticket: 'none', method: 'totp', code: '000000' },
    }),
    answer: 401,
  },
  'POST /Identity/Login/enrolment': {
    may: 'public',
    own: () => ({ url: '/Identity/Login/enrolment', body: { ticket: 'none' } }),
    answer: 401,
  },
  'POST /Identity/Login/enrolment/confirm': {
    may: 'public',
    own: () => ({ url: '/Identity/Login/enrolment/confirm', body: { ticket: 'none', code: '000000' } }),
    answer: 401,
  },
  // Every account's own second factor; a wrong code is refused, whoever asks.
  'GET /Identity/SecondFactor': { may: everyone, own: get('/Identity/SecondFactor') },
  'POST /Identity/SecondFactor/enrolment': { may: everyone, own: get('/Identity/SecondFactor/enrolment') },
  'POST /Identity/SecondFactor/enrolment/confirm': {
    may: everyone,
    own: () => ({ url: '/Identity/SecondFactor/enrolment/confirm', body: { Code: '000000' } }),
    answer: 400,
  },
  'POST /Identity/SecondFactor/recovery-codes': {
    may: everyone,
    own: () => ({ url: '/Identity/SecondFactor/recovery-codes', body: { Code: '000000' } }),
    answer: 400,
  },
  // Off for most roles, required for the provider's administrators: 400 either way, nothing changes.
  'POST /Identity/SecondFactor/disable': {
    may: everyone,
    own: () => ({ url: '/Identity/SecondFactor/disable', body: { Password: PASSWORD, Code: '000000' } }),
    answer: 400,
  },
  // Every account's own passkeys: adding one needs the password; a made-up passkey is refused, and one that is
  // not the caller's (here: none) is not found.
  'GET /Identity/Passkeys': { may: everyone, own: get('/Identity/Passkeys') },
  'POST /Identity/Passkeys/options': {
    may: everyone,
    own: () => ({ url: '/Identity/Passkeys/options', body: { Password: PASSWORD, name: 'Matrix' } }),
  },
  'POST /Identity/Passkeys': {
    may: everyone,
    answer: 400,
    own: () => ({
      url: '/Identity/Passkeys',
      body: { name: 'Matrix', credential: madeUpCredential('create') },
    }),
  },
  'PUT /Identity/Passkeys/:id': {
    may: everyone,
    answer: 404,
    own: () => ({ url: '/Identity/Passkeys/bWF0cml4', body: { name: 'Matrix' } }),
  },
  'DELETE /Identity/Passkeys/:id': {
    may: everyone,
    answer: 404,
    own: () => ({ url: '/Identity/Passkeys/bWF0cml4' }),
  },
  // A sign-in with a passkey: anyone may ask for the options; a made-up passkey or ticket gets nothing.
  'POST /Identity/Login/passkey-options': {
    may: 'public',
    own: () => ({ url: '/Identity/Login/passkey-options' }),
  },
  'POST /Identity/Login/passkey': {
    may: 'public',
    answer: 400,
    own: () => ({ url: '/Identity/Login/passkey', body: { credential: madeUpCredential('get') } }),
  },
  'POST /Identity/Login/second-factor/passkey-options': {
    may: 'public',
    answer: 401,
    own: () => ({ url: '/Identity/Login/second-factor/passkey-options', body: { ticket: 'none' } }),
  },
  'POST /Identity/Login/second-factor/passkey': {
    may: 'public',
    answer: 401,
    own: () => ({
      url: '/Identity/Login/second-factor/passkey',
      body: { ticket: 'none', credential: madeUpCredential('get') },
    }),
  },
  // An unknown address is answered like a known one, and nothing is written.
  'POST /Identity/ForgotPassword': {
    may: 'public',
    own: () => ({ url: '/Identity/ForgotPassword', body: { Email: 'nobody@matrix.example' } }),
  },
  'POST /Identity/ResetPassword': {
    may: 'public',
    answer: 400,
    own: () => ({
      url: '/Identity/ResetPassword',
      body: {
        Email: 'companyuser@matrix.example',
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
        Code: 'made-up',
      },
    }),
  },
  'POST /Identity/ChangeEmail': {
    may: everyone,
    own: (_w, role) => ({
      url: '/Identity/ChangeEmail',
      body: { NewEmail: `${role}.new@matrix.example`, Password: PASSWORD },
    }),
  },
  'GET /Identity/ConfirmEmail': {
    may: 'public',
    answer: 302,
    own: get('/Identity/ConfirmEmail?code=made-up'),
  },
  'POST /Identity/ConfirmEmail': {
    may: 'public',
    answer: 400,
    own: () => ({ url: '/Identity/ConfirmEmail', body: { code: 'made-up' } }),
  },
  'GET /Identity/ConfirmEmail/GetConfirmUser': {
    may: 'public',
    answer: 400,
    own: get('/Identity/ConfirmEmail/GetConfirmUser?code=made-up'),
  },
  'POST /Identity/User': {
    may: 'public',
    answer: 400,
    own: () => ({
      url: '/Identity/User',
      body: {
        Code: 'made-up',
        Name: 'Niemand',
        PhoneNumber: '',
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
      },
    }),
  },

  // Customer data: every role reads it; a customer's role only its own customer's, provider staff everyone's.
  'GET /api/myRelations': { may: everyone, own: get('/api/myRelations') },
  // A company admin asks their relations' users for a second factor; the provider's staff always have one.
  'GET /api/second-factor-rules': { may: ['companyadmin'], own: get('/api/second-factor-rules') },
  'PUT /api/second-factor-rules/:relationId': {
    may: ['companyadmin'],
    ...perCustomer((c) => ({ url: `/api/second-factor-rules/${c.relation}`, body: { required: false } })),
  },
  'GET /api/relation/:id': { may: everyone, ...perCustomer((c) => ({ url: `/api/relation/${c.relation}` })) },
  'GET /api/locations': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/locations', { relationId: c.relation }) })),
  },
  'GET /api/locationsForRelation': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/locationsForRelation', { relationId: c.relation }) })),
  },
  'GET /api/locations/managers': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/locations/managers', { locationId: c.location }) })),
  },
  'GET /api/locations/:id': {
    may: everyone,
    ...perCustomer((c) => ({ url: `/api/locations/${c.location}` })),
  },
  'GET /api/Object/Get': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/Object/Get', { locationId: c.location }) })),
  },
  'GET /api/Object/GetForRelation': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/Object/GetForRelation', { relationId: c.relation }) })),
  },
  'GET /api/Object/GetSingle': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/Object/GetSingle', { id: c.object }) })),
  },
  'GET /api/objectswithfailure': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/objectswithfailure', { relationId: c.relation }) })),
    mixed: () => ({
      url: query('/api/objectswithfailure', { relationId: alfa.relation, locationId: beta.location }),
    }),
  },
  'GET /api/Object/properties': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/Object/properties', { objectId: c.object }) })),
  },
  // Non-public properties are for provider staff only.
  'GET /api/Object/propertiesNonPublic': {
    may: providerStaff,
    ...perCustomer((c) => ({ url: query('/api/Object/propertiesNonPublic', { objectId: c.object }) })),
  },
  'GET /api/Object/failures': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/Object/failures', { objectId: c.object }) })),
  },
  'GET /api/Object/timeline': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/Object/timeline', { objectId: c.object }) })),
  },
  'GET /api/Object/conditions': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/Object/conditions', { objectId: c.object }) })),
  },
  'GET /api/salesinvoices': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/salesinvoices', { relationId: c.relation }) })),
    mixed: () => ({ url: query('/api/salesinvoices', { relationId: alfa.relation, objectId: beta.object }) }),
  },
  'GET /api/salesinvoicesForRelation': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/salesinvoicesForRelation', { relationId: c.relation }) })),
  },
  'GET /api/salesinvoicesForContract': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/salesinvoicesForContract', { contractId: c.contract }) })),
  },
  'GET /api/salesinvoicesForRidderOrder': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/salesinvoicesForRidderOrder', { jobOrderId: c.jobOrder }) })),
  },
  'GET /api/salesinvoicesdetails/:id': {
    may: everyone,
    ...perCustomer((c) => ({ url: `/api/salesinvoicesdetails/${c.invoice}` })),
  },
  'GET /api/contracts': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/contracts', { relationId: c.relation }) })),
  },
  'GET /api/contracts/:id': {
    may: everyone,
    ...perCustomer((c) => ({ url: `/api/contracts/${c.contract}` })),
  },
  'GET /api/serviceintervals': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/serviceintervals', { objectId: c.object }) })),
  },
  'GET /api/joborders': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/joborders', { relationId: c.relation }) })),
    mixed: () => ({ url: query('/api/joborders', { relationId: alfa.relation, locationId: beta.location }) }),
  },
  'GET /api/jobordersForContract': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/jobordersForContract', { contractId: c.contract }) })),
  },
  'GET /api/jobordersForInvoice': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/jobordersForInvoice', { invoiceId: c.invoice }) })),
  },
  'GET /api/joborders/:id': {
    may: everyone,
    ...perCustomer((c) => ({ url: `/api/joborders/${c.jobOrder}` })),
  },
  'GET /api/offers': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/offers', { relationId: c.relation }) })),
    mixed: () => ({ url: query('/api/offers', { relationId: alfa.relation, objectId: beta.object }) }),
  },
  'GET /api/offers/:id': { may: everyone, ...perCustomer((c) => ({ url: `/api/offers/${c.quotation}` })) },
  // A decision on a quotation is a customer's admin's (Quotations.Accept, never read-only, never provider staff).
  // The body is well formed but names a version the quotation never had: whoever may decide gets 409, nothing
  // is written; whoever may not, 403 first.
  'POST /api/offers/:id/accept': {
    may: deciders,
    answer: 409,
    ...perCustomer((c) => ({ url: `/api/offers/${c.quotation}/accept`, body: acceptance })),
  },
  'POST /api/offers/:id/decline': {
    may: deciders,
    answer: 409,
    ...perCustomer((c) => ({
      url: `/api/offers/${c.quotation}/decline`,
      body: { version: 99, reason: 'price', text: 'Te duur' },
    })),
  },
  'POST /api/offers/:id/question': {
    may: deciders,
    answer: 409,
    ...perCustomer((c) => ({
      url: `/api/offers/${c.quotation}/question`,
      body: { version: 99, text: 'Kan het goedkoper?' },
    })),
  },
  'GET /api/offers/review': { may: providerStaff, own: get('/api/offers/review') },
  'POST /api/offers/:id/revise': {
    may: providerAdmins,
    answer: 409,
    ...perCustomer((c) => ({
      url: `/api/offers/${c.quotation}/revise`,
      body: { version: 99, lines: [{ pos: 10, description: 'Motor', quantity: 1, price: 300 }] },
    })),
  },
  'GET /api/appointmentaction/today': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/appointmentaction/today', { relationId: c.relation }) })),
    mixed: () => ({
      url: query('/api/appointmentaction/today', { relationId: alfa.relation, objectId: beta.object }),
    }),
  },
  'GET /api/appointmentaction/future': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/appointmentaction/future', { objectId: c.object }) })),
  },
  'GET /api/appointmentaction/joborder': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/appointmentaction/joborder', { jobOrderId: c.jobOrder }) })),
  },
  // An engineer's own visits: provider staff only, and only the caller's.
  'GET /api/MyAppointments': { may: providerStaff, own: get('/api/MyAppointments?when=future') },
  'GET /api/documents/serviceobjecttype': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/documents/serviceobjecttype', { objectId: c.object }) })),
  },
  'GET /api/documents/salesinvoice': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/documents/salesinvoice', { invoiceId: c.invoice }) })),
  },
  'GET /api/documents/joborder': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/documents/joborder', { jobOrderId: c.jobOrder }) })),
  },
  'GET /api/documents/offer': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/documents/offer', { quotationId: c.quotation }) })),
  },
  'GET /api/documents/:id/url': {
    may: everyone,
    ...perCustomer((c) => ({ url: `/api/documents/${c.document}/url` })),
  },
  'GET /api/employee': { may: everyone, own: get('/api/employee') },
  'GET /api/perm': { may: everyone, own: get('/api/perm') },
  // The signature is the whole of the access check: a signed address opens the file for anyone.
  'GET /files/documents/:file': {
    may: 'public',
    own: (w) => ({ url: signDocumentUrl(w.t.config.jwtSecret, alfa.document, 'jpg').url }),
  },

  // Users: a relation's users for those who read users; the directories for the provider's administrators.
  'GET /api/users/:id': { may: userReaders, ...perCustomer((c) => ({ url: `/api/users/${c.relation}` })) },
  'GET /api/allusers': { may: providerAdmins, own: get('/api/allusers') },
  'GET /api/nonDbsUsers': { may: providerAdmins, own: get('/api/nonDbsUsers') },
  'GET /api/nonDbsUsers/:id': {
    may: providerAdmins,
    ...perCustomer((c) => ({ url: `/api/nonDbsUsers/${c.relation}` })),
  },
  'GET /api/dbsusers': { may: providerAdmins, own: get('/api/dbsusers') },
  'POST /api/users/:id/add': {
    may: userAdmins,
    ...perCustomer((c, _w, role) => ({
      url: `/api/users/${c.relation}/add`,
      body: { email: `invitee.${role}.${c.relation}@matrix.example`, role: roles.companyuser },
    })),
    mixed: (w) => ({
      url: `/api/users/${alfa.relation}/add`,
      body: { email: w.victims.theirs.email, role: roles.companyuser },
    }),
  },
  'POST /api/users/resend': {
    may: userAdmins,
    ...perPair(
      (w) => w.invited,
      (email) => ({ url: '/api/users/resend', body: { email } }),
    ),
  },
  'POST /api/users/:id/:x/delete': {
    may: userAdmins,
    ...perPair(
      (w) => w.victims,
      (victim, w) => ({
        url: `/api/users/${victim === w.victims.own ? alfa.relation : beta.relation}/${victim.id}/delete`,
        body: {},
      }),
    ),
    mixed: (w) => ({ url: `/api/users/${alfa.relation}/${w.victims.theirs.id}/delete`, body: {} }),
  },
  'POST /api/users/:id/reactivate': {
    may: userAdmins,
    ...perPair(
      (w) => w.victims,
      (victim, w) => ({
        url: `/api/users/${victim === w.victims.own ? alfa.relation : beta.relation}/reactivate`,
        body: { id: victim.id },
      }),
    ),
    mixed: (w) => ({ url: `/api/users/${alfa.relation}/reactivate`, body: { id: w.victims.theirs.id } }),
  },
  'POST /api/users/:id/manager': {
    may: userAdmins,
    ...perPair(
      (w) => w.victims,
      (victim, w) => ({
        url: `/api/users/${victim === w.victims.own ? alfa.relation : beta.relation}/manager`,
        body: { userId: victim.id, isManager: false },
      }),
    ),
    mixed: (w) => ({
      url: `/api/users/${alfa.relation}/manager`,
      body: { userId: w.victims.theirs.id, isManager: true },
    }),
  },
  'POST /api/users/addToLocation/:id': {
    may: userAdmins,
    ...perPair(
      (w) => w.victims,
      (victim, w) => ({
        url: `/api/users/addToLocation/${victim === w.victims.own ? alfa.location : beta.location}`,
        body: { userIds: [victim.id] },
      }),
    ),
    mixed: (w) => ({
      url: `/api/users/addToLocation/${alfa.location}`,
      body: { userIds: [w.victims.own.id, w.victims.theirs.id] },
    }),
  },
  // Taking a user off a location: Beta has one location, the only one of its user, so the provider's staff reach
  // the rule that refuses it (400) rather than the scope.
  'POST /api/users/removeFromLocation/:id': {
    may: userAdmins,
    own: (w, role) => ({
      url: `/api/users/removeFromLocation/${alfa.location}`,
      body: { userId: w.removable[role].own },
    }),
    theirs: (w, role) => ({
      url: `/api/users/removeFromLocation/${beta.location}`,
      body: { userId: w.removable[role].theirs },
    }),
    mixed: (w) => ({
      url: `/api/users/removeFromLocation/${alfa.location}`,
      body: { userId: w.victims.theirs.id },
    }),
    except: { superadmin: { theirs: 400 }, dbsadmin: { theirs: 400 } },
  },
  'POST /api/users/:id/:x/remove': {
    may: userAdmins,
    own: (w, role) => ({ url: `/api/users/${alfa.relation}/${w.removable[role].own}/remove` }),
    theirs: (w, role) => ({ url: `/api/users/${beta.relation}/${w.removable[role].theirs}/remove` }),
    mixed: (w) => ({ url: `/api/users/${alfa.relation}/${w.victims.theirs.id}/remove` }),
  },
  // The provider's own staff: its administrators only.
  'POST /api/dbsusers/add': {
    may: providerAdmins,
    own: (_w, role) => ({
      url: '/api/dbsusers/add',
      body: { email: `new.staff.${role}@matrix.example`, role: roles.dbsemployee },
    }),
  },
  'POST /api/dbsusers/:id/deactivate': {
    may: providerAdmins,
    own: (w, role) => ({ url: `/api/dbsusers/${w.staff[role]}/deactivate` }),
  },
  'POST /api/dbsusers/:id/reactivate': {
    may: providerAdmins,
    own: (w, role) => ({ url: `/api/dbsusers/${w.staff[role]}/reactivate` }),
  },
  // Everyone may ask which roles they may give; most are answered with none.
  'GET /api/roles': { may: everyone, own: get('/api/roles') },
  'POST /api/user/changeRole': {
    may: userAdmins,
    ...perPair(
      (w) => w.victims,
      (victim) => ({ url: '/api/user/changeRole', body: { UserId: victim.id, NewRole: roles.companyuser } }),
    ),
  },
  'GET /api/users/:id/permissions': {
    may: userAdmins,
    ...perPair(
      (w) => w.victims,
      (victim) => ({ url: `/api/users/${victim.id}/permissions` }),
    ),
  },
  'POST /api/user/changePermission': {
    may: userAdmins,
    ...perPair(
      (w) => w.victims,
      (victim) => ({
        url: '/api/user/changePermission',
        body: { userId: victim.id, newPermissionIds: companyUserPermissionIds },
      }),
    ),
  },

  // A location's manager info and contact: its customer's admin, and the provider's administrators.
  'POST /api/RelationDeliveryaddress/Update': {
    may: locationEditors,
    ...perCustomer((c) => ({
      url: '/api/RelationDeliveryaddress/Update',
      body: {
        pK_PT_RELATIONDELIVERYADDRESS: c.location,
        managerCompany: 'Beheer BV',
        managerName: '',
        managerContactPhone: '030-1234567',
        managerNotes: '',
      },
    })),
  },
  'POST /api/RelationDeliveryaddress/UpdateContact': {
    may: locationEditors,
    ...perCustomer((c) => ({
      url: '/api/RelationDeliveryaddress/UpdateContact',
      body: {
        pK_PT_RELATIONDELIVERYADDRESS: c.location,
        contactName: 'Piet Portier',
        contactPhone: '030-7654321',
        contactNotes: '',
      },
    })),
  },

  // The provider's settings: public to read (the sign-in page shows them), its administrators change them.
  'GET /api/providerSettings': { may: 'public', own: get('/api/providerSettings') },
  'GET /api/providerSettings/serviceDesk': {
    may: providerAdmins,
    own: get('/api/providerSettings/serviceDesk'),
  },
  'POST /api/providerSettings': {
    may: providerAdmins,
    own: () => ({
      url: '/api/providerSettings',
      body: { name: 'Poortservice', website: 'https://poortservice.example', phone24h: '030-7992400' },
    }),
  },
  'POST /api/providerSettings/logo': {
    may: providerAdmins,
    own: () => ({ url: '/api/providerSettings/logo', upload: { fields: {}, file: PNG } }),
  },
  'GET /api/providerSettings/logo': { may: 'public', own: get('/api/providerSettings/logo') },
  'DELETE /api/providerSettings/logo': {
    may: providerAdmins,
    own: () => ({ url: '/api/providerSettings/logo' }),
  },
  // The ERP link is the platform administrator's alone.
  'GET /api/providerSettings/erpLink': { may: ['superadmin'], own: get('/api/providerSettings/erpLink') },

  // Maintenance inspections: provider staff, on every customer's gates.
  'GET /api/maintenance/groups': { may: providerStaff, own: get('/api/maintenance/groups') },
  'GET /api/maintenance/locations': { may: providerStaff, own: get('/api/maintenance/locations') },
  'GET /api/maintenance/properties': { may: providerStaff, own: get('/api/maintenance/properties') },
  'GET /api/ServiceObjectMaintenanceProperties': {
    may: providerStaff,
    ...perCustomer((c) => ({
      url: query('/api/ServiceObjectMaintenanceProperties', { objectId: c.object }),
    })),
  },
  'POST /api/maintenancereport': {
    may: providerStaff,
    ...perCustomer((c) => ({
      url: '/api/maintenancereport',
      body: { id: randomUUID(), objectId: c.object },
    })),
  },
  'GET /api/maintenancereport': {
    may: providerStaff,
    ...perCustomer((c) => ({ url: query('/api/maintenancereport', { objectId: c.object }) })),
  },
  'GET /api/maintenancereport/:id': {
    may: providerStaff,
    ...perPair(
      (w) => w.inspections,
      (inspection) => ({ url: `/api/maintenancereport/${inspection.id}` }),
    ),
  },
  'PUT /api/maintenancereport/:id': {
    may: providerStaff,
    ...perPair(
      (w) => w.inspections,
      (inspection) => ({
        url: `/api/maintenancereport/${inspection.id}`,
        body: { step: 'start', draft: emptyDraft },
      }),
    ),
  },
  'GET /api/maintenancereport/:id/photos/:photoId/upload': {
    may: providerStaff,
    ...perPair(
      (w) => w.inspections,
      (inspection) => ({ url: `/api/maintenancereport/${inspection.id}/photos/${randomUUID()}/upload` }),
    ),
  },
  'PATCH /api/maintenancereport/:id/photos/:photoId/upload': {
    may: providerStaff,
    ...perPair(
      (w) => w.inspections,
      (inspection) => ({
        url: `/api/maintenancereport/${inspection.id}/photos/${randomUUID()}/upload?kind=closedGate`,
        body: JPEG,
        headers: {
          'content-type': 'application/offset+octet-stream',
          'upload-offset': '0',
          'upload-length': String(JPEG.length),
        },
      }),
    ),
  },
  // Before the DELETE below, which removes the world's photo: these two show it.
  'GET /api/maintenancereport/:id/photos/:photoId/url': {
    may: providerStaff,
    ...perPair(
      (w) => w.inspections,
      (inspection) => ({ url: `/api/maintenancereport/${inspection.id}/photos/${inspection.photoId}/url` }),
    ),
  },
  // The signature is the whole of the access check, as for documents.
  'GET /files/inspection-photos/:photoId': {
    may: 'public',
    own: (w) => ({ url: signInspectionPhotoUrl(w.t.config.jwtSecret, w.inspections.own.photoId).url }),
  },
  'DELETE /api/maintenancereport/:id/photos/:photoId': {
    may: providerStaff,
    ...perPair(
      (w) => w.inspections,
      (inspection) => ({ url: `/api/maintenancereport/${inspection.id}/photos/${inspection.photoId}` }),
    ),
  },
  'PUT /api/maintenancereport/:id/signature': {
    may: providerStaff,
    ...perPair(
      (w) => w.inspections,
      (inspection) => ({
        url: `/api/maintenancereport/${inspection.id}/signature`,
        upload: { fields: {}, file: PNG },
      }),
    ),
  },
  // An empty draft passes the access checks and is refused on its merits (400): submitting a complete one
  // renders a report, which the maintenance suite does.
  'POST /api/maintenancereport/:id/submit': {
    may: providerStaff,
    answer: 400,
    ...perPair(
      (w) => w.inspections,
      (inspection) => ({
        url: `/api/maintenancereport/${inspection.id}/submit`,
        headers: { 'idempotency-key': randomUUID() },
        body: { draft: emptyDraft },
      }),
    ),
  },

  // Booking a visit is a customer's; planning and declining the provider administrators'.
  'GET /api/booking/places': { may: bookers, own: get('/api/booking/places') },
  'POST /api/booking': {
    may: bookers,
    ...perCustomer((c) => ({
      url: '/api/booking',
      body: {
        requestKey: crypto.randomUUID(),
        objectId: c.object,
        kind: 'repair',
        date: workingDay(),
        dayPart: 'morning',
        remarks: '',
      },
    })),
  },
  'GET /api/booking/requested': { may: providerAdmins, own: get('/api/booking/requested') },
  'GET /api/booking/engineers': { may: providerAdmins, own: get('/api/booking/engineers') },
  'POST /api/booking/plan': {
    may: providerAdmins,
    ...perPair(
      (w, role) => w.requested.plan[role],
      (appointmentId, w) => ({
        url: '/api/booking/plan',
        body: { appointmentId, date: workingDay(), time: '09:00', engineerId: w.accounts.dbsemployee.id },
      }),
    ),
  },
  'POST /api/booking/decline': {
    may: providerAdmins,
    ...perPair(
      (w, role) => w.requested.decline[role],
      (appointmentId) => ({
        url: '/api/booking/decline',
        body: { appointmentId, reason: 'Geen monteur vrij' },
      }),
    ),
  },

  // The contact form is every signed-in user's (spec section 6: contact is visible to every signed-in user).
  'POST /api/contact': {
    may: everyone,
    ...perCustomer((c) => ({ url: '/api/contact', body: failureReport(c) })),
    mixed: () => ({ url: '/api/contact', body: { ...failureReport(alfa), objectId: beta.object } }),
  },
  // Photos go with one's own report only: provider staff see Beta's report but did not write it.
  'POST /api/contact/:id/photos': {
    may: everyone,
    own: (w, role) => ({
      url: `/api/contact/${w.reportsBy[role]}/photos`,
      upload: { fields: { id: randomUUID() }, file: JPEG },
    }),
    theirs: (w) => ({
      url: `/api/contact/${w.reports.theirs}/photos`,
      upload: { fields: { id: randomUUID() }, file: JPEG },
    }),
    except: { superadmin: { theirs: 403 }, dbsadmin: { theirs: 403 }, dbsemployee: { theirs: 403 } },
  },
  'GET /api/contact/:id/photos': {
    may: everyone,
    ...perPair(
      (w) => w.reports,
      (id) => ({ url: `/api/contact/${id}/photos` }),
    ),
  },
  'GET /files/failure-photos/:photoId': {
    may: 'public',
    own: (w) => {
      const { expires, signature } = signLink(w.t.config.jwtSecret, `failurePhoto:${w.reportPhoto}`);
      return { url: `/files/failure-photos/${w.reportPhoto}?expires=${expires}&signature=${signature}` };
    },
  },
  'GET /api/contact': {
    may: everyone,
    ...perCustomer((c) => ({ url: query('/api/contact', { relationId: c.relation }) })),
    mixed: () => ({ url: query('/api/contact', { relationId: alfa.relation, objectId: beta.object }) }),
  },
  'POST /api/contact/:id/status': {
    may: providerStaff,
    ...perPair(
      (w) => w.reports,
      (id) => ({ url: `/api/contact/${id}/status`, body: { status: 'inProgress', realizedSolution: '' } }),
    ),
  },

  // The public page of a gate behind its sticker. A report naming another gate than the key's is refused
  // (404) for everyone alike: a real one would meet the limit of reports per gate long before the matrix ends.
  'GET /api/Object/GetObjectByAccessKey/:key': {
    may: 'public',
    own: get('/api/Object/GetObjectByAccessKey/alfa-0101-public'),
  },
  'POST /api/Object/public/:key/:id/report': {
    may: 'public',
    answer: 404,
    own: () => {
      const { locationId: _l, objectId: _o, ...report } = failureReport(alfa);
      return { url: `/api/Object/public/alfa-0101-public/${ids.alfaBarrier}/report`, body: report };
    },
  },
  'POST /api/Object/public/:key/:id/report/:reportId/photos': {
    may: 'public',
    answer: 404,
    own: () => ({
      url: `/api/Object/public/alfa-0101-public/${alfa.object}/report/${randomUUID()}/photos`,
      upload: { fields: { id: randomUUID() }, file: JPEG },
    }),
  },
  // A failure in the browser is reported from any page, a signed-out one too; a token only names the user.
  'POST /api/client-errors': {
    may: 'public',
    own: () => ({
      url: '/api/client-errors',
      body: { kind: 'render', message: 'Matrix failure', route: '/', build: 'index-matrix.js' },
    }),
  },
  // Stickers: provider staff make keys and sheets; renewing a key (the printed sticker stops working) is for
  // the provider's administrators. Alfa's barrier, whose key no other entry uses, is the one renewed.
  'POST /api/Object/accessKey': {
    may: providerStaff,
    ...perCustomer((c) => ({ url: '/api/Object/accessKey', body: { objectId: c.object } })),
  },
  'POST /api/Object/renewAccessKey': {
    may: providerAdmins,
    own: () => ({ url: '/api/Object/renewAccessKey', body: { objectId: ids.alfaBarrier } }),
    theirs: () => ({ url: '/api/Object/renewAccessKey', body: { objectId: beta.object } }),
  },
  'GET /api/Object/qr': {
    may: providerStaff,
    writes: true,
    ...perCustomer((c) => ({ url: query('/api/Object/qr', { objectId: c.object }) })),
  },
  'GET /api/Object/stickers': {
    may: providerStaff,
    ...perCustomer((c) => ({ url: query('/api/Object/stickers', { locationId: c.location }) })),
  },
  // Signed for a location that does not exist: the signature lets anyone through to the 404, and no sheet is
  // rendered (each takes a while; the sticker suite reads real ones).
  'GET /files/stickers/:file': {
    may: 'public',
    answer: 404,
    writes: true,
    own: (w) => {
      const { expires, signature } = signLink(w.t.config.jwtSecret, 'stickers:99');
      return { url: `/files/stickers/99.pdf?expires=${expires}&signature=${signature}` };
    },
  },
  // The demo's outbox shows every mail, with its links: the provider's administrators only.
  'GET /api/dev/mail': { may: providerAdmins, own: get('/api/dev/mail') },

  // Where one is signed in: one's own sessions only, so no customer's ids are named. Ending a session that is
  // not one's own (here: none) is not found; ending the others keeps the caller's own session.
  'GET /Identity/Sessions': { may: everyone, own: get('/Identity/Sessions') },
  'POST /Identity/Sessions/End': {
    may: everyone,
    answer: 404,
    own: () => ({ url: '/Identity/Sessions/End', body: { id: randomUUID() } }),
  },
  'POST /Identity/Sessions/EndOthers': {
    may: everyone,
    own: () => ({ url: '/Identity/Sessions/EndOthers' }),
  },

  // One's own calendar address; what it holds is scoped as the appointment lists are (calendar-feed.test.ts).
  'GET /api/calendar-feed': { may: everyone, own: get('/api/calendar-feed') },
  'POST /api/calendar-feed': { may: everyone, own: () => ({ url: '/api/calendar-feed' }) },
  'DELETE /api/calendar-feed': { may: everyone, own: () => ({ url: '/api/calendar-feed' }) },
  // The address itself is read without a session: its secret is the credential; a made-up one finds nothing.
  'GET /api/calendar-feed/:feed': {
    may: 'public',
    answer: 404,
    own: get(`/api/calendar-feed/${'A'.repeat(43)}.ics`),
  },
};

/** The lists that export what they show: each export answers as its list does (`exportedAsItsList`). */
const exportedLists = [
  '/api/salesinvoices',
  '/api/salesinvoicesForRelation',
  '/api/salesinvoicesForContract',
  '/api/salesinvoicesForRidderOrder',
  '/api/joborders',
  '/api/jobordersForContract',
  '/api/jobordersForInvoice',
  '/api/offers',
  '/api/Object/Get',
  '/api/Object/GetForRelation',
  '/api/objectswithfailure',
  '/api/appointmentaction/today',
  '/api/appointmentaction/future',
  '/api/appointmentaction/joborder',
  '/api/MyAppointments',
  '/api/contracts',
  '/api/Object/failures',
  '/api/Object/timeline',
  '/api/allusers',
  '/api/nonDbsUsers',
  '/api/nonDbsUsers/:id',
  '/api/dbsusers',
];

/** A list's entry for its export, asked for as CSV so the matrix can read the answer's text for others' rows. */
function exportedAsItsList(list: Entry): Entry {
  const asCsv = (build: Build | undefined): Build | undefined =>
    build &&
    ((w, role) => {
      const call = build(w, role);
      return { ...call, url: `${exportPathOf(call.url)}${call.url.includes('?') ? '&' : '?'}format=csv` };
    });
  return { ...list, own: asCsv(list.own) as Build, theirs: asCsv(list.theirs), mixed: asCsv(list.mixed) };
}

for (const path of exportedLists)
  matrix[`GET ${exportPathOf(path)}`] = exportedAsItsList(matrix[`GET ${path}`]);
