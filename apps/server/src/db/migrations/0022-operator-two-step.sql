-- Two-step sign-in (TOTP, RFC 6238) for operators: the shared secret, encrypted with the field
-- cipher; when the operator confirmed it; the last accepted 30-second step (a code is used once).
ALTER TABLE operators ADD COLUMN two_step_secret text;
ALTER TABLE operators ADD COLUMN two_step_enabled_at timestamptz;
ALTER TABLE operators ADD COLUMN two_step_last_step bigint;
