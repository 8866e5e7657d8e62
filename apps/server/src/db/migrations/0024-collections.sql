-- Collections: late loans assigned to a recovery agent (an operator of the collections role),
-- promises to pay and every contact with the borrower. The borrower is told the agent's details
-- by SMS at assignment (agent_notified_at), before any contact (RBI fair-practice code).
CREATE TABLE collection_assignments (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  agent_operator_id bigint NOT NULL REFERENCES operators (id),
  assigned_by bigint NOT NULL REFERENCES operators (id),
  assigned_at timestamptz NOT NULL,
  agent_notified_at timestamptz
);
-- The newest row of an order is its current assignment.
CREATE INDEX collection_assignments_order ON collection_assignments (order_id, id);

CREATE TABLE promises_to_pay (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  promised_date date NOT NULL,
  created_by bigint NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'kept', 'broken')),
  resolved_at timestamptz
);
-- One open promise per order.
CREATE UNIQUE INDEX promises_to_pay_one_open ON promises_to_pay (order_id) WHERE status = 'open';
CREATE INDEX promises_to_pay_order ON promises_to_pay (order_id, created_at);

CREATE TABLE collection_contacts (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  operator_id bigint NOT NULL REFERENCES operators (id),
  channel text NOT NULL CHECK (channel IN ('call', 'sms', 'visit')),
  outcome text NOT NULL
    CHECK (outcome IN ('reached', 'no_answer', 'promised', 'refused', 'wrong_number')),
  note text,
  contacted_at timestamptz NOT NULL
);
CREATE INDEX collection_contacts_order ON collection_contacts (order_id, contacted_at);
