import { describe, expect, it } from 'vitest';
import { monthsIn, shownText, type TextPattern } from './shown-text';

const t = {
  Loaned: 'लोन चालू',
  'your bank account': 'आपके बैंक खाते',
  dueOn: '{date} तक चुकाएँ',
  onItsWay: '{amount} {account} में भेजे जा रहे हैं',
};
const patterns: TextPattern[] = [
  [/^Repay by (?<date>.+)$/, 'dueOn'],
  [/^(?<amount>₹[\d,]+) is on its way to (?<account>.+)\.$/, 'onItsWay'],
];

describe('a text made elsewhere in English, shown in Hindi', () => {
  it('by its English text; English stays as it came', () => {
    expect(shownText(t, 'Loaned', 'hi')).toBe('लोन चालू');
    expect(shownText(t, 'Loaned', 'en')).toBe('Loaned');
  });

  it('by a pattern, with the dates in Hindi months and known values translated', () => {
    expect(shownText(t, 'Repay by 30 Nov 2026', 'hi', patterns)).toBe('30 नवंबर 2026 तक चुकाएँ');
    expect(shownText(t, '₹1,25,000 is on its way to your bank account.', 'hi', patterns)).toBe(
      '₹1,25,000 आपके बैंक खाते में भेजे जा रहे हैं',
    );
  });

  it('an unknown text stays English, its dates in Hindi months', () => {
    expect(shownText(t, 'Closed 5 Dec', 'hi', patterns)).toBe('Closed 5 दिसंबर');
    expect(monthsIn('30 November 2026, 3:00 pm', 'hi')).toBe('30 नवंबर 2026, 3:00 pm');
    expect(monthsIn('30 Nov 2026', 'en')).toBe('30 Nov 2026');
  });
});
