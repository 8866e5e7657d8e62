import type { LivenessProvider } from './liveness-provider';

export type HttpLivenessOptions = {
  /** The vendor's API base URL; /liveness/check is appended. */
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** The vendor's score (0–1) a live verdict needs before we accept it. */
export const LIVENESS_MIN_SCORE = 0.8;
export const LIVENESS_SERVICE_UNAVAILABLE = 'Face check service is unavailable, please try again';

/**
 * The vendor could not give a verdict (unreachable, refused, or an answer we cannot read). The
 * message is for the borrower; `reason` is for the log.
 */
export class LivenessServiceError extends Error {
  constructor(readonly reason: string) {
    super(LIVENESS_SERVICE_UNAVAILABLE);
    this.name = 'LivenessServiceError';
  }
}

/** Enough of a content type for the vendor, from the first bytes. */
function sniffImage(image: Buffer): { type: string; extension: string } {
  if (image[0] === 0xff && image[1] === 0xd8) return { type: 'image/jpeg', extension: 'jpg' };
  if (image.subarray(0, 4).toString('latin1') === '\x89PNG') {
    return { type: 'image/png', extension: 'png' };
  }
  if (image.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { type: 'image/webp', extension: 'webp' };
  }
  return { type: 'application/octet-stream', extension: 'bin' };
}

/**
 * Adapter for a vendor's passive liveness API: POST the photo as multipart field 'image' with the
 * API key as a bearer token; the reply {success, data: {live, score}} is accepted when live and
 * scored at least LIVENESS_MIN_SCORE.
 */
export function createHttpLivenessProvider(options: HttpLivenessOptions): LivenessProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/liveness/check`;

  return {
    name: 'http',
    async check(image) {
      const { type, extension } = sniffImage(image);
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(image)], { type }), `face.${extension}`);
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}` },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new LivenessServiceError(`unreachable: ${(error as Error).name}`);
      }
      const reply = (await response.json().catch(() => null)) as {
        success?: boolean;
        message?: string;
        data?: { live?: unknown; score?: unknown };
      } | null;
      if (!response.ok || reply?.success !== true) {
        throw new LivenessServiceError(
          `refused: ${reply?.message ?? 'no message'} (HTTP ${response.status})`,
        );
      }
      const live = reply.data?.live;
      const score = reply.data?.score;
      if (typeof live !== 'boolean' || typeof score !== 'number' || !Number.isFinite(score)) {
        throw new LivenessServiceError('reply without data.live and data.score');
      }
      const passed = live && score >= LIVENESS_MIN_SCORE;
      return {
        passed,
        message: passed ? 'Face verified' : 'Face could not be verified, please retake the photo',
        checks: [{ name: 'vendor liveness', passed, detail: `score ${score.toFixed(2)}` }],
      };
    },
  };
}
