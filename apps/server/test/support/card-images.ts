import { createRequire } from 'node:module';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { passesVerhoeff } from '@saral/contract/field-rules';
import type { CardType } from '@saral/contract/onboarding';

/** A made-up borrower with everything the three cards print. */
export type CardIdentity = {
  name: string;
  fatherName: string;
  /** 12 digits, Verhoeff-valid. */
  aadhaar: string;
  /** Individual PAN (4th letter P). */
  pan: string;
  /** dd/mm/yyyy */
  dob: string;
  gender: 'MALE' | 'FEMALE';
  /** Address lines of the Aadhaar back, after 'Address:'. */
  address: string[];
};

export type CardImageOptions = {
  card: CardType;
  name: string;
  fatherName?: string;
  aadhaar?: string;
  pan?: string;
  dob?: string;
  gender?: 'MALE' | 'FEMALE';
  address?: string[];
  /** 'photo' (default): on a table, noisy, slightly blurred and tilted; 'clean': the bare card. */
  quality?: 'clean' | 'photo';
  format?: 'jpeg' | 'png';
  /** Fixes the noise and the QR pattern; defaults to one derived from the name. */
  seed?: number;
};

const WIDTH = 1000;
const HEIGHT = 630;

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** Appends the Verhoeff check digit to an 11-digit base, giving a valid Aadhaar number. */
export function withVerhoeffCheckDigit(base: string): string {
  // Exactly one digit passes, so trying all ten computes it from the contract's own check.
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesVerhoeff(`${base}${digit}`)) return `${base}${digit}`;
  }
  throw new Error(`no Verhoeff check digit for ${base}`);
}

export const sampleIdentities: CardIdentity[] = [
  {
    name: 'Ramesh Kumar Sharma',
    fatherName: 'Suresh Kumar Sharma',
    aadhaar: withVerhoeffCheckDigit('49183027561'),
    pan: 'BKRPS4821M',
    dob: '14/08/1986',
    gender: 'MALE',
    address: [
      'S/O: Suresh Kumar Sharma, House No. 42,',
      'Gandhi Nagar, Near Hanuman Mandir,',
      'Jaipur, Rajasthan - 302015',
    ],
  },
  {
    name: 'Priya Venkatesan',
    fatherName: 'Venkatesan Raghavan',
    aadhaar: withVerhoeffCheckDigit('73620418953'),
    pan: 'AHJPV7302K',
    dob: '03/11/1992',
    gender: 'FEMALE',
    address: [
      'D/O: Venkatesan Raghavan, 7/12,',
      'Second Cross Street, Mylapore,',
      'Chennai, Tamil Nadu - 600004',
    ],
  },
  {
    name: 'Mohammed Irfan Qureshi',
    fatherName: 'Abdul Rashid Qureshi',
    aadhaar: withVerhoeffCheckDigit('58204719360'),
    pan: 'CQWPQ5519D',
    dob: '27/01/1979',
    gender: 'MALE',
    address: [
      'S/O: Abdul Rashid Qureshi, Flat 3B,',
      'Noor Manzil, Mohammed Ali Road,',
      'Mumbai, Maharashtra - 400003',
    ],
  },
  {
    name: 'Anjali Deshmukh',
    fatherName: 'Vijay Deshmukh',
    aadhaar: withVerhoeffCheckDigit('86451093274'),
    pan: 'DLXPD2087H',
    dob: '19/06/1995',
    gender: 'FEMALE',
    address: [
      'D/O: Vijay Deshmukh, Plot 18,',
      'Shivaji Colony, Kothrud,',
      'Pune, Maharashtra - 411038',
    ],
  },
  {
    name: 'Gurpreet Singh Bhatia',
    fatherName: 'Harbhajan Singh Bhatia',
    aadhaar: withVerhoeffCheckDigit('34970162845'),
    pan: 'EFGPB6634L',
    dob: '08/12/1983',
    gender: 'MALE',
    address: [
      'S/O: Harbhajan Singh Bhatia, 221,',
      'Model Town, Phase 2,',
      'Ludhiana, Punjab - 141002',
    ],
  },
];

/** 'dddd dddd dddd', as printed on the card. */
export function formatAadhaar(aadhaar: string): string {
  return aadhaar.replace(/(\d{4})(?=\d)/g, '$1 ');
}

