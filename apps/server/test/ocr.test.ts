import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isValidAadhaar, isValidPan } from '@saral/contract/field-rules';
import { CARD_TYPES, type CardType } from '@saral/contract/onboarding';
import {
  findAadhaarName,
  findPanName,
  nameFromLine,
  normaliseName,
  titleCaseName,
} from '../src/domains/ocr/card-name-finders';
import { findAadhaarNumber, findPan } from '../src/domains/ocr/card-number-finders';
import {
  OCR_UNAVAILABLE_MESSAGE,
  parseCardText,
  UNREADABLE_CARD_MESSAGE,
} from '../src/domains/ocr/card-text-parser';
import { createHttpOcrProvider } from '../src/domains/ocr/http-ocr-provider';
import { OcrError, type OcrProvider } from '../src/domains/ocr/ocr-provider';
import { createTesseractOcrProvider } from '../src/domains/ocr/tesseract-ocr-provider';
import {
  formatAadhaar,
  generateCardImage,
  generateFaceImage,
  generateIdentityCards,
  sampleIdentities,
  withVerhoeffCheckDigit,
} from './support/card-images';
import {
  startFakeHttpServer,
  unreachableUrl,
  type FakeHttpServer,
  type ReceivedRequest,
} from './support/fake-http-server';

const ramesh = sampleIdentities[0]!;
const priya = sampleIdentities[1]!;

/** Swaps digits for the letters OCR tends to print instead. */
function smudge(text: string, swaps: Record<string, string>): string {
  return [...text].map((char) => swaps[char] ?? char).join('');
}

describe('sample identities', () => {
  it('have Verhoeff-valid Aadhaar numbers and individual PANs', () => {
    for (const identity of sampleIdentities) {
      expect(isValidAadhaar(identity.aadhaar), identity.aadhaar).toBe(true);
      expect(isValidPan(identity.pan), identity.pan).toBe(true);
    }
  });
});

describe('findAadhaarNumber', () => {
  const printed = formatAadhaar(ramesh.aadhaar);

  it('reads the number printed in three groups of four', () => {
    expect(findAadhaarNumber(`GOVERNMENT OF INDIA\n\n${printed}\n\nMera Aadhaar`)).toBe(
      ramesh.aadhaar,
    );
  });

  it('repairs letters OCR put inside the digit groups (O, I, l, S, B)', () => {
    const noisy = smudge(printed, { '1': 'l', '0': 'O', '5': 'S' });
    expect(noisy).toBe('49l8 3O27 S6l6');
    expect(findAadhaarNumber(`Toll free: 1947\n${noisy},\n`)).toBe(ramesh.aadhaar);
    const priyaNoisy = smudge(formatAadhaar(priya.aadhaar), { '8': 'B', '1': 'I' });
    expect(findAadhaarNumber(priyaNoisy)).toBe(priya.aadhaar);
  });

  it('copes with a lost or an extra space inside the number', () => {
    const digits = ramesh.aadhaar;
    expect(findAadhaarNumber(`${digits.slice(0, 8)} ${digits.slice(8)}`)).toBe(digits);
    expect(
      findAadhaarNumber(
        `${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`,
      ),
    ).toBe(digits);
  });

  it('gives null rather than a number whose check digit fails', () => {
    const wrong = `${ramesh.aadhaar.slice(0, 11)}${(Number(ramesh.aadhaar[11]) + 1) % 10}`;
    expect(isValidAadhaar(wrong)).toBe(false);
    expect(findAadhaarNumber(formatAadhaar(wrong))).toBeNull();
  });

  it('ignores the masked number, dates, PIN codes and phone numbers', () => {
    const text = [
      'XXXX XXXX 5616',
      'DOB: 14/08/1986',
      'Jaipur, Rajasthan - 302015',
      'Mobile: 98290 12345',
      'Issue Date: 12/03/2019',
    ].join('\n');
    expect(findAadhaarNumber(text)).toBeNull();
  });

  it('does not take three groups of the 16-digit Virtual ID for the number', () => {
    // A VID whose first twelve digits happen to pass the check would fool a naive search.
    const vid = `${withVerhoeffCheckDigit('28461937052')}4417`;
    expect(isValidAadhaar(vid.slice(0, 12))).toBe(true);
    expect(findAadhaarNumber(`VID : ${formatAadhaar(vid)}`)).toBeNull();
    expect(findAadhaarNumber(`VID : ${formatAadhaar(vid)}\n${printed}`)).toBe(ramesh.aadhaar);
  });

  it('rejects a run that needs too many letters turned into digits', () => {
    expect(
      findAadhaarNumber(smudge(printed, { '1': 'I', '8': 'B', '0': 'O', '6': 'G', '5': 'S' })),
    ).toBeNull();
  });
});

