-- Fixed-window attempt counters shared by every server process (operator sign-in, Aadhaar
-- "already registered" probes). One row per key; a hit after expires_at starts a new window.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Expired rows are swept a few at a time on each hit.
CREATE INDEX rate_limit_counters_expiry ON rate_limit_counters (expires_at);