type TextItem = {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'center' | 'right';
  /** Extra space between letters, in points (pango letter_spacing is in 1/1024 pt). */
  letterSpacing?: number;
};

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Renders one line with the packaged DejaVu font, so no system font is needed. */
async function renderText(item: TextItem): Promise<OverlayOptions> {
  const spacing = item.letterSpacing ? ` letter_spacing="${item.letterSpacing * 1024}"` : '';
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${item.color ?? '#1b1b1b'}"${spacing}>${escapeMarkup(item.text)}</span>`,
      fontfile: item.bold ? FONT_BOLD : FONT_REGULAR,
      font: `${item.bold ? 'DejaVu Sans Bold' : 'DejaVu Sans'} ${item.size}`,
      // At 72 dpi a point is a pixel, so sizes read as pixel heights.
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const offset = item.align === 'center' ? info.width / 2 : item.align === 'right' ? info.width : 0;
  return { input: data, left: Math.round(item.x - offset), top: Math.round(item.y) };
}

function seedFrom(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** mulberry32: small, seeded, good enough for noise and QR modules. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Faint wavy security lines, like the printed background of the real cards. */
function guillocheSvg(color: string, random: () => number): string {
  const paths: string[] = [];
  for (let line = 0; line < 14; line += 1) {
    const baseY = 40 + line * 45 + random() * 10;
    const amplitude = 8 + random() * 10;
    const period = 120 + random() * 80;
    let d = `M 0 ${baseY.toFixed(1)}`;
    for (let x = 10; x <= WIDTH; x += 10) {
      d += ` L ${x} ${(baseY + amplitude * Math.sin((x / period) * Math.PI * 2)).toFixed(1)}`;
    }
    paths.push(`<path d="${d}" fill="none" stroke="${color}" stroke-width="1.2" opacity="0.35"/>`);
  }
  return paths.join('');
}

/** A grey passport-photo placeholder with a head-and-shoulders silhouette. */
function photoSvg(x: number, y: number, width: number, height: number): string {
  const cx = x + width / 2;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#d9dde3" stroke="#9aa1ab" stroke-width="2"/>
    <ellipse cx="${cx}" cy="${y + height * 0.38}" rx="${width * 0.22}" ry="${height * 0.2}" fill="#8d6e5a"/>
    <path d="M ${x + width * 0.12} ${y + height} Q ${cx} ${y + height * 0.5} ${x + width * 0.88} ${y + height} Z" fill="#4a5568"/>`;
}

/** The emblem is drawn as a simple ring; the cards print the Lion Capital there. */
function emblemSvg(cx: number, cy: number, radius: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#6b5b3e" stroke-width="3"/>
    <circle cx="${cx}" cy="${cy}" r="${radius * 0.55}" fill="#6b5b3e" opacity="0.5"/>`;
}

function qrSvg(x: number, y: number, size: number, random: () => number): string {
  const modules = 29;
  const cell = size / modules;
  const cells: string[] = [
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#fff"/>`,
  ];
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      const finder = (row < 7 || row >= modules - 7) && (col < 7 || col >= modules - 7);
      if (finder) continue;
      if (random() < 0.5) {
        cells.push(
          `<rect x="${(x + col * cell).toFixed(1)}" y="${(y + row * cell).toFixed(1)}" width="${cell.toFixed(1)}" height="${cell.toFixed(1)}" fill="#111"/>`,
        );
      }
    }
  }
  for (const [fx, fy] of [
    [x, y],
    [x + size - 7 * cell, y],
    [x, y + size - 7 * cell],
  ] as const) {
    cells.push(
      `<rect x="${fx + cell / 2}" y="${fy + cell / 2}" width="${cell * 6}" height="${cell * 6}" fill="none" stroke="#111" stroke-width="${cell}"/>`,
      `<rect x="${fx + cell * 2}" y="${fy + cell * 2}" width="${cell * 3}" height="${cell * 3}" fill="#111"/>`,
    );
  }
  return cells.join('');
}

type Layout = { background: string; overlay: string; texts: TextItem[] };

// Both Aadhaar sides print the same header bands, number and footer rule.
const AADHAAR_BANDS = `<rect x="0" y="0" width="${WIDTH}" height="14" fill="#f39a3d"/>
      <rect x="0" y="104" width="${WIDTH}" height="6" fill="#f39a3d"/>
      <rect x="0" y="112" width="${WIDTH}" height="6" fill="#2e8b3a"/>`;
const AADHAAR_FOOTER_RULE = `<rect x="40" y="548" width="${WIDTH - 80}" height="4" fill="#b3261e"/>`;

/** The large Aadhaar number above the footer rule; none when the card is drawn without one. */
function aadhaarNumberText(aadhaar: string | undefined): TextItem[] {
  if (!aadhaar) return [];
  return [
    {
      text: formatAadhaar(aadhaar),
      x: WIDTH / 2,
      y: 470,
      size: 46,
      bold: true,
      align: 'center',
      letterSpacing: 2,
    },
  ];
}

