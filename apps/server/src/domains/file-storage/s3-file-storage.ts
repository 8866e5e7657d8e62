import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { FileStorageError, type FileStorage } from './file-storage';

export type S3FileStorageOptions = {
  /** Base URL of the S3-compatible service, e.g. an R2, MinIO or AWS regional endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding of a key segment: everything but A–Z a–z 0–9 - . _ ~ is percent-encoded. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The <Code> of an S3 XML error body, e.g. NoSuchKey or SignatureDoesNotMatch. */
function errorCode(body: string): string | null {
  return /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? null;
}

/**
 * Objects in an S3-compatible bucket, addressed path-style ({endpoint}/{bucket}/{key}) so it
 * works with MinIO and other self-hosted stores as well as AWS. Requests are signed with
 * Signature Version 4 by aws4fetch; the payload hash is signed too (no UNSIGNED-PAYLOAD).
 */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = new URL(options.endpoint);
  const basePath = base.pathname.replace(/\/+$/, '');
  // No retries: a failed call surfaces at once as a FileStorageError, as with the other adapters.
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 0,
  });

  function objectUrl(key: string): URL {
    // Empty, '.' and '..' segments would be folded away by URL parsing: a different object.
    if (key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
      throw new FileStorageError(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    const url = new URL(base.origin);
    url.pathname = [basePath, encodeSegment(options.bucket), ...key.split('/').map(encodeSegment)]
      .join('/')
      .replace(/^\/*/, '/');
    return url;
  }

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: { bytes: Buffer; contentType: string },
  ): Promise<{ status: number; bytes: Buffer }> {
    const url = objectUrl(key);
    let response: Response;
    try {
      const request = await client.sign(url.toString(), {
        method,
        headers: {
          'x-amz-content-sha256': sha256Hex(body?.bytes ?? Buffer.alloc(0)),
          ...(body ? { 'content-type': body.contentType } : {}),
        },
        ...(body ? { body: new Uint8Array(body.bytes) } : {}),
      });
      response = await fetchImpl(request, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new FileStorageError(`S3 ${method} ${key} failed: ${(error as Error).name}`);
    }
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  function failure(method: string, key: string, result: { status: number; bytes: Buffer }) {
    const code = errorCode(result.bytes.toString('utf8')) ?? `HTTP ${result.status}`;
    return new FileStorageError(`S3 ${method} ${key} failed: ${code} (HTTP ${result.status})`);
  }

  return {
    name: 's3',
    async put(key, bytes, contentType) {
      const result = await send('PUT', key, { bytes, contentType });
      if (result.status !== 200) throw failure('PUT', key, result);
    },
    async get(key) {
      const result = await send('GET', key);
      if (result.status === 200) return result.bytes;
      // A missing object is "no such file"; a missing bucket is a configuration error.
      if (result.status === 404 && errorCode(result.bytes.toString('utf8')) !== 'NoSuchBucket') {
        return null;
      }
      throw failure('GET', key, result);
    },
    async delete(key) {
      const result = await send('DELETE', key);
      if (result.status === 204 || result.status === 200) return;
      if (result.status === 404 && errorCode(result.bytes.toString('utf8')) === 'NoSuchKey') return;
      throw failure('DELETE', key, result);
    },
  };
}
