import { and, asc, eq, sql } from 'drizzle-orm';
import { ensureObjectVisible } from '../access/ensure-visible';
import { contractVisible, objectReferenceVisible, type Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import { contractLines, contracts, relations, serviceIntervals, serviceObjects } from '../db/schema';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import { contractTable } from '../exports/tables';
import { countRows } from '../lists/paging';
import { narrowedToParents } from '../lists/parent-filter';

const contractColumns = {
  pK_R_CONTRACT: contracts.id,
  fK_PT_RELATION: contracts.relationId,
  contractnumber: contracts.contractNumber,
  description: contracts.description,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  nextInvoice: contracts.nextInvoiceDate,
  amount: contracts.amount,
  serviceInterval: contracts.serviceInterval,
  responseTime: contracts.responseTime,
};

/** A list of contracts is in contract number order. */
const byNumber = new KeysetWalk(contracts.contractNumber, contracts.id, 'asc');

interface ContractFilter {
  relationId?: number;
  objectId?: number;
}

/**
 * The contracts of a list: those the caller may see of the relation, or with a line for the object, each
 * parent checked first (another customer's answers 403).
 */
async function contractsWhere(db: Db, scope: Scope, query: ContractFilter) {
  const { objectId } = query;
  const narrowed = await narrowedToParents(db, scope, query, { relationId: contracts.relationId });
  // A contract covers its objects through its lines, not a column of its own.
  if (objectId) await ensureObjectVisible(db, scope, objectId);
  return and(
    contractVisible(scope),
    narrowed.where(),
    objectId
      ? sql`${contracts.id} in (select ${contractLines.contractId} from ${contractLines} where ${contractLines.objectId} = ${objectId})`
      : undefined,
  );
}

/** The contracts of a list, in contract number order. */
export async function contractList(db: Db, scope: Scope, query: ContractFilter) {
  const where = await contractsWhere(db, scope, query);
  return db
    .select(contractColumns)
    .from(contracts)
    .where(where)
    .orderBy(...byNumber.orderBy());
}

/** Every contract of a list, in its order, read in batches by keys: what the list's export writes. */
export async function contractExport(db: Db, scope: Scope, query: ContractFilter) {
  const where = await contractsWhere(db, scope, query);
  return {
    table: contractTable,
    total: () => countRows(db, contracts, where),
    batches: walkInBatches(byNumber, (after, limit) =>
      db
        .select({ ...contractColumns, ...byNumber.columns })
        .from(contracts)
        .where(and(where, after))
        .orderBy(...byNumber.orderBy())
        .limit(limit),
    ),
  };
}

/** A contract the caller may see, with its relation's name and the lines of objects the caller may see. */
export async function contractDetails(db: Db, scope: Scope, id: number) {
  const [contract] = await db
    .select({ ...contractColumns, relationName: relations.name })
    .from(contracts)
    .innerJoin(relations, eq(relations.id, contracts.relationId))
    .where(eq(contracts.id, id));
  // A line of an object the caller may not see (another location, provider-only) is left out.
  const lines = await db
    .select({
      pK_R_CONTRACTLINE: contractLines.id,
      fK_R_SERVICEOBJECT: contractLines.objectId,
      serviceobjectnumber: serviceObjects.serviceObjectNumber,
      description: contractLines.description,
      serviceInterval: contractLines.serviceInterval,
      responseTime: contractLines.responseTime,
      amount: contractLines.amount,
    })
    .from(contractLines)
    .leftJoin(serviceObjects, eq(serviceObjects.id, contractLines.objectId))
    .where(and(eq(contractLines.contractId, id), objectReferenceVisible(scope, contractLines.objectId)))
    .orderBy(asc(contractLines.id));
  return { ...contract, lines };
}

/** The service intervals of an object, the next one due first. */
export function serviceIntervalsOf(db: Db, objectId: number) {
  return db
    .select({
      pK_R_SERVICEINTERVAL: serviceIntervals.id,
      fK_R_SERVICEOBJECT: serviceIntervals.objectId,
      description: serviceIntervals.description,
      intervalMonths: serviceIntervals.intervalMonths,
      lastDate: serviceIntervals.lastDate,
      nextDate: serviceIntervals.nextDate,
    })
    .from(serviceIntervals)
    .where(eq(serviceIntervals.objectId, objectId))
    .orderBy(asc(serviceIntervals.nextDate), asc(serviceIntervals.id));
}
