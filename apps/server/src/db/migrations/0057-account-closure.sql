-- A borrower may close their account (DPDP Act). The row stays for the loan records the lender
-- must keep; the phone is moved to closed_phone (kept only when such records exist) so the
-- number can sign up again as a new account.
ALTER TABLE users ADD COLUMN closed_at timestamptz;
ALTER TABLE users ADD COLUMN closed_phone text;

-- One-time codes that confirm an account deletion: separate from login codes, so a login code
-- never deletes an account and asking for a deletion code never voids a login code.
CREATE TABLE account_deletion_codes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  voided_at timestamptz
);
CREATE INDEX account_deletion_codes_user ON account_deletion_codes (user_id, id DESC);
