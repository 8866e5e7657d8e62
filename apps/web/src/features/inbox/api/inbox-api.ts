import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import type { MessagePreferences, UnreadCountResponse } from '@saral/contract/api/notifications';
import { apiRequest } from '../../../shared/api/api-client';

// Home's bell imports this file: the schemas load with the calls that check them, so Home itself
// loads no schema library (docs/web-bundle.md).
const schemas = () => import('@saral/contract/api/notifications');

/** Messages per "Load more": a cheap phone's screen and a half. */
export const INBOX_PAGE_SIZE = 10;

/** The borrower's in-app messages, newest first, one keyset page at a time. */
export const inboxQuery = () =>
  infiniteQueryOptions({
    queryKey: ['inbox', 'messages'],
    queryFn: ({ pageParam }) =>
      apiRequest(Calls.inbox, {
        query: { cursor: pageParam, limit: INBOX_PAGE_SIZE },
        schema: () => schemas().then((module) => module.inboxResponseSchema),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A message can arrive at any time (approval, payout): show the latest on every visit.
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });

/** How many messages are unread: the badge on the Home bell. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: ['inbox', 'unread'],
    // Typed, not parsed: the badge is on Home, the first screen after sign-in.
    queryFn: () => apiRequest<UnreadCountResponse>(Calls.inboxUnread),
    staleTime: 0,
    // The bell is a hint, not a screen: a failed count shows no badge rather than a toast.
    meta: { errorDisplay: 'inline' },
  });

/** Marks the given messages read. */
export const markReadMutation = () =>
  mutationOptions({
    mutationKey: ['inbox', 'read'],
    mutationFn: (ids: number[]) =>
      apiRequest(Calls.inboxMarkRead, {
        body: { ids },
        schema: () => schemas().then((module) => module.markReadResponseSchema),
      }),
  });

/** Whether the borrower receives offers (messages about loans always come). */
export const messagePreferencesQuery = () =>
  queryOptions({
    queryKey: ['inbox', 'preferences'],
    queryFn: () =>
      apiRequest(Calls.messagePreferences, {
        schema: () => schemas().then((module) => module.messagePreferencesSchema),
      }),
    meta: { errorDisplay: 'inline' },
  });

/** Starts or stops offers. */
export const saveMessagePreferencesMutation = () =>
  mutationOptions({
    mutationKey: ['inbox', 'preferences', 'save'],
    mutationFn: (preferences: MessagePreferences) =>
      apiRequest(Calls.saveMessagePreferences, {
        body: preferences,
        schema: () => schemas().then((module) => module.messagePreferencesSchema),
      }),
  });
