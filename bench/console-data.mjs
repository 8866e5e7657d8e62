// Data generator for the operations-console bench: `node bench/console-data.mjs`.
//
// Seeds a PostgreSQL schema (default bench_console, BENCH_SCHEMA) with 300,000 borrowers and
// 1,000,000 orders spread over the last 180 days, with the ledger the owed figures and the
// dashboard read. Steps:
//   1. drop and recreate the schema (so a run always starts from nothing),
//   2. start the real server once against it: migrations and the development seed run,
//   3. generate with a few set-based statements (INSERT … SELECT … FROM generate_series),
//   4. ANALYZE.
// Needs DATABASE_URL (a PostgreSQL server; PGlite is not the point here). See bench/README.md.

import pg from 'pg';
import { startBenchServer } from './bench-server.mjs';

const DATABASE_URL = process.env.DATABASE_URL;
const SCHEMA = process.env.BENCH_SCHEMA || 'bench_console';
const BORROWERS = Number(process.env.BENCH_BORROWERS || 300_000);
const ORDERS = Number(process.env.BENCH_ORDERS || 1_000_000);

if (!DATABASE_URL) {
  console.error('console-data: DATABASE_URL is required (a PostgreSQL server to fill).');
  process.exit(2);
}
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(SCHEMA)) {
  console.error(`console-data: BENCH_SCHEMA must be lowercase letters, digits and _: ${SCHEMA}`);
  process.exit(2);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

async function main() {
  const started = Date.now();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await step('recreate schema', () =>
      client.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE; CREATE SCHEMA "${SCHEMA}"`),
    );
    await step('migrations + seed (server start)', migrateAndSeed);
    await client.query(`SET search_path TO "${SCHEMA}"`);
    // Large statements on a small machine: more memory per sort, no synchronous commit wait.
    await client.query(`SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'`);
    await client.query('SET synchronous_commit = off');
    await client.query('SELECT setseed(0.42)');
    await generate(client);
    // VACUUM as autovacuum would after a bulk load: it sets the visibility map, which index-only
    // scans need.
    await step('vacuum analyze', async () => {
      await client.query(`VACUUM (ANALYZE) ${[...BULK_TABLES, 'ledger_daily'].join(', ')}`);
      await client.query('ANALYZE');
    });
    const counts = await client.query(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM orders)::int AS orders,
         (SELECT count(*) FROM ledger_entries)::int AS ledger_entries,
         (SELECT count(*) FROM order_decisions)::int AS decisions`,
    );
    console.log(`console-data: ${JSON.stringify(counts.rows[0])}`);
    const balance = await client.query(
      `SELECT sum(CASE side WHEN 'debit' THEN amount_paise ELSE -amount_paise END)::bigint AS diff
       FROM ledger_entries`,
    );
    if (Number(balance.rows[0].diff) !== 0) throw new Error('ledger does not balance');
    await step('check the kept figures against the ledger', () => checkKeptFigures(client));
  } finally {
    await client.end();
  }
  console.log(`console-data: done in ${seconds(started)} s (schema ${SCHEMA})`);
}

/**
 * The dashboard's kept figures (migration 0044: ledger_daily and orders.receivable_paise) are
 * written by the database with the ledger entries, here too; they must equal the ledger summed.
 */
async function checkKeptFigures(client) {
  const { rows: days } = await client.query(
    `WITH kept AS (SELECT day, kind, account, side, amount_paise, entries, postings
         FROM ledger_daily),
       summed AS (SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date,
           kind, account, side, sum(amount_paise), count(*), count(DISTINCT posting_id)
         FROM ledger_entries GROUP BY 1, 2, 3, 4)
     SELECT count(*)::int AS differing FROM ((TABLE kept EXCEPT TABLE summed)
       UNION ALL (TABLE summed EXCEPT TABLE kept)) d`,
  );
  if (days[0].differing !== 0) throw new Error('ledger_daily differs from the ledger');
  const { rows: orders } = await client.query(
    `SELECT count(*)::int AS differing FROM orders o
     LEFT JOIN (SELECT order_id,
         sum(CASE side WHEN 'debit' THEN amount_paise ELSE -amount_paise END) AS owed
       FROM ledger_entries WHERE account = 'loan_receivable' GROUP BY order_id) r
       ON r.order_id = o.id
     WHERE o.receivable_paise <> COALESCE(r.owed, 0)`,
  );
  if (orders[0].differing !== 0) throw new Error('orders.receivable_paise differs from the ledger');
}

async function step(name, fn) {
  const started = Date.now();
  process.stdout.write(`console-data: ${name}… `);
  const result = await fn();
  console.log(`${seconds(started)} s`);
  return result;
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

// ---------------------------------------------------------------------------------------------
// Generation

/** Indexes that back no constraint: dropped before the bulk insert and built again after. */
const BULK_TABLES = [
  'users',
  'user_identity',
  'bank_cards',
  'orders',
  'order_decisions',
  'ledger_entries',
];

async function generate(client) {
  const { rows: saved } = await client.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = $1 AND i.tablename = ANY($2::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname
         AND c.connamespace = $1::regnamespace)`,
    [SCHEMA, BULK_TABLES],
  );
  await step(`drop ${saved.length} secondary indexes`, async () => {
    for (const index of saved) await client.query(`DROP INDEX "${index.indexname}"`);
  });

  const { rows: products } = await client.query('SELECT id FROM products ORDER BY id');
  if (products.length < 4) throw new Error('the seed made fewer than 4 products');
  const productIds = products.slice(0, 4).map((row) => Number(row.id));

  // Borrowers: phones 918xxxxxxxxx (the demo seed uses other numbers), ids in one run.
  await step(`users (${BORROWERS})`, () =>
    client.query(
      `INSERT INTO users (phone, created_at, last_login_at)
       SELECT '918' || lpad(g::text, 9, '0'),
         now() - interval '200 days' + (g::float8 / $1) * interval '190 days',
         now() - random() * interval '30 days'
       FROM generate_series(1, $1) g`,
      [BORROWERS],
    ),
  );
  await client.query(
    `CREATE TEMP TABLE bench_borrowers AS
     SELECT (substr(phone, 4))::int AS n, id AS user_id FROM users WHERE phone LIKE '918%'`,
  );
  await client.query('CREATE UNIQUE INDEX ON bench_borrowers (n)');
  await client.query('ANALYZE bench_borrowers');

  await step('identities (names, PANs)', () =>
    client.query(
      `INSERT INTO user_identity (user_id, real_name, pan_no, kyc_method, aadhaar_last4,
         kyc_completed_at, updated_at)
       SELECT b.user_id,
         (ARRAY['Aarav','Vivaan','Aditya','Vihaan','Arjun','Sai','Reyansh','Ayaan','Krishna',
           'Ishaan','Rohan','Rahul','Amit','Suresh','Ramesh','Priya','Ananya','Diya','Saanvi',
           'Aadhya','Kavya','Meera','Pooja','Neha','Sunita','Lakshmi','Deepa','Fatima','Imran',
           'Joseph','Mary','Harpreet','Gurpreet','Manoj','Vijay','Anil','Sanjay','Ravi','Kiran',
           'Divya'])[1 + b.n % 40] || ' ' ||
         (ARRAY['Sharma','Verma','Gupta','Singh','Kumar','Patel','Shah','Reddy','Rao','Nair',
           'Iyer','Menon','Pillai','Das','Bose','Banerjee','Chatterjee','Mukherjee','Ghosh',
           'Yadav','Jain','Agarwal','Mehta','Joshi','Kulkarni','Deshpande','Patil','Pawar',
           'Khan','Ansari','Sheikh','Fernandes','DSouza','Gill','Sandhu','Naidu','Chauhan',
           'Thakur','Mishra','Pandey'])[1 + (b.n / 40) % 40],
         chr(65 + (b.n / 17576) % 26) || chr(65 + (b.n / 676) % 26) || chr(65 + (b.n / 26) % 26)
           || 'P' || chr(65 + b.n % 26) || lpad((b.n % 10000)::text, 4, '0')
           || chr(65 + (b.n / 10000) % 26),
         'upload', lpad((b.n % 10000)::text, 4, '0'), u.created_at + interval '10 minutes', now()
       FROM bench_borrowers b JOIN users u ON u.id = b.user_id`,
    ),
  );
  await step('bank cards', () =>
    client.query(
      `INSERT INTO bank_cards (user_id, ifsc, account_no, account_lookup, created_at)
       SELECT b.user_id, 'SBIN000' || lpad((b.n % 10000)::text, 4, '0'),
         '3' || lpad(b.n::text, 11, '0'), md5('bench-account-' || b.n), now() - interval '200 days'
       FROM bench_borrowers b`,
    ),
  );

  // Orders. Order g belongs to borrower ((g-1) % B) + 1 and is that borrower's k-th order
  // (k = (g-1) / B) on product k: one borrower never has two orders on one product, so the
  // one-active-order-per-product index holds whatever the states. States by a hash of g:
  //   1.0 % auditing (last 2 days), 15 % denied, 1 % payout failed, 6 % loaned (not due yet),
  //   4 % overdued (1–150 days past due), 0.5 % extension (due ahead), the rest (~72.5 %) settled.
  await step(`orders (${ORDERS})`, () =>
    client.query(
      `INSERT INTO orders (user_id, product_id, state, loan_amount_paise, created_at, updated_at,
         order_no, bank_card_id, period_days, daily_rate_percent, processing_fee_percent,
         interest_paise, processing_fee_paise, gst_paise, received_paise, repayment_paise,
         decide_after, decided_at, purpose, loan_date, due_date, settled_at, kfs_accepted_at)
       SELECT x.user_id, x.product_id, x.state, x.amount, x.created_at, x.created_at,
         'SRL' || to_char(x.created_at, 'YYMMDD') || lpad(x.g::text, 8, '0'), x.card_id,
         x.period, 0.1, 8, x.amount * x.period / 1000, x.amount * 8 / 100,
         x.amount * 8 / 100 * 18 / 100, x.amount - x.amount * 8 / 100 - x.amount * 8 / 100 * 18 / 100,
         x.amount + x.amount * x.period / 1000,
         CASE WHEN x.state = 1 THEN x.created_at + interval '30 minutes' END,
         CASE WHEN x.state <> 1 THEN x.created_at + interval '20 minutes' END,
         (ARRAY['Shopping','Medical treatment','Education','Tourism','Living expenses',
           'Purchase of vehicles'])[1 + x.g % 6],
         CASE WHEN x.state IN (6, 7, 8, 11) THEN x.created_at + interval '1 hour' END,
         CASE WHEN x.state IN (6, 7, 8, 11) THEN (x.created_at + interval '1 hour')::date + x.period END,
         CASE WHEN x.state = 7 THEN LEAST(now(), x.created_at + interval '1 hour'
           + (x.period * random()) * interval '1 day') END,
         x.created_at + interval '5 minutes'
       FROM (
         SELECT s.*, b.user_id, c.id AS card_id,
           ($3::bigint[])[1 + (s.g - 1) / $2 % 4] AS product_id,
           (ARRAY[300000, 500000, 500000, 800000, 1000000, 1500000, 2000000])[1 + s.g % 7]::bigint
             AS amount,
           CASE s.state
             WHEN 1 THEN now() - random() * interval '2 days'
             -- Not yet due: paid out within the last period.
             WHEN 6 THEN now() - random() * (s.period - 1) * interval '1 day' - interval '2 hours'
             WHEN 11 THEN now() - random() * (s.period - 1) * interval '1 day' - interval '2 hours'
             -- 1 to 150 days past due (skewed towards the early buckets).
             WHEN 8 THEN now() - (s.period + 1 + floor(150 * power(random(), 2))) * interval '1 day'
               - interval '2 hours'
             ELSE now() - interval '180 days' + random() * interval '178 days'
           END AS created_at
         FROM (
           SELECT g, CASE WHEN h < 10 THEN 1 WHEN h < 160 THEN 3 WHEN h < 170 THEN 5
               WHEN h < 230 THEN 6 WHEN h < 270 THEN 8 WHEN h < 275 THEN 11 ELSE 7 END AS state,
             CASE WHEN g % 3 = 0 THEN 14 ELSE 7 END AS period
           FROM (SELECT g, ((g::bigint * 2654435761) % 1000)::int AS h
                 FROM generate_series(1, $1) g) hashed
         ) s
         JOIN bench_borrowers b ON b.n = (s.g - 1) % $2 + 1
         JOIN bank_cards c ON c.user_id = b.user_id
       ) x`,
      [ORDERS, BORROWERS, productIds],
    ),
  );

  await step('decisions', () =>
    client.query(
      `INSERT INTO order_decisions (order_id, decision, decided_by, reason, approved_amount_paise,
         created_at)
       SELECT id, CASE WHEN state = 3 THEN 'deny' ELSE 'approve' END, 'rules',
         CASE WHEN state = 3 THEN 'A rule did not pass' ELSE 'All rules passed' END,
         CASE WHEN state = 3 THEN NULL ELSE loan_amount_paise END, decided_at
       FROM orders WHERE decided_at IS NOT NULL`,
    ),
  );

  // The ledger of every paid-out order (loaned, settled, overdued, extension), as the server
  // posts it: the disbursal (Dr receivable principal; Cr bank what was sent, fee income, GST),
  // interest (Dr receivable, Cr interest income) and, for settled orders, the repayment
  // (Dr bank, Cr receivable) of the whole amount. Every posting balances. The database's
  // trigger (migration 0044) keeps the daily totals and each order's receivable as it goes.
  await step('ledger entries', () =>
    client.query(
      `INSERT INTO ledger_entries (posting_id, order_id, account, side, amount_paise, kind,
         reference, created_at)
       SELECT e.posting_id, o.id, e.account, e.side, e.amount, e.kind, e.reference, e.at
       FROM (SELECT o.*, gen_random_uuid() AS disbursal_id, gen_random_uuid() AS interest_id,
               gen_random_uuid() AS payment_id
             FROM orders o WHERE o.state IN (6, 7, 8, 11)) o
       CROSS JOIN LATERAL (VALUES
         (o.disbursal_id, 'loan_receivable', 'debit', o.loan_amount_paise, 'disbursal',
           'payout-' || o.id, o.loan_date),
         (o.disbursal_id, 'bank', 'credit', o.received_paise, 'disbursal', 'payout-' || o.id,
           o.loan_date),
         (o.disbursal_id, 'fee_income', 'credit', o.processing_fee_paise, 'processing_fee',
           'payout-' || o.id, o.loan_date),
         (o.disbursal_id, 'gst_payable', 'credit', o.gst_paise, 'gst', 'payout-' || o.id,
           o.loan_date),
         (o.interest_id, 'loan_receivable', 'debit', o.interest_paise, 'interest',
           'payout-' || o.id, o.loan_date),
         (o.interest_id, 'interest_income', 'credit', o.interest_paise, 'interest',
           'payout-' || o.id, o.loan_date),
         (o.payment_id, 'bank', 'debit', o.repayment_paise, 'payment', 'pay-' || o.id,
           o.settled_at),
         (o.payment_id, 'loan_receivable', 'credit', o.repayment_paise, 'payment', 'pay-' || o.id,
           o.settled_at)
       ) AS e(posting_id, account, side, amount, kind, reference, at)
       WHERE e.at IS NOT NULL AND e.amount > 0`,
    ),
  );

  await step(`rebuild ${saved.length} secondary indexes`, async () => {
    for (const index of saved) await client.query(index.indexdef);
  });
}

// ---------------------------------------------------------------------------------------------
// Migrations and seed: the real server, started once against the schema

async function migrateAndSeed() {
  // The migrations and the seed run when the server starts; then it is stopped again.
  const server = await startBenchServer({ databaseUrl: DATABASE_URL, schema: SCHEMA });
  await server.stop();
}