function aadhaarFrontLayout(options: CardImageOptions, random: () => number): Layout {
  const texts: TextItem[] = [
    {
      text: 'GOVERNMENT OF INDIA',
      x: WIDTH / 2 + 40,
      y: 42,
      size: 34,
      bold: true,
      align: 'center',
    },
    { text: options.name, x: 300, y: 175, size: 30, bold: true },
    { text: `DOB: ${options.dob ?? '01/01/1990'}`, x: 300, y: 232, size: 28 },
    { text: options.gender ?? 'MALE', x: 300, y: 287, size: 28 },
    { text: 'Issue Date: 12/03/2019', x: 60, y: 425, size: 16, color: '#444' },
  ];
  texts.push(...aadhaarNumberText(options.aadhaar));
  texts.push({
    text: 'Mera Aadhaar, Meri Pehchan',
    x: WIDTH / 2,
    y: 575,
    size: 24,
    bold: true,
    color: '#b3261e',
    align: 'center',
  });
  return {
    background: '#fbfaf6',
    overlay: `${guillocheSvg('#e8b7a0', random)}
      ${AADHAAR_BANDS}
      ${emblemSvg(95, 60, 38)}
      ${photoSvg(60, 150, 200, 250)}
      ${AADHAAR_FOOTER_RULE}`,
    texts,
  };
}

function aadhaarBackLayout(options: CardImageOptions, random: () => number): Layout {
  const texts: TextItem[] = [
    {
      text: 'Unique Identification Authority of India',
      x: WIDTH / 2 + 40,
      y: 45,
      size: 30,
      bold: true,
      align: 'center',
    },
    { text: 'Address:', x: 60, y: 150, size: 26, bold: true },
  ];
  const address = options.address ?? ['House No. 1, Main Road,', 'New Delhi, Delhi - 110001'];
  address.forEach((line, index) =>
    texts.push({ text: line, x: 60, y: 195 + index * 44, size: 24 }),
  );
  texts.push(...aadhaarNumberText(options.aadhaar));
  texts.push({
    text: 'Toll free: 1947',
    x: WIDTH / 2,
    y: 575,
    size: 22,
    color: '#b3261e',
    align: 'center',
  });
  return {
    background: '#fbfaf6',
    overlay: `${guillocheSvg('#a9c4e0', random)}
      ${AADHAAR_BANDS}
      ${emblemSvg(70, 60, 36)}
      ${qrSvg(740, 140, 210, random)}
      ${AADHAAR_FOOTER_RULE}`,
    texts,
  };
}

function panLayout(options: CardImageOptions, random: () => number): Layout {
  const texts: TextItem[] = [
    { text: 'INCOME TAX DEPARTMENT', x: 40, y: 30, size: 30, bold: true, color: '#10233f' },
    {
      text: 'GOVT. OF INDIA',
      x: WIDTH - 40,
      y: 30,
      size: 30,
      bold: true,
      color: '#10233f',
      align: 'right',
    },
    { text: 'Name', x: 60, y: 118, size: 20, color: '#333' },
    { text: options.name.toUpperCase(), x: 60, y: 148, size: 28, bold: true },
    { text: "Father's Name", x: 60, y: 208, size: 20, color: '#333' },
    {
      text: (options.fatherName ?? 'Not Stated').toUpperCase(),
      x: 60,
      y: 238,
      size: 28,
      bold: true,
    },
    { text: 'Date of Birth', x: 60, y: 298, size: 20, color: '#333' },
    { text: options.dob ?? '01/01/1990', x: 60, y: 328, size: 28, bold: true },
    { text: 'Permanent Account Number Card', x: 60, y: 398, size: 22, color: '#333' },
    { text: 'Signature', x: 830, y: 445, size: 16, color: '#444', align: 'center' },
  ];
  if (options.pan) {
    texts.push({ text: options.pan, x: 60, y: 432, size: 38, bold: true, letterSpacing: 3 });
  }
  return {
    background: '#d7edf3',
    overlay: `${guillocheSvg('#7fb3c8', random)}
      <rect x="0" y="88" width="${WIDTH}" height="4" fill="#10233f" opacity="0.6"/>
      ${emblemSvg(590, 46, 30)}
      ${photoSvg(740, 118, 180, 220)}
      <path d="M 750 410 C 780 370, 800 430, 830 395 S 880 380, 910 405" fill="none" stroke="#1d2a6b" stroke-width="3"/>
      <circle cx="880" cy="540" r="48" fill="#c9d6e8" opacity="0.8"/>`,
    texts,
  };
}

