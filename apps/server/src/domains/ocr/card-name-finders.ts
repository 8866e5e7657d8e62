import { lines } from './ocr-text-repair';

/**
 * Borrowers' names from OCR text: which line of an Aadhaar or PAN card holds the name, and
 * whether a line reads as a name at all (not a label, a number or photo speckle).
 */

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

/** A name from elsewhere (a vendor's reply) in the same form: title case, letters . ' only. */
export function normaliseName(raw: string | null | undefined): string | null {
  const cleaned = (raw ?? '')
    .replace(/[‘’`´]/g, "'")
    .replace(/[^A-Za-z.' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.replace(/[^A-Za-z]/g, '').length >= 2 ? titleCaseName(cleaned) : null;
}
