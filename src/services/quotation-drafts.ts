import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { QUOTATION_DRAFTS_DB } from './quotation-drafts-name';

interface DraftDb<D> extends DBSchema {
  drafts: { key: string; value: { key: string; draft: D } };
}
let opened: Promise<IDBPDatabase<DraftDb<unknown>>> | null = null;
const draftDb = () => {
  opened ??= openDB<DraftDb<unknown>>(QUOTATION_DRAFTS_DB, 1, {
    upgrade(database) {
      database.createObjectStore('drafts', { keyPath: 'key' });
    },
    // A logout removes the database: this tab lets go of it, and opens a new one when next asked.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opened = null;
    },
  });
  return opened;
};

/**
 * A decision being typed (and signed) is kept in the browser's IndexedDB per user, quotation and version: a
 * reload finds it; another user on the device never does; a newer version starts afresh.
 */
const keyOf = (userId: string, quotationId: number, version: number) => `${userId}:${quotationId}:${version}`;

export async function readApprovalDraft<D>(userId: string, quotationId: number, version: number) {
  const kept = await (await draftDb()).get('drafts', keyOf(userId, quotationId, version));
  return (kept?.draft as D | undefined) ?? null;
}

export async function keepApprovalDraft<D>(userId: string, quotationId: number, version: number, draft: D) {
  try {
    await (await draftDb()).put('drafts', { key: keyOf(userId, quotationId, version), draft });
  } catch {
    // A full or refused store loses the copy, not the form.
  }
}

export async function forgetApprovalDraft(userId: string, quotationId: number, version: number) {
  try {
    await (await draftDb()).delete('drafts', keyOf(userId, quotationId, version));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
