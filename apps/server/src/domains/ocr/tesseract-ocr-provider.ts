import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import Tesseract, { type Scheduler } from 'tesseract.js';
import type { CardType } from '@saral/contract/onboarding';
import {
  OCR_UNAVAILABLE_MESSAGE,
  parseCardText,
  UNREADABLE_CARD_MESSAGE,
} from './card-text-parser';
import { OcrError, type CardReading, type OcrProvider } from './ocr-provider';

export type TesseractOcrOptions = {
  /** Recognition workers (each a WebAssembly instance of ~100 MB); default 1. */
  workers?: number;
};

/**
 * Width the photo is scaled to for the first reading. With the card filling most of the frame
 * its printed fields then stand 15 to 25 pixels high: enough for the LSTM model, which scales
 * every text line to its own fixed height anyway, and about a third of the pixels of 1,800 px
 * for the layout analysis. Measured with `npm run bench:ocr` (bench/README.md).
 */
const TARGET_WIDTH = 1000;
/** Width of the second reading, made only when the first missed a field the card prints. */
const DETAIL_WIDTH = 1600;
/** Height bound per width: limits the work on a tall portrait photo. */
const MAX_HEIGHT_PER_WIDTH = 16 / 9;
/**
 * tesseract.js looks for a JPEG EXIF turn in the first 500 bytes of any image; a header comment
 * keeps the pixels of the PGM out of that window so dark pixels can never look like one.
 */
const PGM_HEADER_PADDING = `# ${'.'.repeat(500)}`;

/** The fields each card prints: a reading missing one of them gets a second, finer pass. */
const PRINTED_FIELDS: Record<CardType, (keyof CardReading)[]> = {
  aadhaarFront: ['name', 'aadhaar'],
  aadhaarBack: ['aadhaar'],
  pan: ['name', 'pan'],
};

// tesseract.js is CommonJS whose export list Node cannot see statically; take it off the default.
const { createScheduler, createWorker, OEM, PSM } = Tesseract;

const require = createRequire(import.meta.url);
// The LSTM-only "best_int" English model from the installed package; nothing is downloaded.
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/**
 * Greyscale and scaled, as an uncompressed PGM: tesseract binarises by itself, and a PGM costs
 * neither side any compression (sharp's PNG encoding and leptonica's decoding were a third of
 * the cost of a card). No contrast stretch or sharpening: they cost time and made no card read
 * better (tesseract's own thresholding ignores a linear stretch).
 */
export async function prepareCardImage(image: Buffer, width = TARGET_WIDTH): Promise<Buffer> {
  const { data, info } = await sharp(image, { failOn: 'error' })
    .rotate() // honour the phone's EXIF turn
    .resize({
      width,
      height: Math.round(width * MAX_HEIGHT_PER_WIDTH),
      fit: 'inside',
      kernel: 'lanczos3',
    })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new OcrError(UNREADABLE_CARD_MESSAGE);
  const header = `P5\n${PGM_HEADER_PADDING}\n${info.width} ${info.height}\n255\n`;
  return Buffer.concat([Buffer.from(header, 'latin1'), data]);
}

/** True when the reading lacks a field this card prints. */
function missesPrintedField(reading: CardReading, card: CardType): boolean {
  return PRINTED_FIELDS[card].some((field) => reading[field] === null);
}

/**
 * OCR with tesseract.js running locally. The workers start on the first card and are reused;
 * the scheduler queues concurrent cards, so a burst of uploads never starts extra workers.
 */
export function createTesseractOcrProvider(
  options: TesseractOcrOptions = {},
): OcrProvider & { warmUp(): Promise<void> } {
  const workerCount = Math.max(1, options.workers ?? 1);
  let starting: Promise<Scheduler> | null = null;

  async function startScheduler(): Promise<Scheduler> {
    const scheduler = createScheduler();
    try {
      for (let index = 0; index < workerCount; index += 1) {
        const worker = await createWorker('eng', OEM.LSTM_ONLY, {
          langPath: LANG_PATH,
          gzip: true,
          cacheMethod: 'none',
          // Only used if caching is ever turned on: never the working directory.
          cachePath: tmpdir(),
        });
        await worker.setParameters({
          // Cards are scattered labels and values rather than paragraphs.
          tessedit_pageseg_mode: PSM.SPARSE_TEXT,
          user_defined_dpi: '300',
          // Lines read with low confidence are otherwise read a second time inverted (white on
          // black), which cards never print: that doubled the time spent on background noise.
          tessedit_do_invert: '0',
          // tesseract's own chatter ("Detected 15 diacritics") would otherwise reach stderr.
          debug_file: '/dev/null',
        });
        scheduler.addWorker(worker);
      }
      return scheduler;
    } catch (error) {
      await scheduler.terminate().catch(() => undefined);
      throw error;
    }
  }

  function scheduler(): Promise<Scheduler> {
    if (!starting) {
      starting = startScheduler().catch((error: unknown) => {
        starting = null; // let the next card try again
        throw error;
      });
    }
    return starting;
  }

  /** The text tesseract reads off the image scaled to `width`. */
  async function recognise(image: Buffer, width: number): Promise<string> {
    let prepared: Buffer;
    try {
      prepared = await prepareCardImage(image, width);
    } catch {
      throw new OcrError(UNREADABLE_CARD_MESSAGE);
    }
    try {
      const result = await (await scheduler()).addJob('recognize', prepared);
      return result.data.text;
    } catch (error) {
      const failure = new OcrError(OCR_UNAVAILABLE_MESSAGE, 'unavailable');
      failure.cause = error;
      throw failure;
    }
  }

  return {
    name: 'tesseract',
    /** Starts the workers now (about a second) instead of on the first card. */
    async warmUp() {
      await scheduler();
    },
    async readCard(image: Buffer, card: CardType): Promise<CardReading> {
      const text = await recognise(image, TARGET_WIDTH);
      if (!/[A-Za-z0-9]/.test(text)) throw new OcrError(UNREADABLE_CARD_MESSAGE);
      const reading = parseCardText(text, card);
      if (!missesPrintedField(reading, card)) return reading;
      // A field was lost (often a line merged into the photo beside it): read once more, finer.
      const detail = parseCardText(await recognise(image, DETAIL_WIDTH), card);
      return {
        name: reading.name ?? detail.name,
        aadhaar: reading.aadhaar ?? detail.aadhaar,
        pan: reading.pan ?? detail.pan,
      };
    },
    async close() {
      const running = starting;
      starting = null;
      if (running) await (await running.catch(() => null))?.terminate();
    },
  };
}
