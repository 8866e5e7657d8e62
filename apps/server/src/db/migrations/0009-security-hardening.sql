-- Fixed-window attempt counters shared by every server process (operator sign-in, Aadhaar
-- "already registered" probes). One row per key; a hit after expires_at starts a new window.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Expired rows are swept a few at a time on each hit.
CREATE INDEX rate_limit_counters_expiry ON rate_limit_counters (expires_at);

-- How a stored image is encrypted: 'aes-256-gcm-v1' (the Aadhaar number's key) for everything
-- uploaded from now on; NULL for files written in plain before, which are still read as they are.
ALTER TABLE uploaded_files
  ADD COLUMN encryption text CHECK (encryption IN ('aes-256-gcm-v1'));
