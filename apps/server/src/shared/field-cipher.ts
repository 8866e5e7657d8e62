import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encryption with AES-256-GCM of single database fields (the Aadhaar number) and of stored KYC
 * images. A field is 'v1:' + base64(iv | tag | ciphertext), the version prefix leaving room for a
 * key rotation; an image is iv | tag | ciphertext, its version recorded with the file's row.
 */
export interface FieldCipher {
  encrypt(plain: string): string;
  /** Throws FieldCipherError when the value was altered or made with another key. */
  decrypt(stored: string): string;
  encryptBytes(plain: Buffer): Buffer;
  /** Throws FieldCipherError when the bytes were altered or made with another key. */
  decryptBytes(sealed: Buffer): Buffer;
}

export class FieldCipherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FieldCipherError';
  }
}

const VERSION = 'v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createFieldCipher(base64Key: string): FieldCipher {
  const key = Buffer.from(base64Key, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new FieldCipherError(`The field encryption key must be ${KEY_BYTES} bytes, base64.`);
  }
  const seal = (plain: Buffer): Buffer => {
    // A fresh IV per value: GCM must never reuse one under the same key.
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
  };
  const open = (packed: Buffer): Buffer => {
    if (packed.length < IV_BYTES + TAG_BYTES) {
      throw new FieldCipherError('Encrypted value is truncated');
    }
    const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, IV_BYTES));
    decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new FieldCipherError('Encrypted value failed authentication');
    }
  };
  return {
    encrypt: (plain) => VERSION + seal(Buffer.from(plain, 'utf8')).toString('base64'),
    decrypt(stored) {
      if (!stored.startsWith(VERSION)) throw new FieldCipherError('Unknown encrypted field format');
      return open(Buffer.from(stored.slice(VERSION.length), 'base64')).toString('utf8');
    },
    encryptBytes: seal,
    decryptBytes: open,
  };
}

/** Keyed hash that finds equal values (the same Aadhaar on two accounts) without decrypting. */
export function lookupHash(pepper: string, value: string): string {
  return createHmac('sha256', pepper).update(value).digest('hex');
}

/**
 * The development key: read from, or created once in, `${dataDir}/keys/aadhaar-dev.key` so data
 * encrypted in one run can be read in the next. Production configures AADHAAR_ENCRYPTION_KEY.
 */
export function loadDevelopmentKey(dataDir: string): string {
  const keyFile = path.join(dataDir, 'keys', 'aadhaar-dev.key');
  fs.mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
  if (!fs.existsSync(keyFile)) {
    // Written aside and linked into place: link fails if another process got there first, and
    // nobody can read a half-written key.
    const temp = `${keyFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(temp, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temp, keyFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const key = fs.readFileSync(keyFile, 'utf8').trim();
  if (Buffer.from(key, 'base64').length !== KEY_BYTES) {
    throw new FieldCipherError(`${keyFile} does not hold a ${KEY_BYTES}-byte base64 key`);
  }
  return key;
}
