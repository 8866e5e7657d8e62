import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import type { UploadDeviceInfo } from '@saral/contract/api/device';
import { DeviceDataType } from '@saral/contract/device-data-type';
import { apiRequest } from '../../../shared/api/api-client';

type NeedUploadItem = { type: string; needUpload: boolean };

/** Whether the server wants a location now (POST /device/v1/needUpload). */
export const serverWantsGpsQuery = () =>
  queryOptions({
    queryKey: ['device', 'needUpload'],
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

export const uploadGpsMutation = () =>
  mutationOptions({
    mutationKey: ['device', 'upload-gps'],
    mutationFn: (gps: UploadDeviceInfo['gps']) =>
      apiRequest<null>(Calls.uploadDeviceInfo, { body: { gps } }),
  });