describe('findPan', () => {
  it('reads a clean PAN among the card text', () => {
    const text = 'Permanent Account Number Card\nBKRPS4821M\nSignature';
    expect(findPan(text)).toBe('BKRPS4821M');
  });

  it('repairs digits and letters by position', () => {
    expect(findPan('AHJPV73O2K')).toBe('AHJPV7302K'); // O in the digits
    expect(findPan('BKRP54B2lM')).toBe('BKRPS4821M'); // 5 for S, B for 8, l for 1
    expect(findPan('dlxpd2087h')).toBe('DLXPD2087H'); // lower case
    expect(findPan('CQWPQ55I9D |')).toBe('CQWPQ5519D');
  });

  it('joins a PAN that OCR split into pieces', () => {
    expect(findPan('BKRPS 4821M')).toBe('BKRPS4821M');
    expect(findPan('BKRPS 4821 M Signature')).toBe('BKRPS4821M');
  });

  it('drops a letter OCR printed twice in two cases', () => {
    expect(findPan('CQwWPQ5519D')).toBe('CQWPQ5519D');
  });

  it('rejects PANs of companies and firms, and header words', () => {
    expect(findPan('AAACB1234C')).toBeNull(); // 4th letter C: a company
    expect(findPan('INCOME TAX DEPARTMENT GOVT. OF INDIA\nPermanent Account Number')).toBeNull();
  });
});

describe('names', () => {
  it('title-cases and keeps dots and apostrophes', () => {
    expect(titleCaseName('RAMESH KUMAR SHARMA')).toBe('Ramesh Kumar Sharma');
    expect(titleCaseName("MARY D'SOUZA")).toBe("Mary D'Souza");
    expect(titleCaseName('K. LAKSHMI')).toBe('K. Lakshmi');
  });

  it.each([
    ['| Ramesh Kumar Sharma ~', 'Ramesh Kumar Sharma'],
    ['ee PRIYA VENKATESAN', 'Priya Venkatesan'],
    ['K. LAKSHMI', 'K. Lakshmi'],
    ['Mary D’Souza', "Mary D'Souza"],
  ])('reads %j as a name', (line, name) => {
    expect(nameFromLine(line)).toBe(name);
  });

  it.each([
    'By <2 PT LT (RT Te Ft 2',
    'aE Fst el, FT Eh',
    'DOB: 14/08/1986',
    'MALE',
    "Father's Name",
    'GOVERNMENT OF INDIA',
    'Tr',
    '4918 3027 5616',
    'Ram3sh Kumar',
  ])('rejects %j', (line) => {
    expect(nameFromLine(line)).toBeNull();
  });

  it('normalises a name from elsewhere', () => {
    expect(normaliseName('  RAMESH  KUMAR-SHARMA ')).toBe('Ramesh Kumar Sharma');
    expect(normaliseName('')).toBeNull();
    expect(normaliseName(null)).toBeNull();
  });
});

// Text as tesseract returned it for generated cards (sparse-text mode), speckle included.
const AADHAAR_FRONT_OCR = `Tr

aE Fst el, FT Eh

leak fen

BREIL E

GOVERNMENT OF INDIA

Tr

ame

Ramesh Kumar Sharma

DOB: 14/08/1986

MALE

Issue Date: 12/03/2019

4918 3027 5616

Mera Aadhaar, Meri Pehchan
`;

const PAN_OCR = `INCOME TAX DEPARTMENT

GOVT. OF INDIA

Name

a

RAMESH KUMAR SHARMA

Father's Name

& |

SURESH KUMAR SHARMA

Date of Birth

14/08/1986

y |

Permanent Account Number Card

BKRPS4821M

Signature
`;

