-- An idempotency key per message reaches the SMS gateway; the sandbox outbox keeps it, so a
-- second send with the same key stores nothing and answers the first message's id.
ALTER TABLE sms_messages ADD COLUMN idempotency_key text;
ALTER TABLE sms_messages ADD COLUMN template_id text;
CREATE UNIQUE INDEX sms_messages_idempotency ON sms_messages (idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- What the WhatsApp sandbox sent (the development outbox), like sms_messages for SMS.
CREATE TABLE whatsapp_messages (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  template text NOT NULL,
  parameters jsonb NOT NULL,
  body text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  provider_message_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX whatsapp_messages_phone_created ON whatsapp_messages (phone, created_at DESC);
