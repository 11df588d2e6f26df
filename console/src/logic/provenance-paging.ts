/**
 * Paging through `GET /v2/provenance/activities` (newest first; `until` inclusive, epoch ms). The
 * API has no cursor, so the next page asks `until` = the oldest row's time and drops the rows the
 * previous page already showed at that same millisecond; a page whose rows all share one
 * millisecond moves `until` one below it (rows beyond `limit` in that millisecond are skipped, and
 * the page says so).
 */

export interface ActivityRow {
  readonly appId: string;
  readonly startedAtMillis: number | bigint;
}

export interface PageCursor {
  /** Inclusive upper bound (epoch ms); undefined for the newest page. */
  readonly until: number | undefined;
  /** appIds at exactly `until` already shown on the page before. */
  readonly seen: readonly string[];
}

export const FIRST_PAGE: PageCursor = { until: undefined, seen: [] };

/** How many rows to ask for: the page size plus the rows to drop. */
export const requestLimit = (cursor: PageCursor, size: number): number => size + cursor.seen.length;

/** The rows of this page: the answer without those shown before, at most `size`. */
export function pageRows<T extends ActivityRow>(answer: readonly T[], cursor: PageCursor, size: number): T[] {
  const seen = new Set(cursor.seen);
  return answer.filter((r) => !seen.has(r.appId)).slice(0, size);
}

/** The cursor of the page after `rows`, undefined when this page was the last (not full). */
export function nextCursor(rows: readonly ActivityRow[], size: number): PageCursor | undefined {
  const last = rows.at(-1);
  if (!last || rows.length < size) return undefined;
  const oldest = Number(last.startedAtMillis);
  const atOldest = rows.filter((r) => Number(r.startedAtMillis) === oldest).map((r) => r.appId);
  if (atOldest.length === rows.length) return oldest <= 0 ? undefined : { until: oldest - 1, seen: [] };
  return { until: oldest, seen: atOldest };
}