describe('findAadhaarName', () => {
  it('takes the line above the date of birth, skipping speckle', () => {
    expect(findAadhaarName(AADHAAR_FRONT_OCR)).toBe('Ramesh Kumar Sharma');
  });

  it('skips a Hindi name read as junk and a Year of Birth card', () => {
    const text =
      'GOVERNMENT OF INDIA\nPriya Venkatesan\nर्पिया वेंकटेसन\n~ 8 ;\nYear of Birth : 1992\nFEMALE';
    expect(findAadhaarName(text)).toBe('Priya Venkatesan');
  });

  it('tolerates DOB misread as D0B', () => {
    expect(findAadhaarName('Anjali Deshmukh\nD0B: 19/06/1995\nFEMALE')).toBe('Anjali Deshmukh');
  });

  it('falls back to the first name under the header when no birth line was read', () => {
    expect(findAadhaarName('GOVERNMENT OF INDIA\n~~ ,\nGurpreet Singh Bhatia\nMALE')).toBe(
      'Gurpreet Singh Bhatia',
    );
  });

  it('gives null when no line reads as a name', () => {
    expect(findAadhaarName('GOVERNMENT OF INDIA\nDOB: 14/08/1986\nMALE')).toBeNull();
  });
});

describe('findPanName', () => {
  it('takes the line under the Name label, not the father', () => {
    expect(findPanName(PAN_OCR)).toBe('Ramesh Kumar Sharma');
  });

  it('prefers the capitals of the name when the label itself was misread', () => {
    const text =
      'INCOME TAX DEPARTMENT\n®\nGOVT. OF INDIA\nMave\nPRIYA VENKATESAN\nFathers N ame\nVENKATESAN RAGHAVAN';
    expect(findPanName(text)).toBe('Priya Venkatesan');
  });

  it('reads old cards without labels: the first name under the header', () => {
    const text =
      'INCOME TAX DEPARTMENT GOVT. OF INDIA\nMOHAMMED IRFAN QURESHI\nABDUL RASHID QURESHI\n27/01/1979\nPermanent Account Number\nCQWPQ5519D';
    expect(findPanName(text)).toBe('Mohammed Irfan Qureshi');
  });

  it("does not take a 'Father's Name' label split over two lines for the borrower's label", () => {
    const text =
      'INCOME Tax DEPARTMENT\n®\nGOVT. OF INDIA\nNave\nPRIYA VENKATESAN\nFather\nName\nVENKATESAN RAGHAVAN\nDate of Birth';
    expect(findPanName(text)).toBe('Priya Venkatesan');
  });

  it("never returns the father's name when the borrower's name was misread", () => {
    const text =
      "INCOME TAX DEPARTMENT\nGOVT. OF INDIA\nName\nR4M3SH KUM4R\nFather's Name\nSURESH KUMAR SHARMA";
    expect(findPanName(text)).toBeNull();
  });

  it('reads a name printed on the label line', () => {
    expect(findPanName('Name / ANJALI DESHMUKH\nFather Name\nVIJAY DESHMUKH')).toBe(
      'Anjali Deshmukh',
    );
  });
});

describe('parseCardText', () => {
  it('reads only what each card prints', () => {
    expect(parseCardText(AADHAAR_FRONT_OCR, 'aadhaarFront')).toEqual({
      name: 'Ramesh Kumar Sharma',
      aadhaar: ramesh.aadhaar,
      pan: null,
    });
    expect(parseCardText(AADHAAR_FRONT_OCR, 'aadhaarBack')).toEqual({
      name: null,
      aadhaar: ramesh.aadhaar,
      pan: null,
    });
    expect(parseCardText(PAN_OCR, 'pan')).toEqual({
      name: 'Ramesh Kumar Sharma',
      aadhaar: null,
      pan: 'BKRPS4821M',
    });
    expect(parseCardText(PAN_OCR, 'aadhaarFront').pan).toBeNull();
  });
});

