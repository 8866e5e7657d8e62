import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxItem } from '@saral/contract/api/notifications';
import { markReadMutation, unreadCountQuery } from '../api/inbox-api';

/**
 * Marks the unread messages on screen read once they are shown (and drops the bell's count),
 * each id once per visit. The list keeps its "New" marks until the next visit, so the borrower
 * still sees which messages arrived since last time.
 */
export function useMarkSeen(items: readonly InboxItem[]) {
  const queryClient = useQueryClient();
  const marked = useRef(new Set<number>());
  const markRead = useMutation({
    ...markReadMutation(),
    // Marking is a side effect of looking: a failure is retried on the next visit, not shown.
    meta: { errorDisplay: 'inline' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadCountQuery().queryKey }),
  });
  const { mutate } = markRead;

  useEffect(() => {
    const ids = items
      .filter((item) => item.readAt === null && !marked.current.has(item.id))
      .map((item) => item.id);
    if (ids.length === 0) return;
    for (const id of ids) marked.current.add(id);
    mutate(ids);
  }, [items, mutate]);
}
