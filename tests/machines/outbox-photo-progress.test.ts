import { describe, expect, it } from 'vitest';
import { outboxPhotoProgress } from '../../src/services/outbox-photo-progress';
import { photoUploads } from '../../src/services/photo-uploads';

describe('the progress of the photos the outbox sends', () => {
  it('counts photo n of those waiting across sends until the outbox is empty, with the share of the one going up', async () => {
    const seen: unknown[] = [];
    const stop = outboxPhotoProgress.subscribe(() => seen.push(outboxPhotoProgress.read()));
    await outboxPhotoProgress.sending('p1', 3, async () => {
      expect(outboxPhotoProgress.read()).toEqual({ number: 1, of: 3, fraction: 0 });
      photoUploads.uploaded('p1');
      expect(outboxPhotoProgress.read()).toEqual({ number: 1, of: 3, fraction: 1 });
    });
    expect(outboxPhotoProgress.read()).toBeNull();
    // A failed photo keeps its number for the next try.
    await expect(
      outboxPhotoProgress.sending('p2', 2, () => Promise.reject(new Error('network'))),
    ).rejects.toThrow('network');
    await outboxPhotoProgress.sending('p2', 2, async () => {
      expect(outboxPhotoProgress.read()).toMatchObject({ number: 2, of: 3 });
    });
    outboxPhotoProgress.drained();
    await outboxPhotoProgress.sending('p3', 1, async () => {
      expect(outboxPhotoProgress.read()).toMatchObject({ number: 1, of: 1 });
    });
    stop();
    expect(seen.at(-1)).toBeNull();
    expect(seen).toContainEqual({ number: 1, of: 3, fraction: 1 });
  });
});
