import { isValidAadhaar, isValidPan } from '@saral/contract/field-rules';
import { AS_DIGIT, AS_LETTER, asDigits, lines, type Repaired } from './ocr-text-repair';

/**
 * Card numbers from OCR text: the Aadhaar number and the PAN, repaired where OCR misread a
 * character and kept only when their check passes (Verhoeff for Aadhaar, the individual PAN
 * pattern).
 */

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
