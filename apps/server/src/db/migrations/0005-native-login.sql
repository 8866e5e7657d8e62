-- Native-app logins (/joint): app sessions carry the device the app reported, and the nonces of
-- signed logins are kept so a captured payload cannot be replayed.

ALTER TABLE sessions
  -- Opened by one of the two native user-login calls (the page runs inside the app).
  ADD COLUMN is_app boolean NOT NULL DEFAULT false,
  ADD COLUMN device_id text,
  ADD COLUMN app_version text,
  ADD COLUMN idfv text,
  ADD COLUMN idfa text,
  ADD COLUMN system_version text,
  ADD COLUMN device_model text;

-- A nonce is refused once seen. Rows are only needed while their timestamp is still accepted;
-- after expires_at the timestamp check refuses the payload anyway, so old rows are deleted.
CREATE TABLE native_login_nonces (
  nonce text PRIMARY KEY,
  phone text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX native_login_nonces_expires ON native_login_nonces (expires_at);
