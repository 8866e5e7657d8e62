import type { CreditTierRange } from '@saral/contract/loan-math';
import type { HomeIndexResponse } from '@saral/contract/api/home';
import type { ProductInfo } from '@saral/contract/api/product';
import type { PromotionFigures } from '@saral/contract/api/promotion';
import { OrderState } from '@saral/contract/order-states';
import { paiseToRupees } from '@saral/contract/money';
import type { Database } from '../../db/database';
import { notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { TtlCache } from '../../shared/ttl-cache';
import { createProductRepository, type ProductRow } from './product-repository';
import { promotionFiguresOf } from './promotion-figures';

/** A borrower's order as Home shows it (the orders module reads them). */
export type HomeOrderRow = {
  id: number;
  state: number;
  product_id: number;
  /** What the order owes now, as the order list and detail show it (the orders module). */
  amount_paise: number;
  product_name: string;
  product_logo: string;
  product_tenure_label: string;
};

/** The borrower's orders in `states`, newest first. */
export type InProgressOrders = (
  userId: number,
  states: readonly number[],
) => Promise<HomeOrderRow[]>;

/** Orders shown on Home, with the label of the button that takes the borrower onward. */
const IN_PROGRESS_BUTTONS: ReadonlyMap<number, string> = new Map([
  [OrderState.auditing, 'Check Status'],
  [OrderState.pass, 'Get Money'],
  [OrderState.lending, 'View Order'],
  [OrderState.loaned, 'Repay'],
  [OrderState.overdued, 'Repay Now'],
  [OrderState.extension, 'Pay Extension Fee'],
]);
const IN_PROGRESS_STATES = [...IN_PROGRESS_BUTTONS.keys()];

export function createCatalogService(deps: {
  db: Database;
  clock: Clock;
  cacheTtlMs: number;
  inProgressOrders: InProgressOrders;
  /** Where Apply sends iOS visitors (the campaigns domain's setting). */
  iosH5Url: () => Promise<string | null>;
  /** The approved credit tiers (the orders module's setting), for the promotion figures. */
  creditTiers: () => Promise<readonly CreditTierRange[]>;
}) {
  const { clock, cacheTtlMs } = deps;
  const products = createProductRepository(deps.db);
  // Home is the most requested page: keep what it reads for a few seconds (see CACHE_TTL_MS).
  const now = () => clock.now().getTime();
  const productCache = new TtlCache<'active', ProductRow[]>(cacheTtlMs, 1, now);
  const orderCache = new TtlCache<number, HomeOrderRow[]>(cacheTtlMs, 100_000, now);
  const activeProducts = () => productCache.getOrLoad('active', () => products.listActive());

  return {
    /** Terms changed here: this process shows them at once (others within the cache time). */
    forgetProducts(): void {
      productCache.clear();
    },

    async homeIndex(userId: number): Promise<HomeIndexResponse> {
      const [productRows, orderRows, iosH5Url] = await Promise.all([
        activeProducts(),
        orderCache.getOrLoad(userId, () => deps.inProgressOrders(userId, IN_PROGRESS_STATES)),
        deps.iosH5Url(),
      ]);
      return {
        homeProductVos: productRows.map(toProductCard),
        undwayList: orderRows.map((row) => ({
          orderId: row.id,
          orderState: row.state,
          productId: row.product_id,
          name: row.product_name,
          logo: row.product_logo,
          amount: paiseToRupees(row.amount_paise),
          tenureLabel: row.product_tenure_label,
          fullButtonName: IN_PROGRESS_BUTTONS.get(row.state) ?? 'View Order',
        })),
        iosH5Url,
      };
    },

    /** What the products on offer really lend; null when no product is applied for here. */
    async offerFigures(): Promise<PromotionFigures | null> {
      return promotionFiguresOf(await activeProducts(), await deps.creditTiers());
    },

    /** The promotion shows these figures, never more. */
    async promotionFigures(): Promise<PromotionFigures> {
      const figures = await this.offerFigures();
      if (!figures) throw notFound('A loan product applied for here');
      return figures;
    },

    async productInfo(id: number): Promise<ProductInfo> {
      const row = await products.findActive(id);
      if (!row) throw notFound('Product');
      return {
        id: row.id,
        name: row.name,
        logo: row.logo,
        maxAmount: paiseToRupees(row.max_amount_paise),
        detail: [
          { title: 'Product Eligibility', content: row.eligibility },
          { title: 'Requirement', content: row.requirements },
        ],
        amountList: [...row.amount_list_paise].sort((a, b) => a - b).map(paiseToRupees),
        period: row.period_days,
        periodList: row.period_list,
        interestRate: row.daily_interest_percent,
        serviceRate: row.processing_fee_percent,
        loanProcessingTime: row.loan_processing_time,
        score: row.score,
        slogan: row.slogan,
      };
    },
  };
}

function toProductCard(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    maxAmount: paiseToRupees(row.max_amount_paise),
    rate: row.daily_interest_percent,
    tenureLabel: row.tenure_label,
    isFull: row.is_full ? 1 : 0,
    productType: row.product_type,
    h5Href: row.h5_href,
  };
}
