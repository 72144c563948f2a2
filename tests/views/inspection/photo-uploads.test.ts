import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/services/api-error';

const uploadPhoto = vi.fn();
vi.mock('../../../src/services/maintenance', () => ({
  uploadPhoto: (...args: unknown[]) => uploadPhoto(...args),
}));
vi.mock('../../../src/services/inspection-store', () => ({
  readPhoto: async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
}));

const { photoUploads } = await import('../../../src/services/photo-uploads');

const photo = { id: '0f8e2a34-5b6c-4d7e-8f90-a1b2c3d4e5f6', kind: 'closedGate' as const, propertyId: null };

describe('photo uploads', () => {
  beforeEach(() => {
    uploadPhoto.mockReset();
    photoUploads.forget(photo.id);
  });

  it('reports the progress of an upload, then that the photo is saved', async () => {
    const seen: unknown[] = [];
    const stop = photoUploads.subscribe(() => seen.push(photoUploads.read(photo.id)));
    uploadPhoto.mockImplementation(async (_id, _photo, _blob, onProgress: (f: number) => void) => {
      onProgress(0.5);
      return { ...photo, size: 3 };
    });
    await photoUploads.upload('insp', photo);
    stop();
    expect(seen).toContainEqual({ status: 'uploading', progress: 0.5 });
    expect(photoUploads.read(photo.id)).toEqual({ status: 'uploaded' });
  });

  it('keeps a failed upload with its error code, and a retry uploads it', async () => {
    uploadPhoto.mockRejectedValueOnce(new ApiError({ status: 400, message: 'no', code: 'photoNotAnImage' }));
    await expect(photoUploads.upload('insp', photo)).rejects.toThrow();
    expect(photoUploads.read(photo.id)).toEqual({ status: 'failed', error: 'photoNotAnImage' });

    uploadPhoto.mockResolvedValueOnce({ ...photo, size: 3 });
    await photoUploads.upload('insp', photo);
    expect(photoUploads.read(photo.id)).toEqual({ status: 'uploaded' });
    expect(uploadPhoto).toHaveBeenCalledTimes(2);
  });

  it('uploads a photo once when asked twice at the same time', async () => {
    uploadPhoto.mockResolvedValue({ ...photo, size: 3 });
    await Promise.all([photoUploads.upload('insp', photo), photoUploads.upload('insp', photo)]);
    expect(uploadPhoto).toHaveBeenCalledTimes(1);
  });
});
