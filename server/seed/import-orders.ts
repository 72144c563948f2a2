import type { ErpImport } from '../../contract/erp';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { deleteChildrenNotIn, orNull, upsert } from './upsert';

/** Every contract's lines as rows, each with its contract's key. */
export const contractLinesOf = (erp: ErpImport) =>
  erp.contracts.flatMap((c) => c.lines.map((l) => ({ ...l, contractId: c.pK_R_CONTRACT })));

/** Contracts with their lines (the file's lines replace the stored ones), job orders and sales invoices. */
export async function importOrders(
  tx: Db,
  erp: ErpImport,
  contractLines: ReturnType<typeof contractLinesOf>,
): Promise<void> {
  await upsert(
    tx,
    t.contracts,
    t.contracts.id,
    erp.contracts.map((c) => ({
      id: c.pK_R_CONTRACT,
      relationId: c.fK_PT_RELATION,
      contractNumber: c.contractNumber,
      description: c.description ?? '',
      startDate: c.startDate,
      endDate: orNull(c.endDate),
      nextInvoiceDate: orNull(c.nextInvoiceDate),
      amount: c.amount,
      serviceInterval: orNull(c.serviceInterval),
      responseTime: orNull(c.responseTime),
    })),
  );
  await upsert(
    tx,
    t.contractLines,
    t.contractLines.id,
    contractLines.map((l) => ({
      id: l.pK_R_CONTRACTLINE,
      contractId: l.contractId,
      objectId: orNull(l.fK_R_SERVICEOBJECT),
      description: l.description ?? '',
      serviceInterval: orNull(l.serviceInterval),
      responseTime: orNull(l.responseTime),
      amount: l.amount,
    })),
  );
  await deleteChildrenNotIn(
    tx,
    t.contractLines,
    t.contractLines.contractId,
    t.contractLines.id,
    new Map(erp.contracts.map((c) => [c.pK_R_CONTRACT, c.lines.map((l) => l.pK_R_CONTRACTLINE)])),
  );
  await upsert(
    tx,
    t.jobOrders,
    t.jobOrders.id,
    erp.jobOrders.map((o) => ({
      id: o.pK_R_JOBORDER,
      relationId: o.fK_PT_RELATION,
      deliveryAddressId: orNull(o.fK_PT_RELATIONDELIVERYADDRESS),
      objectId: orNull(o.fK_R_SERVICEOBJECT),
      contractId: orNull(o.fK_R_CONTRACT),
      orderNumber: o.orderNumber,
      jobOrderNumber: o.jobOrderNumber,
      orderCategory: orNull(o.orderCategory),
      orderDate: o.orderDate,
      orderAmount: orNull(o.orderAmount),
      reference: orNull(o.reference),
      customerOrderNumber: orNull(o.customerOrderNumber),
      serviceType: orNull(o.serviceType),
      contact: orNull(o.contact),
      description: orNull(o.description),
      operationTimeMachine: orNull(o.operationTimeMachine),
      operationTimeEmployee: orNull(o.operationTimeEmployee),
      dateInWip: orNull(o.dateInWip),
      costPrice: orNull(o.costPrice),
      salesPrice: orNull(o.salesPrice),
    })),
  );
  await upsert(
    tx,
    t.salesInvoices,
    t.salesInvoices.id,
    erp.salesInvoices.map((s) => ({
      id: s.pK_R_SALESINVOICE,
      relationId: s.fK_PT_RELATION,
      contractId: orNull(s.fK_R_CONTRACT),
      jobOrderId: orNull(s.fK_R_JOBORDER),
      objectId: orNull(s.fK_R_SERVICEOBJECT),
      invoiceNumber: s.invoiceNumber,
      invoiceDate: s.invoiceDate,
      dueDate: orNull(s.dueDate),
      description: orNull(s.description),
      amountInclVat: s.amountInclVat,
      openAmount: s.openAmount,
    })),
  );
}
