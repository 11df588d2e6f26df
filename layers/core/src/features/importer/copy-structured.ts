import * as z from 'zod';
import type { Scope } from '../references/references.ts';
import { createDocument } from '../structured-data/documents.ts';
import { createStructuredDataReference } from '../structured-data/references.ts';
import * as s from './source.ts';
import { newObjectId } from '../../kernel/ids.ts';
import { mapped, recordMapping, reserve } from './store.ts';
import { ensureImportedContainer } from './copy-containers.ts';
import type { TimeseriesContext as Context } from './copy-timeseries.ts';

/**
 * A StructuredDataReference with its container and the JSON documents it lists, read through
 * `GET /structuredDataContainers/{id}/payload/{oid}` and written as new documents (new oids, the
 * same names and text). Each document is recorded in the id map, so a container shared by several
 * references, a redelivery or a second run copies it once.
 */
export const srcStructuredDataReference = z.object({
  id: z.number().int(),
  name: z.string(),
  structuredDataContainerId: z.number().int(),
  structuredDataOids: z.array(z.string()),
});
const srcDocument = z.object({
  structuredData: z.object({ oid: z.string(), name: z.string().nullish() }),
  payload: z.string(),
});

/** The reference is written under `appId` (derived by the caller, so a retry finds it). */
export async function copyStructuredDataReference(
  ctx: Context,
  r: z.output<typeof srcStructuredDataReference>,
  scope: Scope,
  appId: string,
): Promise<number | undefined> {
  const container = await ensureImportedContainer(ctx, 'StructuredDataContainer', r.structuredDataContainerId);
  ctx.tally.add('structuredDocuments', 'total', r.structuredDataOids.length);
  const oids: string[] = [];
  for (const oid of r.structuredDataOids) {
    const key = `sddoc#${r.structuredDataContainerId}/${oid}`;
    const copied =
      (ctx.inflight.get(key) as Promise<string | undefined> | undefined) ??
      copyDocument(ctx, r.structuredDataContainerId, container, oid);
    ctx.inflight.set(key, copied);
    const target = await copied;
    if (target === undefined)
      ctx.tally.skip(
        'structuredDocuments',
        `document ${r.structuredDataContainerId}/${oid}`,
        'not copied (see errors)',
      );
    else {
      ctx.tally.add('structuredDocuments', 'done');
      oids.push(target);
    }
  }
  return (
    await createStructuredDataReference(
      ctx.principal,
      scope,
      { name: r.name, structuredDataOids: oids, structuredDataContainerId: container },
      { appId },
    )
  ).id;
}

async function copyDocument(
  ctx: Context,
  sourceContainer: number,
  target: number,
  oid: string,
): Promise<string | undefined> {
  const key = `${sourceContainer}/${oid}`;
  const m = await mapped(ctx.jobId, 'sddoc', key);
  if (m) return m.target;
  let doc: z.output<typeof srcDocument>;
  try {
    doc = await ctx.src.json(
      `/structuredDataContainers/${sourceContainer}/payload/${encodeURIComponent(oid)}`,
      srcDocument,
    );
  } catch (err) {
    if (err instanceof s.SourceError && err.status === 404) {
      ctx.tally.error(`structured document ${key}: the source does not hold it`);
      return undefined;
    }
    throw err;
  }
  // The oid is chosen once per job: a retry after a lost mapping writes the same document again (a replace).
  const reserved = await reserve(ctx.jobId, 'sddoc', key, { oid: newObjectId() });
  const created = await createDocument(
    ctx.principal,
    target,
    { payload: doc.payload, name: doc.structuredData.name ?? null },
    { oid: reserved['oid'] ?? newObjectId() },
  );
  await recordMapping(ctx.jobId, 'sddoc', key, created.oid);
  return created.oid;
}
