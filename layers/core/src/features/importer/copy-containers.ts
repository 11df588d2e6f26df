import { createContainer } from '../containers/records.ts';
import type { TimeseriesContext } from './copy-timeseries.ts';
import * as s from './source.ts';
import { mapped, recordMapping } from './store.ts';
import { importedAppId, importedId } from './target.ts';

/** The payload containers copied as plain container records (file containers carry their files too: copy.ts). */
const containerKinds = {
  TimeseriesContainer: { mapKind: 'tscontainer', tally: 'timeseriesContainers', sourcePath: '/timeseriesContainers' },
  StructuredDataContainer: {
    mapKind: 'sdcontainer',
    tally: 'structuredDataContainers',
    sourcePath: '/structuredDataContainers',
  },
  SpatialDataContainer: {
    mapKind: 'spcontainer',
    tally: 'spatialDataContainers',
    sourcePath: '/spatialDataContainers',
  },
} as const;

/**
 * This instance's copy of a source container, made once per job: the id map first, then a copy a
 * worker wrote before it died (its derived appId), else a new one. Shared by the DataObjects of a
 * page copied at once, and kept for the invocation. Counted when made, unless `count` is false (a
 * spatial container is counted with its points, once they are all copied: copy-spatial.ts).
 */
export function ensureImportedContainer(
  ctx: TimeseriesContext,
  label: keyof typeof containerKinds,
  sourceId: number,
  { count = true }: { count?: boolean } = {},
): Promise<number> {
  const kind = containerKinds[label];
  const key = `${kind.mapKind}#${sourceId}`;
  const cached = ctx.inflight.get(key) as Promise<number> | undefined;
  if (cached) return cached;
  const p = (async () => {
    const m = await mapped(ctx.jobId, kind.mapKind, sourceId);
    if (m) return Number(m.target);
    if (count) ctx.tally.add(kind.tally, 'total');
    const appId = importedAppId(ctx.jobId, kind.mapKind, sourceId);
    const id =
      (await importedId('BasicEntity', appId)) ??
      (
        await createContainer(
          ctx.principal,
          label,
          { name: (await ctx.src.json(`${kind.sourcePath}/${sourceId}`, s.srcContainer)).name },
          { appId },
        )
      ).id;
    await recordMapping(ctx.jobId, kind.mapKind, sourceId, id);
    if (count) ctx.tally.add(kind.tally, 'done');
    return id;
  })();
  p.catch(() => ctx.inflight.delete(key));
  ctx.inflight.set(key, p);
  return p;
}
