import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/domains/file-storage/file-storage';
import { createUploadService } from '../src/domains/identity/upload-service';
import { createCipherFromConfig, createFileStorageFromConfig } from '../src/providers';
import { generateFaceImage } from './support/card-images';
import { userIdOf } from './support/assertions';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * Card and face images are encrypted (AES-256-GCM, the Aadhaar number's key) before any storage
 * adapter sees them, and served decrypted to their owner only.
 */

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

function multipart(type: string, bytes: Buffer) {
  const boundary = `----saral${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="card.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(t: TestApp, token: string, bytes: Buffer): Promise<string> {
  const body = multipart('aadhaarFront', bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api1/authen/upload',
    headers: { token, ...body.headers },
    payload: body.payload,
  });
  expect(response.json()).toMatchObject({ code: 0 });
  return response.json().data.fileId as string;
}

const download = (t: TestApp, token: string, fileId: string) =>
  t.app.inject({ method: 'GET', url: `/api1/authen/file/${fileId}`, headers: { token } });

let image: Buffer;
beforeAll(async () => {
  image = await generateFaceImage(11);
  expect(image.subarray(0, 3)).toEqual(JPEG_MAGIC);
});

describe('on local disk', () => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let fileId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t.app, '919812300061');
    other = await signIn(t.app, '919812300062', '10.0.0.2');
    fileId = await upload(t, owner, image);
  });
  afterAll(async () => {
    await t.close();
  });

  const storedFile = async (id: string) => {
    const [row] = await t.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM uploaded_files WHERE id = $1',
      [id],
    );
    const directory = t.config.fileStorage.kind === 'local' ? t.config.fileStorage.directory : '';
    return path.join(directory, row!.storage_key);
  };

  it('the file on disk is ciphertext: no JPEG header, none of the image bytes', async () => {
    const stored = await fs.readFile(await storedFile(fileId));
    expect(stored.subarray(0, 3)).not.toEqual(JPEG_MAGIC);
    expect(stored.includes(image.subarray(0, 64))).toBe(false);
    expect(stored.includes(image.subarray(image.length - 64))).toBe(false);
  });

  it('the owner gets the same bytes back', async () => {
    const response = await download(t, owner, fileId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(image)).toBe(true);
  });

  it('another borrower gets not found', async () => {
    const response = await download(t, other, fileId);
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.includes(image.subarray(0, 64))).toBe(false);
  });

  it('a file stored in plain before encryption still reads, marked as such', async () => {
    const legacyId = randomUUID();
    const userId = await userIdOf(t.db, '919812300061');
    const storageKey = `users/${userId}/aadhaarBack/${legacyId}`;
    await fs.mkdir(path.dirname(await storedFile(fileId)).replace(/aadhaarFront$/, 'aadhaarBack'), {
      recursive: true,
    });
    await t.db.query(
      `INSERT INTO uploaded_files (id, user_id, upload_type, storage_key, content_type, byte_size,
         sha256, width, height, encryption)
       VALUES ($1, $2, 'aadhaarBack', $3, 'image/jpeg', $4, '-', 1, 1, NULL)`,
      [legacyId, userId, storageKey, image.length],
    );
    await fs.writeFile(await storedFile(legacyId), image);
    const response = await download(t, owner, legacyId);
    expect(response.rawPayload.equals(image)).toBe(true);
  });

  it('encryptPlainFiles encrypts the plain files in place; they still read the same', async () => {
    const [legacy] = await t.db.query<{ id: string; storage_key: string }>(
      'SELECT id, storage_key FROM uploaded_files WHERE encryption IS NULL',
    );
    const plainPath = await storedFile(legacy!.id);
    const uploads = createUploadService(
      t.db,
      createFileStorageFromConfig(t.config),
      createCipherFromConfig(t.config),
    );
    expect(await uploads.encryptPlainFiles()).toEqual({ encrypted: 1, missing: 0 });
    expect(await uploads.encryptPlainFiles()).toEqual({ encrypted: 0, missing: 0 });

    await expect(fs.access(plainPath)).rejects.toThrow();
    const sealed = await fs.readFile(await storedFile(legacy!.id));
    expect(sealed.subarray(0, 3)).not.toEqual(JPEG_MAGIC);
    expect((await download(t, owner, legacy!.id)).rawPayload.equals(image)).toBe(true);
  });

  it('a stored file altered on disk is refused, not served', async () => {
    const file = await storedFile(fileId);
    const stored = await fs.readFile(file);
    stored[stored.length - 1] = (stored[stored.length - 1] ?? 0) ^ 1;
    await fs.writeFile(file, stored);
    const response = await download(t, owner, fileId);
    expect(response.statusCode).toBe(500);
    expect(response.rawPayload.includes(image.subarray(0, 64))).toBe(false);
  });
});

describe('on any storage adapter (S3 included)', () => {
  const written = new Map<string, Buffer>();
  const memoryStorage: FileStorage = {
    name: 'memory',
    async put(key, bytes) {
      written.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return written.get(key) ?? null;
    },
    async delete(key) {
      written.delete(key);
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ providers: { storage: memoryStorage } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the adapter receives ciphertext only, and the owner reads the image', async () => {
    const token = await signIn(t.app, '919812300063');
    const fileId = await upload(t, token, image);
    const [stored] = [...written.values()];
    expect(stored?.subarray(0, 3)).not.toEqual(JPEG_MAGIC);
    expect(stored?.includes(image.subarray(0, 64))).toBe(false);
    expect((await download(t, token, fileId)).rawPayload.equals(image)).toBe(true);
  });
});
