-- Money: the order state machine's history, a double-entry ledger in paise, payouts to the
-- borrower's account, payment links and their webhook events, and due-date extensions.

-- Every state change of an order, written in the same transaction as its ledger entries.
CREATE TABLE order_transitions (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  from_state integer NOT NULL,
  to_state integer NOT NULL,
  -- Who or what moved it: a borrower action, an operator, 'rules', 'scheduler', a provider event.
  actor text NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_transitions_order ON order_transitions (order_id, id);

-- Double entry: each posting (posting_id) has entries whose debits equal their credits.
-- Entries are only ever inserted; balances are sums over them.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  posting_id uuid NOT NULL,
  order_id bigint NOT NULL REFERENCES orders (id),
  account text NOT NULL,
  side text NOT NULL CHECK (side IN ('debit', 'credit')),
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  -- What the posting records: disbursal, processing_fee, gst, interest, overdue_fee,
  -- extension_fee, payment, …
  kind text NOT NULL,
  -- The payment event, payout or job run behind it.
  reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_order ON ledger_entries (order_id, account);
CREATE INDEX ledger_entries_posting ON ledger_entries (posting_id);
CREATE RULE ledger_entries_no_update AS ON UPDATE TO ledger_entries DO INSTEAD NOTHING;
CREATE RULE ledger_entries_no_delete AS ON DELETE TO ledger_entries DO INSTEAD NOTHING;

-- Loan dates, set at disbursal and by extensions; overdue bookkeeping.
ALTER TABLE orders
  ADD COLUMN loan_date timestamptz,
  ADD COLUMN due_date date,
  -- The last day an overdue fee was charged for (one charge per day, never twice).
  ADD COLUMN overdue_fee_through date,
  ADD COLUMN settled_at timestamptz;
CREATE INDEX orders_due ON orders (due_date) WHERE state IN (6, 11);

-- Money sent to the borrower's bank account.
CREATE TABLE payouts (
  id uuid PRIMARY KEY,
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id),
  provider text NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  ifsc text NOT NULL,
  account_no text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'paid', 'failed')),
  provider_reference text,
  failure_reason text,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payouts_due ON payouts (next_attempt_at) WHERE status IN ('pending', 'processing');

-- Payment links the borrower pays through (repayment or an extension fee).
CREATE TABLE payment_links (
  id uuid PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  purpose text NOT NULL CHECK (purpose IN ('repayment', 'extension')),
  extension_id bigint,
  provider text NOT NULL,
  provider_link_id text NOT NULL UNIQUE,
  url text NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  status text NOT NULL CHECK (status IN ('created', 'paid', 'cancelled', 'expired')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_links_order ON payment_links (order_id, created_at DESC);

-- Webhook events already applied: the same event delivered again changes nothing.
CREATE TABLE payment_events (
  event_id text PRIMARY KEY,
  provider text NOT NULL,
  link_id uuid REFERENCES payment_links (id),
  amount_paise bigint NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Due-date extensions: requested, then paid within 24 hours (or lapsed / given up).
CREATE TABLE order_extensions (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'lapsed', 'given_up')),
  fee_paise bigint NOT NULL CHECK (fee_paise > 0),
  service_fee_paise bigint NOT NULL,
  overdue_fee_paise bigint NOT NULL,
  interest_paise bigint NOT NULL,
  already_paid_paise bigint NOT NULL DEFAULT 0,
  requested_at timestamptz NOT NULL,
  pay_by timestamptz NOT NULL,
  new_due_date date NOT NULL,
  paid_at timestamptz,
  consented_at timestamptz
);
CREATE UNIQUE INDEX order_extensions_one_pending ON order_extensions (order_id) WHERE status = 'pending';
