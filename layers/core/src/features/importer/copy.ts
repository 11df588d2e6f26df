import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Principal } from '../../kernel/principal.ts';
import { logger } from '../../platform/observability/logger.ts';
import { activeAdapter } from '../../platform/storage/registry.ts';
import { streamInto } from '../../platform/storage/copy.ts';
import { safeFileName } from '../../platform/storage/file-names.ts';
import { updateDataObject } from '../collections/dataobjects.ts';
import { createFileContainer, mongoLikeId } from '../files/containers.ts';
import { createFileRecord } from '../files/files.ts';
import { createFileReference } from '../files/references.ts';
import { createLabJournalEntry } from '../references/lab-journal.ts';
import { createEntityReference, createUriReference, type Scope } from '../references/references.ts';
import { createAnnotation, type AnnotationOwner } from '../semantic/annotations.ts';
import * as s from './source.ts';
import type { Source, SrcDataObject, SrcFile } from './source.ts';
import { mapped, mappedMany, recordMapping, reserve } from './store.ts';
import { dataObjectsByImportedAppId, importedAppId, importedEntity, importedId, matchingRepository } from './target.ts';
import { copyTimeseriesReference } from './copy-timeseries.ts';
import { copySpatialDataReference } from './copy-spatial.ts';
import { copyStructuredDataReference, srcStructuredDataReference } from './copy-structured.ts';
import type { Kind } from './wire.ts';
import * as z from 'zod';

/**
 * Copying one DataObject's content (links, annotations, lab journal entries, references with
 * their annotations and files). Every item is looked up in the job's id map first and recorded
 * there right after it is written, so a redelivered step or a second run creates nothing twice.
 * Between the write and the record a worker may die (or the record fail): every entity is written
 * under an appId derived from job, kind and source id (target.ts importedAppId) and looked up by it
 * before it is written, and a file's oid and storage locator are reserved in the id map before its
 * bytes are, so the retry adopts or overwrites instead of writing a second copy.
 * A failure of one item (a hash mismatch, an unknown repository) is recorded and the rest goes on.
 */
export interface Tally {
  add(kind: Kind, field: 'done' | 'total' | 'skipped', n?: number): void;
  bytes(n: number): void;
  error(message: string): void;
  /** One item of `kind` not copied: counted as skipped and listed in the report with the reason. */
  skip(kind: Kind, source: string, reason: string): void;
  /** A user or group named in source permissions that does not exist here (reported once). */
  unmapped(type: 'users' | 'groups', name: string): void;
}

export interface CopyContext {
  readonly jobId: string;
  readonly principal: Principal;
  readonly src: Source;
  readonly sourceCollectionId: number;
  readonly targetCollectionId: number;
  readonly tally: Tally;
  /** In-process de-duplication of shared items (a container or file referenced by several DataObjects copied at once). */
  readonly inflight: Map<string, Promise<unknown>>;
  /** See TimeseriesContext: a spatial container's copy hands over (OutOfTime) once it holds. */
  readonly timeIsShort?: (() => boolean) | undefined;
}

const once = <T>(ctx: CopyContext, key: string, work: () => Promise<T>): Promise<T> => {
  const running = ctx.inflight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const p = work().finally(() => ctx.inflight.delete(key));
  ctx.inflight.set(key, p);
  return p;
};

const NOT_COPIED = new Set(['VideoStreamReference']);

const doPath = (ctx: CopyContext, d: number) => `/collections/${ctx.sourceCollectionId}/dataObjects/${d}`;

/**
 * `ctx` with its error tally also kept as the reason an item was not copied: the last error its
 * copy recorded (the skipped item's reason in the report), or a pointer to the errors.
 */
function recordingErrors(ctx: CopyContext): { local: CopyContext; reason: () => string } {
  let last = 'not copied (see errors)';
  const local: CopyContext = {
    ...ctx,
    tally: {
      ...ctx.tally,
      error: (m) => {
        last = m;
        ctx.tally.error(m);
      },
    },
  };
  return { local, reason: () => last };
}

/**
 * Source DataObject id → its copy's id: the id map first, then the derived appIds in the target
 * (a copy written just before a worker died, its map entry lost), adopted into the map.
 */
