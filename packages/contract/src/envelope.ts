import { z } from 'zod';

// The error codes and the envelope's type live in error-codes.ts, free of zod, so the web app's
// first screen can name them without loading the schema library.

/** Every reply of the API has this shape: code 0 is success, msg is human text, data the payload. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data,
  });

/** The data of a busy answer (code -8): when to send the same request again. */
export const busyDataSchema = z.object({ retryAfterSeconds: z.number().int().positive() });
