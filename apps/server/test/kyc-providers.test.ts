import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passesVerhoeff } from '@saral/contract/field-rules';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import {
  AadhaarOtpError,
  type AadhaarOtpProvider,
} from '../src/domains/aadhaar-otp/aadhaar-otp-provider';
import {
  AADHAAR_SERVICE_UNAVAILABLE,
  createHttpAadhaarOtpProvider,
} from '../src/domains/aadhaar-otp/http-aadhaar-otp-provider';
import {
  AadhaarOtpMessage,
  createSandboxAadhaarOtpProvider,
} from '../src/domains/aadhaar-otp/sandbox-aadhaar-otp-provider';
import { FileStorageError, type FileStorage } from '../src/domains/file-storage/file-storage';
import { createLocalFileStorage } from '../src/domains/file-storage/local-file-storage';
import { createS3FileStorage } from '../src/domains/file-storage/s3-file-storage';
import {
  createHttpLivenessProvider,
  LIVENESS_SERVICE_UNAVAILABLE,
  LivenessServiceError,
} from '../src/domains/liveness/http-liveness-provider';
import {
  createSandboxLivenessProvider,
  LIVENESS_MIN_SIDE_PX,
  LivenessMessage,
} from '../src/domains/liveness/sandbox-liveness-provider';
import { SmsDeliveryError, type SmsProvider } from '../src/domains/sms/sms-provider';
import { createFieldCipher, loadDevelopmentKey, lookupHash } from '../src/shared/field-cipher';
import { ImageRejectedError, imageStats, inspectImage } from '../src/shared/image-inspection';
import {
  startFakeHttpServer,
  unreachableUrl,
  type FakeHttpServer,
  type ReceivedRequest,
} from './support/fake-http-server';
import { createTestClock, createTestDatabase } from './support/test-app';

/* ---------------------------------------------------------------------------------------------
 * Helpers
 * ------------------------------------------------------------------------------------------- */

/** The twelfth digit that makes an Aadhaar number pass the Verhoeff check. */
function withCheckDigit(first11: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesVerhoeff(`${first11}${digit}`)) return `${first11}${digit}`;
  }
  throw new Error(`no check digit for ${first11}`);
}

/** Deterministic pseudo-random numbers (mulberry32), so image tests do not flake. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A JPEG photo-like frame: grey around `base`, each pixel off by up to ±spread. */
async function noisyPhoto(width: number, height: number, base: number, spread: number) {
  const random = seededRandom(width * 31 + height * 7 + base);
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) {
    const value = base + Math.round((random() * 2 - 1) * spread);
    pixels[index] = Math.max(0, Math.min(255, value));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

function flatImage(width: number, height: number, grey: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: grey, g: grey, b: grey } },
  });
}

