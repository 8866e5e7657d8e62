import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
// The dispatcher in front of every step has already loaded these schemas.
import {
  faceResultResponseSchema,
  livingCheckResponseSchema,
  livingConfigResponseSchema,
} from '@saral/contract/api/onboarding';
import { apiRequest } from '../../../shared/api/api-client';

/** Tips and photo limits of the face check. The screen works with its defaults without them. */
export const livingConfigQuery = () =>
  queryOptions({
    queryKey: ['onboarding', 'living-check-config'],
    queryFn: () => apiRequest(Calls.livingCheckConfig, { schema: livingConfigResponseSchema }),
    staleTime: 10 * 60_000,
    meta: { errorDisplay: 'inline' },
  });

/** The outcome of one check; it never changes once made. */
export const faceResultQuery = (checkId: string) =>
  queryOptions({
    queryKey: ['onboarding', 'face-result', checkId],
    queryFn: () =>
      apiRequest(Calls.faceResult, { query: { checkId }, schema: faceResultResponseSchema }),
    enabled: checkId !== '',
    staleTime: Infinity,
    // The page shows the error with a retry button.
    meta: { errorDisplay: 'inline' },
  });

/** Runs the liveness check on one photo. */
export const livingCheckMutation = () =>
  mutationOptions({
    mutationKey: ['onboarding', 'living-check'],
    mutationFn: (image: Blob) => {
      const form = new FormData();
      form.append('image', image, 'face.jpg');
      return apiRequest(Calls.livingCheck, { body: form, schema: livingCheckResponseSchema });
    },
  });

/** Commits the face step; the server refuses it without a successful check. */
export const livingHoldMutation = () =>
  mutationOptions({
    mutationKey: ['onboarding', 'living-hold'],
    mutationFn: () => apiRequest<null>(Calls.kycLivingHold),
  });
