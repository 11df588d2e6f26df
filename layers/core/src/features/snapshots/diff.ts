import { conflict } from '../../kernel/problem.ts';
import { streamEntries, type Entry } from './entries.ts';
import { appIdOfKey } from './keys.ts';
import { getSnapshot, type SnapshotRecord } from './store.ts';

/**
 * The diff of two complete snapshots as a merge-join of their entry streams, both in key order
 * (keys.ts): one pass, cost linear in the entities of both, memory bounded by a page.
 *
 * Paged so that no answer outgrows a response: a page stops once `limit` entities are listed
 * (added + removed + changed) or `SCAN_BUDGET` entities were walked, and `next` is the key of
 * the last entry it covered (the `cursor` of the next page; null on the last). `unchangedCount`
 * counts the unchanged entities of the page's range, so the counts of all pages add up to the
 * whole diff's, and a diff that fits one page (the usual case) is exactly the specified answer.
 */
export const DEFAULT_LIMIT = 1_000;
export const MAX_LIMIT = 10_000;
/** Entities one page walks at most: a few seconds of reads, under the request deadline. */
export const SCAN_BUDGET = 200_000;

export interface DiffPage {
  added: { entityAppId: string; revision: number }[];
  removed: { entityAppId: string }[];
  changed: { entityAppId: string; fromRevision: number; toRevision: number }[];
  unchangedCount: number;
  next: string | null;
}

function requireComplete(s: SnapshotRecord): void {
  if (s.status !== 'COMPLETE') {
    throw conflict(`Snapshot ${s.appId} is ${s.status}, not COMPLETE: a diff needs both snapshots complete.`, {
      snapshotAppId: s.appId,
      snapshotStatus: s.status,
    });
  }
}

export async function diffSnapshots(
  aAppId: string,
  bAppId: string,
  cursor: string | undefined,
  limit = DEFAULT_LIMIT,
  scanBudget = SCAN_BUDGET,
): Promise<DiffPage> {
  const [a, b] = await Promise.all([getSnapshot(aAppId), getSnapshot(bAppId)]);
  requireComplete(a);
  requireComplete(b);
  return mergeJoin(streamEntries(a.appId, cursor), streamEntries(b.appId, cursor), limit, scanBudget);
}

/** The join itself, over any two streams sorted by key (exported for its unit test). */
export async function mergeJoin(
  base: AsyncGenerator<Entry>,
  head: AsyncGenerator<Entry>,
  limit: number,
  scanBudget: number,
): Promise<DiffPage> {
  const out: DiffPage = { added: [], removed: [], changed: [], unchangedCount: 0, next: null };
  let listed = 0;
  let walked = 0;
  let last: string | null = null;
  try {
    let x = await base.next();
    let y = await head.next();
    while (!x.done || !y.done) {
      if (listed >= limit || walked >= scanBudget) {
        out.next = last;
        break;
      }
      walked++;
      if (y.done || (!x.done && x.value.key < y.value.key)) {
        const e = x.value as Entry;
        out.removed.push({ entityAppId: appIdOfKey(e.key) });
        listed++;
        last = e.key;
        x = await base.next();
      } else if (x.done || y.value.key < x.value.key) {
        out.added.push({ entityAppId: appIdOfKey(y.value.key), revision: y.value.revision });
        listed++;
        last = y.value.key;
        y = await head.next();
      } else {
        if (x.value.revision === y.value.revision) out.unchangedCount++;
        else {
          out.changed.push({
            entityAppId: appIdOfKey(x.value.key),
            fromRevision: x.value.revision,
            toRevision: y.value.revision,
          });
          listed++;
        }
        last = x.value.key;
        [x, y] = await Promise.all([base.next(), head.next()]);
      }
    }
  } finally {
    await Promise.all([base.return(undefined), head.return(undefined)]);
  }
  return out;
}
