import type { FileStore } from './file-store';

export interface MoveCounts {
  copied: number;
  alreadyThere: number;
}

/**
 * Copies every file of `from` that `to` does not hold yet. Idempotent and resumable: a second run, or one after
 * an interruption, copies only what is still missing (each copy is whole or absent). `from` keeps its files,
 * so a move can be undone by moving back.
 */
export async function moveFiles(
  from: FileStore,
  to: FileStore,
  progress: (counts: MoveCounts) => void = () => {},
): Promise<MoveCounts> {
  const counts: MoveCounts = { copied: 0, alreadyThere: 0 };
  for await (const sha256 of from.list()) {
    if (await to.exists(sha256)) {
      counts.alreadyThere++;
      continue;
    }
    const file = await from.open(sha256);
    if (!file) continue;
    // Piece by piece: a file is never held whole, whatever its size.
    await to.put(sha256, file.stream);
    counts.copied++;
    if (counts.copied % 100 === 0) progress(counts);
  }
  return counts;
}
