import { isValidAadhaar, isValidPan } from '@saral/contract/field-rules';
import type { CardType } from '@saral/contract/onboarding';
import type { CardReading } from './ocr-provider';

/**
 * Turns the text OCR read off an identity card into the fields we trust. Numbers are only kept
 * when their check passes (Verhoeff for Aadhaar, the individual PAN pattern), so a misread
 * digit gives null rather than someone else's number.
 */

// Borrower-facing messages of both OCR providers.
export const UNREADABLE_CARD_MESSAGE = 'Could not read the card, please upload a clearer photo';
export const OCR_UNAVAILABLE_MESSAGE = 'Card reading service is unavailable, please try again';

/** Characters OCR commonly puts where the card printed a digit. */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  U: '0',
  I: '1',
  l: '1',
  i: '1',
  L: '1',
  '|': '1',
  '!': '1',
  Z: '2',
  z: '2',
  A: '4',
  S: '5',
  s: '5',
  G: '6',
  b: '6',
  T: '7',
  B: '8',
  g: '9',
  q: '9',
};

/** Digits OCR commonly puts where the card printed a capital letter. */
const AS_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'B',
};

/** A run of repaired characters and how many of them were not what OCR printed. */
type Repaired = { value: string; repairs: number };

function asDigits(token: string): Repaired | null {
  let value = '';
  let repairs = 0;
  for (const char of token) {
    if (char >= '0' && char <= '9') {
      value += char;
    } else {
      const digit = AS_DIGIT[char];
      if (digit === undefined) return null;
      value += digit;
      repairs += 1;
    }
  }
  return { value, repairs };
}

