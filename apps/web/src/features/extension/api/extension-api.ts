import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import {
  extensionCalcResponseSchema,
  paymentUrlResponseSchema,
  type extensionActionBodySchema,
} from '@saral/contract/api/money';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/api-client';

export type ExtensionActionBody = z.infer<typeof extensionActionBodySchema>;

export const extensionCalcQueryKey = (orderId: string) => ['extension', 'calc', orderId] as const;

export const isOrderId = (orderId: string) => /^\d+$/.test(orderId) && Number(orderId) > 0;

/** The pending extension of an order; the server creates it on the first call. */
export function useExtensionCalc(orderId: string) {
  return useQuery({
    queryKey: extensionCalcQueryKey(orderId),
    queryFn: () =>
      apiRequest(
        { ...Calls.extensionCalc, path: `${Calls.extensionCalc.path}/${orderId}` },
        { schema: extensionCalcResponseSchema },
      ),
    enabled: isOrderId(orderId),
    // The fee and the pay-by time are the server's of this moment, never a cached copy.
    staleTime: 0,
    // The screen shows a failed load itself (PageError).
    meta: { errorDisplay: 'inline' },
  });
}

export const applyExtension = (body: ExtensionActionBody) =>
  apiRequest(Calls.applyExtension, { body, schema: paymentUrlResponseSchema });

export const giveUpExtension = (body: ExtensionActionBody) =>
  apiRequest(Calls.giveUpExtension, { body });
