import { describe, expect, it } from 'vitest';
import { inboxTarget, textWithoutLink } from './inbox-link';

const approved =
  'Saral Finserv Private Limited: your loan SRL1 of ₹5,000 is approved. To get the money, open ' +
  'the app, accept the Key Fact Statement and tap Get Money: https://saral.example/orders/3/confirm';
const documents =
  'Saral: the Key Fact Statement and sanction letter of your loan SRL1: ' +
  'https://saral.example/loan-documents/3?expires=1796088090&sig=30b9 (the link works until 1 Dec 2026, 6:51 am).';

describe('a message in the app', () => {
  it('reads without the long link its SMS wording carries', () => {
    expect(textWithoutLink(approved, 'https://saral.example/orders/3/confirm')).toBe(
      'Saral Finserv Private Limited: your loan SRL1 of ₹5,000 is approved. To get the money, ' +
        'open the app, accept the Key Fact Statement and tap Get Money.',
    );
    expect(
      textWithoutLink(
        documents,
        'https://saral.example/loan-documents/3?expires=1796088090&sig=30b9',
      ),
    ).toBe(
      'Saral: the Key Fact Statement and sanction letter of your loan SRL1 (the link works until 1 Dec 2026, 6:51 am).',
    );
    expect(textWithoutLink('Payment received.', null)).toBe('Payment received.');
    expect(
      textWithoutLink(
        'Saral: ₹5,017.50 of your loan SRL1 is due today, 1 Dec 2026. Pay: https://saral.example/orders/3/detail',
        'https://saral.example/orders/3/detail',
      ),
    ).toBe('Saral: ₹5,017.50 of your loan SRL1 is due today, 1 Dec 2026.');
  });

  it('ends a Hindi text with the danda, and drops its "Pay" without the link', () => {
    const link = 'https://saral.example/orders/3/confirm';
    expect(
      textWithoutLink(
        `Saral: आपका लोन SRL1 (₹5,000) मंज़ूर हो गया है। ऐप खोलें और "पैसा पाएँ" दबाएँ: ${link}`,
        link,
      ),
    ).toBe('Saral: आपका लोन SRL1 (₹5,000) मंज़ूर हो गया है। ऐप खोलें और "पैसा पाएँ" दबाएँ।');
    expect(
      textWithoutLink(
        `Saral: आपके लोन SRL1 के ₹5,017.50 आज, 1 दिसंबर 2026 को चुकाने हैं। भुगतान करें: ${link}`,
        link,
      ),
    ).toBe('Saral: आपके लोन SRL1 के ₹5,017.50 आज, 1 दिसंबर 2026 को चुकाने हैं।');
    expect(textWithoutLink(`Saral: दस्तावेज़: ${link} (यह लिंक 1 दिसंबर 2026 तक काम करेगा)।`, link)).toBe(
      'Saral: दस्तावेज़ (यह लिंक 1 दिसंबर 2026 तक काम करेगा)।',
    );
  });

  it('opens the order in the app whatever host the link names, and documents as a page', () => {
    expect(inboxTarget('https://saral.example/orders/3/confirm')).toEqual({
      internal: '/orders/3/confirm',
    });
    expect(inboxTarget('https://saral.example/loan-documents/3?expires=1&sig=ab')).toEqual({
      external: 'https://saral.example/loan-documents/3?expires=1&sig=ab',
    });
    expect(inboxTarget(null)).toBeNull();
  });
});
