import { queryOptions } from '@tanstack/react-query';
import { iosApplySettingSchema } from '@saral/contract/api/campaign';
import { decisionRulesSchema, type DecisionRules } from '@saral/contract/api/operator';
import { opsCall } from '../../../shared/api-client';

export const decisionRulesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['ops', 'products', productId, 'decision-rules'],
    queryFn: () =>
      opsCall(`/products/${productId}/decision-rules`, { schema: decisionRulesSchema }),
  });

export const saveDecisionRules = (productId: number, rules: DecisionRules) =>
  opsCall(`/products/${productId}/decision-rules`, {
    method: 'PUT',
    body: rules,
    schema: decisionRulesSchema,
  });

export const iosApplyQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'ios-apply'],
    queryFn: () => opsCall('/ios-apply', { schema: iosApplySettingSchema }),
  });

export const saveIosApply = (iosH5Url: string | null) =>
  opsCall('/ios-apply', { method: 'PUT', body: { iosH5Url }, schema: iosApplySettingSchema });
