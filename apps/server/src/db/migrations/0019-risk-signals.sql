-- The fraud check (GET /order/v1/fraud-check): where an application came from, and the signals
-- computed for it, kept for operators.
ALTER TABLE orders ADD COLUMN apply_ip text;
ALTER TABLE orders ADD COLUMN apply_device text;
CREATE INDEX orders_apply_ip ON orders (apply_ip, created_at) WHERE apply_ip IS NOT NULL;
CREATE INDEX orders_apply_device ON orders (apply_device, created_at) WHERE apply_device IS NOT NULL;
CREATE INDEX user_identity_pan ON user_identity (pan_no) WHERE pan_no IS NOT NULL;
CREATE INDEX tracking_events_user_web_uuid ON tracking_events (user_id, web_uuid)
  WHERE user_id IS NOT NULL;

CREATE TABLE order_risk_signals (
  order_id bigint NOT NULL REFERENCES orders (id),
  signal text NOT NULL,
  action text NOT NULL CHECK (action IN ('deny', 'review', 'ignore')),
  matches jsonb NOT NULL,
  computed_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, signal)
);
