import { z } from 'zod';

/** POST /device/v1/needUpload — which device data the server wants now. */
export const needUploadCall = { method: 'POST', path: '/device/v1/needUpload' } as const;
export const DeviceDataType = { gps: 'gps' } as const;
export const needUploadResponseSchema = z.array(
  z.object({ type: z.string(), needUpload: z.boolean() }),
);
export type NeedUploadResponse = z.infer<typeof needUploadResponseSchema>;

/** POST /device/v1/upload/device_info — device data, for now the location. */
export const uploadDeviceInfoCall = { method: 'POST', path: '/device/v1/upload/device_info' } as const;
export const uploadDeviceInfoSchema = z.object({
  gps: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** Metres, when the browser reports it. */
    accuracy: z.number().nonnegative().optional(),
  }),
});
export type UploadDeviceInfo = z.infer<typeof uploadDeviceInfoSchema>;