export async function dataObjectTargets(
  ctx: Pick<CopyContext, 'jobId' | 'targetCollectionId'>,
  sourceIds: readonly number[],
): Promise<Map<string, string>> {
  const found = await mappedMany(ctx.jobId, 'dataObject', sourceIds);
  const missing = [...new Set(sourceIds)].filter((id) => !found.has(String(id)));
  for (const [source, target] of await dataObjectsByImportedAppId(ctx.jobId, ctx.targetCollectionId, missing)) {
    await recordMapping(ctx.jobId, 'dataObject', source, target);
    found.set(String(source), String(target));
  }
  return found;
}

export async function copyDataObjectContent(ctx: CopyContext, d: SrcDataObject, targetId: number): Promise<void> {
  await copyLinks(ctx, d, targetId);
  await copyAnnotations(ctx, `${doPath(ctx, d.id)}/semanticAnnotations`, {
    kind: 'DataObject',
    collectionId: ctx.targetCollectionId,
    dataObjectId: targetId,
  });
  await copyJournals(ctx, d.id, targetId);
  await copyReferences(ctx, d.id, { collectionId: ctx.targetCollectionId, dataObjectId: targetId });
}

async function copyLinks(ctx: CopyContext, d: SrcDataObject, targetId: number): Promise<void> {
  const preds = d.predecessorIds ?? [];
  if (d.parentId == null && preds.length === 0) return;
  ctx.tally.add('links', 'total');
  if (await mapped(ctx.jobId, 'link', d.id)) {
    ctx.tally.add('links', 'done');
    return;
  }
  const ids = await dataObjectTargets(ctx, [...preds, ...(d.parentId == null ? [] : [d.parentId])]);
  const parentId = d.parentId == null ? null : Number(ids.get(String(d.parentId)));
  const predecessorIds = preds.map((p) => Number(ids.get(String(p))));
  if (Number.isNaN(parentId) || predecessorIds.some(Number.isNaN)) {
    ctx.tally.skip('links', `DataObject ${d.id}`, 'its parent or a predecessor was not copied');
    ctx.tally.error(`DataObject ${d.id}: its parent or a predecessor was not copied`);
    return;
  }
  await updateDataObject(ctx.principal, ctx.targetCollectionId, targetId, {
    name: d.name,
    description: d.description ?? null,
    attributes: d.attributes,
    parentId,
    predecessorIds,
  });
  await recordMapping(ctx.jobId, 'link', d.id, targetId);
  ctx.tally.add('links', 'done');
}

// ── semantic annotations ─────────────────────────────────────────────────────────────────

export async function copyAnnotations(ctx: CopyContext, listPath: string, owner: AnnotationOwner): Promise<void> {
  const list = await ctx.src.json(listPath, z.array(s.srcAnnotation));
  ctx.tally.add('annotations', 'total', list.length);
  const done = await mappedMany(
    ctx.jobId,
    'annotation',
    list.map((a) => a.id),
  );
  for (const a of list) {
    if (done.has(String(a.id))) {
      ctx.tally.add('annotations', 'done');
      continue;
    }
    const [propertyRepositoryId, valueRepositoryId] = await Promise.all([
      targetRepository(ctx, a.propertyRepositoryId),
      targetRepository(ctx, a.valueRepositoryId),
    ]);
    if (propertyRepositoryId === undefined || valueRepositoryId === undefined) {
      ctx.tally.skip('annotations', `annotation ${a.id}`, 'no matching semantic repository on this instance');
      ctx.tally.error(`annotation ${a.id}: no matching semantic repository on this instance`);
      continue;
    }
    const appId = importedAppId(ctx.jobId, 'annotation', a.id);
    const id =
      (await importedId('SemanticAnnotation', appId)) ??
      (
        await createAnnotation(
          ctx.principal,
          owner,
          {
            propertyIRI: a.propertyIRI,
            valueIRI: a.valueIRI,
            propertyRepositoryId,
            valueRepositoryId,
            numericValue: a.numericValue ?? null,
            unitIRI: a.unitIRI ?? null,
          },
          { appId },
        )
      ).id;
    await recordMapping(ctx.jobId, 'annotation', a.id, id);
    ctx.tally.add('annotations', 'done');
  }
}

