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
 * Width the photo is scaled to. With the card filling most of the frame its printed text then
 * stands 25 to 40 pixels high, where tesseract reads best; smaller photos are enlarged.
 */
const TARGET_WIDTH = 1800;
/** Bounds the work on a tall portrait photo. */
const MAX_HEIGHT = 3200;

// tesseract.js is CommonJS whose export list Node cannot see statically; take it off the default.
const { createScheduler, createWorker, OEM, PSM } = Tesseract;

const require = createRequire(import.meta.url);
// The LSTM-only "best_int" English model from the installed package; nothing is downloaded.
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Greyscale, contrast-stretched, scaled so the text is the size tesseract reads best. */
export async function prepareCardImage(image: Buffer): Promise<Buffer> {
  const pipeline = sharp(image, { failOn: 'error' }).rotate(); // honour the phone's EXIF turn
  const { width } = await pipeline.metadata();
  if (!width) throw new OcrError(UNREADABLE_CARD_MESSAGE);
  return pipeline
    .resize({ width: TARGET_WIDTH, height: MAX_HEIGHT, fit: 'inside', kernel: 'lanczos3' })
    .greyscale()
    .normalise()
    .sharpen({ sigma: 1 })
    .png({ compressionLevel: 1 })
    .toBuffer();
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

  return {
    name: 'tesseract',
    /** Starts the workers now (about a second) instead of on the first card. */
    async warmUp() {
      await scheduler();
    },
    async readCard(image: Buffer, card: CardType): Promise<CardReading> {
      let prepared: Buffer;
      try {
        prepared = await prepareCardImage(image);
      } catch {
        throw new OcrError(UNREADABLE_CARD_MESSAGE);
      }
      let text: string;
      try {
        const result = await (await scheduler()).addJob('recognize', prepared);
        text = result.data.text;
      } catch (error) {
        const failure = new OcrError(OCR_UNAVAILABLE_MESSAGE);
        failure.cause = error;
        throw failure;
      }
      if (!/[A-Za-z0-9]/.test(text)) throw new OcrError(UNREADABLE_CARD_MESSAGE);
      return parseCardText(text, card);
    },
    async close() {
      const running = starting;
      starting = null;
      if (running) await (await running.catch(() => null))?.terminate();
    },
  };
}
