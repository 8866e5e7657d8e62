import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import {
  baseInfoPageResponseSchema,
  districtListResponseSchema,
  stateListResponseSchema,
  workInfoPageResponseSchema,
} from '@saral/contract/api/onboarding';
import type { FormValues } from '@saral/contract/onboarding';
import { apiRequest } from '../../../shared/api/api-client';

// gcTime 0: a form always opens with what the server holds now, never an older cached copy.
export function useBaseInfoPage() {
  return useQuery({
    queryKey: ['onboarding', 'base-info'],
    queryFn: () =>
      apiRequest(Calls.baseInfoPage, {
        query: { type: 'baseInfo' },
        schema: baseInfoPageResponseSchema,
      }),
    gcTime: 0,
  });
}

export function useWorkInfoPage() {
  return useQuery({
    queryKey: ['onboarding', 'work-info'],
    queryFn: () =>
      apiRequest(Calls.workInfoPage, {
        query: { type: 'workInfo' },
        schema: workInfoPageResponseSchema,
      }),
    gcTime: 0,
  });
}

export const saveBaseInfo = (body: FormValues) => apiRequest<null>(Calls.saveBaseInfo, { body });
export const saveWorkInfo = (body: FormValues) => apiRequest<null>(Calls.saveWorkInfo, { body });

export type PlaceKind = 'state' | 'district';
// States and districts hardly ever change: one load per visit is plenty.
const PLACES_STALE_MS = 60 * 60_000;

/** States, or the districts of one state (stateId '' loads nothing). */
export function usePlaces(kind: PlaceKind, stateId: string) {
  return useQuery({
    queryKey: kind === 'state' ? ['places', 'states'] : ['places', 'districts', stateId],
    queryFn: () =>
      kind === 'state'
        ? apiRequest(Calls.states, { schema: stateListResponseSchema })
        : apiRequest(
            { method: 'GET', path: `${Calls.districts.path}/${encodeURIComponent(stateId)}` },
            { schema: districtListResponseSchema },
          ),
    enabled: kind === 'state' || stateId !== '',
    staleTime: PLACES_STALE_MS,
    // The picker shows the failure with a retry button.
    meta: { errorDisplay: 'inline' },
  });
}
