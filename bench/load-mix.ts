import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/seed/accounts';
import { type RunningServer, startServer } from '../tests/e2e/support/server';
import { jsonFromProcess, type LoadResult } from './load';
import type { MixPart, MixPlan, MixResult } from './mix-client';

const say = (line = '') => process.stdout.write(`${line}\n`);

const usage = 'Usage: npm run load [-- --seconds 60 --connections 200]';
const ADMIN_URL = process.env.LOAD_ADMIN_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** All load comes from one address; the default limit (1,200 a minute per address) is for people, not for this. */
const RATE_LIMIT_PER_MINUTE = 100_000_000;

const accounts = {
  customer: 'customer.user@demo.example',
  customerAdmin: 'customer.admin@demo.example',
  engineer: 'engineer@demo.example',
  providerAdmin: 'provider.admin@demo.example',
};

/** Share of the connections per part; a sign-in costs an argon2id hash, and people sign in far less than they look. */
const shares = {
  'sign-in': 0.05,
  profile: 0.15,
  'customer lists': 0.25,
  'customer details': 0.2,
  'staff lists': 0.2,
  'staff details': 0.15,
};

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/Identity/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function get<T>(base: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

type Page<T> = { items: T[] };

/** One of each thing a viewer can open, all of one relation: the ids its lists and detail pages ask for. */
interface Sample {
  relationId: number;
  locationId: number;
  objectId: number;
  jobOrderId: number;
  invoiceId: number;
  offerId: number;
  contractId: number;
}

/**
 * Walks the viewer's relations as the app's screens do (relations, locations, gates, their job orders) to the
 * first relation that has one of everything; `offersOf` is the quotation list's address (staff name a relation).
 */
async function sample(
  base: string,
  token: string,
  offersOf: (relationId: number) => string,
): Promise<Sample> {
  const relations = await get<
    { pK_PT_RELATION: number; deliveryAdresses: { pK_PT_RELATIONDELIVERYADDRESS: number }[] }[]
  >(base, '/api/myRelations', token);
  for (const relation of relations) {
    const relationId = relation.pK_PT_RELATION;
    const [invoice] = (
      await get<Page<{ pK_R_SALESINVOICE: number }>>(
        base,
        `/api/salesinvoicesForRelation?relationId=${relationId}`,
        token,
      )
    ).items;
    const [offer] = (await get<Page<{ pK_R_OFFER: number }>>(base, offersOf(relationId), token)).items;
    const [contract] = await get<{ pK_R_CONTRACT: number }[]>(
      base,
      `/api/contracts?relationId=${relationId}`,
      token,
    );
    if (!invoice || !offer || !contract) continue;
    for (const { pK_PT_RELATIONDELIVERYADDRESS: locationId } of relation.deliveryAdresses) {
      const objects = await get<Page<{ pK_R_SERVICEOBJECT: number }>>(
        base,
        `/api/Object/Get?locationId=${locationId}`,
        token,
      );
      for (const { pK_R_SERVICEOBJECT: objectId } of objects.items) {
        const jobs = await get<Page<{ pK_R_JOBORDER: number }>>(
          base,
          `/api/joborders?objectId=${objectId}`,
          token,
        );
        if (!jobs.items.length) continue;
        return {
          relationId,
          locationId,
          objectId,
          jobOrderId: jobs.items[0].pK_R_JOBORDER,
          invoiceId: invoice.pK_R_SALESINVOICE,
          offerId: offer.pK_R_OFFER,
          contractId: contract.pK_R_CONTRACT,
        };
      }
    }
  }
  throw new Error(
    'No relation with a location, a gate with job orders, an invoice, a quotation and a contract',
  );
}

/** The list calls of the app's screens of one relation. */
const lists = (s: Sample, offers: string) => [
  '/api/myRelations',
  `/api/locationsForRelation?relationId=${s.relationId}`,
  `/api/Object/Get?locationId=${s.locationId}`,
  `/api/joborders?objectId=${s.objectId}`,
  `/api/salesinvoicesForRelation?relationId=${s.relationId}`,
  offers,
  `/api/contracts?relationId=${s.relationId}`,
];

/** The detail calls behind a click on a row of those lists. */
const details = (s: Sample) => [
  `/api/relation/${s.relationId}`,
  `/api/locations/${s.locationId}`,
  `/api/Object/GetSingle?id=${s.objectId}`,
  `/api/joborders/${s.jobOrderId}`,
  `/api/salesinvoicesdetails/${s.invoiceId}`,
  `/api/offers/${s.offerId}`,
  `/api/contracts/${s.contractId}`,
];

const getting =
  (token: string) =>
  (path: string): autocannon.Request => ({
    method: 'GET',
    path,
    headers: { authorization: `Bearer ${token}` },
  });

async function plan(base: string, connections: number, seconds: number): Promise<MixPlan> {
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(accounts).map(async ([key, email]) => [key, await signIn(base, email)])),
  ) as Record<keyof typeof accounts, string>;
  const customer = await sample(base, tokens.customer, () => '/api/offers');
  const staffOffers = (relationId: number) => `/api/offers?relationId=${relationId}`;
  const staff = await sample(base, tokens.engineer, staffOffers);
  const requests: Record<keyof typeof shares, autocannon.Request[]> = {
    'sign-in': Object.values(accounts).map((email) => ({
      method: 'POST',
      path: '/Identity/Login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })),
    profile: Object.values(tokens).map((token) => getting(token)('/Identity/Profile')),
    'customer lists': lists(customer, '/api/offers').map(getting(tokens.customer)),
    'customer details': details(customer).map(getting(tokens.customer)),
    'staff lists': [
      ...lists(staff, staffOffers(staff.relationId)),
      '/api/MyAppointments?when=today',
      '/api/contact',
    ].map(getting(tokens.engineer)),
    'staff details': details(staff).map(getting(tokens.engineer)),
  };
  const names = Object.keys(shares) as (keyof typeof shares)[];
  const counts = names.map((name) => Math.max(1, Math.floor(shares[name] * connections)));
  counts[names.indexOf('customer lists')] += connections - counts.reduce((a, b) => a + b, 0);
  const parts: MixPart[] = names.map((name, i) => ({
    name,
    connections: counts[i],
    requests: requests[name],
  }));
  return { url: base, seconds, parts };
}

/** Every request of the mix once, before the run: a refused one would make the figures meaningless. */
async function probe(base: string, parts: MixPart[]) {
  for (const part of parts) {
    for (const request of part.requests) {
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as string | undefined,
      });
      if (!response.ok)
        throw new Error(`${request.method} ${request.path} (${part.name}) answered ${response.status}`);
    }
  }
}

