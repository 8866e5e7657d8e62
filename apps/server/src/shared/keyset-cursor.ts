import { failed } from './app-error';

/**
 * Keyset paging for newest-first lists: the cursor names the last row of a page by its time (ms)
 * and id, so pages stay stable while rows are added.
 */
const BAD_CURSOR = 'The cursor is not valid; start again without it';

export function encodeCursor(at: Date, id: number | string): string {
  return Buffer.from(`${at.getTime()}:${String(id)}`).toString('base64url');
}

/** `idPattern` checks the id part (digits by default; payouts use uuids). */
export function decodeCursor(
  cursor: string,
  idPattern: RegExp = /^\d{1,18}$/,
): { at: Date; id: string } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const split = text.indexOf(':');
  const ms = text.slice(0, split);
  const id = text.slice(split + 1);
  if (split < 1 || !/^\d{1,15}$/.test(ms) || !idPattern.test(id)) throw failed(BAD_CURSOR);
  return { at: new Date(Number(ms)), id };
}

/** The page (first `limit` rows of `limit + 1` fetched) and the cursor of the next one. */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  key: (row: Row) => { at: Date; id: number | string },
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const lastKey = last ? key(last) : null;
  return {
    page,
    nextCursor: rows.length > limit && lastKey ? encodeCursor(lastKey.at, lastKey.id) : null,
  };
}
