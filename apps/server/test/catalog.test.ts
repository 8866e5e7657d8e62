import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '@saral/contract/order-states';
import { expectEnvelope, userIdOf } from './support/assertions';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { createOrder, createPaidOrder } from './support/test-data';

const DEMO_PHONE = '919876543210';
const SECOND_DEMO_PHONE = '919876543211';
const HOME = '/api1/home/v1/index';
const PRODUCT_INFO = '/api1/product/v1/product-info';

type ProductCard = {
  id: number;
  name: string;
  logo: string;
  maxAmount: number;
  rate: number;
  isFull: number;
  productType: number;
  h5Href: string;
};
type OrderCard = {
  orderId: number;
  orderState: number;
  name: string;
  logo: string;
  amount: number;
  fullButtonName: string;
};
type HomeData = { homeProductVos: ProductCard[]; undwayList: OrderCard[] };

let t: TestApp;
let demoToken: string;
let newToken: string;
beforeAll(async () => {
  t = await createTestApp();
  demoToken = await signIn(t.app, DEMO_PHONE, '10.0.4.1');
  newToken = await signIn(t.app, '919833300001', '10.0.4.2');
});
afterAll(async () => {
  await t.close();
});

async function homeOf(token: string): Promise<HomeData> {
  const response = await t.app.inject({ method: 'GET', url: HOME, headers: { token } });
  expect(response.statusCode).toBe(200);
  const body = expectEnvelope(response);
  return body.data as HomeData;
}

/** Moves the clock past CACHE_TTL_MS, so what other processes (or operators) wrote is read again. */
const passCacheTtl = () => t.clock.advanceSeconds(Math.ceil(t.config.cacheTtlMs / 1000) + 1);

const productInfo = (query: string, token = newToken) =>
  t.app.inject({ method: 'GET', url: `${PRODUCT_INFO}${query}`, headers: { token } });

describe('home index: products', () => {
  it('lists the 4 seeded products in order, each with a logo', async () => {
    const { homeProductVos } = await homeOf(newToken);
    expect(homeProductVos.map((product) => product.name)).toEqual([
      'Saral Quick',
      'Saral Flex',
      'Saral Plus',
      'Bazaar Credit',
    ]);
    for (const product of homeProductVos) {
      expect(product.logo).toMatch(/^\/logos\/[\w-]+\.svg$/);
      expect(Number.isInteger(product.id)).toBe(true);
    }
    expect(new Set(homeProductVos.map((product) => product.id)).size).toBe(4);
  });

  it('has exactly one external product (productType 0) with an https h5Href', async () => {
    const { homeProductVos } = await homeOf(newToken);
    const external = homeProductVos.filter((product) => product.productType === 0);
    expect(external).toHaveLength(1);
    expect(external[0]?.h5Href).toMatch(/^https:\/\/[^/\s]+\//);
    for (const product of homeProductVos.filter((p) => p.productType !== 0)) {
      expect(product.h5Href).toBe('');
    }
  });

  it('has exactly one full product (isFull 1)', async () => {
    const { homeProductVos } = await homeOf(newToken);
    expect(homeProductVos.filter((product) => product.isFull === 1).map((p) => p.name)).toEqual([
      'Saral Plus',
    ]);
    expect(homeProductVos.every((product) => product.isFull === 0 || product.isFull === 1)).toBe(
      true,
    );
  });

  it('gives the maximum amount in rupees and the rate in percent per day', async () => {
    const { homeProductVos } = await homeOf(newToken);
    expect(homeProductVos.map(({ maxAmount, rate }) => ({ maxAmount, rate }))).toEqual([
      { maxAmount: 5_000, rate: 0.05 },
      { maxAmount: 20_000, rate: 0.06 },
      { maxAmount: 40_000, rate: 0.08 },
      { maxAmount: 70_000, rate: 0.1 },
    ]);
  });

  it('leaves out a product an operator switched off, within CACHE_TTL_MS', async () => {
    await homeOf(newToken); // the product list is now cached
    await t.db.query("UPDATE products SET active = false WHERE code = 'saral-flex'");
    try {
      passCacheTtl();
      const names = (await homeOf(newToken)).homeProductVos.map((product) => product.name);
      expect(names).toEqual(['Saral Quick', 'Saral Plus', 'Bazaar Credit']);
    } finally {
      await t.db.query("UPDATE products SET active = true WHERE code = 'saral-flex'");
      passCacheTtl();
    }
    expect((await homeOf(newToken)).homeProductVos).toHaveLength(4);
  });
});

describe('home index: in-progress orders', () => {
  it('shows each demo borrower their one seeded order with its button name and rupee amount', async () => {
    const approved = (await homeOf(demoToken)).undwayList;
    const auditing = (await homeOf(await signIn(t.app, SECOND_DEMO_PHONE, '10.0.4.7'))).undwayList;
    // Both are priced ₹3,000 orders: the card shows what each will owe after 7 days (order-money).
    const card = { orderId: expect.any(Number), productId: expect.any(Number) };
    expect(approved).toEqual([
      {
        ...card,
        amount: 3_010.5, // 0.05 %/day

        orderState: 2,
        name: 'Saral Quick',
        logo: '/logos/saral-quick.svg',
        tenureLabel: 'Tenure 7 days',
        fullButtonName: expect.stringMatching(/\S/),
      },
    ]);
    expect(auditing).toEqual([
      {
        ...card,
        amount: 3_012.6, // 0.06 %/day
        orderState: 1,
        name: 'Saral Flex',
        logo: '/logos/saral-flex.svg',
        tenureLabel: 'Tenure 7 days',
        fullButtonName: expect.stringMatching(/\S/),
      },
    ]);
    expect(approved[0]?.fullButtonName).not.toBe(auditing[0]?.fullButtonName);
  });

  it('shows an order created elsewhere (another process) within CACHE_TTL_MS', async () => {
    const phone = '919833300005';
    const token = await signIn(t.app, phone, '10.0.4.6');
    expect((await homeOf(token)).undwayList).toEqual([]);
    await createOrder(t.db, {
      userId: await userIdOf(t.db, phone),
      productCode: 'saral-quick',
      state: OrderState.auditing,
      amountRupees: 2_500,
      // Not priced: Home shows what is owed, here the principal.
      priced: false,
    });
    passCacheTtl();
    expect((await homeOf(token)).undwayList).toEqual([
      expect.objectContaining({ orderState: 1, amount: 2_500 }),
    ]);
  });

  it('shows a new borrower an empty list', async () => {
    expect((await homeOf(newToken)).undwayList).toEqual([]);
  });

  it('never shows one borrower another borrower’s orders', async () => {
    const phoneA = '919833300002';
    const phoneB = '919833300003';
    const tokenA = await signIn(t.app, phoneA, '10.0.4.3');
    const tokenB = await signIn(t.app, phoneB, '10.0.4.4');
    const userA = await userIdOf(t.db, phoneA);
    // Under review and not priced: an unpaid-out order owes its priced repayment, here its principal.
    await createOrder(t.db, {
      userId: userA,
      productCode: 'saral-plus',
      state: OrderState.auditing,
      amountPaise: 123_450,
      priced: false,
    });

    const listA = (await homeOf(tokenA)).undwayList;
    expect(listA).toEqual([
      expect.objectContaining({ orderState: 1, amount: 1_234.5, name: 'Saral Plus' }),
    ]);
    expect((await homeOf(tokenB)).undwayList).toEqual([]);
    const demoOrderIds = (await homeOf(demoToken)).undwayList.map((order) => order.orderId);
    expect(demoOrderIds).not.toContain(listA[0]?.orderId);
    expect(demoOrderIds).toHaveLength(1);
  });

  it('leaves finished orders (denied, settled) off Home', async () => {
    const phone = '919833300004';
    const token = await signIn(t.app, phone, '10.0.4.5');
    const userId = await userIdOf(t.db, phone);
    await createOrder(t.db, { userId, state: OrderState.denied, amountRupees: 1_000 });
    await createPaidOrder(t.db, { userId, amountRupees: 1_000 });
    expect((await homeOf(token)).undwayList).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: HOME });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(-4);
  });
});

