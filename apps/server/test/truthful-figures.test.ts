import { OrderState } from '@saral/contract/order-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, userIdOf } from './support/assertions';
import { createOrder } from './support/test-data';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * Figures a borrower reads before borrowing come from the real products: the tenure on Home's
 * cards and the promotion's limit, rate and maximum (spec layout, true figures).
 */

const HOME = '/api1/home/v1/index';
const FIGURES = '/api1/product/v1/promotion-figures';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, '919833400001', '10.0.7.1');
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock past CACHE_TTL_MS, so an operator's edit is read again. */
const passCacheTtl = () => t.clock.advanceSeconds(Math.ceil(t.config.cacheTtlMs / 1000) + 1);

/** Runs an operator's product edit, and undoes it (the seed's rows) whatever the test does. */
async function withProductEdits(edits: string[], check: () => Promise<void>) {
  const before = await t.db.query<Record<string, unknown>>(
    `SELECT code, amount_list_paise, daily_interest_percent, is_full, active, product_type,
       tenure_label FROM products`,
  );
  for (const edit of edits) await t.db.query(edit);
  passCacheTtl();
  try {
    await check();
  } finally {
    for (const row of before) {
      await t.db.query(
        `UPDATE products SET amount_list_paise = $2::bigint[], daily_interest_percent = $3,
           is_full = $4, active = $5, product_type = $6, tenure_label = $7 WHERE code = $1`,
        [
          row.code,
          row.amount_list_paise,
          row.daily_interest_percent,
          row.is_full,
          row.active,
          row.product_type,
          row.tenure_label,
        ] as never[],
      );
    }
    passCacheTtl();
  }
}

async function home() {
  const response = await t.app.inject({ method: 'GET', url: HOME, headers: { token } });
  return expectEnvelope(response).data as {
    homeProductVos: { name: string; tenureLabel: string }[];
    undwayList: { name: string; tenureLabel: string }[];
  };
}

async function figures() {
  const response = await t.app.inject({ method: 'GET', url: FIGURES });
  return { status: response.statusCode, body: expectEnvelope(response) };
}

describe('tenure on Home', () => {
  it('shows every product’s real term, as seeded: 7 days', async () => {
    const { homeProductVos } = await home();
    expect(homeProductVos).toHaveLength(4);
    for (const product of homeProductVos) expect(product.tenureLabel).toBe('Tenure 7 days');
    const periods = await t.db.query<{ period_days: number }>('SELECT period_days FROM products');
    expect(new Set(periods.map((row) => row.period_days))).toEqual(new Set([7]));
  });

  it('shows an in-progress order with its product’s term, and an operator’s new wording', async () => {
    const phone = '919833400002';
    const borrower = await signIn(t.app, phone, '10.0.7.2');
    await createOrder(t.db, {
      userId: await userIdOf(t.db, phone),
      productCode: 'saral-flex',
      state: OrderState.auditing,
      amountRupees: 3_000,
    });
    const orders = async () =>
      (
        expectEnvelope(
          await t.app.inject({ method: 'GET', url: HOME, headers: { token: borrower } }),
        ).data as { undwayList: { name: string; tenureLabel: string }[] }
      ).undwayList;
    expect(await orders()).toEqual([
      expect.objectContaining({ name: 'Saral Flex', tenureLabel: 'Tenure 7 days' }),
    ]);

    await withProductEdits(
      ["UPDATE products SET tenure_label = 'Repay in 7 days' WHERE code = 'saral-flex'"],
      async () => {
        expect((await orders())[0]?.tenureLabel).toBe('Repay in 7 days');
        const cards = (await home()).homeProductVos;
        expect(cards.find((card) => card.name === 'Saral Flex')?.tenureLabel).toBe(
          'Repay in 7 days',
        );
        expect(cards.find((card) => card.name === 'Saral Quick')?.tenureLabel).toBe(
          'Tenure 7 days',
        );
      },
    );
  });
});

describe('promotion figures', () => {
  it('are public and equal the first credit tier within open products and their lowest rate', async () => {
    const { status, body } = await figures();
    expect(status).toBe(200);
    // First tier: ₹1,000–5,000. Saral Quick (to ₹5,000, 0.05 %) and Saral Flex (₹5,000 within
    // the tier, 0.06 %) are open; Saral Plus is full; Bazaar Credit lends on its own site.
    // The highest tier (₹40,000) reaches Saral Plus's ₹40,000; Bazaar's ₹70,000 is not ours.
    expect(body.data).toEqual({
      firstLoanMaxAmount: 5_000,
      minDailyRatePercent: 0.05,
      maxAmount: 40_000,
      minAmount: 1_000,
    });
  });

  it('follow an operator’s change to the products', async () => {
    await withProductEdits(
      [
        // Saral Quick now lends at most ₹3,000 at a lower rate; Saral Flex is switched off.
        `UPDATE products SET amount_list_paise = '{100000,200000,300000}', daily_interest_percent = 0.04
         WHERE code = 'saral-quick'`,
        "UPDATE products SET active = false WHERE code = 'saral-flex'",
        // A partner's cheaper product on its own site never sets our figures.
        "UPDATE products SET daily_interest_percent = 0.01 WHERE code = 'bazaar-credit'",
      ],
      async () => {
        expect((await figures()).body.data).toEqual({
          firstLoanMaxAmount: 3_000,
          minDailyRatePercent: 0.04,
          maxAmount: 40_000,
          minAmount: 1_000,
        });
      },
    );
    await withProductEdits(
      // Saral Plus opens: its ₹5,000 counts for a first loan but its rate is not the lowest.
      ["UPDATE products SET is_full = false WHERE code = 'saral-plus'"],
      async () => {
        expect((await figures()).body.data).toMatchObject({
          firstLoanMaxAmount: 5_000,
          minDailyRatePercent: 0.05,
        });
      },
    );
  });

  it('never exceed the first tier, even when a product lends more', async () => {
    await withProductEdits(
      [
        `UPDATE products SET amount_list_paise = '{4500000}', daily_interest_percent = 0.03
         WHERE code = 'saral-plus'`,
        "UPDATE products SET is_full = false WHERE code = 'saral-plus'",
      ],
      async () => {
        const data = (await figures()).body.data as Record<string, number>;
        // ₹45,000 is above every tier: no borrower can reach it, so it sets no figure.
        expect(data).toEqual({
          firstLoanMaxAmount: 5_000,
          minDailyRatePercent: 0.05,
          maxAmount: 20_000,
          minAmount: 1_000,
        });
      },
    );
  });

  it('answer not found when no product is applied for here', async () => {
    await withProductEdits(
      ['UPDATE products SET active = false WHERE product_type <> 0'],
      async () => {
        const { status, body } = await figures();
        expect(status).toBe(404);
        expect(body.code).toBe(-5);
      },
    );
  });
});