describe('tesseract OCR provider on generated cards', () => {
  const provider = createTesseractOcrProvider();
  const identities = sampleIdentities.slice(0, 3);
  const cards = new Map<string, Record<CardType, Buffer>>();

  beforeAll(async () => {
    await provider.warmUp();
    for (const identity of identities)
      cards.set(identity.name, await generateIdentityCards(identity));
  }, 60_000);
  afterAll(async () => {
    await provider.close();
  });

  it.each(
    identities.flatMap((identity) => CARD_TYPES.map((card) => [identity.name, card] as const)),
  )(
    '%s: %s',
    async (name, card) => {
      const identity = identities.find((candidate) => candidate.name === name)!;
      const reading = await provider.readCard(cards.get(name)![card], card);
      expect(reading).toEqual({
        name: card === 'aadhaarBack' ? null : identity.name,
        aadhaar: card === 'pan' ? null : identity.aadhaar,
        pan: card === 'pan' ? identity.pan : null,
      });
    },
    60_000,
  );

  it('reads cards uploaded at the same time (queued on the one worker)', async () => {
    const identity = sampleIdentities[3]!;
    const images = await generateIdentityCards(identity, { format: 'png' });
    const readings = await Promise.all(
      CARD_TYPES.map((card) => provider.readCard(images[card], card)),
    );
    expect(readings.map((reading) => reading.aadhaar)).toEqual([
      identity.aadhaar,
      identity.aadhaar,
      null,
    ]);
    expect(readings[2]?.pan).toBe(identity.pan);
  }, 60_000);

  it('reads a phone upload after the app compressed it (720 px wide, JPEG quality 50)', async () => {
    const original = await generateCardImage({ ...priya, card: 'aadhaarFront' });
    const compressed = await sharp(original)
      .resize({ width: 720 })
      .jpeg({ quality: 50 })
      .toBuffer();
    await expect(provider.readCard(compressed, 'aadhaarFront')).resolves.toEqual({
      name: priya.name,
      aadhaar: priya.aadhaar,
      pan: null,
    });
  }, 60_000);

  it('throws OcrError for bytes that are not an image', async () => {
    const error = await provider
      .readCard(Buffer.from('not an image'), 'pan')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OcrError);
    expect((error as OcrError).message).toBe(UNREADABLE_CARD_MESSAGE);
  });

  it('throws OcrError for a photo with no text on it', async () => {
    const blank = await sharp({
      create: { width: 900, height: 560, channels: 3, background: '#e8e4da' },
    })
      .jpeg()
      .toBuffer();
    const error = await provider.readCard(blank, 'aadhaarFront').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OcrError);
    expect((error as OcrError).message).toBe(UNREADABLE_CARD_MESSAGE);
  }, 60_000);
});

describe('generated images', () => {
  it('are card-shaped JPEGs, and the face passes resolution, exposure and detail checks', async () => {
    const card = await sharp(
      await generateCardImage({ ...ramesh, card: 'pan', quality: 'clean' }),
    ).metadata();
    expect(card).toMatchObject({ format: 'jpeg', width: 1000, height: 630 });

    const face = sharp(await generateFaceImage());
    expect(await face.metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 640 });
    const { channels } = await face.greyscale().stats();
    const grey = channels[0]!;
    expect(grey.mean).toBeGreaterThan(60);
    expect(grey.mean).toBeLessThan(200);
    expect(grey.stdev).toBeGreaterThan(25);
  });
});

/** The multipart body as the vendor would parse it. */
async function formOf(request: ReceivedRequest): Promise<FormData> {
  return new Request('http://vendor.test/', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: new Uint8Array(request.body),
  }).formData();
}

async function readError(provider: OcrProvider, card: CardType = 'pan'): Promise<OcrError> {
  const error = await provider
    .readCard(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), card)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(OcrError);
  return error as OcrError;
}

