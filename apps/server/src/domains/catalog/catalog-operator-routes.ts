import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import { operatorProductListResponseSchema } from '@saral/contract/api/ops-products';
import { envelopeSchema } from '@saral/contract/envelope';
import { paiseToRupees } from '@saral/contract/money';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { createProductRepository } from './product-repository';

/**
 * GET /ops/v1/products (registered under OPERATOR_API_BASE): the live products, their terms and
 * the approved version they come from. Versions are changed through product-terms-routes.
 */
export async function catalogOperatorRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const products = createProductRepository(db);
  const api = withZod(app);
  const tags = ['operators'];

  api.get('/products', {
    schema: {
      tags,
      summary: 'The live products and their terms: amounts, rates, fee, term (rules.read)',
      response: { 200: envelopeSchema(operatorProductListResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.rulesRead },
    handler: async () =>
      ok(
        (await products.listActive()).map((product) => ({
          id: product.id,
          name: product.name,
          maxAmount: paiseToRupees(product.max_amount_paise),
          amountChoices: product.amount_list_paise.map(paiseToRupees),
          dailyInterestPercent: Number(product.daily_interest_percent),
          processingFeePercent: Number(product.processing_fee_percent),
          periodDays: product.period_days,
          periodChoices: product.period_list,
          tenureLabel: product.tenure_label,
          version: product.version,
        })),
      ),
  });
}
