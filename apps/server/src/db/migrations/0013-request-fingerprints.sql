-- An apply's idempotency key remembers the request it came with (SHA-256 of the body), so the
-- same key with another body is refused instead of answering with the first order.
ALTER TABLE orders ADD COLUMN idempotency_request_hash text;
