import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import {
  extensionCalcResponseSchema,
  paymentUrlResponseSchema,
  type extensionActionBodySchema,
} from '@saral/contract/api/money';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/api-client';
import { isEntityId } from '../../../shared/api/entity-id';

export type ExtensionActionBody = z.infer<typeof extensionActionBodySchema>;

/** The pending extension of an order; the server creates it on the first call. */
export const extensionCalcQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['extension', 'calc', orderId],
    queryFn: () =>
      apiRequest(
        { ...Calls.extensionCalc, path: `${Calls.extensionCalc.path}/${orderId}` },
        { schema: extensionCalcResponseSchema },
      ),
    enabled: isEntityId(orderId),
    // The fee and the pay-by time are the server's of this moment, never a cached copy.
    staleTime: 0,
    // The screen shows a failed load itself (PageError).
    meta: { errorDisplay: 'inline' },
  });

/** Answers the payment link of the extension fee. */
export const applyExtensionMutation = () =>
  mutationOptions({
    mutationKey: ['extension', 'apply'],
    mutationFn: (body: ExtensionActionBody) =>
      apiRequest(Calls.applyExtension, { body, schema: paymentUrlResponseSchema }),
  });

export const giveUpExtensionMutation = () =>
  mutationOptions({
    mutationKey: ['extension', 'give-up'],
    mutationFn: (body: ExtensionActionBody) => apiRequest(Calls.giveUpExtension, { body }),
  });
