import { createHash } from 'node:crypto';
import { INSTANCE_ADMIN, type Principal } from '../../kernel/principal.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { readQuery } from '../../platform/graph/driver.ts';

/** Who writes the copy: the instance admin who started the job (owner of the new Collection). */
export const importer = (username: string): Principal => ({ username, roles: [INSTANCE_ADMIN], method: 'apikey' });

/**
 * The target's SemanticRepository for a source one: the same type and endpoint; INTERNAL
 * repositories ignore their endpoint, so any INTERNAL one (the lowest id: the system repository).
 */
export async function matchingRepository(type: string, endpoint: string | null): Promise<number | undefined> {
  const r = await readQuery<{ id: unknown }>(
    `MATCH (r:SemanticRepository {type: $type}) WHERE $type = 'INTERNAL' OR coalesce(r.endpoint, '') = $endpoint
     RETURN r.id AS id ORDER BY r.id LIMIT 1`,
    { type, endpoint: endpoint ?? '' },
  );
  const row = r.records[0];
  return row ? Number(row.get('id')) : undefined;
}

/**
 * The appId the copy of a source entity gets: a UUID (version 8, RFC 9562's custom layout) from a
 * digest of job, kind and source id. A worker killed between writing the entity and recording it
 * in the id map leaves it findable by this appId, so the retry adopts it instead of writing it again.
 */
export function importedAppId(jobId: string, kind: string, sourceId: number | string): string {
  const b = createHash('sha256').update(`svc-import:${jobId}:${kind}:${sourceId}`).digest().subarray(0, 16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x80;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The labels whose appId is unique (graph-schema constraints), so a lookup by appId is one index read. */
export type ImportedLabel = 'BasicEntity' | 'SemanticAnnotation' | 'ShepardFile';

/** The entity written under this derived appId by an earlier, interrupted attempt: its legacy id and oid (either may be null). */
export async function importedEntity(
  label: ImportedLabel,
  appId: string,
): Promise<{ id: number | null; oid: string | null } | undefined> {
  const r = await readQuery<{ id: unknown; oid: unknown }>(
    `MATCH (e:${label} {appId: $appId}) RETURN e.id AS id, e.oid AS oid LIMIT 1`,
    { appId },
  );
  const row = r.records[0];
  if (!row) return undefined;
  const id = row.get('id');
  const oid = row.get('oid');
  return { id: id === null || id === undefined ? null : Number(id), oid: typeof oid === 'string' ? oid : null };
}

/** The legacy id of the entity with this derived appId, if an earlier attempt wrote it. */
export async function importedId(label: ImportedLabel, appId: string): Promise<number | undefined> {
  return (await importedEntity(label, appId))?.id ?? undefined;
}

/** The legacy id of the Collection with this appId, if it exists. */
export async function existingCollection(appId: string): Promise<number | undefined> {
  const r = await readQuery<{ id: unknown }>('MATCH (e:BasicEntity:Collection {appId: $appId}) RETURN e.id AS id', {
    appId,
  });
  const row = r.records[0];
  return row ? Number(row.get('id')) : undefined;
}

/**
 * The copies of these source DataObjects that exist in the target Collection under their derived
 * appIds (one read): how an entity written just before a worker died is found again.
 */
export async function dataObjectsByImportedAppId(
  jobId: string,
  collectionId: number,
  sourceIds: readonly number[],
): Promise<Map<number, number>> {
  if (sourceIds.length === 0) return new Map();
  const bySource = new Map(sourceIds.map((id) => [importedAppId(jobId, 'dataObject', id), id]));
  const r = await readQuery<{ appId: string; id: unknown }>(
    'MATCH (d:BasicEntity:DataObject) WHERE d.appId IN $appIds AND d.collectionId = $collectionId RETURN d.appId AS appId, d.id AS id',
    { appIds: [...bySource.keys()], collectionId: cypherInt(collectionId) },
  );
  return new Map(r.records.map((row) => [bySource.get(row.get('appId')) ?? -1, Number(row.get('id'))]));
}
