import { DENIAL_REASON_CATEGORIES, type DenialReasonCategory } from '@saral/contract/api/operator';
import { formatDay, formatIndiaTime } from '../../shared/clock';
import type { MessageLanguage } from './message-templates';

/**
 * The values of a message written in the borrower's language. Amounts are the same in both
 * (formatRupees: ₹1,25,000, Indian grouping, Latin digits); dates are written out in Hindi
 * ("30 नवंबर 2026"), with Latin digits as banks, SMS and the KFS use them.
 */

const IST = 'Asia/Kolkata';
const HINDI_DAY = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
  timeZone: 'UTC',
});
const HINDI_DAY_IST = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
  timeZone: IST,
});
/** "दोपहर 3:00": the part of the day in words, as Hindi speakers tell the time. */
const HINDI_TIME = new Intl.DateTimeFormat('hi-IN', {
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
  numberingSystem: 'latn',
  timeZone: IST,
});

/** A calendar day (YYYY-MM-DD): "12 Mar 2026" / "12 मार्च 2026". */
export function messageDay(day: string, language: MessageLanguage): string {
  return language === 'hi' ? HINDI_DAY.format(new Date(`${day}T00:00:00Z`)) : formatDay(day);
}

/** A moment in India time: "12 Mar 2026, 3:00 pm" / "12 मार्च 2026, दोपहर 3:00 बजे". */
export function messageTime(at: Date, language: MessageLanguage): string {
  if (language === 'en') return formatIndiaTime(at);
  return `${HINDI_DAY_IST.format(at)}, ${HINDI_TIME.format(at)} बजे`;
}

/** "1 day", "3 days" / "1 दिन", "3 दिन". */
export function messageDays(days: number, language: MessageLanguage): string {
  if (language === 'hi') return `${days} दिन`;
  return days === 1 ? '1 day' : `${days} days`;
}

/** What stands for the account when a payout names none (never block the money on a message). */
export const ACCOUNT_ON_FILE: Record<MessageLanguage, string> = {
  en: 'on file',
  hi: 'जो हमारे पास दर्ज है',
};

const HINDI_DENIAL_REASONS: Record<DenialReasonCategory, string> = {
  'Identity documents could not be verified': 'पहचान के दस्तावेज़ जाँचे नहीं जा सके',
  'Income does not support this loan': 'आय इस लोन के लिए काफ़ी नहीं है',
  'Bank account details do not match': 'बैंक खाते की जानकारी मेल नहीं खाती',
  'Credit policy: not eligible now': 'क्रेडिट नीति: अभी पात्र नहीं',
  'Suspected fraud or shared identity': 'धोखाधड़ी या किसी और की पहचान के इस्तेमाल का शक',
};

/** A denial's reason category as the borrower reads it (an unknown one stays as given). */
export function messageDenialReason(category: string, language: MessageLanguage): string {
  if (language === 'en') return category;
  const known = DENIAL_REASON_CATEGORIES.find((candidate) => candidate === category);
  return known ? HINDI_DENIAL_REASONS[known] : category;
}
