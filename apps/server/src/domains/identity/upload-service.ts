import { createHash, randomUUID } from 'node:crypto';
import type { UploadType } from '@saral/contract/onboarding';
import type { Database } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import type { FieldCipher } from '../../shared/field-cipher';
import { ImageRejectedError, inspectImage } from '../../shared/image-inspection';
import type { FileStorage } from '../file-storage/file-storage';
import { createIdentityRepository } from './identity-repository';

/** How images are encrypted from now on; recorded with each file. */
const IMAGE_ENCRYPTION = 'aes-256-gcm-v1';

/**
 * Private images of a borrower (cards showing the full Aadhaar number, face photos): checked to
 * be a real image, encrypted with the Aadhaar key before any storage adapter (disk or S3) sees
 * them, recorded with their owner, and served back decrypted only to that owner. Files stored in
 * plain before encryption (encryption NULL) are read as they are.
 */
export function createUploadService(db: Database, storage: FileStorage, cipher: FieldCipher) {
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
      await storage.put(storageKey, cipher.encryptBytes(bytes), 'application/octet-stream');
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
        encryption: IMAGE_ENCRYPTION,
      });
      return id;
    },

    async read(userId: number, fileId: string): Promise<{ bytes: Buffer; contentType: string }> {
      const file = await repository.findOwnFile(userId, fileId);
      const stored = file ? await storage.get(file.storage_key) : null;
      if (!file || !stored) throw notFound('File');
      const bytes = file.encryption === null ? stored : cipher.decryptBytes(stored);
      return { bytes, contentType: file.content_type };
    },

    /**
     * Encrypts the files stored in plain before images were encrypted: each is written again,
     * encrypted, under a new key, its row is pointed there, then the plain copy is deleted. An
     * interrupted run leaves every file readable and may simply be run again.
     */
    async encryptPlainFiles(): Promise<{ encrypted: number; missing: number }> {
      const outcome = { encrypted: 0, missing: 0 };
      let afterId = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const files = await repository.plainFilesAfter(afterId, 100);
        if (files.length === 0) return outcome;
        for (const file of files) {
          afterId = file.id;
          const plain = await storage.get(file.storage_key);
          if (!plain) {
            outcome.missing += 1;
            continue;
          }
          const sealedKey = `${file.storage_key}.${IMAGE_ENCRYPTION}`;
          await storage.put(sealedKey, cipher.encryptBytes(plain), 'application/octet-stream');
          if (await repository.markEncrypted(file.id, sealedKey, IMAGE_ENCRYPTION)) {
            await storage.delete(file.storage_key);
            outcome.encrypted += 1;
          }
        }
      }
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
