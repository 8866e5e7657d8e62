import { createHash, createHmac } from 'node:crypto';
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

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - . _ ~ is percent-encoded. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** 20261121T060000Z and 20261121, the two date forms of Signature Version 4. */
function amzDates(now: Date): { amzDate: string; day: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

/**
 * Signs a request with AWS Signature Version 4 (header form, payload hash in
 * x-amz-content-sha256). Returns the headers to send, including Authorization.
 */
function signS3Request(request: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
}): Record<string, string> {
  const { amzDate, day } = amzDates(request.now);
  const headers: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    host: request.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': request.payloadHash,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalQuery = [...request.url.searchParams]
    .map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${request.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${request.secretAccessKey}`, day), request.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  // fetch sets Host itself from the URL; sending it again is not allowed.
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${request.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** The <Code> of an S3 XML error body, e.g. NoSuchKey or SignatureDoesNotMatch. */
function errorCode(body: string): string | null {
  return /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? null;
}

/**
 * Objects in an S3-compatible bucket, addressed path-style ({endpoint}/{bucket}/{key}) so it
 * works with MinIO and other self-hosted stores as well as AWS. Signed with node:crypto, no SDK.
 */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = new URL(options.endpoint);
  const basePath = base.pathname.replace(/\/+$/, '');

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
    const headers = signS3Request({
      method,
      url,
      headers: body ? { 'content-type': body.contentType } : {},
      payloadHash: sha256Hex(body?.bytes ?? ''),
      region: options.region,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      now: new Date(),
    });
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        ...(body ? { body: new Uint8Array(body.bytes) } : {}),
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
