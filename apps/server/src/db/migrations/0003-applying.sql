-- Applying for a loan: bank accounts and the IFSC directory, priced orders with idempotent
-- applies, decision rules and decisions, the Key Fact Statement, and operators.

-- Banks and branches of the IFSC finder (seeded from a data file; the RBI list fills it fully).
CREATE TABLE ifsc_banks (
  id serial PRIMARY KEY,
  -- The first four letters of the bank's IFSC codes.
  code text NOT NULL UNIQUE,
  name text NOT NULL
);
CREATE TABLE ifsc_branches (
  ifsc text PRIMARY KEY,
  bank_id integer NOT NULL REFERENCES ifsc_banks (id),
  state text NOT NULL,
  district text NOT NULL,
  city text NOT NULL,
  branch text NOT NULL,
  address text NOT NULL DEFAULT ''
);
CREATE INDEX ifsc_branches_lookup ON ifsc_branches (bank_id, state, city);

-- A borrower's bank accounts. The number is kept for payouts; only its last four digits are shown.
CREATE TABLE bank_cards (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  ifsc text NOT NULL,
  account_no text NOT NULL,
  -- HMAC of IFSC + account, to see the same account on several borrowers (a fraud signal).
  account_lookup text NOT NULL,
  client_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, account_lookup)
);
CREATE INDEX bank_cards_lookup ON bank_cards (account_lookup);

-- The price of an order, fixed when it is applied for (paise; rates as numeric percent).
ALTER TABLE orders
  ADD COLUMN order_no text UNIQUE,
  ADD COLUMN bank_card_id bigint REFERENCES bank_cards (id),
  ADD COLUMN period_days integer,
  ADD COLUMN daily_rate_percent numeric(8, 4),
  ADD COLUMN processing_fee_percent numeric(8, 4),
  ADD COLUMN interest_paise bigint,
  ADD COLUMN processing_fee_paise bigint,
  ADD COLUMN gst_paise bigint,
  ADD COLUMN received_paise bigint,
  ADD COLUMN repayment_paise bigint,
  ADD COLUMN auto_money smallint NOT NULL DEFAULT 1,
  ADD COLUMN idempotency_key text,
  -- Automatic review: not before this time.
  ADD COLUMN decide_after timestamptz,
  ADD COLUMN decided_at timestamptz,
  -- The rule checks as last evaluated, for operators.
  ADD COLUMN checks jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN kfs_accepted_at timestamptz,
  ADD COLUMN kfs_snapshot jsonb;
CREATE UNIQUE INDEX orders_idempotency ON orders (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
-- One active order per borrower and product, even under concurrent applies.
CREATE UNIQUE INDEX orders_one_active_per_product ON orders (user_id, product_id)
  WHERE state IN (1, 2, 4, 6, 8);
CREATE INDEX orders_due_for_review ON orders (decide_after) WHERE state = 1;

-- Per product: how applications are decided (operator-editable).
CREATE TABLE product_decision_rules (
  product_id bigint PRIMARY KEY REFERENCES products (id),
  rules jsonb NOT NULL,
  -- 1: this product's applications continue in the native app (apply answers -107 on the web).
  continue_in_app smallint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Operators of the back office, their sessions, and every decision they (or the rules) took.
CREATE TABLE operators (
  id bigserial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  -- scrypt: salt and hash, hex.
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('viewer', 'reviewer', 'admin')),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE TABLE order_decisions (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  decision text NOT NULL CHECK (decision IN ('approve', 'deny')),
  -- An operator's username, or 'rules' for the automatic review.
  decided_by text NOT NULL,
  reason text NOT NULL,
  approved_amount_paise bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_decisions_order ON order_decisions (order_id, created_at);
