-- Loans in the operations console: the search's keyset orders (newest application first, or
-- earliest due date first), its filters, and operators' notes on an order.

-- GET /ops/v1/loans: ORDER BY created_at DESC, id DESC, the cursor the last (created_at, id).
CREATE INDEX orders_newest ON orders (created_at DESC, id DESC);
-- sort=dueDate: orders without a due date (not paid out) last, the cursor the last (key, id).
CREATE INDEX orders_by_due_date ON orders ((COALESCE(due_date, DATE '9999-12-31')), id);
CREATE INDEX orders_product_newest ON orders (product_id, created_at DESC, id DESC);
CREATE INDEX orders_state_newest ON orders (state, created_at DESC, id DESC);

-- Notes operators write on an order: appended, never edited (each is also in the audit log).
CREATE TABLE order_notes (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  operator_id bigint NOT NULL REFERENCES operators (id),
  -- The operator's username then.
  operator_username text NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL
);
CREATE INDEX order_notes_order ON order_notes (order_id, created_at DESC, id DESC);
