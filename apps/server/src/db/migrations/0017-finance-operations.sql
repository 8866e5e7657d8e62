-- Finance operations (issue 14): failed payouts retried or cancelled by operators, maker-checker
-- requests (manual repayments, overdue-fee waivers).

-- A cancelled payout is ended by an operator; it is never sent again.
ALTER TABLE payouts DROP CONSTRAINT payouts_status_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_status_check
  CHECK (status IN ('pending', 'processing', 'paid', 'failed', 'cancelled'));
-- The idempotency key of the current send: a retried payout is a new send to the provider (the
-- old key would answer the old failure); null means the payout id itself.
ALTER TABLE payouts ADD COLUMN send_key uuid;
-- How many times operators re-queued it.
ALTER TABLE payouts ADD COLUMN operator_retries integer NOT NULL DEFAULT 0;
CREATE INDEX payouts_by_status ON payouts (status, updated_at DESC, id DESC);

-- One operator asks (maker), another decides (checker); money moves only on approval.
CREATE TABLE finance_requests (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('manual_repayment', 'fee_waiver')),
  order_id bigint NOT NULL REFERENCES orders (id),
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  -- Manual repayments: the bank transfer's reference and the day it arrived.
  bank_reference text,
  received_on date,
  -- Waivers: why.
  reason text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  maker_id bigint NOT NULL REFERENCES operators (id),
  maker_username text NOT NULL,
  checker_id bigint REFERENCES operators (id),
  checker_username text,
  decision_reason text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK (kind <> 'manual_repayment' OR (bank_reference IS NOT NULL AND received_on IS NOT NULL)),
  CHECK (kind <> 'fee_waiver' OR reason IS NOT NULL)
);
-- A bank transfer is credited once: its reference may not be asked for twice (a rejected request
-- frees it, e.g. after a typo in the amount).
CREATE UNIQUE INDEX finance_requests_bank_reference ON finance_requests (lower(bank_reference))
  WHERE kind = 'manual_repayment' AND status <> 'rejected';
CREATE INDEX finance_requests_by_status ON finance_requests (status, created_at DESC, id DESC);