/** Adds sensor-like noise and uneven lighting to raw RGB pixels, in place. */
function addPhotoNoise(pixels: Buffer, width: number, height: number, random: () => number): void {
  const lightTilt = 0.08 * (random() - 0.5);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Brighter towards one corner, as under a desk lamp.
      const light = 0.95 + lightTilt * (x / width - 0.5) + 0.05 * (1 - y / height);
      const base = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const noise = (random() + random() - 1) * 22;
        const value = (pixels[base + channel] ?? 0) * light + noise;
        pixels[base + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
}

/** A synthetic Aadhaar (front or back) or PAN card image; JPEG unless `format` says PNG. */
export async function generateCardImage(options: CardImageOptions): Promise<Buffer> {
  const random = randomSource(options.seed ?? seedFrom(`${options.card}:${options.name}`));
  const layout =
    options.card === 'aadhaarFront'
      ? aadhaarFrontLayout(options, random)
      : options.card === 'aadhaarBack'
        ? aadhaarBackLayout(options, random)
        : panLayout(options, random);
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${layout.overlay}</svg>`,
  );
  const texts = await Promise.all(layout.texts.map(renderText));
  const card = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: layout.background },
  })
    .composite([{ input: overlay, left: 0, top: 0 }, ...texts])
    .png()
    .toBuffer();

  const photo = (options.quality ?? 'photo') === 'photo';
  let image: Sharp;
  if (photo) {
    // Rounded corners on a wooden table, a little noise and blur, tilted by under a degree.
    const margin = 36;
    const corners = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" rx="36" ry="36" fill="#fff"/></svg>`,
    );
    const rounded = await sharp(card)
      .ensureAlpha()
      .composite([{ input: corners, blend: 'dest-in' }])
      .png()
      .toBuffer();
    const onTable = await sharp({
      create: {
        width: WIDTH + margin * 2,
        height: HEIGHT + margin * 2,
        channels: 3,
        background: '#7a5c43',
      },
    })
      .composite([{ input: rounded, left: margin, top: margin }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    addPhotoNoise(onTable.data, onTable.info.width, onTable.info.height, random);
    const tilt = (random() - 0.5) * 1.6;
    image = sharp(onTable.data, {
      raw: { width: onTable.info.width, height: onTable.info.height, channels: 3 },
    })
      .blur(0.7)
      .rotate(tilt, { background: '#7a5c43' });
  } else {
    image = sharp(card);
  }
  return options.format === 'png'
    ? image.png().toBuffer()
    : image.jpeg({ quality: photo ? 82 : 92 }).toBuffer();
}

/** Every card of one identity, in upload order. */
export async function generateIdentityCards(
  identity: CardIdentity,
  extra: Pick<CardImageOptions, 'quality' | 'format'> = {},
): Promise<Record<CardType, Buffer>> {
  const common = { ...identity, ...extra };
  const [aadhaarFront, aadhaarBack, pan] = await Promise.all([
    generateCardImage({ ...common, card: 'aadhaarFront', pan: undefined }),
    generateCardImage({ ...common, card: 'aadhaarBack', pan: undefined }),
    generateCardImage({ ...common, card: 'pan', aadhaar: undefined }),
  ]);
  return { aadhaarFront, aadhaarBack, pan };
}

/**
 * A 640x640 face-like selfie: a skin-toned oval with hair, eyes and mouth on a wall, with noise.
 * Bright, sharp and contrasty enough for a resolution/brightness/contrast liveness check.
 */
export async function generateFaceImage(seed = 7): Promise<Buffer> {
  const size = 640;
  const random = randomSource(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c9d3dc"/><stop offset="1" stop-color="#8e9aa6"/>
    </linearGradient></defs>
    <rect width="${size}" height="${size}" fill="url(#wall)"/>
    <path d="M 110 640 Q 320 430 530 640 Z" fill="#2f4f7f"/>
    <rect x="280" y="420" width="80" height="90" fill="#b98563"/>
    <ellipse cx="320" cy="275" rx="150" ry="185" fill="#1f1a17"/>
    <ellipse cx="320" cy="300" rx="128" ry="165" fill="#c68e6a"/>
    <ellipse cx="192" cy="305" rx="16" ry="30" fill="#b98563"/>
    <ellipse cx="448" cy="305" rx="16" ry="30" fill="#b98563"/>
    <path d="M 240 245 Q 270 232 295 245" stroke="#2a1f1a" stroke-width="7" fill="none"/>
    <path d="M 345 245 Q 370 232 400 245" stroke="#2a1f1a" stroke-width="7" fill="none"/>
    <ellipse cx="268" cy="275" rx="20" ry="11" fill="#fff"/>
    <ellipse cx="372" cy="275" rx="20" ry="11" fill="#fff"/>
    <circle cx="268" cy="275" r="9" fill="#2b1d14"/>
    <circle cx="372" cy="275" r="9" fill="#2b1d14"/>
    <path d="M 320 285 L 306 345 Q 320 353 334 345" stroke="#9b6a4d" stroke-width="5" fill="none"/>
    <path d="M 278 392 Q 320 418 362 392" stroke="#8a3b35" stroke-width="8" fill="none"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addPhotoNoise(data, info.width, info.height, random);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 85 })
    .toBuffer();
}