const tableRow = (name: string, r: LoadResult) =>
  `| ${name} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`;

function print(result: MixResult, parts: MixPart[]): number {
  say('| part | connections | requests | req/s | p50 ms | p99 ms | errors | non-2xx |');
  say('|---|---|---|---|---|---|---|---|');
  for (const [i, { name, result: r }] of result.parts.entries())
    say(tableRow(`${name} | ${parts[i].connections}`, r));
  const sum = (pick: (r: LoadResult) => number) => result.parts.reduce((n, p) => n + pick(p.result), 0);
  const all: LoadResult = {
    requests: sum((r) => r.requests),
    requestsPerSecond: sum((r) => r.requestsPerSecond),
    ...result.all,
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
  };
  say(tableRow(`all | ${parts.reduce((n, p) => n + p.connections, 0)}`, all));
  return all.errors + all.non2xx;
}

async function main(): Promise<number> {
  let values: { seconds: string; connections: string };
  try {
    ({ values } = parseArgs({
      options: {
        seconds: { type: 'string', default: '60' },
        connections: { type: 'string', default: '200' },
      },
    }));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${usage}\n`);
    return 2;
  }
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  if (!Number.isInteger(seconds) || seconds < 1 || !Number.isInteger(connections) || connections < 6) {
    process.stderr.write(`--seconds must be a whole number from 1, --connections one from 6.\n${usage}\n`);
    return 2;
  }

  const name = `portal_load_${randomBytes(6).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await adminQuery(`create database ${name}`);
  let server: RunningServer | undefined;
  try {
    const env = {
      DATABASE_URL: url.toString(),
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
      // Tokens are fetched once, before the run; they must outlive it.
      ACCESS_TOKEN_TTL_S: String(Math.max(900, seconds + 300)),
    };
    say(
      `Load: ${connections} connections for ${seconds} s against the portal server in a process of its own,`,
    );
    say(`on a fresh PostgreSQL database ${name} (made from LOAD_ADMIN_DATABASE_URL, dropped at the end),`);
    say('with the demo data loaded by the server at its start (DEMO=true).');
    say(
      `Server configured for the run: RATE_LIMIT_PER_MINUTE=${RATE_LIMIT_PER_MINUTE} (every request comes ` +
        'from 127.0.0.1; the default is 1200 per address), ' +
        `ACCESS_TOKEN_TTL_S=${env.ACCESS_TOKEN_TTL_S}, LOG_LEVEL=warn. Sign-ins use the right passwords, ` +
        'which the login throttle never counts (it counts failures).',
    );
    server = await startServer(env);
    const mix = await plan(server.url, connections, seconds);
    await probe(server.url, mix.parts);
    for (const part of mix.parts)
      say(`  ${part.name.padEnd(17)} ${part.requests.map((r) => `${r.method} ${r.path}`).join(', ')}`);
    say();
    const mixClient = fileURLToPath(new URL('./mix-client.ts', import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const result = await jsonFromProcess<MixResult>(['--import', tsx, mixClient], JSON.stringify(mix));
    const failed = print(result, mix.parts);
    say();
    if (failed) {
      say(`FAILED: ${failed} requests without a 2xx answer. The server said:`);
      say(server.output().split('\n').slice(-40).join('\n'));
    } else say('No errors, every answer 2xx.');
    return failed ? 1 : 0;
  } finally {
    await server?.stop();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`Load failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
    process.exit(1);
  },
);
