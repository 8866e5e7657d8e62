import { queryOptions } from '@tanstack/react-query';
import { iosApplySettingSchema } from '@saral/contract/api/campaign';
import { opsCall } from '../../../shared/api-client';

export const iosApplyQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'ios-apply'],
    queryFn: () => opsCall('/ios-apply', { schema: iosApplySettingSchema }),
  });

export const saveIosApply = (iosH5Url: string | null) =>
  opsCall('/ios-apply', { method: 'PUT', body: { iosH5Url }, schema: iosApplySettingSchema });