describe('HTTP OCR provider against a vendor', () => {
  let vendor: FakeHttpServer;
  let provider: OcrProvider;
  let image: Buffer;
  beforeAll(async () => {
    vendor = await startFakeHttpServer();
    provider = createHttpOcrProvider({
      url: `${vendor.url}/v2/`,
      apiKey: 'ocr-key-789',
      timeoutMs: 300,
    });
    image = await generateCardImage({ ...ramesh, card: 'pan', quality: 'clean' });
  });
  afterEach(() => {
    vendor.received.length = 0;
  });
  afterAll(async () => {
    await vendor.close();
  });

  it('posts the image as multipart "file" with the bearer key to /ocr/pan', async () => {
    vendor.answerJson(200, {
      success: true,
      data: { name: 'RAMESH KUMAR SHARMA', id_number: 'BKRPS4821M' },
    });
    await expect(provider.readCard(image, 'pan')).resolves.toEqual({
      name: 'Ramesh Kumar Sharma',
      aadhaar: null,
      pan: 'BKRPS4821M',
    });
    expect(vendor.received).toHaveLength(1);
    const request = vendor.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v2/ocr/pan');
    expect(request.headers.authorization).toBe('Bearer ocr-key-789');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const file = (await formOf(request)).get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as Blob).type).toBe('image/jpeg');
    expect(Buffer.from(await (file as Blob).arrayBuffer()).equals(image)).toBe(true);
  });

  it.each(['aadhaarFront', 'aadhaarBack'] as const)(
    'sends the %s to /ocr/aadhaar',
    async (card) => {
      vendor.answerJson(200, {
        success: true,
        data: { name: 'Ramesh Kumar Sharma', id_number: formatAadhaar(ramesh.aadhaar) },
      });
      const reading = await provider.readCard(image, card);
      expect(vendor.received[0]?.url).toBe('/v2/ocr/aadhaar');
      expect(reading).toEqual({ name: 'Ramesh Kumar Sharma', aadhaar: ramesh.aadhaar, pan: null });
    },
  );

  it('drops numbers that fail their check, and a number of the wrong kind', async () => {
    const wrong = `${ramesh.aadhaar.slice(0, 11)}${(Number(ramesh.aadhaar[11]) + 1) % 10}`;
    vendor.answerJson(200, { success: true, data: { name: null, id_number: wrong } });
    expect(await provider.readCard(image, 'aadhaarFront')).toEqual({
      name: null,
      aadhaar: null,
      pan: null,
    });

    vendor.answerJson(200, {
      success: true,
      data: { name: 'ACME TRADERS', id_number: 'AAACB1234C' },
    });
    expect((await provider.readCard(image, 'pan')).pan).toBeNull();

    vendor.answerJson(200, { success: true, data: { name: 'Ramesh', id_number: 'BKRPS4821M' } });
    expect((await provider.readCard(image, 'aadhaarFront')).aadhaar).toBeNull();
  });

  it('a {success:false} reply asks for a clearer photo and keeps the vendor reason off it', async () => {
    vendor.answerJson(200, { success: false, message: 'ERR_BLUR_042: image quality low' });
    const error = await readError(provider);
    expect(error.message).toBe(UNREADABLE_CARD_MESSAGE);
    // The photo's fault, not the reader's: the borrower is asked to retake it.
    expect(error.failure).toBe('unreadable');
    expect(error.message).not.toContain('ERR_BLUR');
    expect(String(error.cause)).toContain('ERR_BLUR_042');
  });

  it.each([400, 413, 422])('HTTP %i asks for a clearer photo', async (status) => {
    vendor.answerJson(status, { success: false, message: 'bad image' });
    const error = await readError(provider);
    expect(error.message).toBe(UNREADABLE_CARD_MESSAGE);
    expect(error.failure).toBe('unreadable');
  });

  it.each([401, 403, 429, 500, 502, 503])(
    'HTTP %i says the service is unavailable',
    async (status) => {
      vendor.answer((_request, response) => {
        response.writeHead(status, { 'content-type': 'text/html' });
        response.end('<html>nope</html>');
      });
      const error = await readError(provider);
      expect(error.message).toBe(OCR_UNAVAILABLE_MESSAGE);
      // The reader's fault: the borrower is told so, not asked for another photo.
      expect(error.failure).toBe('unavailable');
    },
  );

  it('a 200 reply that is not the documented JSON says the service is unavailable', async () => {
    vendor.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>captive portal</html>');
    });
    expect((await readError(provider)).message).toBe(OCR_UNAVAILABLE_MESSAGE);
  });

  it('a vendor that never answers times out as unavailable', async () => {
    vendor.answer(() => undefined);
    const started = Date.now();
    const error = await readError(provider);
    expect(error.message).toBe(OCR_UNAVAILABLE_MESSAGE);
    expect(error.failure).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a vendor that cannot be reached is unavailable', async () => {
    const unreachable = createHttpOcrProvider({
      url: `${await unreachableUrl()}/v2`,
      apiKey: 'k',
      timeoutMs: 2_000,
    });
    expect((await readError(unreachable)).message).toBe(OCR_UNAVAILABLE_MESSAGE);
  });

  it('uses the injected fetch', async () => {
    const urls: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      urls.push(String(input));
      return Response.json({
        success: true,
        data: { name: 'priya venkatesan', id_number: priya.pan },
      });
    };
    const injected = createHttpOcrProvider({ url: 'http://ocr.invalid', apiKey: 'k', fetchImpl });
    expect(await injected.readCard(image, 'pan')).toEqual({
      name: 'Priya Venkatesan',
      aadhaar: null,
      pan: priya.pan,
    });
    expect(urls).toEqual(['http://ocr.invalid/ocr/pan']);
  });
});