async function rejection<T>(promise: Promise<T>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/* ---------------------------------------------------------------------------------------------
 * Field cipher
 * ------------------------------------------------------------------------------------------- */

describe('field cipher', () => {
  const key = randomBytes(32).toString('base64');
  const cipher = createFieldCipher(key);

  it('round-trips text, including non-ASCII', () => {
    for (const plain of ['234567890124', 'राम कुमार', '']) {
      const stored = cipher.encrypt(plain);
      expect(stored).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
      expect(stored).not.toContain(plain || '\u0000');
      expect(cipher.decrypt(stored)).toBe(plain);
    }
  });

  it('packs a 12-byte IV and 16-byte tag before the ciphertext', () => {
    const packed = Buffer.from(cipher.encrypt('234567890124').slice(3), 'base64');
    expect(packed.length).toBe(12 + 16 + 12);
  });

  it('uses a fresh IV each time, so equal values do not look equal', () => {
    const first = cipher.encrypt('234567890124');
    const second = cipher.encrypt('234567890124');
    expect(first).not.toBe(second);
    expect(Buffer.from(first.slice(3), 'base64').subarray(0, 12)).not.toEqual(
      Buffer.from(second.slice(3), 'base64').subarray(0, 12),
    );
    expect(cipher.decrypt(first)).toBe(cipher.decrypt(second));
  });

  it.each([
    ['the IV', 0],
    ['the tag', 20],
    ['the ciphertext', 30],
  ])('detects a changed byte in %s', (_part, offset) => {
    const packed = Buffer.from(cipher.encrypt('234567890124').slice(3), 'base64');
    packed[offset] = (packed[offset] ?? 0) ^ 0x01;
    expect(() => cipher.decrypt(`v1:${packed.toString('base64')}`)).toThrow(/authentication/);
  });

  it('refuses values made with another key, unknown versions and truncated values', () => {
    const other = createFieldCipher(randomBytes(32).toString('base64'));
    expect(() => other.decrypt(cipher.encrypt('234567890124'))).toThrow();
    expect(() => cipher.decrypt('v2:AAAA')).toThrow(/format/);
    expect(() => cipher.decrypt('v1:AAAA')).toThrow(/truncated/);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createFieldCipher(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });

  it('lookupHash is a stable HMAC-SHA256, different per pepper and per value', () => {
    const pepper = 'p'.repeat(32);
    const hash = lookupHash(pepper, '234567890124');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(lookupHash(pepper, '234567890124')).toBe(hash);
    expect(hash).toBe(createHmac('sha256', pepper).update('234567890124').digest('hex'));
    expect(lookupHash('q'.repeat(32), '234567890124')).not.toBe(hash);
    expect(lookupHash(pepper, '234567890125')).not.toBe(hash);
  });

  it('loadDevelopmentKey creates a private 32-byte key once and reads it back after', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'saral-key-'));
    try {
      const key = loadDevelopmentKey(dataDir);
      expect(Buffer.from(key, 'base64')).toHaveLength(32);
      const keyFile = path.join(dataDir, 'keys', 'aadhaar-dev.key');
      expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
      expect(loadDevelopmentKey(dataDir)).toBe(key);
      expect(await fs.readdir(path.join(dataDir, 'keys'))).toEqual(['aadhaar-dev.key']);
      // The key works: what one run encrypts, the next can read.
      const stored = createFieldCipher(key).encrypt('234567890124');
      expect(createFieldCipher(loadDevelopmentKey(dataDir)).decrypt(stored)).toBe('234567890124');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

/* ---------------------------------------------------------------------------------------------
 * Local file storage
 * ------------------------------------------------------------------------------------------- */

describe('local file storage', () => {
  let parent: string;
  let directory: string;
  let storage: FileStorage;
  beforeAll(async () => {
    parent = await fs.mkdtemp(path.join(os.tmpdir(), 'saral-files-'));
    directory = path.join(parent, 'uploads');
    storage = createLocalFileStorage(directory);
  });
  afterAll(async () => {
    await fs.rm(parent, { recursive: true, force: true });
  });

  it('stores, overwrites, reads and deletes files under nested keys', async () => {
    const key = 'users/17/aadhaarFront/3f9c2d.jpg';
    await storage.put(key, Buffer.from('first'), 'image/jpeg');
    expect(await storage.get(key)).toEqual(Buffer.from('first'));
    await storage.put(key, Buffer.from('second'), 'image/jpeg');
    expect(await storage.get(key)).toEqual(Buffer.from('second'));
    expect(
      await fs.readFile(path.join(directory, 'users/17/aadhaarFront/3f9c2d.jpg'), 'utf8'),
    ).toBe('second');
    // No temporary files are left beside it.
    expect(await fs.readdir(path.join(directory, 'users/17/aadhaarFront'))).toEqual(['3f9c2d.jpg']);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('get answers null for a missing file and delete of a missing file is fine', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    await expect(storage.delete('nothing/here.png')).resolves.toBeUndefined();
  });

  it.each([
    '../escape.jpg',
    'users/../../escape.jpg',
    '/etc/passwd',
    '',
    '.',
    'a/./b.jpg',
    'a//b.jpg',
    'a\\..\\b.jpg',
    'a/b.jpg\u0000',
    'users/17/face photo.jpg',
  ])('rejects the key %j for put, get and delete', async (key) => {
    const attempts: (() => Promise<unknown>)[] = [
      () => storage.put(key, Buffer.from('x'), 'image/jpeg'),
      () => storage.get(key),
      () => storage.delete(key),
    ];
    for (const attempt of attempts) {
      expect(await rejection(attempt())).toBeInstanceOf(FileStorageError);
    }
    expect(await fs.readdir(parent)).toEqual(expect.not.arrayContaining(['escape.jpg']));
  });
});

/* ---------------------------------------------------------------------------------------------
 * S3 file storage against a fake S3 that verifies Signature Version 4
 * ------------------------------------------------------------------------------------------- */

const S3 = {
  bucket: 'saral-uploads',
  region: 'ap-south-1',
  accessKeyId: 'AKIATESTSARAL0001',
  secretAccessKey: 'test/secret+key/0123456789abcdefghijklmn',
};

/** RFC 3986 percent-encoding of UTF-8 bytes, written independently of the adapter's encoder. */
function awsUriEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

function s3Error(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message><RequestId>TEST</RequestId></Error>`,
  );
}

/** Recomputes the SigV4 signature of a request the way S3 does; returns an error code or null. */
function verifySignature(request: ReceivedRequest): string | null {
  const authorization = String(request.headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'AuthorizationHeaderMalformed';
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== S3.accessKeyId) return 'InvalidAccessKeyId';
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
    if (!names.includes(required)) return 'AccessDenied';
  }
  const amzDate = String(request.headers['x-amz-date']);
  if (!amzDate.startsWith(day!)) return 'SignatureDoesNotMatch';
  const signedAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!(Math.abs(Date.now() - signedAt) < 15 * 60_000)) return 'RequestTimeTooSkewed';
  const payloadHash = createHash('sha256').update(request.body).digest('hex');
  if (request.headers['x-amz-content-sha256'] !== payloadHash) return 'XAmzContentSHA256Mismatch';

  const [rawPath = '', rawQuery = ''] = request.url.split('?');
  const canonicalUri = rawPath
    .split('/')
    .map((segment) => awsUriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalHeaders = names
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    canonicalUri,
    rawQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  let signingKey: Buffer = Buffer.from(`AWS4${S3.secretAccessKey}`);
  for (const part of [day!, region!, 's3', 'aws4_request']) {
    signingKey = createHmac('sha256', signingKey).update(part).digest();
  }
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return expected === signature ? null : 'SignatureDoesNotMatch';
}

/** An S3-compatible store in memory: path-style /{bucket}/{key}, every request signature-checked. */
async function startFakeS3() {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const rejected: string[] = [];
  let outage: { status: number; code: string } | null = null;
  const server = await startFakeHttpServer((request, response) => {
    if (outage) return s3Error(response, outage.status, outage.code);
    const problem = verifySignature(request);
    if (problem) {
      rejected.push(problem);
      return s3Error(response, 403, problem);
    }
    const [bucket, ...keyParts] = (request.url.split('?')[0] ?? '')
      .slice(1)
      .split('/')
      .map((segment) => decodeURIComponent(segment));
    if (bucket !== S3.bucket) return s3Error(response, 404, 'NoSuchBucket');
    const key = keyParts.join('/');
    if (request.method === 'PUT') {
      objects.set(key, {
        bytes: request.body,
        contentType: String(request.headers['content-type']),
      });
      response.writeHead(200, { etag: '"test"' });
      return response.end();
    }
    const object = objects.get(key);
    if (request.method === 'GET') {
      if (!object) return s3Error(response, 404, 'NoSuchKey');
      response.writeHead(200, { 'content-type': object.contentType });
      return response.end(object.bytes);
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    s3Error(response, 405, 'MethodNotAllowed');
  });
  return {
    ...server,
    objects,
    rejected,
    /** Every request fails with this status and code until set back to null. */
    setOutage(value: { status: number; code: string } | null) {
      outage = value;
    },
  };
}

describe('S3 file storage', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let storage: FileStorage;
  beforeAll(async () => {
    s3 = await startFakeS3();
    storage = createS3FileStorage({ endpoint: s3.url, ...S3, timeoutMs: 2_000 });
  });
  afterEach(() => {
    s3.received.length = 0;
    s3.rejected.length = 0;
  });
  afterAll(async () => {
    await s3.close();
  });

  it('puts, gets and deletes an object with signed path-style requests', async () => {
    const bytes = randomBytes(2048);
    const key = 'users/17/face/5d0e.jpg';
    await storage.put(key, bytes, 'image/jpeg');
    expect(s3.received[0]).toMatchObject({ method: 'PUT', url: `/${S3.bucket}/${key}` });
    expect(s3.received[0]?.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    expect(s3.objects.get(key)).toEqual({ bytes, contentType: 'image/jpeg' });

    expect(await storage.get(key)).toEqual(bytes);
    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(s3.rejected).toEqual([]);
  });

  it('signs keys with characters that need encoding', async () => {
    const key = "scans/रा म/a b+(1)!*'~.png";
    await storage.put(key, Buffer.from('png'), 'image/png');
    expect(s3.rejected).toEqual([]);
    expect(s3.objects.has(key)).toBe(true);
    expect(await storage.get(key)).toEqual(Buffer.from('png'));
  });

  it('get of a missing object answers null', async () => {
    expect(await storage.get('users/17/none.jpg')).toBeNull();
  });

  it('a wrong secret is refused by the signature check and throws with the S3 code', async () => {
    const wrong = createS3FileStorage({
      endpoint: s3.url,
      ...S3,
      secretAccessKey: `${S3.secretAccessKey}x`,
    });
    const error = await rejection(wrong.put('users/17/x.jpg', Buffer.from('x'), 'image/jpeg'));
    expect(error).toBeInstanceOf(FileStorageError);
    expect((error as Error).message).toContain('SignatureDoesNotMatch');
    expect(s3.rejected).toEqual(['SignatureDoesNotMatch']);
    expect(s3.objects.has('users/17/x.jpg')).toBe(false);
    // A refused GET is an error, not "no such file".
    expect(await rejection(wrong.get('users/17/face/5d0e.jpg'))).toBeInstanceOf(FileStorageError);
  });

  it('a missing bucket is an error even on GET', async () => {
    const elsewhere = createS3FileStorage({ endpoint: s3.url, ...S3, bucket: 'no-such-bucket' });
    const error = await rejection(elsewhere.get('users/17/x.jpg'));
    expect((error as Error).message).toContain('NoSuchBucket');
  });

  it('a server error throws FileStorageError with the code from the XML body', async () => {
    s3.setOutage({ status: 500, code: 'InternalError' });
    try {
      const error = await rejection(storage.put('users/17/y.jpg', Buffer.from('y'), 'image/jpeg'));
      expect(error).toBeInstanceOf(FileStorageError);
      expect((error as Error).message).toMatch(/InternalError.*500/);
      expect(await rejection(storage.get('users/17/y.jpg'))).toBeInstanceOf(FileStorageError);
    } finally {
      s3.setOutage(null);
    }
  });

  it('an unreachable endpoint throws FileStorageError', async () => {
    const down = createS3FileStorage({ endpoint: await unreachableUrl(), ...S3 });
    expect(await rejection(down.get('users/17/x.jpg'))).toBeInstanceOf(FileStorageError);
  });

  it('refuses keys that URL parsing would rewrite', async () => {
    for (const key of ['../x.jpg', 'a/./b.jpg', '/abs.jpg', '']) {
      expect(await rejection(storage.get(key))).toBeInstanceOf(FileStorageError);
    }
    expect(s3.received).toHaveLength(0);
  });
});

/* ---------------------------------------------------------------------------------------------
 * Image inspection
 * ------------------------------------------------------------------------------------------- */

describe('image inspection', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['avif', 'image/avif'],
  ] as const)('reads %s: format, size and content type', async (format, contentType) => {
    const bytes = await flatImage(320, 200, 120).toFormat(format).toBuffer();
    expect(await inspectImage(bytes)).toEqual({ format, width: 320, height: 200, contentType });
  });

  it('reports the size as displayed when EXIF rotates the photo', async () => {
    const bytes = await flatImage(320, 200, 120).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await inspectImage(bytes)).toMatchObject({ width: 200, height: 320 });
  });

  it.each([
    ['text', async () => Buffer.from('this is not an image, just some text')],
    ['random bytes', async () => randomBytes(4096)],
    ['an empty buffer', async () => Buffer.alloc(0)],
    [
      'SVG',
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"></svg>'),
    ],
    ['TIFF', () => flatImage(300, 300, 100).tiff().toBuffer()],
    ['a truncated JPEG', async () => (await noisyPhoto(400, 400, 128, 40)).subarray(0, 3000)],
  ])('rejects %s with "This file is not a photo: choose a JPG or PNG"', async (_name, make) => {
    const error = await rejection(inspectImage(await make()));
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as Error).message).toBe('This file is not a photo: choose a JPG or PNG');
  });

  it('imageStats gives the mean luminance and its spread', async () => {
    const flat = await imageStats(await flatImage(100, 100, 128).png().toBuffer());
    expect(flat.meanBrightness).toBeCloseTo(128, 0);
    expect(flat.contrast).toBeCloseTo(0, 1);

    const noisy = await imageStats(await noisyPhoto(300, 300, 128, 60));
    expect(noisy.meanBrightness).toBeGreaterThan(118);
    expect(noisy.meanBrightness).toBeLessThan(138);
    expect(noisy.contrast).toBeGreaterThan(18);

    // Luminance, not the red channel: pure red is a mid tone.
    const red = await sharp({
      create: { width: 50, height: 50, channels: 3, background: { r: 255, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    expect((await imageStats(red)).meanBrightness).toBeLessThan(160);
  });

  it('imageStats rejects what cannot be decoded', async () => {
    expect(await rejection(imageStats(Buffer.from('nope')))).toBeInstanceOf(ImageRejectedError);
  });
});

/* ---------------------------------------------------------------------------------------------
 * Aadhaar OTP sandbox, on a real database
 * ------------------------------------------------------------------------------------------- */

/** Delivers like a gateway and remembers each message; can be told to fail the next send. */
function recordingSms() {
  const sent: { phone: string; body: string }[] = [];
  let failNext = false;
  const provider: SmsProvider = {
    name: 'recording',
    // Stands in for the sandbox SMS outbox, which developers read codes from.
    keepsReadableOutbox: true,
    async send(message) {
      if (failNext) {
        failNext = false;
        throw new SmsDeliveryError('SMS gateway refused: HTTP 503', true);
      }
      sent.push(message);
      return { providerMessageId: `rec-${sent.length}` };
    },
  };
  return {
    provider,
    sent,
    failNextSend() {
      failNext = true;
    },
  };
}

async function otpError(promise: Promise<unknown>): Promise<AadhaarOtpError> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(AadhaarOtpError);
  return error as AadhaarOtpError;
}

describe('Aadhaar OTP sandbox', () => {
  const pepper = 'test-pepper-for-aadhaar-otp-000000';
  const phone = '919855500101';
  let db: Database;
  let drop: () => Promise<void>;
  let clock: ReturnType<typeof createTestClock>;
  let sms: ReturnType<typeof recordingSms>;
  let provider: AadhaarOtpProvider;
  let serial = 0;
  /** A fresh valid Aadhaar number per test, so the 60-second rule of one does not touch another. */
  const nextAadhaar = () => withCheckDigit(`23456${String((serial += 1)).padStart(6, '0')}`);
  const lastCode = () => {
    const code = sms.sent.at(-1)?.body.match(/\bOTP is (\d{6})\b/)?.[1];
    if (!code) throw new Error('no OTP in the last SMS');
    return code;
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await migrate(db);
  });
  beforeEach(() => {
    clock = createTestClock();
    sms = recordingSms();
    provider = createSandboxAadhaarOtpProvider({ db, clock, sms: sms.provider, pepper });
  });
  afterAll(async () => {
    await drop();
  });

  it('sends a 6-digit code by SMS, stores only hashes and accepts the code once', async () => {
    const aadhaar = nextAadhaar();
    const { referenceId } = await provider.requestOtp({ aadhaar, phone });
    expect(referenceId).toMatch(/^[0-9a-f-]{36}$/);

    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]?.phone).toBe(phone);
    expect(sms.sent[0]?.body).toMatch(
      /^Your Aadhaar verification OTP is \d{6}\. Valid for 10 minutes\. - UIDAI sandbox \(Saral\)$/,
    );
    const code = lastCode();

    const rows = await db.query<{ reference_id: string; aadhaar_lookup: string; phone: string }>(
      'SELECT reference_id, aadhaar_lookup, phone FROM aadhaar_sandbox_otps WHERE reference_id = $1',
      [referenceId],
    );
    expect(rows).toEqual([
      { reference_id: referenceId, aadhaar_lookup: lookupHash(pepper, aadhaar), phone },
    ]);
    const wholeTable = await db.query<{ row: string }>(
      'SELECT row_to_json(t)::text AS row FROM aadhaar_sandbox_otps t',
    );
    const dump = wholeTable.map((row) => row.row).join('\n');
    expect(dump).not.toContain(aadhaar);
    expect(dump).not.toContain(code);

    // The outbox shows it to developers, like a login code.
    const outbox = await db.query<{ body: string; status: string; provider: string }>(
      'SELECT body, status, provider FROM sms_messages WHERE phone = $1 ORDER BY id DESC LIMIT 1',
      [phone],
    );
    expect(outbox[0]).toMatchObject({ status: 'sent', provider: 'recording' });
    expect(outbox[0]?.body).toContain(code);

    await expect(provider.verifyOtp({ referenceId, aadhaar, otp: code })).resolves.toEqual({
      name: null,
    });
    const used = await otpError(provider.verifyOtp({ referenceId, aadhaar, otp: code }));
    expect(used.message).toBe(AadhaarOtpMessage.expired);
  });

  it.each(['123456789012', '234567890', '2345678901234', '23456789012a'])(
    'refuses the malformed number %s without sending anything',
    async (aadhaar) => {
      const error = await otpError(provider.requestOtp({ aadhaar, phone }));
      expect(error.message).toBe('Invalid Aadhaar Number');
      expect(sms.sent).toHaveLength(0);
    },
  );

  it('refuses a 12-digit number with a wrong check digit', async () => {
    const valid = nextAadhaar();
    const invalid = `${valid.slice(0, 11)}${(Number(valid.slice(11)) + 1) % 10}`;
    expect((await otpError(provider.requestOtp({ aadhaar: invalid, phone }))).message).toBe(
      'Invalid Aadhaar Number',
    );
  });

  it('sandbox rule: a valid number starting 9999 has no mobile linked', async () => {
    const aadhaar = withCheckDigit('99990000000');
    const error = await otpError(provider.requestOtp({ aadhaar, phone }));
    expect(error.message).toBe('Aadhaar number does not have a mobile number linked to it');
    expect(sms.sent).toHaveLength(0);
    const rows = await db.query('SELECT 1 FROM aadhaar_sandbox_otps WHERE aadhaar_lookup = $1', [
      lookupHash(pepper, aadhaar),
    ]);
    expect(rows).toHaveLength(0);
  });

  it('a wrong code is "Invalid OTP"; after three, even the right code is refused', async () => {
    const aadhaar = nextAadhaar();
    const { referenceId } = await provider.requestOtp({ aadhaar, phone });
    const code = lastCode();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const error = await otpError(
        provider.verifyOtp({ referenceId, aadhaar, otp: wrongCode(code) }),
      );
      expect(error.message).toBe('Invalid OTP');
    }
    const refused = await otpError(provider.verifyOtp({ referenceId, aadhaar, otp: code }));
    expect(refused.message).toBe('Too many wrong attempts, please request a new OTP');
    const rows = await db.query<{ wrong_tries: number; consumed_at: Date | null }>(
      'SELECT wrong_tries, consumed_at FROM aadhaar_sandbox_otps WHERE reference_id = $1',
      [referenceId],
    );
    expect(rows).toEqual([{ wrong_tries: 3, consumed_at: null }]);
  });

  it('a wrong code followed by the right one succeeds', async () => {
    const aadhaar = nextAadhaar();
    const { referenceId } = await provider.requestOtp({ aadhaar, phone });
    const code = lastCode();
    await otpError(provider.verifyOtp({ referenceId, aadhaar, otp: wrongCode(code) }));
    await expect(provider.verifyOtp({ referenceId, aadhaar, otp: code })).resolves.toEqual({
      name: null,
    });
  });

  it('the code expires after 10 minutes', async () => {
    const aadhaar = nextAadhaar();
    const { referenceId } = await provider.requestOtp({ aadhaar, phone });
    const code = lastCode();
    clock.advanceSeconds(599);
    const wrong = await otpError(
      provider.verifyOtp({ referenceId, aadhaar, otp: wrongCode(code) }),
    );
    expect(wrong.message).toBe('Invalid OTP');
    clock.advanceSeconds(2);
    const expired = await otpError(provider.verifyOtp({ referenceId, aadhaar, otp: code }));
    expect(expired.message).toBe('OTP expired, please request a new OTP');
  });

  it('an unknown reference, or another Aadhaar number, is an expired session', async () => {
    const aadhaar = nextAadhaar();
    const { referenceId } = await provider.requestOtp({ aadhaar, phone });
    const code = lastCode();
    for (const attempt of [
      { referenceId: randomUUID(), aadhaar, otp: code },
      { referenceId: 'not-a-uuid', aadhaar, otp: code },
      { referenceId, aadhaar: nextAadhaar(), otp: code },
    ]) {
      const error = await otpError(provider.verifyOtp(attempt));
      expect(error.message).toBe('OTP session expired, please request a new OTP');
    }
    // None of those counted against the real session.
    await expect(provider.verifyOtp({ referenceId, aadhaar, otp: code })).resolves.toEqual({
      name: null,
    });
  });

  it('allows one request per Aadhaar number per 60 seconds; a new code replaces the old', async () => {
    const aadhaar = nextAadhaar();
    const first = await provider.requestOtp({ aadhaar, phone });
    const firstCode = lastCode();

    const wait = await otpError(provider.requestOtp({ aadhaar, phone }));
    expect(wait.message).toBe('Please wait 60 seconds before requesting another OTP');
    clock.advanceSeconds(59);
    await otpError(provider.requestOtp({ aadhaar, phone }));
    expect(sms.sent).toHaveLength(1);

    // Another number is not held up.
    await provider.requestOtp({ aadhaar: nextAadhaar(), phone });

    clock.advanceSeconds(2);
    const second = await provider.requestOtp({ aadhaar, phone });
    const secondCode = lastCode();
    expect(second.referenceId).not.toBe(first.referenceId);

    const old = await otpError(
      provider.verifyOtp({ referenceId: first.referenceId, aadhaar, otp: firstCode }),
    );
    expect(old.message).toBe('OTP expired, please request a new OTP');
    await expect(
      provider.verifyOtp({ referenceId: second.referenceId, aadhaar, otp: secondCode }),
    ).resolves.toEqual({ name: null });
  });

  it('when the SMS cannot be sent, the code is dropped and an immediate retry is allowed', async () => {
    const aadhaar = nextAadhaar();
    sms.failNextSend();
    const error = await otpError(provider.requestOtp({ aadhaar, phone }));
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Could not send the OTP, please try again');
    const stored = await db.query('SELECT 1 FROM aadhaar_sandbox_otps WHERE aadhaar_lookup = $1', [
      lookupHash(pepper, aadhaar),
    ]);
    expect(stored).toHaveLength(0);
    const failed = await db.query<{ body: string; error: string }>(
      `SELECT body, error FROM sms_messages WHERE phone = $1 AND status = 'failed'
       ORDER BY id DESC LIMIT 1`,
      [phone],
    );
    expect(failed[0]).toEqual({ body: '[not delivered]', error: expect.stringContaining('503') });

    const { referenceId } = await provider.requestOtp({ aadhaar, phone });
    await expect(provider.verifyOtp({ referenceId, aadhaar, otp: lastCode() })).resolves.toEqual({
      name: null,
    });
  });
});

/* ---------------------------------------------------------------------------------------------
 * HTTP Aadhaar OTP adapter
 * ------------------------------------------------------------------------------------------- */

describe('HTTP Aadhaar OTP adapter', () => {
  const aadhaar = withCheckDigit('23456789012');
  let vendor: FakeHttpServer;
  let provider: AadhaarOtpProvider;
  beforeAll(async () => {
    vendor = await startFakeHttpServer();
    provider = createHttpAadhaarOtpProvider({
      url: `${vendor.url}/api/v1/`,
      apiKey: 'kyc-key-789',
      timeoutMs: 500,
    });
  });
  afterEach(() => {
    vendor.received.length = 0;
  });
  afterAll(async () => {
    await vendor.close();
  });

  it('generate-otp posts the number with the bearer key and returns client_id', async () => {
    vendor.answerJson(200, { success: true, data: { client_id: 'aadhaar_v2_abc123' } });
    await expect(provider.requestOtp({ aadhaar, phone: '919855500201' })).resolves.toEqual({
      referenceId: 'aadhaar_v2_abc123',
    });
    const request = vendor.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/aadhaar-v2/generate-otp');
    expect(request.headers.authorization).toBe('Bearer kyc-key-789');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    // The login phone is not the vendor's business.
    expect(JSON.parse(request.body.toString())).toEqual({ id_number: aadhaar });
  });

  it('an invalid number is refused before calling the vendor', async () => {
    const error = await otpError(provider.requestOtp({ aadhaar: '123412341234', phone: '91' }));
    expect(error.message).toBe('Invalid Aadhaar Number');
    expect(vendor.received).toHaveLength(0);
  });

  it.each([200, 422])('a {success:false} reply (HTTP %i) becomes the message', async (status) => {
    vendor.answerJson(status, {
      success: false,
      message: 'Aadhaar number does not have a mobile number linked to it',
    });
    const error = await otpError(provider.requestOtp({ aadhaar, phone: '919855500201' }));
    expect(error.message).toBe('Aadhaar number does not have a mobile number linked to it');
    expect(error.retryable).toBe(false);
  });

  it('submit-otp sends client_id and otp and returns the full name', async () => {
    vendor.answerJson(200, { success: true, data: { full_name: 'Ravi Kumar', client_id: 'c1' } });
    await expect(
      provider.verifyOtp({ referenceId: 'aadhaar_v2_abc123', aadhaar, otp: '123456' }),
    ).resolves.toEqual({ name: 'Ravi Kumar' });
    expect(vendor.received[0]?.url).toBe('/api/v1/aadhaar-v2/submit-otp');
    expect(JSON.parse(vendor.received[0]!.body.toString())).toEqual({
      client_id: 'aadhaar_v2_abc123',
      otp: '123456',
    });
  });

  it('a verified reply without a name gives name null', async () => {
    vendor.answerJson(200, { success: true, data: { full_name: '' } });
    await expect(
      provider.verifyOtp({ referenceId: 'c1', aadhaar, otp: '123456' }),
    ).resolves.toEqual({ name: null });
  });

  it('a wrong code from the vendor is its message', async () => {
    vendor.answerJson(422, { success: false, message: 'Invalid OTP' });
    const error = await otpError(provider.verifyOtp({ referenceId: 'c1', aadhaar, otp: '000000' }));
    expect(error.message).toBe('Invalid OTP');
  });

  it.each([
    ['HTTP 503 with HTML', 503, 'text/html', '<html>down</html>', true],
    ['HTTP 401 (our key refused)', 401, 'application/json', '{"message":"Unauthorized"}', false],
    [
      'a success reply without client_id',
      200,
      'application/json',
      '{"success":true,"data":{}}',
      true,
    ],
    ['a reply that is not JSON', 200, 'text/plain', 'OK', true],
  ] as const)('%s is "service unavailable"', async (_name, status, type, body, retryable) => {
    vendor.answer((_request, response) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    });
    const error = await otpError(provider.requestOtp({ aadhaar, phone: '919855500201' }));
    expect(error.message).toBe(AADHAAR_SERVICE_UNAVAILABLE);
    expect(error.retryable).toBe(retryable);
  });

  it('a vendor that never answers times out as retryable', async () => {
    vendor.answer(() => undefined);
    const started = Date.now();
    const error = await otpError(provider.verifyOtp({ referenceId: 'c1', aadhaar, otp: '1' }));
    expect(error.message).toBe('Aadhaar service is unavailable, please try again');
    expect(error.retryable).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('an unreachable vendor is retryable', async () => {
    const down = createHttpAadhaarOtpProvider({ url: await unreachableUrl(), apiKey: 'k' });
    const error = await otpError(down.requestOtp({ aadhaar, phone: '919855500201' }));
    expect(error.message).toBe(AADHAAR_SERVICE_UNAVAILABLE);
    expect(error.retryable).toBe(true);
  });
});

/* ---------------------------------------------------------------------------------------------
 * Liveness
 * ------------------------------------------------------------------------------------------- */

describe('sandbox liveness', () => {
  const sandbox = createSandboxLivenessProvider();
  const names = ['decodable image', 'resolution', 'exposure', 'detail'];

  it('passes a well-lit photo with detail, listing the checks it ran and that no face detector ran', async () => {
    const verdict = await sandbox.check(await noisyPhoto(640, 480, 128, 60));
    expect(verdict.passed).toBe(true);
    expect(verdict.message).toMatch(/no face detection/);
    expect(verdict.checks.map((check) => check.name)).toEqual(names);
    expect(verdict.checks.every((check) => check.passed)).toBe(true);
    expect(verdict.checks[0]?.detail).toBe('jpeg 640x480');
  });

  it('fails a dark photo with a retake-in-better-light message', async () => {
    const verdict = await sandbox.check(await noisyPhoto(640, 480, 20, 20));
    expect(verdict.passed).toBe(false);
    expect(verdict.message).toBe('Photo is too dark, please retake in better light');
    expect(verdict.checks.find((check) => check.name === 'exposure')).toMatchObject({
      passed: false,
      detail: expect.stringMatching(/^mean brightness \d+/),
    });
  });

  it('fails an over-exposed photo', async () => {
    const verdict = await sandbox.check(await noisyPhoto(640, 480, 240, 30));
    expect(verdict.passed).toBe(false);
    expect(verdict.message).toBe(LivenessMessage.tooBright);
  });

  it('fails a blank, flat frame (covered camera) on detail', async () => {
    const verdict = await sandbox.check(await flatImage(640, 480, 128).jpeg().toBuffer());
    expect(verdict.passed).toBe(false);
    expect(verdict.message).toBe(LivenessMessage.noDetail);
    const byName = Object.fromEntries(verdict.checks.map((check) => [check.name, check.passed]));
    expect(byName).toMatchObject({ resolution: true, exposure: true, detail: false });
  });

  it(`fails a photo whose shorter side is under ${LIVENESS_MIN_SIDE_PX} px`, async () => {
    const verdict = await sandbox.check(await noisyPhoto(320, LIVENESS_MIN_SIDE_PX - 1, 128, 60));
    expect(verdict.passed).toBe(false);
    expect(verdict.message).toBe(LivenessMessage.tooSmall);
    expect(verdict.checks.find((check) => check.name === 'resolution')?.passed).toBe(false);
    const justEnough = await sandbox.check(await noisyPhoto(320, LIVENESS_MIN_SIDE_PX, 128, 60));
    expect(justEnough.passed).toBe(true);
  });

  it('fails bytes that are not an image', async () => {
    const verdict = await sandbox.check(randomBytes(5000));
    expect(verdict).toEqual({
      passed: false,
      message: 'Photo could not be read, please retake',
      checks: [{ name: 'decodable image', passed: false, detail: 'not a readable image' }],
    });
  });
});

describe('HTTP liveness adapter', () => {
  let vendor: FakeHttpServer;
  let provider: ReturnType<typeof createHttpLivenessProvider>;
  let photo: Buffer;
  beforeAll(async () => {
    vendor = await startFakeHttpServer();
    provider = createHttpLivenessProvider({
      url: vendor.url,
      apiKey: 'live-key-321',
      timeoutMs: 500,
    });
    photo = await noisyPhoto(320, 320, 128, 50);
  });
  afterEach(() => {
    vendor.received.length = 0;
  });
  afterAll(async () => {
    await vendor.close();
  });

  it('posts the photo as multipart field "image" with the bearer key', async () => {
    vendor.answerJson(200, { success: true, data: { live: true, score: 0.934 } });
    const verdict = await provider.check(photo);
    expect(verdict).toEqual({
      passed: true,
      message: 'Face verified',
      checks: [{ name: 'vendor liveness', passed: true, detail: 'score 0.93' }],
    });

    const request = vendor.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/liveness/check');
    expect(request.headers.authorization).toBe('Bearer live-key-321');
    const form = await new Response(request.body, {
      headers: { 'content-type': String(request.headers['content-type']) },
    }).formData();
    const image = form.get('image');
    expect(image).toBeInstanceOf(Blob);
    expect((image as Blob).type).toBe('image/jpeg');
    expect(Buffer.from(await (image as Blob).arrayBuffer())).toEqual(photo);
  });

  it.each([
    [{ live: true, score: 0.79 }, false, 'score 0.79'],
    [{ live: true, score: 0.8 }, true, 'score 0.80'],
    [{ live: false, score: 0.97 }, false, 'score 0.97'],
  ])('%o gives passed=%s', async (data, passed, detail) => {
    vendor.answerJson(200, { success: true, data });
    const verdict = await provider.check(photo);
    expect(verdict.passed).toBe(passed);
    expect(verdict.checks).toEqual([{ name: 'vendor liveness', passed, detail }]);
    if (!passed) expect(verdict.message).not.toBe('Face verified');
  });

  it.each([
    ['a {success:false} reply', 200, { success: false, message: 'Quota exceeded' }],
    ['HTTP 500', 500, { success: false, message: 'internal' }],
    ['HTTP 401', 401, { message: 'bad key' }],
    ['a reply without a score', 200, { success: true, data: { live: true } }],
  ])('%s throws "Face check service is unavailable"', async (_name, status, body) => {
    vendor.answerJson(status, body);
    const error = await rejection(provider.check(photo));
    expect(error).toBeInstanceOf(LivenessServiceError);
    expect((error as Error).message).toBe('Face check service is unavailable, please try again');
  });

  it('a vendor that never answers times out', async () => {
    vendor.answer(() => undefined);
    const error = await rejection(provider.check(photo));
    expect(error).toBeInstanceOf(LivenessServiceError);
  });

  it('an unreachable vendor throws the same error', async () => {
    const down = createHttpLivenessProvider({ url: await unreachableUrl(), apiKey: 'k' });
    const error = await rejection(down.check(photo));
    expect(error).toBeInstanceOf(LivenessServiceError);
    expect((error as Error).message).toBe(LIVENESS_SERVICE_UNAVAILABLE);
  });
});
