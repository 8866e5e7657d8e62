-- Why a card reading found nothing, so the borrower is told the truth: the photo could not be read
-- (unreadable: retake it) or the card reader itself failed (unavailable: a provider or worker
-- failure, not the photo's fault: try again in a moment). NULL when the card was read.
ALTER TABLE card_readings
  ADD COLUMN failure text CHECK (failure IN ('unreadable', 'unavailable'));
UPDATE card_readings SET failure = 'unreadable' WHERE unreadable;