describe('product info', () => {
  async function idOf(name: string): Promise<number> {
    const product = (await homeOf(newToken)).homeProductVos.find((p) => p.name === name);
    if (!product) throw new Error(`no product ${name}`);
    return product.id;
  }

  it('returns eligibility in detail[0], requirements in detail[1], and period 7', async () => {
    const id = await idOf('Saral Plus');
    const response = await productInfo(`?id=${id}`);
    expect(response.statusCode).toBe(200);
    const { data } = expectEnvelope(response) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ id, name: 'Saral Plus', maxAmount: 40_000, period: 7 });
    const detail = data.detail as { title: string; content: string[] }[];
    expect(detail).toHaveLength(2);
    expect(detail[0]?.title).toMatch(/eligib/i);
    expect(detail[0]?.content).toContain('Indian citizen aged 18 or above');
    expect(detail[0]?.content).toContain('At least 5 loans repaid on time');
    expect(detail[1]?.title).toMatch(/requirement/i);
    expect(detail[1]?.content).toEqual(expect.arrayContaining(['Aadhaar card', 'PAN card']));
    expect(detail[1]?.content).not.toContain('Indian citizen aged 18 or above');
  });

  it('lists the amounts ascending, in rupees', async () => {
    const id = await idOf('Saral Plus');
    expect((await productInfo(`?id=${id}`)).json().data.amountList).toEqual([
      5_000, 10_000, 20_000, 30_000, 40_000,
    ]);
  });

  it('sorts amounts an operator stored out of order', async () => {
    const id = await idOf('Saral Quick');
    await t.db.query('UPDATE products SET amount_list_paise = $2::bigint[] WHERE id = $1', [
      id,
      [500_000, 100_000, 300_050, 200_000],
    ]);
    expect((await productInfo(`?id=${id}`)).json().data.amountList).toEqual([
      1_000, 2_000, 3_000.5, 5_000,
    ]);
  });

  it.each([['999999'], ['9007199254740991']])('an unknown id (%s) is code -5', async (id) => {
    const response = await productInfo(`?id=${id}`);
    expect(response.statusCode).toBe(404);
    expect(expectEnvelope(response)).toMatchObject({
      code: -5,
      msg: expect.stringMatching(/not found/i),
    });
  });

  it('a switched-off product is not found', async () => {
    const id = await idOf('Bazaar Credit');
    await t.db.query('UPDATE products SET active = false WHERE id = $1', [id]);
    try {
      expect((await productInfo(`?id=${id}`)).json().code).toBe(-5);
    } finally {
      await t.db.query('UPDATE products SET active = true WHERE id = $1', [id]);
    }
  });

  it.each([['?id=abc'], ['?id='], [''], ['?id=1.5'], ['?id=-1'], ['?id=100000000000000000000']])(
    'a non-numeric or impossible id (%s) is a 400 with code -1',
    async (query) => {
      const response = await productInfo(query);
      expect(response.statusCode).toBe(400);
      const body = expectEnvelope(response);
      expect(body.code).toBe(-1);
      expect(body.msg).toMatch(/\bid\b/);
    },
  );

  it('needs a session', async () => {
    const id = await idOf('Saral Quick');
    const response = await t.app.inject({ method: 'GET', url: `${PRODUCT_INFO}?id=${id}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(-4);
  });
});
