// Card-reading cost: `npm run bench:ocr` (= `node --import tsx bench/ocr-cost.mjs`).
//
// Reads the generated test cards (apps/server/test/support/card-images.ts) with the tesseract
// provider one at a time and prints, per set of images, the CPU seconds per card (process-wide
// user + system time, so tesseract's worker thread and sharp's thread pool are counted), the
// part of it spent preparing the image, the wall time, and the fields read correctly.
// `--baseline` also runs the pipeline as it was before the cost cut (kept below, for comparing).
// See bench/README.md.

import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import { generateCardImage, sampleIdentities } from '../apps/server/test/support/card-images.ts';
import { parseCardText } from '../apps/server/src/domains/ocr/card-text-parser.ts';
import {
  createTesseractOcrProvider,
  prepareCardImage,
} from '../apps/server/src/domains/ocr/tesseract-ocr-provider.ts';

const CARDS = ['aadhaarFront', 'aadhaarBack', 'pan'];
const withBaseline = process.argv.includes('--baseline');

/** The fields each card prints, as CardReading gives them. */
function expected(identity, card) {
  if (card === 'aadhaarFront') return { name: identity.name, aadhaar: identity.aadhaar };
  if (card === 'aadhaarBack') return { aadhaar: identity.aadhaar };
  return { name: identity.name, pan: identity.pan };
}

/** The image sets: what the test suite reads, and what a phone sends after the app's compression. */
const SETS = [
  { label: 'generated photo (1072x702 JPEG q82)', transform: async (image) => image },
  {
    label: 'phone upload (1600 px, JPEG q50)',
    transform: (image) => sharp(image).resize({ width: 1600 }).jpeg({ quality: 50 }).toBuffer(),
  },
  {
    label: 'compressed upload (720 px, JPEG q50)',
    transform: (image) => sharp(image).resize({ width: 720 }).jpeg({ quality: 50 }).toBuffer(),
  },
  {
    label: 'hard (560 px, blur, 3 deg tilt, q40)',
    transform: (image) =>
      sharp(image)
        .rotate(3, { background: '#7a5c43' })
        .resize({ width: 560 })
        .blur(0.8)
        .jpeg({ quality: 40 })
        .toBuffer(),
  },
];

function cpuSeconds(since) {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

/** The pipeline before the cost cut: 1,800 px PNG, normalise + sharpen, sparse-text mode. */
function createBaselineReader() {
  const { createWorker, OEM, PSM } = Tesseract;
  let worker;
  const prepare = (image) =>
    sharp(image, { failOn: 'error' })
      .rotate()
      .resize({ width: 1800, height: 3200, fit: 'inside', kernel: 'lanczos3' })
      .greyscale()
      .normalise()
      .sharpen({ sigma: 1 })
      .png({ compressionLevel: 1 })
      .toBuffer();
  return {
    name: 'before (1,800 px PNG, sparse text)',
    prepare,
    async warmUp() {
      worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: new URL(
          '4.0.0_best_int',
          import.meta.resolve('@tesseract.js-data/eng/package.json'),
        ).pathname,
        gzip: true,
        cacheMethod: 'none',
      });
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.SPARSE_TEXT,
        user_defined_dpi: '300',
        debug_file: '/dev/null',
      });
    },
    async readCard(image, card) {
      const { data } = await worker.recognize(await prepare(image));
      return parseCardText(data.text, card);
    },
    close: () => worker?.terminate(),
  };
}

function createCurrentReader() {
  const provider = createTesseractOcrProvider();
  return {
    name: 'now (tesseract-ocr-provider.ts)',
    prepare: (image) => prepareCardImage(image),
    warmUp: () => provider.warmUp(),
    readCard: (image, card) => provider.readCard(image, card),
    close: () => provider.close(),
  };
}

async function measure(reader, set, images) {
  let cpu = 0;
  let prepareCpu = 0;
  let wall = 0;
  let maxCpu = 0;
  let present = 0;
  let correct = 0;
  const misses = [];
  for (const { identity, card, image } of images) {
    const prepareStart = process.cpuUsage();
    await reader.prepare(image, card);
    prepareCpu += cpuSeconds(prepareStart);
    const started = process.cpuUsage();
    const wallStart = performance.now();
    const reading = await reader.readCard(image, card).catch((error) => {
      misses.push(`${identity.name} ${card}: ${error.message}`);
      return { name: null, aadhaar: null, pan: null };
    });
    wall += performance.now() - wallStart;
    const spent = cpuSeconds(started);
    cpu += spent;
    maxCpu = Math.max(maxCpu, spent);
    for (const [field, value] of Object.entries(expected(identity, card))) {
      present += 1;
      if (reading[field] === value) correct += 1;
      else
        misses.push(`${identity.name} ${card} ${field}: expected ${value}, read ${reading[field]}`);
    }
  }
  const count = images.length;
  return {
    reader: reader.name,
    set: set.label,
    cards: count,
    'CPU-s/card': +(cpu / count).toFixed(3),
    'max CPU-s': +maxCpu.toFixed(3),
    'prepare CPU-s': +(prepareCpu / count).toFixed(3),
    'wall ms/card': Math.round(wall / count),
    fields: `${correct}/${present}`,
    misses,
  };
}

const images = new Map();
for (const set of SETS) {
  const list = [];
  for (const identity of sampleIdentities) {
    for (const card of CARDS) {
      const original = await generateCardImage({ ...identity, card });
      list.push({ identity, card, image: await set.transform(original) });
    }
  }
  images.set(set, list);
}

const readers = withBaseline
  ? [createBaselineReader(), createCurrentReader()]
  : [createCurrentReader()];
const rows = [];
for (const reader of readers) {
  await reader.warmUp();
  try {
    // One unmeasured card first: the model's first pass allocates what later cards reuse.
    const first = images.get(SETS[0])[0];
    await reader.readCard(first.image, first.card);
    for (const set of SETS) rows.push(await measure(reader, set, images.get(set)));
  } finally {
    await reader.close();
  }
}
console.table(
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'misses'))),
);
for (const row of rows) {
  for (const miss of row.misses) console.log(`miss (${row.reader}, ${row.set}): ${miss}`);
}
