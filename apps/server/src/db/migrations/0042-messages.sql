-- Borrower notifications: one row per message and channel. The row is also the in-app inbox
-- item. idempotency_key (one per order, event, occurrence and channel) makes a repeated event
-- insert nothing, and the same key reaches the provider, so a retried delivery never sends twice.
CREATE TABLE messages (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  order_id bigint REFERENCES orders (id),
  event text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp', 'inapp')),
  template text NOT NULL,
  category text NOT NULL CHECK (category IN ('transactional', 'reminder', 'collection', 'marketing')),
  dlt_template_id text,
  body text NOT NULL,
  -- WhatsApp templates take their values as parameters, in the template's order.
  parameters jsonb NOT NULL DEFAULT '[]'::jsonb,
  link text,
  locale text NOT NULL DEFAULT 'en',
  idempotency_key text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('queued', 'held', 'sending', 'sent', 'delivered', 'failed')),
  provider text,
  provider_message_id text,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  send_after timestamptz NOT NULL,
  -- A resend names the message it repeats.
  resend_of bigint REFERENCES messages (id),
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  delivered_at timestamptz,
  read_at timestamptz
);
-- The borrower's inbox (keyset by created_at, id) and the operators' list per borrower.
CREATE INDEX messages_user_created ON messages (user_id, created_at DESC, id DESC);
CREATE INDEX messages_order ON messages (order_id, created_at DESC) WHERE order_id IS NOT NULL;
-- Delivery receipts name the provider's id.
CREATE INDEX messages_provider_id ON messages (provider, provider_message_id)
  WHERE provider_message_id IS NOT NULL;
CREATE INDEX messages_failed ON messages (created_at DESC, id DESC) WHERE status = 'failed';
-- Unread in-app count.
CREATE INDEX messages_unread ON messages (user_id) WHERE channel = 'inapp' AND read_at IS NULL;
-- Messages waiting for delivery (the temporary delivery adapter looks here).
CREATE INDEX messages_pending ON messages (send_after) WHERE status IN ('queued', 'held', 'sending');

-- Marketing messages only: service messages (loan, payments, reminders) cannot be opted out of.
ALTER TABLE users ADD COLUMN marketing_opt_out boolean NOT NULL DEFAULT false;
