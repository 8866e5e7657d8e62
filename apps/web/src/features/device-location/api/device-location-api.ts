import { Calls } from '@saral/contract/calls';
import { DeviceDataType, type UploadDeviceInfo } from '@saral/contract/api/device';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

export const needUploadQueryKey = ['device', 'needUpload'] as const;

type NeedUploadItem = { type: string; needUpload: boolean };

/** Whether the server wants a location now (POST /device/v1/needUpload). */
export function useServerWantsGps() {
  return useQuery({
    queryKey: needUploadQueryKey,
    queryFn: async () => {
      const items = await apiRequest<NeedUploadItem[]>(Calls.needUpload);
      return Array.isArray(items)
        ? items.some((item) => item.type === DeviceDataType.gps && item.needUpload === true)
        : false;
    },
    // Asked on arriving at Home, not on every return to it; a failure simply means "not now".
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

export function uploadGps(gps: UploadDeviceInfo['gps']): Promise<null> {
  return apiRequest<null>(Calls.uploadDeviceInfo, { body: { gps } });
}
