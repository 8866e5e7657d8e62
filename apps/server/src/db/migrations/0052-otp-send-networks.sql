-- The client network a login-code send is counted against: an IPv4 address as it is, an IPv6
-- address as its /64 (one home or phone, which picks new addresses inside it at will). The
-- per-address budget counts by this column; ip keeps the exact address. Older rows count as
-- their own address, which is what they were counted as when sent.
ALTER TABLE otp_sends ADD COLUMN network text;
UPDATE otp_sends SET network = ip;
ALTER TABLE otp_sends ALTER COLUMN network SET NOT NULL;
CREATE INDEX otp_sends_network_created ON otp_sends (network, created_at DESC);
DROP INDEX otp_sends_ip_created;
