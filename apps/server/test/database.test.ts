import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { countRows } from './support/assertions';
import { createTestDatabase } from './support/test-app';
import { postgresLocation } from './support/postgres-location';

const DEMO_PHONES = ['919876543210', '919876543211'] as const;

async function counts(db: Database) {
  return {
    products: await countRows(db, 'SELECT 1 FROM products'),
    faqItems: await countRows(db, 'SELECT 1 FROM faq_items'),
    settings: await countRows(db, 'SELECT 1 FROM app_settings'),
    users: await countRows(db, 'SELECT 1 FROM users'),
    demoOrders: await countRows(
      db,
      'SELECT 1 FROM orders o JOIN users u ON u.id = o.user_id WHERE u.phone = ANY($1::text[])',
      [DEMO_PHONES],
    ),
  };
}

describe('migrate and seed on a fresh database', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it('migrate() applies every migration once, and nothing the second time', async () => {
    const first = await migrate(db);
    expect(first).toContain('0001-foundation.sql');
    expect(first).toEqual([...first].sort());
    expect(await migrate(db)).toEqual([]);
    const versions = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(versions.map((row) => row.version)).toEqual(first);
  });

  it('seed() twice leaves the same row counts', async () => {
    await seed(db, { demoData: true });
    const once = await counts(db);
    expect(once).toEqual({
      products: 4,
      faqItems: expect.any(Number),
      settings: 8,
      users: 2,
      demoOrders: 2,
    });
    expect(once.faqItems).toBeGreaterThanOrEqual(6);
    await seed(db, { demoData: true });
    expect(await counts(db)).toEqual(once);
  });

  it('keeps an operator’s edits to a product, an FAQ item and about-us through a re-seed', async () => {
    await db.query(
      "UPDATE products SET name = 'Saral Quick (Diwali offer)' WHERE code = 'saral-quick'",
    );
    await db.query("UPDATE faq_items SET title = 'Who may borrow?' WHERE slug = 'who-can-apply'");
    await db.query(
      `UPDATE app_settings SET value = jsonb_set(value, '{copywriting}', '"Edited by operations."')
       WHERE key = 'about_us'`,
    );
    await seed(db, { demoData: true });

    const product = await db.query<{ name: string }>(
      "SELECT name FROM products WHERE code = 'saral-quick'",
    );
    expect(product[0]?.name).toBe('Saral Quick (Diwali offer)');
    const faq = await db.query<{ title: string }>(
      "SELECT title FROM faq_items WHERE slug = 'who-can-apply'",
    );
    expect(faq[0]?.title).toBe('Who may borrow?');
    const about = await db.query<{ value: { copywriting: string } }>(
      "SELECT value FROM app_settings WHERE key = 'about_us'",
    );
    expect(about[0]?.value.copywriting).toBe('Edited by operations.');
  });

  it('does not re-create demo orders a tester removed', async () => {
    await db.query(
      'DELETE FROM orders WHERE user_id = (SELECT id FROM users WHERE phone = $1) AND state = 2',
      [DEMO_PHONES[0]],
    );
    await seed(db, { demoData: true });
    expect((await counts(db)).demoOrders).toBe(1);
  });

  it('stores money as integer paise', async () => {
    const rows = await db.query<{ max_amount_paise: number }>(
      "SELECT max_amount_paise FROM products WHERE code = 'saral-plus'",
    );
    expect(Number(rows[0]?.max_amount_paise)).toBe(4_000_000);
  });
});

describe('seed without demo data (production)', () => {
  it('adds the catalogue and content but no demo borrower', async () => {
    const { db, drop } = await createTestDatabase();
    try {
      await migrate(db);
      await seed(db, { demoData: false });
      expect(await counts(db)).toMatchObject({ products: 4, settings: 8, users: 0, demoOrders: 0 });
    } finally {
      await drop();
    }
  });
});

describe('concurrent start-up', () => {
  it('two processes migrating and seeding at once apply each migration once', async () => {
    const { db, drop } = await createTestDatabase();
    // On PostgreSQL the second "process" is a separate pool on the same schema; PGlite has one connection.
    let other: Database = db;
    if (db.engine === 'postgres') {
      other = await openPostgres({ ...(await postgresLocation(db)), maxConnections: 2 });
    }
    try {
      const [a, b] = await Promise.all([migrate(db), migrate(other)]);
      expect([...a, ...b].filter((file) => file === '0001-foundation.sql')).toHaveLength(1);
      await Promise.all([seed(db, { demoData: true }), seed(other, { demoData: true })]);
      expect(await counts(db)).toMatchObject({ products: 4, users: 2, demoOrders: 2 });
    } finally {
      if (other !== db) await other.close();
      await drop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'a PostgreSQL connection ended by the server',
  () => {
    it('does not end the process; the next query opens a new connection', async () => {
      const { db, drop } = await createTestDatabase();
      try {
        const [own] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // Another session ends ours while it sits idle in the pool, as a restart or failover does.
        const other = await openPostgres({ ...(await postgresLocation(db)), maxConnections: 1 });
        await other.query('SELECT pg_terminate_backend($1)', [own?.pid ?? 0]);
        await other.close();
        await new Promise((resolve) => setTimeout(resolve, 200));
        const [again] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        expect(again?.pid).toBeGreaterThan(0);
        expect(again?.pid).not.toBe(own?.pid);
      } finally {
        await drop();
      }
    });
  },
);
