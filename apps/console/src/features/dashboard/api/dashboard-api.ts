import { queryOptions } from '@tanstack/react-query';
import { dashboardResponseSchema } from '@saral/contract/api/ops-dashboard';
import { opsCall } from '../../../shared/api-client';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'dashboard'],
    queryFn: () => opsCall('/dashboard', { schema: dashboardResponseSchema }),
    refetchInterval: 60_000,
  });
