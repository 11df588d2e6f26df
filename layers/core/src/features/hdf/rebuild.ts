import { mapLimit } from '../../kernel/concurrency.ts';
import { unavailableDependency } from '../../platform/dependencies.ts';
import { queueRetry, syncContainer } from './bridge.ts';
import { containerAcls } from './containers.ts';
import { sidecar } from './sidecar.ts';

export interface RebuildResult {
  containersProcessed: number;
  containersSynced: number;
  errors: { appId: string; reason: string }[];
}

/** Containers read from the graph at a time, and synced at once. */
const PAGE = 200;
const CONCURRENCY = 16;
/** Past this the rest is handed to the hdf-acl-retry worker (API Gateway gives a request 30 s). */
export const REBUILD_BUDGET_MS = 20_000;
export const DEFERRED = "deferred: the request's time ran out, the hdf-acl-retry worker syncs it in the background";

/**
 * rebuild-acls: every live container's ACLs recomputed from the graph, in pages of 200 read by
 * appId, sixteen synced at a time, within the request (docs/hdf.md for the figures).
 * Containers not reached within REBUILD_BUDGET_MS are queued for the hdf-acl-retry worker and
 * listed in `errors` as deferred. Idempotent: a container already in line costs one ACL read per
 * domain and no writes.
 */
export async function rebuildAcls(budgetMs = REBUILD_BUDGET_MS): Promise<RebuildResult> {
  const s = await sidecar();
  const started = Date.now();
  const result: RebuildResult = { containersProcessed: 0, containersSynced: 0, errors: [] };
  const deferred: string[] = [];
  let after = '';
  for (;;) {
    const page = await containerAcls({ after, limit: PAGE });
    if (page.length === 0) break;
    await mapLimit(page, CONCURRENCY, async (c) => {
      result.containersProcessed++;
      if (Date.now() - started > budgetMs) {
        deferred.push(c.appId);
        return;
      }
      try {
        await syncContainer(s, c);
        result.containersSynced++;
      } catch (err) {
        result.errors.push({
          appId: c.appId,
          reason: unavailableDependency(err) === 'hsds' ? 'hsds.connect-timeout' : (err as Error).message,
        });
      }
    });
    after = page[page.length - 1]!.appId;
  }
  if (deferred.length > 0) {
    await queueRetry(deferred, 'rebuild-acls ran out of time');
    for (const appId of deferred) result.errors.push({ appId, reason: DEFERRED });
  }
  result.errors.sort((a, b) => a.appId.localeCompare(b.appId));
  return result;
}
