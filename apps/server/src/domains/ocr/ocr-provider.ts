import type { CardType } from '@saral/contract/onboarding';

/** What could be read from one card; null where nothing trustworthy was found. */
export type CardReading = {
  name: string | null;
  /** 12 digits, Verhoeff-valid, or null. */
  aadhaar: string | null;
  /** Individual PAN (4th letter P), or null. */
  pan: string | null;
};

/**
 * Reads Indian identity cards. The default runs tesseract.js locally with packaged English data;
 * an adapter calls a vendor's HTTP OCR API.
 */
export interface OcrProvider {
  readonly name: string;
  /** Throws OcrError when the image could not be read at all. */
  readCard(image: Buffer, card: CardType): Promise<CardReading>;
  /** Frees workers; called on shutdown. */
  close(): Promise<void>;
}

/**
 * Why a card gave nothing: `unreadable`, the photo's fault (no text, not an image the reader can
 * use, refused by the vendor); `unavailable`, the reader's (down, refusing our key, timing out).
 */
export type OcrFailure = 'unreadable' | 'unavailable';

export class OcrError extends Error {
  constructor(
    message: string,
    readonly failure: OcrFailure = 'unreadable',
  ) {
    super(message);
    this.name = 'OcrError';
  }
}
