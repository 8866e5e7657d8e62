-- A place in line for a borrower answered busy (issue 20). The reading stays queued while its
-- borrower is expected back (held_until: a waiting request's deadline, or a busy answer's
-- Retry-After plus a grace period); a retry with the same photo (content_hash, SHA-256 of the
-- bytes) takes that place again instead of joining the back of the queue. A worker drops,
-- without reading, a queued card whose hold ran out: its borrower did not come back.
ALTER TABLE card_readings
  ADD COLUMN content_hash text,
  ADD COLUMN held_until timestamptz;
-- The borrower's newest reading of a card, looked up by every upload.
CREATE INDEX card_readings_user_card ON card_readings (user_id, card, id DESC);
