-- An offer (marketing message) queued before the borrower stopped offers is withdrawn, not sent.
ALTER TABLE messages DROP CONSTRAINT messages_status_check;
ALTER TABLE messages ADD CONSTRAINT messages_status_check
  CHECK (status IN ('queued', 'held', 'sending', 'sent', 'delivered', 'failed', 'withdrawn'));
