import type { CardType } from '@saral/contract/onboarding';
import sharp from 'sharp';
import { createTesseractOcrProvider } from '../../src/domains/ocr/tesseract-ocr-provider';
import { generateCardImage, sampleIdentities, type CardIdentity } from './card-images';

/**
 * Times the tesseract provider on synthetic cards and counts the fields it reads correctly.
 * Run: npx tsx apps/server/test/support/measure-ocr.ts
 */

const CARDS: CardType[] = ['aadhaarFront', 'aadhaarBack', 'pan'];

/** The fields each card prints, as CardReading expects them. */
function expected(identity: CardIdentity, card: CardType) {
  if (card === 'aadhaarFront') return { name: identity.name, aadhaar: identity.aadhaar };
  if (card === 'aadhaarBack') return { aadhaar: identity.aadhaar };
  return { name: identity.name, pan: identity.pan };
}

/** A phone upload after the web app's own compression: smaller and at JPEG quality 50. */
async function compressed(image: Buffer): Promise<Buffer> {
  return sharp(image).resize({ width: 720 }).jpeg({ quality: 50 }).toBuffer();
}

async function hard(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .rotate(3, { background: '#7a5c43' })
    .resize({ width: 560 })
    .blur(0.8)
    .jpeg({ quality: 40 })
    .toBuffer();
}

async function measure(
  label: string,
  provider: ReturnType<typeof createTesseractOcrProvider>,
  transform: (image: Buffer) => Promise<Buffer>,
) {
  const times: number[] = [];
  let present = 0;
  let correct = 0;
  const misses: string[] = [];
  for (const identity of sampleIdentities.slice(0, 4)) {
    for (const card of CARDS) {
      const image = await transform(await generateCardImage({ ...identity, card }));
      const started = performance.now();
      const reading = await provider.readCard(image, card);
      times.push(performance.now() - started);
      for (const [field, value] of Object.entries(expected(identity, card))) {
        present += 1;
        const read = reading[field as keyof typeof reading];
        if (read === value) correct += 1;
        else misses.push(`${card} ${field}: expected ${value}, read ${read}`);
      }
    }
  }
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(
    `${label}: ${times.length} images, per image mean ${mean.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ` +
      `fields read correctly ${correct}/${present} (${((correct / present) * 100).toFixed(0)}%)`,
  );
  for (const miss of misses) console.log(`  miss: ${miss}`);
}

const provider = createTesseractOcrProvider();
const started = performance.now();
await provider.warmUp();
console.log(`worker start: ${(performance.now() - started).toFixed(0)} ms`);
try {
  await measure('generated cards (~1070x700 JPEG)', provider, async (image) => image);
  await measure('compressed uploads (720 px wide, JPEG q50)', provider, compressed);
  await measure('hard (560 px, blur, 3 deg tilt, q40)', provider, hard);
} finally {
  await provider.close();
}