function targetRepository(ctx: CopyContext, sourceRepoId: number): Promise<number | undefined> {
  const key = `repo#${sourceRepoId}`;
  const cached = ctx.inflight.get(key) as Promise<number | undefined> | undefined;
  if (cached) return cached;
  // Kept for the whole invocation (not `once`): repositories are few and shared by every annotation.
  // A repository an annotation names but the legacy shelf answers 404 for is an svc source's
  // INTERNAL one (that shelf never shows it, and no repository in use can be deleted): the
  // target's INTERNAL repository matches it.
  const p = ctx.src.json(`/semanticRepositories/${sourceRepoId}`, s.srcRepository).then(
    (r) => matchingRepository(r.type, r.endpoint ?? null),
    (e: unknown) => {
      if (e instanceof s.SourceError && e.status === 404) return matchingRepository('INTERNAL', null);
      throw e;
    },
  );
  p.catch(() => ctx.inflight.delete(key));
  ctx.inflight.set(key, p);
  return p;
}

// ── lab journal ──────────────────────────────────────────────────────────────────────────

async function copyJournals(ctx: CopyContext, sourceDo: number, targetDo: number): Promise<void> {
  const list = await ctx.src.json(`/labJournalEntries?dataObjectId=${sourceDo}`, z.array(s.srcJournal));
  ctx.tally.add('labJournalEntries', 'total', list.length);
  const done = await mappedMany(
    ctx.jobId,
    'journal',
    list.map((j) => j.id),
  );
  // The source answers newest first; created oldest first, the copy lists in the same order.
  for (const j of [...list].reverse()) {
    if (!done.has(String(j.id))) {
      const appId = importedAppId(ctx.jobId, 'journal', j.id);
      const id =
        (await importedId('BasicEntity', appId)) ??
        (await createLabJournalEntry(ctx.principal, targetDo, j.journalContent, { appId })).id;
      await recordMapping(ctx.jobId, 'journal', j.id, id);
    }
    ctx.tally.add('labJournalEntries', 'done');
  }
}

// ── references ───────────────────────────────────────────────────────────────────────────

/** The kinds copied, with the legacy list of each (read once per DataObject and kind). */
const kindLists = {
  CollectionReference: 'collectionReferences',
  DataObjectReference: 'dataObjectReferences',
  URIReference: 'uriReferences',
  FileReference: 'fileReferences',
  TimeseriesReference: 'timeseriesReferences',
  StructuredDataReference: 'structuredDataReferences',
  SpatialDataReference: 'spatialDataReferences',
} as const;
type CopiedKind = keyof typeof kindLists;
const copied = (t: string): t is CopiedKind => t in kindLists;

async function copyReferences(ctx: CopyContext, sourceDo: number, scope: Scope): Promise<void> {
  const refs = await ctx.src.json(`${doPath(ctx, sourceDo)}/references`, z.array(s.srcReference));
  ctx.tally.add('references', 'total', refs.length);
  const done = await mappedMany(
    ctx.jobId,
    'reference',
    refs.map((r) => r.id),
  );
  const details = new Map<number, Record<string, unknown>>();
  for (const kind of new Set(
    refs.filter((r) => !done.has(String(r.id)) && copied(r.type)).map((r) => r.type as CopiedKind),
  )) {
    const segment = kindLists[kind];
    // Timeseries references carry int64 nanosecond bounds: read losslessly, parsed per reference below.
    const int64 = kind === 'TimeseriesReference' || kind === 'SpatialDataReference';
    const list = await ctx.src.json(
      `${doPath(ctx, sourceDo)}/${segment}`,
      z.array(z.looseObject({ id: z.union([z.number(), z.bigint()]).transform(Number) })),
      { int64 },
    );
    for (const r of list) details.set(r.id, r);
  }
  for (const r of refs) {
    let targetRef = done.get(String(r.id));
    if (targetRef === undefined) {
      if (NOT_COPIED.has(r.type) || !copied(r.type)) {
        ctx.tally.skip(
          'references',
          `${r.type} ${r.id}`,
          NOT_COPIED.has(r.type)
            ? 'this instance holds no video stream references (a video is a file here, with its metadata)'
            : 'a kind this importer does not know',
        );
        continue;
      }
      const appId = importedAppId(ctx.jobId, 'reference', r.id);
      let created = await importedId('BasicEntity', appId);
      // The reason a reference is not copied is the last error its copy recorded.
      const { local, reason } = recordingErrors(ctx);
      try {
        created ??= await createReference(local, r.type, details.get(r.id), scope, appId);
      } catch (err) {
        // A reference of a shape this importer does not know is one error, not a failed step.
        if (!(err instanceof z.ZodError)) throw err;
        local.tally.error(
          `${r.type} ${r.id}: the source answered an unexpected shape (${err.issues[0]?.message ?? 'invalid'})`,
        );
      }
      if (created === undefined) {
        ctx.tally.skip('references', `${r.type} ${r.id}`, reason());
        continue;
      }
      await recordMapping(ctx.jobId, 'reference', r.id, created);
      targetRef = String(created);
    }
    ctx.tally.add('references', 'done');
    await copyAnnotations(ctx, `${doPath(ctx, sourceDo)}/references/${r.id}/semanticAnnotations`, {
      kind: 'Reference',
      ...scope,
      referenceId: Number(targetRef),
    });
  }
}

