import type { BorrowerLanguage } from '@saral/contract/api/language';
import { HINDI_MESSAGES, HINDI_PATTERNS } from './messages-hi';

/**
 * The language of a request's envelope messages, from its Accept-Language header: the first of
 * hi and en by the header's weights ("hi-IN,hi;q=0.9,en;q=0.8" → hi). English without one.
 */
export function requestLanguage(header: string | string[] | undefined): BorrowerLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: BorrowerLanguage; weight: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const base = tag.split('-')[0];
    if (base !== 'hi' && base !== 'en') continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language: base, weight };
  }
  return best?.language ?? 'en';
}

/** The Hindi of one message, or null: the exact text, a pattern, or "field: message". */
function hindiOf(message: string): string | null {
  const exact = HINDI_MESSAGES.get(message);
  if (exact) return exact;
  for (const [pattern, hindi] of HINDI_PATTERNS) {
    const match = pattern.exec(message);
    if (match) {
      const translated = hindi(...match.slice(1).map((group) => group ?? ''));
      if (translated !== null) return translated;
    }
  }
  // A refusal naming its field ("idNo: Please enter a valid 12-digit Aadhaar number").
  const named = /^([\w.[\]]+): (.+)$/s.exec(message);
  const inner = named?.[2] === undefined ? null : hindiOf(named[2]);
  return named && inner !== null ? `${named[1]}: ${inner}` : null;
}

/**
 * An envelope message in the borrower's language; one without a translation stays English. A
 * message of several lines (a form's problems) is translated line by line.
 */
export function localizeMessage(message: string, language: BorrowerLanguage): string {
  if (language === 'en') return message;
  return message
    .split('\n')
    .map((line) => hindiOf(line) ?? line)
    .join('\n');
}
