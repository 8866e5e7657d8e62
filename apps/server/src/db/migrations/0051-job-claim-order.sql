-- The job claim takes the due queued jobs in (run_at, id) order straight from this index, a few
-- at a time, instead of sorting every due job on each claim: with 20,000 messages queued at once
-- (the reminder sweep) the old (state, run_at) index made each claim read and sort all of them.
CREATE INDEX jobs_due ON jobs (state, run_at, id);
DROP INDEX jobs_claim;
