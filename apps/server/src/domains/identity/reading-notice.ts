import { OnboardingMessage, type CardType } from '@saral/contract/onboarding';
import type { CardReadingOutcome } from './card-reading-service';

/**
 * What the borrower is told about a card photo that was read: the reader's own failure is never
 * blamed on the photo, and an Aadhaar front read cleanly with no Aadhaar fields on it is named.
 */
export function readingNotice(card: CardType, reading: CardReadingOutcome): string | null {
  if (reading.failure === 'unavailable') return OnboardingMessage.cardReaderFailed;
  if (reading.failure === 'unreadable') return OnboardingMessage.cardUnreadable;
  if (card === 'aadhaarFront' && !reading.name && !reading.aadhaar_last4) {
    return OnboardingMessage.notAadhaarFront;
  }
  return null;
}
