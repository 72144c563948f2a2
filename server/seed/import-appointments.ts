import { inArray } from 'drizzle-orm';
import type { ErpImport } from '../../contract/erp';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { chunks, orNull, ROWS_PER_STATEMENT, upsert } from './upsert';

/** The appointments the file lists, less the ones the ERP called off. */
export async function importAppointments(tx: Db, erp: ErpImport): Promise<void> {
  await upsert(
    tx,
    t.appointments,
    t.appointments.id,
    erp.appointments.map((a) => ({
      id: a.pK_R_APPOINTMENT,
      relationId: a.fK_PT_RELATION,
      deliveryAddressId: orNull(a.fK_PT_RELATIONDELIVERYADDRESS),
      objectId: orNull(a.fK_R_SERVICEOBJECT),
      jobOrderId: orNull(a.fK_R_JOBORDER),
      startsAt: new Date(a.startsAt),
      type: a.type,
      engineerEmail: orNull(a.engineerEmail),
      engineerName: orNull(a.engineerName),
      status: a.status,
    })),
  );
  for (const chunk of chunks(erp.cancelledAppointments, ROWS_PER_STATEMENT))
    await tx.delete(t.appointments).where(inArray(t.appointments.id, chunk));
}
