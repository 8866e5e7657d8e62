import { isValidAadhaar, isValidPan } from '@saral/contract/field-rules';
import type { CardType } from '@saral/contract/onboarding';
import { normaliseName } from './card-name-finders';
import { OCR_UNAVAILABLE_MESSAGE, UNREADABLE_CARD_MESSAGE } from './card-text-parser';
import { OcrError, type CardReading, type OcrFailure, type OcrProvider } from './ocr-provider';

export type HttpOcrOptions = {
  /** The vendor's base URL; cards go to {url}/ocr/pan and {url}/ocr/aadhaar. */
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

type VendorReply = {
  success?: boolean;
  message?: string;
  data?: { name?: string | null; id_number?: string | null } | null;
};

/** The borrower sees `message`; `cause` keeps the vendor's reason for the logs. */
function ocrError(failure: OcrFailure, reason: string): OcrError {
  const message = failure === 'unavailable' ? OCR_UNAVAILABLE_MESSAGE : UNREADABLE_CARD_MESSAGE;
  const error = new OcrError(message, failure);
  error.cause = reason;
  return error;
}

function imageType(image: Buffer): string {
  if (image[0] === 0xff && image[1] === 0xd8) return 'image/jpeg';
  if (image.subarray(0, 4).toString('latin1') === '\x89PNG') return 'image/png';
  if (image.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return 'application/octet-stream';
}

/**
 * Adapter for a vendor OCR API of the common shape: POST {url}/ocr/{pan|aadhaar} with the
 * image as multipart field 'file' and a bearer key, answering {success:true, data:{name,
 * id_number}} or {success:false, message}. Numbers are kept only when their check passes.
 */
export function createHttpOcrProvider(options: HttpOcrOptions): OcrProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const baseUrl = options.url.replace(/\/+$/, '');
  return {
    name: 'http',
    async readCard(image: Buffer, card: CardType): Promise<CardReading> {
      const kind = card === 'pan' ? 'pan' : 'aadhaar';
      const type = imageType(image);
      const form = new FormData();
      const extension = type === 'application/octet-stream' ? 'bin' : type.slice('image/'.length);
      form.append('file', new Blob([new Uint8Array(image)], { type }), `${card}.${extension}`);

      let response: Response;
      let payload: VendorReply | null;
      try {
        response = await fetchImpl(`${baseUrl}/ocr/${kind}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}` },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        });
        payload = (await response.json().catch(() => null)) as VendorReply | null;
      } catch (error) {
        throw ocrError('unavailable', `OCR vendor unreachable: ${(error as Error).name}`);
      }

      const reason = payload?.message ?? `HTTP ${response.status}`;
      // Our key or quota being refused is not the borrower's photo's fault.
      if (response.status >= 500 || [401, 403, 404, 429].includes(response.status)) {
        throw ocrError('unavailable', `OCR vendor failed: ${reason}`);
      }
      if (!response.ok || payload?.success === false) {
        throw ocrError('unreadable', `OCR vendor rejected the card: ${reason}`);
      }
      if (payload?.success !== true || !payload.data) {
        throw ocrError('unavailable', `OCR vendor sent an unexpected reply: ${reason}`);
      }

      const number = (payload.data.id_number ?? '').replace(/[\s-]+/g, '').toUpperCase();
      return {
        name: normaliseName(payload.data.name),
        aadhaar: kind === 'aadhaar' && isValidAadhaar(number) ? number : null,
        pan: kind === 'pan' && isValidPan(number) ? number : null,
      };
    },
    async close() {
      // Nothing held open between calls.
    },
  };
}
