import { and, eq, type SQL, sql } from 'drizzle-orm';
import { boundScope, jobOrderVisible, type Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import { deliveryAddresses, jobOrders, listedWhole, salesInvoices, serviceObjects } from '../db/schema';
import { Bindings, boundOr, statementsPerDatabase } from '../db/statements-by-shape';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import type { ListExport } from '../exports/send';
import { jobOrderTable } from '../exports/tables';
import { type EveryRowList, everyRowPage } from '../lists/every-row-page';
import {
  containsText,
  countRows,
  type ListQuery,
  pageOf,
  pageShape,
  requireEveryRowList,
  sortedPage,
  totalColumn,
} from '../lists/paging';
import { listsEveryRelation, type Narrowing, narrowedTo, narrowedToParents } from '../lists/parent-filter';

const jo = jobOrders;

const sortColumns = {
  orderDate: jo.orderDate,
  ordernumber: jo.orderNumber,
  jobordernumber: jo.jobOrderNumber,
  orderAmount: jo.orderAmount,
};

const parents = { relationId: jo.relationId, locationId: jo.deliveryAddressId, objectId: jo.objectId };

const everyJobOrder: EveryRowList = {
  table: jo,
  counted: 'job_orders',
  orderColumn: jo.orderDate,
  key: jo.id,
};

/** A list's rows without its paging: what an export reads. */
type JobOrderFilter = Omit<ListQuery<keyof typeof sortColumns>, 'page' | 'pageSize'>;

/**
 * The job orders of a list beyond the caller's scope (which `selectJobOrders` adds): the list's narrowing and
 * its search. The page and the export read it alike.
 */
const jobOrdersWhere = (narrowing: Narrowing, query: JobOrderFilter, bindings?: Bindings) =>
  and(
    narrowing.where(bindings),
    containsText(
      query.q,
      [jo.orderNumber, jo.jobOrderNumber, jo.reference, jo.customerOrderNumber, jo.description],
      bindings,
    ),
  );

/** The job order an invoice was made for. */
export const invoiceJobOrders = (invoiceId: number): Narrowing => ({
  shape: 'invoiceId',
  where: (bindings) =>
    sql`${jo.id} = (select ${salesInvoices.jobOrderId} from ${salesInvoices} where ${salesInvoices.id} = ${boundOr(bindings, 'invoiceId', invoiceId)})`,
});

/** Job orders as the caller may see them: the cost price is not even read for a customer. */
function selectJobOrders<E extends Record<string, SQL>>(
  db: Db,
  scope: Scope,
  where: SQL | undefined,
  extra: E,
) {
  return db
    .select({
      ...extra,
      pK_R_JOBORDER: jo.id,
      fK_PT_RELATION: jo.relationId,
      fK_PT_RELATIONDELIVERYADDRESS: jo.deliveryAddressId,
      fK_R_SERVICEOBJECT: jo.objectId,
      fK_R_CONTRACT: jo.contractId,
      locationName: deliveryAddresses.name,
      serviceobjectnumber: serviceObjects.serviceObjectNumber,
      ordernumber: jo.orderNumber,
      jobordernumber: jo.jobOrderNumber,
      ordercategory: jo.orderCategory,
      orderDate: jo.orderDate,
      orderAmount: jo.orderAmount,
      reference: jo.reference,
      customerOrderNumber: jo.customerOrderNumber,
      serviceType: jo.serviceType,
      contact: jo.contact,
      description: jo.description,
      operationTimeMachine: jo.operationTimeMachine,
      operationTimeEmployee: jo.operationTimeEmployee,
      dateInWip: jo.dateInWip,
      salesPrice: jo.salesPrice,
      ...(scope.providerFields ? { costPrice: jo.costPrice } : {}),
    })
    .from(jo)
    .leftJoin(deliveryAddresses, eq(deliveryAddresses.id, jo.deliveryAddressId))
    .leftJoin(serviceObjects, eq(serviceObjects.id, jo.objectId))
    .where(and(scope.current, jobOrderVisible(scope), where))
    .$dynamic();
}

const statements = statementsPerDatabase();

/** A page of a list of job orders, read by its narrowing. */
export function jobOrderPageOf(
  db: Db,
  callerScope: Scope,
  narrowing: Narrowing,
  query: ListQuery<keyof typeof sortColumns>,
) {
  const bindings = new Bindings();
  const { scope, shape } = boundScope(callerScope, bindings);
  const where = jobOrdersWhere(narrowing, query, bindings);
  return pageOf(
    query,
    statements(db).run(
      `${shape}|${narrowing.shape}|${pageShape(query)}`,
      sortedPage(
        selectJobOrders(db, scope, where, { total: totalColumn }),
        query,
        sortColumns,
        jo.id,
        bindings,
      ),
      bindings,
    ),
    () => countRows(db, jo, and(scope.current, jobOrderVisible(scope), where), bindings),
    callerScope.proof,
  );
}

type ParentQuery = { relationId?: number; locationId?: number; objectId?: number };

/**
 * Whether the list asked for is every relation's job orders, which provider staff may read only as
 * `everyRowPage` serves them: in order date order without a search (a 400 otherwise).
 */
function listsEveryJobOrder(scope: Scope, query: JobOrderFilter & ParentQuery): boolean {
  if (!listsEveryRelation(scope, query, parents)) return false;
  requireEveryRowList(
    !jobOrderVisible(scope) && !query.q && query.sort === 'orderDate',
    'relationId, locationId, objectId',
    'orderDate',
  );
  return true;
}

/** A page of the job orders the caller may see, of the parent the query names (checked first). */
export async function jobOrderPage(
  db: Db,
  scope: Scope,
  query: ListQuery<keyof typeof sortColumns> & ParentQuery,
) {
  if (listsEveryJobOrder(scope, query))
    return everyRowPage(db, scope, everyJobOrder, query, (bound, picked, total) =>
      selectJobOrders(db, bound, picked, { total }),
    );
  const narrowed = await narrowedToParents(db, scope, query, parents);
  return jobOrderPageOf(db, scope, narrowed, query);
}

/** The job orders of the parent the query names (checked first), for an export of the list. */
export function jobOrdersOfParents(db: Db, scope: Scope, query: JobOrderFilter & ParentQuery) {
  listsEveryJobOrder(scope, query);
  return narrowedToParents(db, scope, query, parents);
}

export const contractJobOrders = (contractId: number) =>
  narrowedTo(['contractId', jo.contractId, contractId]);

/** A job order as the caller may see it; its sight is checked first. */
export async function jobOrderDetails(db: Db, scope: Scope, id: number) {
  const [jobOrder] = scope.proof.rows(await selectJobOrders(db, scope, eq(jo.id, id), {}));
  return jobOrder;
}

/** Every job order of a list, in its order, read in batches by keys: never the whole list at once. */
export function jobOrderExport(db: Db, scope: Scope, narrowing: Narrowing, query: JobOrderFilter) {
  const where = and(
    jobOrdersWhere(narrowing, query),
    scope.relationIds === null && !narrowing.shape ? listedWhole(jo.id) : undefined,
  );
  const walk = new KeysetWalk(sortColumns[query.sort], jo.id, query.direction);
  return {
    table: jobOrderTable,
    total: () => countRows(db, jo, and(scope.current, jobOrderVisible(scope), where)),
    batches: walkInBatches(walk, (after, limit) =>
      selectJobOrders(db, scope, and(where, after), walk.columns)
        .orderBy(...walk.orderBy())
        .limit(limit),
    ),
  } satisfies ListExport<unknown>;
}
