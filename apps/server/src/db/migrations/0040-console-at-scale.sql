-- The operations console at scale (bench/console-scale.mjs: 1,000,000 orders of 300,000
-- borrowers). Each index serves one query of the console; see bench/README.md for the figures.

-- Loan search by PAN: upper(pan_no) = $1 (the search compares upper case).
CREATE INDEX user_identity_pan_upper ON user_identity (upper(pan_no));
-- An expression index has statistics of its own only once analysed; without them the planner
-- walks every order newest first instead.
ANALYZE user_identity;

-- Open loans by due date (the states of OPEN_LOAN_STATES): the collections queue in keyset order
-- and the dashboard's late loans. orders_due (0004) leaves out Overdued (8).
CREATE INDEX orders_open_due ON orders (due_date, id) WHERE state IN (6, 8, 11);
-- The loan search filtered on open states (one or several), in either sort: a btree cannot walk
-- orders_state_newest in order for several states at once (state = ANY), these can.
CREATE INDEX orders_open_newest ON orders (created_at DESC, id DESC) WHERE state IN (6, 8, 11);
CREATE INDEX orders_open_due_key ON orders ((COALESCE(due_date, DATE '9999-12-31')), id)
  WHERE state IN (6, 8, 11);

-- What each order owes, read straight from the index (withMoney, late loans, the owed figure).
DROP INDEX ledger_entries_order;
CREATE INDEX ledger_entries_order ON ledger_entries (order_id, account) INCLUDE (side, amount_paise, kind);

-- The dashboard's period sums (disbursals, repayments since a day) and the outstanding book.
CREATE INDEX ledger_entries_kind_time ON ledger_entries (kind, created_at)
  INCLUDE (account, side, amount_paise, order_id, posting_id);
CREATE INDEX ledger_entries_account ON ledger_entries (account, side) INCLUDE (amount_paise);

-- The dashboard's approvals and denials since a day.
CREATE INDEX order_decisions_decision_time ON order_decisions (decision, created_at);