/** Written under `appId` (derived from the job and the source reference), so a retry finds it. */
async function createReference(
  ctx: CopyContext,
  kind: CopiedKind,
  detail: Record<string, unknown> | undefined,
  scope: Scope,
  appId: string,
): Promise<number | undefined> {
  if (!detail) {
    ctx.tally.error(`a ${kind} vanished from the source while it was copied`);
    return undefined;
  }
  switch (kind) {
    case 'URIReference': {
      const r = s.srcUriReference.parse(detail);
      return (
        await createUriReference(
          ctx.principal,
          scope,
          { name: r.name, uri: r.uri, relationship: r.relationship ?? null },
          { appId },
        )
      ).id;
    }
    case 'CollectionReference':
    case 'DataObjectReference': {
      const r = s.srcEntityReference.parse(detail);
      let targetId: number | undefined;
      if (kind === 'CollectionReference')
        targetId = r.referencedCollectionId === ctx.sourceCollectionId ? ctx.targetCollectionId : undefined;
      else if (r.referencedDataObjectId != null) {
        const m = (await dataObjectTargets(ctx, [r.referencedDataObjectId])).get(String(r.referencedDataObjectId));
        targetId = m === undefined ? undefined : Number(m);
      }
      if (targetId === undefined) {
        ctx.tally.error(`${kind} ${r.id}: it points outside the imported Collection (not copied)`);
        return undefined;
      }
      return (
        await createEntityReference(
          ctx.principal,
          scope,
          kind,
          { name: r.name, targetId, relationship: r.relationship ?? null },
          { appId },
        )
      ).id;
    }
    case 'TimeseriesReference':
      return copyTimeseriesReference(ctx, s.srcTimeseriesReference.parse(detail), scope, appId);
    case 'StructuredDataReference':
      return copyStructuredDataReference(ctx, srcStructuredDataReference.parse(detail), scope, appId);
    case 'SpatialDataReference':
      return copySpatialDataReference(ctx, detail, scope, appId);
    case 'FileReference': {
      const r = s.srcFileReference.parse(detail);
      const container = await ensureContainer(ctx, r.fileContainerId);
      if (!container) return undefined;
      ctx.tally.add('files', 'total', r.fileOids.length);
      const oids: string[] = [];
      for (const oid of r.fileOids) {
        const { local, reason } = recordingErrors(ctx);
        const copiedOid = await once(ctx, `file#${r.fileContainerId}/${oid}`, () =>
          ensureFile(local, r.fileContainerId, container, oid),
        );
        if (copiedOid === undefined) ctx.tally.skip('files', `file ${r.fileContainerId}/${oid}`, reason());
        else {
          ctx.tally.add('files', 'done');
          oids.push(copiedOid);
        }
      }
      return (
        await createFileReference(
          ctx.principal,
          scope,
          { name: r.name, fileOids: oids, fileContainerId: container.id },
          { appId },
        )
      ).id;
    }
  }
}

// ── file containers and their bytes ──────────────────────────────────────────────────────

interface TargetContainer {
  readonly id: number;
  readonly oid: string;
  readonly files: Map<string, SrcFile>;
}

