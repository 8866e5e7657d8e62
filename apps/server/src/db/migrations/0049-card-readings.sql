-- Card reading as a job (issue 20): the API process records a reading request and queues an
-- `ocr.read` job in one transaction; an OCR worker (any process) reads the card and writes the
-- result here and into user_identity in one transaction, only while the request is still queued.
CREATE TABLE card_readings (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  card text NOT NULL CHECK (card IN ('aadhaarFront', 'aadhaarBack', 'pan')),
  file_id uuid NOT NULL REFERENCES uploaded_files (id),
  -- queued: waits for a worker; done: read (or found unreadable); cancelled: the borrower gave up
  -- (abandoned), uploaded the same card again (superseded) or came when too many cards were
  -- ahead (refused, answered busy).
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'done', 'cancelled')),
  cancel_reason text CHECK (cancel_reason IN ('abandoned', 'superseded', 'refused')),
  -- What was read (the full Aadhaar number only encrypted, in user_identity).
  name text,
  aadhaar_last4 text,
  pan text,
  unreadable boolean NOT NULL DEFAULT false,
  -- How long the worker took to read it (the busy estimate) and which worker it was.
  read_ms integer,
  worker_id text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
-- The queue length of the busy check and the supersede of a re-upload.
CREATE INDEX card_readings_queued ON card_readings (user_id, card) WHERE state = 'queued';
-- The recent per-card time of the busy check.
CREATE INDEX card_readings_finished ON card_readings (finished_at DESC) WHERE state = 'done';
