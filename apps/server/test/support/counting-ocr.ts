import type { OcrProvider } from '../../src/domains/ocr/ocr-provider';

/** An OCR provider that keeps every image it was given and reads the same PAN card at once. */
export function countingOcr() {
  const images: Buffer[] = [];
  const provider: OcrProvider = {
    name: 'counting',
    async readCard(image) {
      images.push(image);
      return { name: 'ANITA SHARMA', aadhaar: null, pan: 'ABCPS1234K' };
    },
    async close() {},
  };
  return { provider, images };
}