function ensureContainer(ctx: CopyContext, sourceId: number): Promise<TargetContainer | undefined> {
  const key = `container#${sourceId}`;
  const cached = ctx.inflight.get(key) as Promise<TargetContainer | undefined> | undefined;
  if (cached) return cached;
  const p = (async () => {
    const list = await ctx.src.json(`/fileContainers/${sourceId}/payload`, z.array(s.srcFile));
    const files = new Map(list.map((f) => [f.oid, f]));
    const m = await mapped(ctx.jobId, 'container', sourceId);
    if (m) return { id: Number(m.target), oid: m.extra ?? '', files };
    ctx.tally.add('fileContainers', 'total');
    const appId = importedAppId(ctx.jobId, 'container', sourceId);
    const adopted = await importedEntity('BasicEntity', appId);
    const created =
      adopted?.id != null && adopted.oid !== null
        ? { id: adopted.id, oid: adopted.oid }
        : await createFileContainer(
            ctx.principal,
            { name: (await ctx.src.json(`/fileContainers/${sourceId}`, s.srcContainer)).name },
            { appId },
          );
    await recordMapping(ctx.jobId, 'container', sourceId, created.id, created.oid);
    ctx.tally.add('fileContainers', 'done');
    return { id: created.id, oid: created.oid, files };
  })();
  // Kept for the invocation (its file list is reused by every reference into the container).
  p.catch(() => ctx.inflight.delete(key));
  ctx.inflight.set(key, p);
  return p;
}

/** A file the source cannot hand out (its bytes lost, ranges refused: a 4xx other than a refused key) is one error, not a failed import. */
const refusedFile = (err: unknown): err is s.SourceError =>
  err instanceof s.SourceError && err.status !== null && err.status !== 401 && err.status !== 403 && err.status < 500;

/** The copied file's oid on this instance; undefined (recorded as an error) when it cannot be copied faithfully. */
async function ensureFile(
  ctx: CopyContext,
  sourceContainer: number,
  container: TargetContainer,
  oid: string,
): Promise<string | undefined> {
  const key = `${sourceContainer}/${oid}`;
  const m = await mapped(ctx.jobId, 'file', key);
  if (m) return m.target;
  const meta = container.files.get(oid);
  if (!meta) {
    ctx.tally.error(`file ${key}: the source container does not hold it`);
    return undefined;
  }
  const appId = importedAppId(ctx.jobId, 'file', key);
  // A record is written only after its bytes were stored and checked: one found is complete.
  const adopted = await importedEntity('ShepardFile', appId);
  if (adopted?.oid) {
    await recordMapping(ctx.jobId, 'file', key, adopted.oid);
    return adopted.oid;
  }
  const adapter = await activeAdapter();
  // Chosen once per job: a retry writes the bytes over the same object and the record under the same oid.
  const reserved = await reserve(ctx.jobId, 'file', key, {
    locator: `${container.oid}/${randomUUID()}`,
    oid: mongoLikeId(),
  });
  const locator = reserved['locator'] ?? `${container.oid}/${randomUUID()}`;
  const path = `/fileContainers/${sourceContainer}/payload/${encodeURIComponent(oid)}`;
  let body: Readable;
  try {
    body = await ctx.src
      .download(path)
      // Too large to answer inline and no presigned URL to redirect to (an svc source on dbfs): read in ranges.
      .catch((e: unknown) => {
        if (e instanceof s.SourceError && e.status === 413) return ctx.src.downloadRanges(path);
        throw e;
      });
  } catch (err) {
    if (!refusedFile(err)) throw err;
    ctx.tally.error(`file ${key}: the source ${err.message}`);
    return undefined;
  }
  let size: number;
  let digest: string;
  let sha256: string;
  try {
    ({ size, md5: digest, sha256 } = await streamInto(body, adapter, locator));
  } catch (err) {
    await adapter
      .delete(locator)
      .catch((e: unknown) => logger.warn('import: partial copy not removed', { error: e as Error, locator }));
    // A range refused midway (read in ranges, the first request is made while streaming).
    if (!refusedFile(err)) throw err;
    ctx.tally.error(`file ${key}: the source ${err.message}`);
    return undefined;
  }
  if (meta.md5 && meta.md5.toLowerCase() !== digest) {
    await adapter
      .delete(locator)
      .catch((e: unknown) => logger.warn('import: rejected copy not removed', { error: e as Error, locator }));
    ctx.tally.error(`file ${key}: the bytes received do not match the source's md5 (${meta.md5}, got ${digest})`);
    return undefined;
  }
  const view = await createFileRecord(
    ctx.principal,
    container.id,
    {
      oid: reserved['oid'],
      filename: safeFileName(meta.filename),
      md5: digest,
      size,
      contentType: null,
      providerId: adapter.id,
      locator,
    },
    { appId },
  );
  await recordMapping(ctx.jobId, 'file', key, view.oid, sha256);
  ctx.tally.bytes(size);
  return view.oid;
}
