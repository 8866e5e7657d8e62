import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  generateCardImage,
  generateFaceImage,
  sampleIdentities,
  type CardIdentity,
} from './card-images';

/**
 * Writes aadhaar-front.jpg, aadhaar-back.jpg, pan.jpg and face.jpg for one sample identity into
 * the directory given as the first argument and prints that identity as JSON, for browser tests.
 * Usage: npx tsx apps/server/test/support/write-card-images.ts <directory> [identity index]
 */

const directory = process.argv[2];
if (!directory) {
  console.error('usage: write-card-images.ts <directory> [identity index]');
  process.exit(2);
}
const index = Number(process.argv[3] ?? 0);
const identity: CardIdentity | undefined = sampleIdentities[index];
if (!identity) {
  console.error(`identity index must be 0 to ${sampleIdentities.length - 1}`);
  process.exit(2);
}

await mkdir(directory, { recursive: true });
const files = {
  'aadhaar-front.jpg': generateCardImage({ ...identity, card: 'aadhaarFront' }),
  'aadhaar-back.jpg': generateCardImage({ ...identity, card: 'aadhaarBack' }),
  'pan.jpg': generateCardImage({ ...identity, card: 'pan' }),
  'face.jpg': generateFaceImage(),
};
await Promise.all(
  Object.entries(files).map(async ([name, image]) =>
    writeFile(path.join(directory, name), await image),
  ),
);
console.log(JSON.stringify(identity));
