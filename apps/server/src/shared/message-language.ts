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

/** An envelope message in the borrower's language; one without a translation stays English. */
export function localizeMessage(message: string, language: BorrowerLanguage): string {
  if (language === 'en') return message;
  const exact = HINDI_MESSAGES.get(message);
  if (exact) return exact;
  for (const [pattern, hindi] of HINDI_PATTERNS) {
    const match = pattern.exec(message);
    if (match?.[1]) return hindi(match[1]);
  }
  return message;
}
