import { useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

type Page = { items: unknown[]; nextCursor: string | null };

/**
 * A server-paginated (keyset) list: the cursors of the pages seen so far, so the operator can go
 * forward and back. Filters are part of the key: changing one starts again at the first page.
 */
export function useKeysetPages<Reply extends Page>(
  key: QueryKey,
  /** A page; a reply may carry more (totals, counts), read from `page.data`. */
  fetchPage: (cursor: string | undefined) => Promise<Reply>,
) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [keyText, setKeyText] = useState(JSON.stringify(key));
  if (keyText !== JSON.stringify(key)) {
    setKeyText(JSON.stringify(key));
    setCursors([undefined]);
  }
  const cursor = cursors[cursors.length - 1];
  const page = useQuery({
    queryKey: [...key, cursor ?? 'first'],
    queryFn: () => fetchPage(cursor),
    placeholderData: keepPreviousData,
  });
  const nextCursor = page.data?.nextCursor ?? null;
  return {
    page,
    items: (page.data?.items ?? []) as Reply['items'],
    pageNumber: cursors.length,
    hasNext: nextCursor !== null,
    hasPrevious: cursors.length > 1,
    next: () => nextCursor && setCursors((seen) => [...seen, nextCursor]),
    previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
  };
}
