// `node scripts/generate-app-icons.mjs`: renders the install icons of the web app from the one
// brand mark (apps/web/public/logos/saral-mark.svg) into apps/web/public. The PNGs are committed;
// run this again only when the mark changes.
//
// sharp is a dependency of the server, not of the root, so it is resolved from there.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');

const publicDir = path.join(root, 'apps/web/public');
const markFile = path.join(publicDir, 'logos/saral-mark.svg');
const mark = fs.readFileSync(markFile);
/** The mark's own fill (--brand in global.css): full-bleed icons use it behind the mark. */
const BRAND = '#0E7C66';

/**
 * kind 'any': the mark as it is (rounded corners, transparent outside).
 * kind 'full-bleed': a brand square, the mark scaled by `scale` in the middle. Used where the
 * platform cuts its own shape: maskable icons must keep their content inside the central circle
 * of 80 % of the width, and iOS fills transparent corners with black.
 */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, kind: 'any' },
  { file: 'icons/icon-512.png', size: 512, kind: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, kind: 'full-bleed', scale: 0.8 },
  { file: 'icons/apple-touch-icon-180.png', size: 180, kind: 'full-bleed', scale: 1 },
];
/** Sizes packed into favicon.ico, for browsers and tools that ask for /favicon.ico. */
const FAVICON_SIZES = [16, 32, 48];

function renderMark(size) {
  // density scales the 96-unit SVG so it is rasterised at the target size, not upscaled.
  return sharp(mark, { density: (72 * size) / 96 })
    .resize(size, size)
    .png();
}

async function renderIcon({ size, kind, scale = 1 }) {
  if (kind === 'any') return renderMark(size).toBuffer();
  const inner = Math.round(size * scale);
  const markPng = await renderMark(inner).toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: markPng, left: offset, top: offset }])
    .flatten({ background: BRAND })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file whose images are PNGs (supported by every browser since IE 9). */
function icoFromPngs(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

for (const icon of ICONS) {
  const target = path.join(publicDir, icon.file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, await renderIcon(icon));
  console.log(`wrote ${path.relative(root, target)} (${icon.size}×${icon.size}, ${icon.kind})`);
}

const favicons = await Promise.all(
  FAVICON_SIZES.map(async (size) => ({
    size,
    png: await renderMark(size).png({ compressionLevel: 9 }).toBuffer(),
  })),
);
const faviconFile = path.join(publicDir, 'favicon.ico');
fs.writeFileSync(faviconFile, icoFromPngs(favicons));
console.log(`wrote ${path.relative(root, faviconFile)} (${FAVICON_SIZES.join(', ')} px)`);
