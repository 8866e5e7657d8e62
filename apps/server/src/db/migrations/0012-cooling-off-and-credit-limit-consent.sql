-- Issue 12: the cooling-off exit is paid through a payment link of its own purpose, and a
-- higher credit limit applies only once the borrower accepts it (RBI Digital Lending Directions).

ALTER TABLE payment_links DROP CONSTRAINT payment_links_purpose_check;
ALTER TABLE payment_links ADD CONSTRAINT payment_links_purpose_check
  CHECK (purpose IN ('repayment', 'extension', 'cooling_off'));

-- One row per borrower and credit tier they accepted (tier 1 needs no consent). Offers stay at
-- the highest accepted tier until the borrower accepts the one their repayments unlocked.
CREATE TABLE credit_limit_acceptances (
  user_id bigint NOT NULL REFERENCES users (id),
  tier integer NOT NULL CHECK (tier >= 1),
  -- The limit the borrower saw and accepted, for the record.
  max_paise bigint NOT NULL CHECK (max_paise > 0),
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, tier)
);
