import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fileChunks } from '../db/schema';
import { type FileBytes, type FileStore, isSha256 } from './file-store';

/** The size of a piece: small enough to hold a few at once, large enough that a photo is a few dozen rows. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * The bytes in pieces of `size` (the last one shorter), holding no more than one piece and the part it came in;
 * an empty file is one empty piece, so that it exists.
 */
export async function* piecesOf(bytes: FileBytes, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let given = 0;
  for await (const part of bytes instanceof Uint8Array ? [bytes] : bytes) {
    let rest = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
    while (heldBytes + rest.length >= size) {
      const taken = size - heldBytes;
      yield Buffer.concat([...held, rest.subarray(0, taken)]);
      given++;
      held = [];
      heldBytes = 0;
      rest = rest.subarray(taken);
    }
    if (rest.length > 0) {
      held.push(rest);
      heldBytes += rest.length;
    }
  }
  if (heldBytes > 0 || given === 0) yield Buffer.concat(held);
}

/**
 * Files in PostgreSQL (`FILE_STORE=postgres`), as Odoo can keep its attachments: every process on the same
 * database serves every file. A file is kept in pieces of `CHUNK_BYTES`, written in the caller's transaction
 * (or one of its own), so a file is there whole or not at all; it is read one piece at a time.
 */
export function createPostgresFileStore(db: Db): FileStore {
  const exists = async (sha256: string, on: Db = db) => {
    const [first] = await on
      .select({ n: fileChunks.n })
      .from(fileChunks)
      .where(and(eq(fileChunks.sha256, sha256), eq(fileChunks.n, 0)));
    return first !== undefined;
  };
  const write = async (on: Db, sha256: string, bytes: FileBytes) => {
    if (await exists(sha256, on)) return;
    let n = 0;
    for await (const piece of piecesOf(bytes, CHUNK_BYTES))
      await on.insert(fileChunks).values({ sha256, n: n++, bytes: piece }).onConflictDoNothing();
  };
  return {
    kind: 'postgres',
    async put(sha256, bytes, on = db) {
      if (!isSha256(sha256)) throw new Error('A stored file is named by its SHA-256.');
      // A savepoint in the caller's transaction, or a transaction of its own: the pieces are kept all or none.
      await on.transaction((own) => write(own as unknown as Db, sha256, bytes));
    },
    async open(sha256, on = db) {
      if (!isSha256(sha256)) return undefined;
      const [info] = await on
        .select({
          pieces: sql<number>`count(*)::int`,
          size: sql<number>`coalesce(sum(octet_length(${fileChunks.bytes})), 0)::int`,
        })
        .from(fileChunks)
        .where(eq(fileChunks.sha256, sha256));
      if (!info || info.pieces === 0) return undefined;
      async function* pieces() {
        for (let n = 0; n < info!.pieces; n++) {
          const [piece] = await on
            .select({ bytes: fileChunks.bytes })
            .from(fileChunks)
            .where(and(eq(fileChunks.sha256, sha256), eq(fileChunks.n, n)));
          if (!piece) throw new Error(`Piece ${n} of stored file ${sha256} is missing.`);
          yield piece.bytes;
        }
      }
      return { stream: Readable.from(pieces()), size: info.size };
    },
    exists: (sha256) => (isSha256(sha256) ? exists(sha256) : Promise.resolve(false)),
    async *list() {
      let after = '';
      for (;;) {
        const rows = await db
          .selectDistinct({ sha256: fileChunks.sha256 })
          .from(fileChunks)
          .where(sql`${fileChunks.sha256} > ${after}`)
          .orderBy(fileChunks.sha256)
          .limit(500);
        for (const row of rows) yield row.sha256;
        if (rows.length < 500) return;
        after = rows[rows.length - 1]!.sha256;
      }
    },
  };
}
