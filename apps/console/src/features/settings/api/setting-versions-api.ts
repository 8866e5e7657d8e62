import { queryOptions } from '@tanstack/react-query';
import {
  creditTiersVersionListSchema,
  creditTiersVersionSchema,
  decisionRulesVersionListSchema,
  decisionRulesVersionSchema,
  type ProposeCreditTiersBody,
  type ProposeDecisionRulesBody,
} from '@saral/contract/api/ops-versions';
import { opsCall } from '../../../shared/api-client';

const rulesPath = (productId: number) => `/products/${productId}/decision-rules/versions`;

export const ruleVersionsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['ops', 'products', productId, 'decision-rules', 'versions'],
    queryFn: () => opsCall(rulesPath(productId), { schema: decisionRulesVersionListSchema }),
  });

export const proposeRules = (productId: number, body: ProposeDecisionRulesBody) =>
  opsCall(rulesPath(productId), { method: 'POST', body, schema: decisionRulesVersionSchema });

export const decideRules = (
  productId: number,
  version: number,
  decision: { approve: true } | { approve: false; reason: string },
) =>
  opsCall(`${rulesPath(productId)}/${version}/${decision.approve ? 'approve' : 'reject'}`, {
    method: 'POST',
    body: decision.approve ? {} : { reason: decision.reason },
    schema: decisionRulesVersionSchema,
  });

export const tierVersionsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'credit-tiers', 'versions'],
    queryFn: () => opsCall('/credit-tiers/versions', { schema: creditTiersVersionListSchema }),
  });

export const proposeTiers = (body: ProposeCreditTiersBody) =>
  opsCall('/credit-tiers/versions', { method: 'POST', body, schema: creditTiersVersionSchema });

export const decideTiers = (
  version: number,
  decision: { approve: true } | { approve: false; reason: string },
) =>
  opsCall(`/credit-tiers/versions/${version}/${decision.approve ? 'approve' : 'reject'}`, {
    method: 'POST',
    body: decision.approve ? {} : { reason: decision.reason },
    schema: creditTiersVersionSchema,
  });
