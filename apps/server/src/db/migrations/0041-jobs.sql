-- The one background-job system (domains/jobs): durable jobs claimed by one process at a time.
-- A job is queued, running under a lease (locked_until, locked_by), then done or dead. A process
-- killed mid-job leaves its lease to expire; another claims the job again (decision 0014).
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  -- Unique over all jobs and kept after the job is done: a second enqueue of the same key does
  -- nothing, so work asked for twice runs once.
  key text NOT NULL UNIQUE,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'dead')),
  -- Claims so far, the expired ones included; reset when an operator retries a dead job.
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  -- A recurring job (one row per kind, key recurring:<kind>) runs again this long after each run
  -- and is never dead-lettered; NULL for a one-off job.
  every_ms integer CHECK (every_ms > 0),
  run_at timestamptz NOT NULL,
  locked_until timestamptz,
  locked_by text,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz
);

-- Claiming: due queued jobs in run_at order, and running ones whose lease ran out (few rows).
CREATE INDEX jobs_claim ON jobs (state, run_at);
-- The operators' list: by state, latest change first (keyset pages on updated_at, id).
CREATE INDEX jobs_state_updated ON jobs (state, updated_at DESC, id DESC);
