import { createHash, randomUUID } from 'node:crypto';
import type { UploadType } from '@saral/contract/onboarding';
import type { Database } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import { ImageRejectedError, inspectImage } from '../../shared/image-inspection';
import type { FileStorage } from '../file-storage/file-storage';
import { createIdentityRepository } from './identity-repository';

/**
 * Private images of a borrower (cards, face photos): checked to be a real image, written to file
 * storage, recorded with their owner, and served back only to that owner.
 */
export function createUploadService(db: Database, storage: FileStorage) {
  const repository = createIdentityRepository(db);
  return {
    async store(userId: number, type: UploadType, bytes: Buffer): Promise<string> {
      let image: Awaited<ReturnType<typeof inspectImage>>;
      try {
        image = await inspectImage(bytes);
      } catch (error) {
        if (error instanceof ImageRejectedError) throw failed(error.message, 415);
        throw error;
      }
      const id = randomUUID();
      const storageKey = `users/${userId}/${type}/${id}`;
      await storage.put(storageKey, bytes, image.contentType);
      await repository.insertFile({
        id,
        user_id: userId,
        upload_type: type,
        storage_key: storageKey,
        content_type: image.contentType,
        byte_size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        width: image.width,
        height: image.height,
      });
      return id;
    },

    async read(userId: number, fileId: string): Promise<{ bytes: Buffer; contentType: string }> {
      const file = await repository.findOwnFile(userId, fileId);
      const bytes = file ? await storage.get(file.storage_key) : null;
      if (!file || !bytes) throw notFound('File');
      return { bytes, contentType: file.content_type };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
