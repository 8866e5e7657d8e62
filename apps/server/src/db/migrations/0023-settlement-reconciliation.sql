-- Reconciliation of the payment gateway's settlement report against the payments we recorded.
-- The gateway's own id of each payment (what its settlement report lists); before this column,
-- the event id was the best reference known.
ALTER TABLE payment_events ADD COLUMN payment_reference text;
UPDATE payment_events SET payment_reference = event_id WHERE payment_reference IS NULL;
CREATE INDEX payment_events_reference ON payment_events (payment_reference);
CREATE INDEX payment_events_received ON payment_events (received_at);

-- Each uploaded report and what it found (kept for the auditors; the rows are in result).
CREATE TABLE settlement_reconciliations (
  id bigserial PRIMARY KEY,
  file_name text NOT NULL,
  period_from date NOT NULL,
  period_to date NOT NULL,
  uploaded_by bigint NOT NULL REFERENCES operators (id),
  uploaded_by_username text NOT NULL,
  uploaded_at timestamptz NOT NULL,
  rows integer NOT NULL,
  matched integer NOT NULL,
  mismatched integer NOT NULL,
  missing integer NOT NULL,
  unknown integer NOT NULL,
  result jsonb NOT NULL
);
CREATE INDEX settlement_reconciliations_newest ON settlement_reconciliations (uploaded_at DESC, id DESC);
