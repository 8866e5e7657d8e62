import { z } from 'zod';

export const needUploadResponseSchema = z.array(
  z.object({ type: z.string(), needUpload: z.boolean() }),
);
export type NeedUploadResponse = z.infer<typeof needUploadResponseSchema>;

export const uploadDeviceInfoSchema = z.object({
  gps: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** Metres, when the browser reports it. */
    accuracy: z.number().nonnegative().optional(),
  }),
});
export type UploadDeviceInfo = z.infer<typeof uploadDeviceInfoSchema>;
