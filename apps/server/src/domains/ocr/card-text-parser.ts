import type { CardType } from '@saral/contract/onboarding';
import { findAadhaarName, findPanName } from './card-name-finders';
import { findAadhaarNumber, findPan } from './card-number-finders';
import type { CardReading } from './ocr-provider';

/**
 * Turns the text OCR read off an identity card into the fields we trust. Numbers are only kept
 * when their check passes (Verhoeff for Aadhaar, the individual PAN pattern), so a misread
 * digit gives null rather than someone else's number.
 */

// Borrower-facing messages of both OCR providers.
export const UNREADABLE_CARD_MESSAGE = 'Could not read the card, please upload a clearer photo';
export const OCR_UNAVAILABLE_MESSAGE = 'Card reading service is unavailable, please try again';

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
