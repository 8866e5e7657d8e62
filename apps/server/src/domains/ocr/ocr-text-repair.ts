/**
 * Shared helpers for reading card text: the characters OCR puts in place of digits and capital
 * letters, and the text split into trimmed lines. Used by the number and name finders.
 */

/** Characters OCR commonly puts where the card printed a digit. */
export const AS_DIGIT: Record<string, string> = {
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
export const AS_LETTER: Record<string, string> = {
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
export type Repaired = { value: string; repairs: number };

export function asDigits(token: string): Repaired | null {
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

export function lines(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .replace(/[‘’`´]/g, "'")
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
