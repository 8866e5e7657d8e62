-- Foundation: borrowers, one-time codes, sessions, SMS, catalogue, content, tracking, device data.
-- Money is stored as integer paise (bigint); rates as numeric percent.

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);

-- Login codes are stored only as a peppered hash; a new code voids older ones for the phone.
CREATE TABLE otp_codes (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  voided_at timestamptz
);
CREATE INDEX otp_codes_phone_created ON otp_codes (phone, created_at DESC);

-- Every send request that was accepted, for per-phone and per-IP limits shared by all processes.
CREATE TABLE otp_sends (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_sends_phone_created ON otp_sends (phone, created_at DESC);
CREATE INDEX otp_sends_ip_created ON otp_sends (ip, created_at DESC);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE sms_messages (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  body text NOT NULL,
  provider text NOT NULL,
  status text NOT NULL CHECK (status IN ('sent', 'failed')),
  provider_message_id text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_messages_phone_created ON sms_messages (phone, created_at DESC);

CREATE TABLE products (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  logo text NOT NULL,
  max_amount_paise bigint NOT NULL CHECK (max_amount_paise > 0),
  amount_list_paise bigint[] NOT NULL,
  daily_interest_percent numeric(7, 4) NOT NULL CHECK (daily_interest_percent >= 0),
  processing_fee_percent numeric(6, 3) NOT NULL CHECK (processing_fee_percent >= 0),
  period_days integer NOT NULL CHECK (period_days > 0),
  period_list integer[] NOT NULL,
  loan_processing_time text NOT NULL,
  score numeric(2, 1) NOT NULL CHECK (score BETWEEN 0 AND 5),
  slogan text NOT NULL,
  eligibility text[] NOT NULL,
  requirements text[] NOT NULL,
  -- 0: the product is served by an external site at h5_href.
  product_type integer NOT NULL DEFAULT 1,
  h5_href text NOT NULL DEFAULT '',
  is_full boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

-- Orders start here with what Home needs; the loan engine adds to this table.
CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id bigint NOT NULL REFERENCES products (id),
  state integer NOT NULL,
  loan_amount_paise bigint NOT NULL CHECK (loan_amount_paise > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_state ON orders (user_id, state);

CREATE TABLE faq_items (
  id bigserial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  content text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

-- Small named settings and copy (about-us, tracking config) edited by operators.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tracking_events (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  web_uuid text,
  project_name text NOT NULL,
  page_name text NOT NULL,
  behavior text NOT NULL,
  value text NOT NULL,
  event_time timestamptz NOT NULL,
  trigger_time timestamptz,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_events_received ON tracking_events (received_at);

CREATE TABLE device_reports (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_reports_user_kind ON device_reports (user_id, kind, created_at DESC);