function lines(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .replace(/[‘’`´]/g, "'")
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Most digits a 12-digit candidate may owe to repaired letters. */
const MAX_AADHAAR_REPAIRS = 4;

/**
 * The Aadhaar number, printed 'dddd dddd dddd'. A run of four or more groups is the 16-digit
 * Virtual ID and is skipped, so three of its groups are never taken for the number.
 */
export function findAadhaarNumber(text: string): string | null {
  const fallbacks: string[] = [];
  for (const line of lines(text)) {
    const runs: Repaired[][] = [[]];
    for (const raw of line.split(/\s+/)) {
      const digits = asDigits(raw.replace(/^[.,:;()[\]-]+|[.,:;()[\]-]+$/g, ''));
      if (digits && digits.value !== '') runs[runs.length - 1]?.push(digits);
      else if (runs[runs.length - 1]?.length) runs.push([]);
    }
    for (const run of runs) {
      const grouped = run.map((group) => group.value.length === 4);
      let longestGroupRun = 0;
      let current = 0;
      for (const isGroup of grouped) {
        current = isGroup ? current + 1 : 0;
        longestGroupRun = Math.max(longestGroupRun, current);
      }
      if (longestGroupRun >= 4) continue;
      for (let start = 0; start + 3 <= run.length; start += 1) {
        const three = run.slice(start, start + 3);
        if (three.every((group) => group.value.length === 4)) {
          const candidate = acceptAadhaar(three);
          if (candidate) return candidate;
        }
      }
      // OCR sometimes drops or adds a space inside the number.
      const whole = acceptAadhaar(run);
      if (whole) fallbacks.push(whole);
    }
  }
  return fallbacks[0] ?? null;
}

function acceptAadhaar(groups: Repaired[]): string | null {
  const value = groups.map((group) => group.value).join('');
  const repairs = groups.reduce((sum, group) => sum + group.repairs, 0);
  return value.length === 12 && repairs <= MAX_AADHAAR_REPAIRS && isValidAadhaar(value)
    ? value
    : null;
}

const MAX_PAN_REPAIRS = 3;

/** Repairs a 10-character candidate by position: letters, letters, ..., four digits, a letter. */
function repairPan(candidate: string): Repaired | null {
  if (candidate.length !== 10) return null;
  let value = '';
  let repairs = 0;
  for (let index = 0; index < candidate.length; index += 1) {
    const char = candidate[index] ?? '';
    const upper = char.toUpperCase();
    const wantsDigit = index >= 5 && index <= 8;
    if (wantsDigit) {
      if (/\d/.test(char)) value += char;
      else {
        const digit = AS_DIGIT[char] ?? AS_DIGIT[upper];
        if (digit === undefined) return null;
        value += digit;
        repairs += 1;
      }
    } else if (/[A-Z]/.test(upper)) {
      value += upper;
    } else {
      const letter = AS_LETTER[char];
      if (letter === undefined) return null;
      value += letter;
      repairs += 1;
    }
  }
  return repairs <= MAX_PAN_REPAIRS ? { value, repairs } : null;
}

/**
 * Readings of one candidate: as it is and, when OCR doubled a letter in two cases ("QwW"),
 * with the lower-case copy dropped.
 */
function panVariants(candidate: string): string[] {
  const variants = [candidate];
  if (candidate.length === 11) {
    for (let index = 0; index < candidate.length - 1; index += 1) {
      const [one, two] = [candidate[index] ?? '', candidate[index + 1] ?? ''];
      if (one !== two && one.toUpperCase() === two.toUpperCase() && /[a-z]/.test(one + two)) {
        const drop = /[a-z]/.test(one) ? index : index + 1;
        variants.push(candidate.slice(0, drop) + candidate.slice(drop + 1));
      }
    }
  }
  return variants;
}

/** The PAN of an individual; OCR may split it into two or three pieces. */
export function findPan(text: string): string | null {
  for (const line of lines(text)) {
    const tokens = line
      .split(/\s+/)
      .map((token) => token.replace(/^[^A-Za-z0-9|]+|[^A-Za-z0-9|]+$/g, ''))
      .filter((token) => token !== '');
    for (let size = 1; size <= 3; size += 1) {
      for (let start = 0; start + size <= tokens.length; start += 1) {
        for (const variant of panVariants(tokens.slice(start, start + size).join(''))) {
          const repaired = repairPan(variant);
          if (repaired && isValidPan(repaired.value)) return repaired.value;
        }
      }
    }
  }
  return null;
}

/** Words that are printed labels or headings, never part of a borrower's name. */
const LABEL_WORDS = new Set([
  'aadhaar',
  'aadhar',
  'account',
  'address',
  'authority',
  'birth',
  'card',
  'date',
  'department',
  'dob',
  'enrolment',
  'father',
  "father's",
  'fathers',
  'female',
  'gender',
  'government',
  'govt',
  'identification',
  'income',
  'india',
  'issue',
  'male',
  'mera',
  'name',
  'number',
  'pehchan',
  'permanent',
  'signature',
  'tax',
  'transgender',
  'unique',
  'vid',
  'year',
]);

/** "RAMESH KUMAR" -> "Ramesh Kumar"; "O'BRIEN" -> "O'Brien"; "K." stays "K.". */
export function titleCaseName(name: string): string {
  return name
    .toLowerCase()
    .replace(
      /(^|[\s.'])([a-z])/g,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/**
 * A line of OCR text as a person's name, or null when it looks like a label, a number or the
 * speckle OCR reads off photos and background patterns.
 */
export function nameFromLine(text: string): string | null {
  const line = text.replace(/[‘’`´]/g, "'");
  const printable = line.replace(/\s+/g, '');
  if (printable === '') return null;
  const nameChars = printable.replace(/[^A-Za-z.']/g, '').length;
  if (nameChars / printable.length < 0.85) return null;

  const words: string[] = [];
  for (const raw of line.split(/\s+/)) {
    const word = raw.replace(/^[^A-Za-z]+/, '').replace(/[^A-Za-z.]+$/, '');
    if (word === '') continue; // a stray mark such as '|' or '-'
    if (!/^[A-Za-z][A-Za-z.']*$/.test(word)) return null;
    words.push(word);
  }
  // Speckle read as lower-case letters clings to the ends of a line; names are capitalised.
  while (words.length > 0 && /^[a-z]/.test(words[0] ?? '')) words.shift();
  while (words.length > 0 && /^[a-z]/.test(words[words.length - 1] ?? '')) words.pop();
  if (words.length === 0 || words.length > 6) return null;
  if (words.some((word) => LABEL_WORDS.has(word.toLowerCase().replace(/\.$/, '')))) return null;

  const letters = words.map((word) => word.replace(/[.']/g, ''));
  const totalLetters = letters.join('').length;
  if (totalLetters < 3 || !letters.some((word) => word.length >= 3)) return null;
  // Lines such as "By PT LT Te" are pattern noise: real names are not mostly two-letter words.
  if (totalLetters / letters.length < 3) return null;
  // A word of two letters or more that is not one initial must contain a vowel (or y).
  if (letters.some((word) => word.length >= 2 && !/[aeiouy]/i.test(word))) return null;
  return titleCaseName(words.join(' '));
}

/** The first line in `candidates` that reads as a name. */
function firstName(candidates: string[]): string | null {
  for (const candidate of candidates) {
    const name = nameFromLine(candidate);
    if (name) return name;
  }
  return null;
}

const DOB_LINE = /\b(?:D[O0]B|Date\s*of\s*Birth|Year\s*of\s*Birth|YoB|Birth)\b/i;
const DATE = /\b\d{2}[/-]\d{2}[/-]\d{4}\b/;
const AADHAAR_HEADER = /GOVERNMENT|INDIA/i;

/** Aadhaar front: the name is printed just above the date (or year) of birth. */
export function findAadhaarName(text: string): string | null {
  const all = lines(text);
  const dobIndex = all.findIndex(
    (line) => DOB_LINE.test(line) || (DATE.test(line) && !/issue/i.test(line)),
  );
  if (dobIndex > 0) {
    // Look a few lines up: OCR may put speckle, a Hindi name or a 'Father' line in between.
    const name = firstName(all.slice(Math.max(0, dobIndex - 4), dobIndex).reverse());
    if (name) return name;
  }
  const headerIndex = all.findIndex((line) => AADHAAR_HEADER.test(line));
  return headerIndex >= 0 ? firstName(all.slice(headerIndex + 1, headerIndex + 5)) : null;
}

const PAN_NAME_LABEL = /\bname\b/i;
const PAN_HEADER = /INCOME|TAX|DEPARTMENT|GOVT|INDIA/i;

/** PAN cards print names in capitals and labels in mixed case ('Name' misread as 'Mave'). */
function isCapitals(line: string): boolean {
  const letters = line.replace(/[^A-Za-z]/g, '');
  return letters.length > 0 && letters.replace(/[^A-Z]/g, '').length / letters.length >= 0.8;
}

const FATHER_LABEL = /fath|\b[SD]\s*\/\s*O\b/i;
/** A line that is only the first word of "Father's Name". */
const BARE_FATHER_LABEL = /^fath\S*$/i;

/** The lines before the father's name, so a misread name never yields the father's instead. */
function beforeFather(candidates: string[]): string[] {
  const father = candidates.findIndex((line) => FATHER_LABEL.test(line));
  return father >= 0 ? candidates.slice(0, father) : candidates;
}

/** PAN card: the line after the 'Name' label; older cards have it first under the header. */
export function findPanName(text: string): string | null {
  const all = lines(text);
  const candidates: string[] = [];
  const labelIndex = all.findIndex(
    (line, index) =>
      PAN_NAME_LABEL.test(line) &&
      !FATHER_LABEL.test(line) &&
      // "Father's Name" read as two lines: this 'Name' labels the father.
      !BARE_FATHER_LABEL.test(all[index - 1] ?? ''),
  );
  if (labelIndex >= 0) {
    const sameLine = all[labelIndex]?.replace(/^.*\bname\b[\s:/-]*/i, '') ?? '';
    candidates.push(...beforeFather([sameLine, ...all.slice(labelIndex + 1, labelIndex + 4)]));
  }
  let lastHeader = -1;
  for (let index = 0; index < Math.min(all.length, 6); index += 1) {
    if (PAN_HEADER.test(all[index] ?? '')) lastHeader = index;
  }
  if (lastHeader >= 0) {
    // Old cards print the father's name under the borrower's without a label: take the first.
    candidates.push(...beforeFather(all.slice(lastHeader + 1, lastHeader + 5)));
  }
  return firstName(candidates.filter(isCapitals)) ?? firstName(candidates);
}

/** What one card's OCR text says; only the fields that card prints are looked for. */
export function parseCardText(text: string, card: CardType): CardReading {
  switch (card) {
    case 'aadhaarFront':
      return { name: findAadhaarName(text), aadhaar: findAadhaarNumber(text), pan: null };
    case 'aadhaarBack':
      return { name: null, aadhaar: findAadhaarNumber(text), pan: null };
    case 'pan':
      return { name: findPanName(text), aadhaar: null, pan: findPan(text) };
  }
}

/** A name from elsewhere (a vendor's reply) in the same form: title case, letters . ' only. */
export function normaliseName(raw: string | null | undefined): string | null {
  const cleaned = (raw ?? '')
    .replace(/[‘’`´]/g, "'")
    .replace(/[^A-Za-z.' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.replace(/[^A-Za-z]/g, '').length >= 2 ? titleCaseName(cleaned) : null;
}
