-- A stale edit is refused: the console sends the revision it loaded and the server answers 409
-- when the record changed since. Every write of a setting or of an operator's role or status
-- counts one revision up.
ALTER TABLE app_settings ADD COLUMN revision integer NOT NULL DEFAULT 1;
ALTER TABLE operators ADD COLUMN revision integer NOT NULL DEFAULT 1;
