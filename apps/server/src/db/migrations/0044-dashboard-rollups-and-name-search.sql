-- The operators' dashboard and loan search at scale (issue 14, bench/README.md; decision 0016).

-- Daily totals of the ledger: one row per day (India's calendar, UTC+05:30 all year), kind,
-- account and side, with the sum, the entries and the postings that made it. The dashboard's
-- period figures and the outstanding book are sums over these rows instead of over every entry.
CREATE TABLE ledger_daily (
  day date NOT NULL,
  kind text NOT NULL,
  account text NOT NULL,
  side text NOT NULL,
  amount_paise bigint NOT NULL,
  entries bigint NOT NULL,
  postings bigint NOT NULL,
  PRIMARY KEY (day, kind, account, side)
);

-- What each order owes (its loan_receivable: debits − credits), kept on the order so the
-- dashboard's late loans are read from one index (orders_open_due, below).
ALTER TABLE orders ADD COLUMN receivable_paise bigint NOT NULL DEFAULT 0;

-- Both are kept by the database in the statement that writes ledger entries, so they cannot
-- drift from the ledger whatever writes it (postings, imports, the bench generator).
-- ledger_entries is insert-only (0004's rules), so inserts are the only change to follow.
-- Rows are upserted in key order so concurrent postings take the rows' locks in one order.
CREATE FUNCTION ledger_entries_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily AS d (day, kind, account, side, amount_paise, entries, postings)
  SELECT ((e.created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date, e.kind,
    e.account, e.side, sum(e.amount_paise), count(*), count(DISTINCT e.posting_id)
  FROM new_entries e
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, kind, account, side) DO UPDATE SET
    amount_paise = d.amount_paise + EXCLUDED.amount_paise,
    entries = d.entries + EXCLUDED.entries,
    postings = d.postings + EXCLUDED.postings;
  UPDATE orders o SET receivable_paise = o.receivable_paise + r.delta
  FROM (
    SELECT order_id, sum(CASE side WHEN 'debit' THEN amount_paise ELSE -amount_paise END) AS delta
    FROM new_entries WHERE account = 'loan_receivable' GROUP BY order_id
  ) r
  WHERE o.id = r.order_id;
  RETURN NULL;
END
$$;

-- The figures of the ledger as it is now.
INSERT INTO ledger_daily (day, kind, account, side, amount_paise, entries, postings)
SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date, kind, account,
  side, sum(amount_paise), count(*), count(DISTINCT posting_id)
FROM ledger_entries
GROUP BY 1, 2, 3, 4;

UPDATE orders o SET receivable_paise = r.owed
FROM (
  SELECT order_id, sum(CASE side WHEN 'debit' THEN amount_paise ELSE -amount_paise END) AS owed
  FROM ledger_entries WHERE account = 'loan_receivable' GROUP BY order_id
) r
WHERE o.id = r.order_id;

CREATE TRIGGER ledger_entries_roll_up AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_roll_up();

-- Daily counts of applications (orders by the day they were made) and review decisions (by
-- decision): the dashboard's other period figures. Both tables are insert-only in the server
-- (orders change state, never their created_at).
CREATE TABLE daily_counts (
  day date NOT NULL,
  event text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (day, event)
);

CREATE FUNCTION daily_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    INSERT INTO daily_counts AS c (day, event, count)
    SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date, 'application',
      count(*)
    FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, event) DO UPDATE SET count = c.count + EXCLUDED.count;
  ELSE
    INSERT INTO daily_counts AS c (day, event, count)
    SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date,
      'decision:' || decision, count(*)
    FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, event) DO UPDATE SET count = c.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END
$$;

INSERT INTO daily_counts (day, event, count)
SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date, 'application',
  count(*)
FROM orders GROUP BY 1;
INSERT INTO daily_counts (day, event, count)
SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date,
  'decision:' || decision, count(*)
FROM order_decisions GROUP BY 1, 2;

CREATE TRIGGER orders_count_daily AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_add();
CREATE TRIGGER order_decisions_count_daily AFTER INSERT ON order_decisions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_add();

-- Late loans by due date with what each owes, from the index alone (the collections queue walks
-- the same index).
DROP INDEX orders_open_due;
CREATE INDEX orders_open_due ON orders (due_date, id) INCLUDE (receivable_paise)
  WHERE state IN (6, 8, 11);

-- The loan search by days past due, newest first: the open loans newest first with their due
-- date, so the walk filters on the index without reading each order.
DROP INDEX orders_open_newest;
CREATE INDEX orders_open_newest ON orders (created_at DESC, id DESC) INCLUDE (due_date)
  WHERE state IN (6, 8, 11);

-- The loan search by part of a name (LIKE '%…%'): a trigram index. pg_trgm goes into the public
-- schema, shared by every schema of the database (each test has its own schema and may drop
-- it), unless it is installed already; the index names its operator class where it is.
DO $$
DECLARE
  home text;
BEGIN
  SELECT n.nspname INTO home FROM pg_extension x JOIN pg_namespace n ON n.oid = x.extnamespace
  WHERE x.extname = 'pg_trgm';
  IF home IS NULL THEN
    BEGIN
      CREATE EXTENSION pg_trgm SCHEMA public;
    EXCEPTION WHEN unique_violation OR duplicate_object THEN
      -- Another schema's migration installed it at the same moment.
      NULL;
    END;
    SELECT n.nspname INTO home FROM pg_extension x JOIN pg_namespace n ON n.oid = x.extnamespace
    WHERE x.extname = 'pg_trgm';
  END IF;
  EXECUTE format(
    'CREATE INDEX user_identity_name_trgm ON user_identity
       USING gin (lower(COALESCE(real_name, recognized_name)) %I.gin_trgm_ops)',
    home);
END
$$;
ANALYZE user_identity;
ANALYZE orders;
