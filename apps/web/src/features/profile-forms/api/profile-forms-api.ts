import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import {
  baseInfoPageResponseSchema,
  districtListResponseSchema,
  stateListResponseSchema,
  workInfoPageResponseSchema,
} from '@saral/contract/api/onboarding';
import type { FormValues } from '@saral/contract/onboarding';
import { apiRequest } from '../../../shared/api/api-client';

// gcTime 0: a form always opens with what the server holds now, never an older cached copy.
export const baseInfoPageQuery = () =>
  queryOptions({
    queryKey: ['onboarding', 'base-info'],
    queryFn: () =>
      apiRequest(Calls.baseInfoPage, {
        query: { type: 'baseInfo' },
        schema: baseInfoPageResponseSchema,
      }),
    gcTime: 0,
  });

export const workInfoPageQuery = () =>
  queryOptions({
    queryKey: ['onboarding', 'work-info'],
    queryFn: () =>
      apiRequest(Calls.workInfoPage, {
        query: { type: 'workInfo' },
        schema: workInfoPageResponseSchema,
      }),
    gcTime: 0,
  });

export const saveBaseInfoMutation = () =>
  mutationOptions({
    mutationKey: ['onboarding', 'save-base-info'],
    mutationFn: (body: FormValues) => apiRequest<null>(Calls.saveBaseInfo, { body }),
  });

export const saveWorkInfoMutation = () =>
  mutationOptions({
    mutationKey: ['onboarding', 'save-work-info'],
    mutationFn: (body: FormValues) => apiRequest<null>(Calls.saveWorkInfo, { body }),
  });

// States and districts hardly ever change: one load per visit is plenty.
const PLACES_STALE_MS = 60 * 60_000;
// The picker shows the failure with a retry button.
const placesOptions = { staleTime: PLACES_STALE_MS, meta: { errorDisplay: 'inline' } } as const;

export const statesQuery = () =>
  queryOptions({
    queryKey: ['places', 'states'],
    queryFn: () => apiRequest(Calls.states, { schema: stateListResponseSchema }),
    ...placesOptions,
  });

/** The districts of one state (stateId '' loads nothing). */
export const districtsQuery = (stateId: string) =>
  queryOptions({
    queryKey: ['places', 'districts', stateId],
    queryFn: () =>
      apiRequest(
        { method: 'GET', path: `${Calls.districts.path}/${encodeURIComponent(stateId)}` },
        { schema: districtListResponseSchema },
      ),
    enabled: stateId !== '',
    ...placesOptions,
  });
