-- Borrowers' complaints (RBI Integrated Ombudsman Scheme: resolve within 30 days, after which the
-- borrower may go to the RBI Ombudsman) and the history of each, appended, never changed.
CREATE TABLE complaints (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  order_id bigint REFERENCES orders (id),
  category text NOT NULL CHECK (category IN ('recovery_conduct', 'charges_and_fees', 'disbursal',
    'repayment_not_credited', 'data_privacy', 'kyc', 'other')),
  channel text NOT NULL CHECK (channel IN ('phone', 'email', 'app', 'letter', 'walk-in')),
  description text NOT NULL CHECK (char_length(description) BETWEEN 10 AND 2000),
  status text NOT NULL CHECK (status IN ('open', 'in_progress', 'resolved', 'escalated')),
  received_at timestamptz NOT NULL,
  -- The end of the 30th calendar day (India) after received_at: overdue from then on.
  due_at timestamptz NOT NULL CHECK (due_at > received_at),
  assigned_to bigint REFERENCES operators (id),
  resolution text,
  resolved_at timestamptz,
  created_by bigint NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  CHECK ((status = 'resolved') = (resolution IS NOT NULL AND resolved_at IS NOT NULL))
);
-- GET /ops/v1/complaints: oldest due first, the cursor the last (due_at, id).
CREATE INDEX complaints_due ON complaints (due_at, id);
CREATE INDEX complaints_status_due ON complaints (status, due_at, id);
CREATE INDEX complaints_user ON complaints (user_id);

CREATE TABLE complaint_events (
  id bigserial PRIMARY KEY,
  complaint_id bigint NOT NULL REFERENCES complaints (id),
  at timestamptz NOT NULL,
  operator_id bigint NOT NULL REFERENCES operators (id),
  -- The operator's username then.
  operator_username text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('created', 'assigned', 'status', 'note')),
  detail text NOT NULL
);
CREATE INDEX complaint_events_complaint ON complaint_events (complaint_id, at, id);
