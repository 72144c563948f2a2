import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type ErpDocument, type ErpImport, erpDocumentOwnerKeys, erpImportSchema } from '../../contract/erp';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { detectMimeType, extensionsByMimeType, type StoredMimeType, sha256Hex } from './stored-files';
import { chunks } from './upsert';

/** A bad file is answered with its first problems; more would bury the first mistake that caused them. */
export const MAX_PROBLEMS = 20;
const MAX_FILE_BYTES = 25 * 1024 * 1024;
const IDS_PER_LOOKUP = 5_000;

export class ErpImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`The import file has problems:\n${problems.join('\n')}`);
    this.name = 'ErpImportError';
  }
}

class Problems {
  readonly list: string[] = [];
  add(path: string, message: string) {
    if (this.list.length < MAX_PROBLEMS) this.list.push(`${path}: ${message}`);
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(file)';
}

/** The entities that can be referred to, with the relation each belongs to (to check that references agree). */
const referable = {
  relation: { label: 'relation', table: t.relations, id: t.relations.id, relationId: t.relations.id },
  address: {
    label: 'delivery address',
    table: t.deliveryAddresses,
    id: t.deliveryAddresses.id,
    relationId: t.deliveryAddresses.relationId,
  },
  objectType: { label: 'object type', table: t.objectTypes, id: t.objectTypes.id, relationId: undefined },
  object: {
    label: 'service object',
    table: t.serviceObjects,
    id: t.serviceObjects.id,
    relationId: t.serviceObjects.relationId,
  },
  contract: { label: 'contract', table: t.contracts, id: t.contracts.id, relationId: t.contracts.relationId },
  jobOrder: {
    label: 'job order',
    table: t.jobOrders,
    id: t.jobOrders.id,
    relationId: t.jobOrders.relationId,
  },
  invoice: {
    label: 'sales invoice',
    table: t.salesInvoices,
    id: t.salesInvoices.id,
    relationId: t.salesInvoices.relationId,
  },
  quotation: {
    label: 'quotation',
    table: t.quotations,
    id: t.quotations.id,
    relationId: t.quotations.relationId,
  },
  maintenanceGroup: {
    label: 'maintenance group',
    table: t.maintenanceGroups,
    id: t.maintenanceGroups.id,
    relationId: undefined,
  },
  maintenanceLocation: {
    label: 'maintenance location',
    table: t.maintenanceLocations,
    id: t.maintenanceLocations.id,
    relationId: undefined,
  },
} satisfies Record<string, { label: string; table: PgTable; id: PgColumn; relationId: PgColumn | undefined }>;
type Kind = keyof typeof referable;
const kinds = Object.keys(referable) as Kind[];

interface Reference {
  path: string;
  kind: Kind;
  id: number;
  /** The relation the referring row belongs to; the referred row must belong to it too. */
  relationId?: number;
}

const documentOwners = {
  fK_R_SERVICEOBJECTTYPE: { kind: 'objectType', documentKind: 'serviceobjecttype' },
  fK_R_SERVICEOBJECT: { kind: 'object', documentKind: 'serviceobject' },
  fK_R_SALESINVOICE: { kind: 'invoice', documentKind: 'salesinvoice' },
  fK_R_JOBORDER: { kind: 'jobOrder', documentKind: 'joborder' },
  fK_R_OFFER: { kind: 'quotation', documentKind: 'offer' },
} as const satisfies Record<
  (typeof erpDocumentOwnerKeys)[number],
  { kind: Kind; documentKind: (typeof t.documentKinds)[number] }
>;

export const ownerOf = (doc: ErpDocument) => {
  const key = erpDocumentOwnerKeys.find((k) => doc[k] != null)!;
  return { ...documentOwners[key], id: doc[key]! };
};

function referencesOf(data: ErpImport): Reference[] {
  const refs: Reference[] = [];
  const ref = (path: string, kind: Kind, id: number | null | undefined, relationId?: number) => {
    if (id != null) refs.push({ path, kind, id, relationId });
  };
  data.deliveryAddresses.forEach((a, i) => {
    ref(`deliveryAddresses[${i}].fK_PT_RELATION`, 'relation', a.fK_PT_RELATION);
  });
  data.objects.forEach((o, i) => {
    const p = `objects[${i}]`;
    ref(`${p}.fK_PT_RELATION`, 'relation', o.fK_PT_RELATION);
    ref(`${p}.fK_PT_RELATIONDELIVERYADDRESS`, 'address', o.fK_PT_RELATIONDELIVERYADDRESS, o.fK_PT_RELATION);
    ref(`${p}.fK_R_SERVICEOBJECTTYPE`, 'objectType', o.fK_R_SERVICEOBJECTTYPE);
  });
  data.serviceIntervals.forEach((s, i) => {
    ref(`serviceIntervals[${i}].fK_R_SERVICEOBJECT`, 'object', s.fK_R_SERVICEOBJECT);
  });
  data.contracts.forEach((c, i) => {
    ref(`contracts[${i}].fK_PT_RELATION`, 'relation', c.fK_PT_RELATION);
    c.lines.forEach((l, j) => {
      ref(`contracts[${i}].lines[${j}].fK_R_SERVICEOBJECT`, 'object', l.fK_R_SERVICEOBJECT, c.fK_PT_RELATION);
    });
  });
  data.jobOrders.forEach((o, i) => {
    const p = `jobOrders[${i}]`;
    ref(`${p}.fK_PT_RELATION`, 'relation', o.fK_PT_RELATION);
    ref(`${p}.fK_PT_RELATIONDELIVERYADDRESS`, 'address', o.fK_PT_RELATIONDELIVERYADDRESS, o.fK_PT_RELATION);
    ref(`${p}.fK_R_SERVICEOBJECT`, 'object', o.fK_R_SERVICEOBJECT, o.fK_PT_RELATION);
    ref(`${p}.fK_R_CONTRACT`, 'contract', o.fK_R_CONTRACT, o.fK_PT_RELATION);
  });
  data.salesInvoices.forEach((s, i) => {
    const p = `salesInvoices[${i}]`;
    ref(`${p}.fK_PT_RELATION`, 'relation', s.fK_PT_RELATION);
    ref(`${p}.fK_R_CONTRACT`, 'contract', s.fK_R_CONTRACT, s.fK_PT_RELATION);
    ref(`${p}.fK_R_JOBORDER`, 'jobOrder', s.fK_R_JOBORDER, s.fK_PT_RELATION);
    ref(`${p}.fK_R_SERVICEOBJECT`, 'object', s.fK_R_SERVICEOBJECT, s.fK_PT_RELATION);
  });
  data.quotations.forEach((q, i) => {
    const p = `quotations[${i}]`;
    ref(`${p}.fK_PT_RELATION`, 'relation', q.fK_PT_RELATION);
    ref(`${p}.fK_PT_RELATIONDELIVERYADDRESS`, 'address', q.fK_PT_RELATIONDELIVERYADDRESS, q.fK_PT_RELATION);
    ref(`${p}.fK_R_SERVICEOBJECT`, 'object', q.fK_R_SERVICEOBJECT, q.fK_PT_RELATION);
  });
  data.documents.forEach((d, i) => {
    const owner = erpDocumentOwnerKeys.find((k) => d[k] != null)!;
    ref(`documents[${i}].${owner}`, documentOwners[owner].kind, d[owner]);
  });
  data.appointments.forEach((a, i) => {
    const p = `appointments[${i}]`;
    ref(`${p}.fK_PT_RELATION`, 'relation', a.fK_PT_RELATION);
    ref(`${p}.fK_PT_RELATIONDELIVERYADDRESS`, 'address', a.fK_PT_RELATIONDELIVERYADDRESS, a.fK_PT_RELATION);
    ref(`${p}.fK_R_SERVICEOBJECT`, 'object', a.fK_R_SERVICEOBJECT, a.fK_PT_RELATION);
    ref(`${p}.fK_R_JOBORDER`, 'jobOrder', a.fK_R_JOBORDER, a.fK_PT_RELATION);
  });
  data.maintenanceProperties.forEach((m, i) => {
    const p = `maintenanceProperties[${i}]`;
    ref(`${p}.fK_R_MAINTENANCEGROUP`, 'maintenanceGroup', m.fK_R_MAINTENANCEGROUP);
    ref(`${p}.fK_R_MAINTENANCELOCATION`, 'maintenanceLocation', m.fK_R_MAINTENANCELOCATION);
    ref(`${p}.fK_R_SERVICEOBJECTTYPE`, 'objectType', m.fK_R_SERVICEOBJECTTYPE);
  });
  return refs;
}

/** Two rows with the same key in one file would make the upsert touch one row twice. */
function checkUniqueKeys(data: ErpImport, problems: Problems) {
  const unique = <T>(
    rows: { path: string; row: T }[],
    keyName: string,
    keyOf: (row: T) => number | string,
  ) => {
    const seen = new Map<number | string, string>();
    for (const { path, row } of rows) {
      const value = keyOf(row);
      const first = seen.get(value);
      if (first === undefined) seen.set(value, path);
      else problems.add(`${path}.${keyName}`, `${value} occurs twice (also at ${first})`);
    }
  };
  const rowsOf = <T>(name: string, list: T[]) => list.map((row, i) => ({ path: `${name}[${i}]`, row }));
  unique(rowsOf('relations', data.relations), 'pK_PT_RELATION', (r) => r.pK_PT_RELATION);
  unique(
    rowsOf('deliveryAddresses', data.deliveryAddresses),
    'pK_PT_RELATIONDELIVERYADDRESS',
    (r) => r.pK_PT_RELATIONDELIVERYADDRESS,
  );
  unique(rowsOf('objectTypes', data.objectTypes), 'pK_R_SERVICEOBJECTTYPE', (r) => r.pK_R_SERVICEOBJECTTYPE);
  unique(rowsOf('objects', data.objects), 'pK_R_SERVICEOBJECT', (r) => r.pK_R_SERVICEOBJECT);
  unique(
    rowsOf('objects', data.objects).filter(({ row }) => row.accessKey != null),
    'accessKey',
    (r) => r.accessKey!,
  );
  data.objects.forEach((o, i) => {
    unique(rowsOf(`objects[${i}].properties`, o.properties), 'name', (p) => p.name);
  });
  unique(
    rowsOf('serviceIntervals', data.serviceIntervals),
    'pK_R_SERVICEINTERVAL',
    (r) => r.pK_R_SERVICEINTERVAL,
  );
  unique(rowsOf('contracts', data.contracts), 'pK_R_CONTRACT', (r) => r.pK_R_CONTRACT);
  unique(
    data.contracts.flatMap((c, i) => rowsOf(`contracts[${i}].lines`, c.lines)),
    'pK_R_CONTRACTLINE',
    (r) => r.pK_R_CONTRACTLINE,
  );
  unique(rowsOf('jobOrders', data.jobOrders), 'pK_R_JOBORDER', (r) => r.pK_R_JOBORDER);
  unique(rowsOf('salesInvoices', data.salesInvoices), 'pK_R_SALESINVOICE', (r) => r.pK_R_SALESINVOICE);
  unique(rowsOf('quotations', data.quotations), 'pK_R_OFFER', (r) => r.pK_R_OFFER);
  unique(
    data.quotations.flatMap((q, i) => rowsOf(`quotations[${i}].lines`, q.lines)),
    'pK_R_OFFERDETAIL',
    (r) => r.pK_R_OFFERDETAIL,
  );
  unique(rowsOf('documents', data.documents), 'pK_R_DOCUMENT', (r) => r.pK_R_DOCUMENT);
  unique(rowsOf('appointments', data.appointments), 'pK_R_APPOINTMENT', (r) => r.pK_R_APPOINTMENT);
  unique(
    rowsOf('maintenanceGroups', data.maintenanceGroups),
    'pK_R_MAINTENANCEGROUP',
    (r) => r.pK_R_MAINTENANCEGROUP,
  );
  unique(
    rowsOf('maintenanceLocations', data.maintenanceLocations),
    'pK_R_MAINTENANCELOCATION',
    (r) => r.pK_R_MAINTENANCELOCATION,
  );
  unique(
    rowsOf('maintenanceProperties', data.maintenanceProperties),
    'pK_R_MAINTENANCEPROPERTY',
    (r) => r.pK_R_MAINTENANCEPROPERTY,
  );
}

/** For each kind, the id of every known row and the relation it belongs to: the file first, then the database. */
type Known = Record<Kind, Map<number, number | null>>;

async function resolveReferences(db: Db, data: ErpImport, refs: Reference[], problems: Problems) {
  const known: Known = {
    relation: new Map(data.relations.map((r) => [r.pK_PT_RELATION, r.pK_PT_RELATION])),
    address: new Map(data.deliveryAddresses.map((a) => [a.pK_PT_RELATIONDELIVERYADDRESS, a.fK_PT_RELATION])),
    objectType: new Map(data.objectTypes.map((o) => [o.pK_R_SERVICEOBJECTTYPE, null])),
    object: new Map(data.objects.map((o) => [o.pK_R_SERVICEOBJECT, o.fK_PT_RELATION])),
    contract: new Map(data.contracts.map((c) => [c.pK_R_CONTRACT, c.fK_PT_RELATION])),
    jobOrder: new Map(data.jobOrders.map((o) => [o.pK_R_JOBORDER, o.fK_PT_RELATION])),
    invoice: new Map(data.salesInvoices.map((s) => [s.pK_R_SALESINVOICE, s.fK_PT_RELATION])),
    quotation: new Map(data.quotations.map((q) => [q.pK_R_OFFER, q.fK_PT_RELATION])),
    maintenanceGroup: new Map(data.maintenanceGroups.map((g) => [g.pK_R_MAINTENANCEGROUP, null])),
    maintenanceLocation: new Map(data.maintenanceLocations.map((l) => [l.pK_R_MAINTENANCELOCATION, null])),
  };
  for (const kind of kinds) {
    const missing = [
      ...new Set(refs.filter((r) => r.kind === kind && !known[kind].has(r.id)).map((r) => r.id)),
    ];
    const { table, id, relationId } = referable[kind];
    for (const chunk of chunks(missing, IDS_PER_LOOKUP)) {
      const rows = await db
        .select({ id, relationId: relationId ?? sql<null>`null` })
        .from(table)
        .where(inArray(id, chunk));
      for (const row of rows)
        known[kind].set(Number(row.id), row.relationId == null ? null : Number(row.relationId));
    }
  }
  for (const ref of refs) {
    const { label } = referable[ref.kind];
    if (!known[ref.kind].has(ref.id)) {
      problems.add(ref.path, `unknown ${label} ${ref.id}`);
      continue;
    }
    const owner = known[ref.kind].get(ref.id);
    if (ref.relationId !== undefined && owner !== ref.relationId) {
      problems.add(
        ref.path,
        `${label} ${ref.id} belongs to relation ${owner}, not to relation ${ref.relationId}`,
      );
    }
  }
  return known;
}

/** An access key must stay unique over every object, also those already stored. */
async function checkAccessKeys(db: Db, data: ErpImport, problems: Problems) {
  const byKey = new Map<string, number>();
  data.objects.forEach((o, i) => {
    if (o.accessKey != null && !byKey.has(o.accessKey)) byKey.set(o.accessKey, i);
  });
  for (const chunk of chunks([...byKey.keys()], IDS_PER_LOOKUP)) {
    const holders = await db
      .select({ id: t.serviceObjects.id, accessKey: t.serviceObjects.accessKey })
      .from(t.serviceObjects)
      .where(inArray(t.serviceObjects.accessKey, chunk));
    for (const holder of holders) {
      const index = byKey.get(holder.accessKey!)!;
      if (data.objects[index].pK_R_SERVICEOBJECT !== holder.id) {
        problems.add(`objects[${index}].accessKey`, `already used by service object ${holder.id}`);
      }
    }
  }
}

interface LoadedFile {
  sha256: string;
  bytes: Buffer;
  mimeType: StoredMimeType;
}

const typeLabels: Record<StoredMimeType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/** Reads every document's file once and judges it by its bytes; files are written only after all checks pass. */
async function loadDocumentFiles(data: ErpImport, baseDir: string, problems: Problems) {
  const byPath = new Map<string, LoadedFile | null>();
  const byDocument = new Map<number, LoadedFile>();
  for (const [i, doc] of data.documents.entries()) {
    if (doc.file == null) continue;
    const path = `documents[${i}].file`;
    const absolute = resolve(baseDir, doc.file);
    if (!byPath.has(absolute)) byPath.set(absolute, await readDocumentFile(absolute, path, problems));
    const file = byPath.get(absolute);
    if (!file) continue;
    if (!extensionsByMimeType[file.mimeType].includes(doc.extension)) {
      problems.add(
        path,
        `the file is a ${typeLabels[file.mimeType]}, which does not match extension ${doc.extension}`,
      );
      continue;
    }
    byDocument.set(doc.pK_R_DOCUMENT, file);
  }
  return byDocument;
}

async function readDocumentFile(
  absolute: string,
  path: string,
  problems: Problems,
): Promise<LoadedFile | null> {
  const info = await stat(absolute).catch(() => null);
  if (!info?.isFile()) {
    problems.add(path, 'file not found');
    return null;
  }
  if (info.size > MAX_FILE_BYTES) {
    problems.add(path, `the file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    return null;
  }
  const bytes = await readFile(absolute);
  const mimeType = detectMimeType(bytes);
  if (!mimeType) {
    problems.add(path, 'the file is not a PDF, JPEG or PNG file');
    return null;
  }
  return { sha256: sha256Hex(bytes), bytes, mimeType };
}

/**
 * Checks an ERP export before anything is written: its shape, its keys, every reference (to the file or the
 * database) and every document's file. Throws ErpImportError with the first problems.
 */
export async function validateImport(db: Db, data: unknown, baseDir: string) {
  const problems = new Problems();
  const parsed = erpImportSchema.safeParse(data, {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.add(formatPath(issue.path), issue.message);
    throw new ErpImportError(problems.list);
  }
  const erp = parsed.data;
  checkUniqueKeys(erp, problems);
  const known = await resolveReferences(db, erp, referencesOf(erp), problems);
  await checkAccessKeys(db, erp, problems);
  const files = await loadDocumentFiles(erp, baseDir, problems);
  if (problems.list.length) throw new ErpImportError(problems.list);

  return { erp, known, files };
}
