import { randomBytes } from 'node:crypto';
import type { Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { logger } from '../../platform/observability/logger.ts';
import {
  createPermissionsFor,
  gateParams,
  parsePermissions,
  permissionsOf,
  readableBy,
} from '../../access/permissions/cypher.ts';
import { assertAccess, requireAccess, type GateTarget } from '../../access/permissions/gate.ts';
import { adapterById } from '../../platform/storage/registry.ts';
import { stampOf, str, type EntityStamp } from '../../platform/graph/entity-row.ts';
import { listParams, orderedPage, type ListOptions } from '../../platform/graph/paging.ts';

/**
 * Legacy file containers: `(c:BasicEntity:FileContainer {oid})` with its own permissions node
 * (Private, owned by the creator, as Collections), holding its file records
 *
 *   (c)-[:HAS_FILE]->(f:ShepardFile {appId, oid, filename, md5, size, createdAt, providerId, locator})
 *
 * `oid` of the container is a stable mongo-like id (24 hex digits): the first segment of every
 * storage key of its files, so bytes never move when the container is renamed.
 */
export type FileContainerView = EntityStamp & { name: string; type: 'FILE'; oid: string };

export const containerTarget = (id: number): GateTarget => ({ kind: 'FileContainer', id });

/** A mongo ObjectId-like id: 4 bytes of seconds, 8 random bytes, as 24 lower-case hex digits. */
export function mongoLikeId(now = Date.now()): string {
  const t = Buffer.alloc(4);
  t.writeUInt32BE(Math.floor(now / 1000) >>> 0);
  return Buffer.concat([t, randomBytes(8)]).toString('hex');
}

const containerView = `c {
  .id, .appId, .name, .oid, .createdBy, .updatedBy, .revision,
  createdAt: c.createdAt.epochMillis, updatedAt: c.updatedAt.epochMillis
}`;

function toView(m: Record<string, unknown>): FileContainerView {
  return {
    ...stampOf(m),
    revision: typeof m['revision'] === 'number' ? m['revision'] : 0,
    name: str(m['name']) ?? '',
    type: 'FILE',
    oid: str(m['oid']) ?? '',
  };
}

export async function createFileContainer(
  principal: Principal,
  input: { name: string },
  opts: { readonly appId?: string } = {},
): Promise<FileContainerView> {
  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `CREATE (c:BasicEntity:FileContainer {
       id: $id, appId: $appId, name: $name, oid: $oid,
       createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, revision: 0
     })
     WITH c
     ${createPermissionsFor('c')}
     RETURN ${containerView} AS view`,
    {
      id: cypherInt(id),
      appId: opts.appId ?? newAppId(),
      name: input.name,
      oid: mongoLikeId(),
      now: cypherInt(Date.now()),
      ...gateParams(principal),
    },
  );
  const row = r.records[0];
  if (!row) throw notFound(`FileContainer ${id} does not exist.`);
  return toView(row.get('view'));
}

export async function getFileContainer(principal: Principal, id: number): Promise<FileContainerView> {
  const r = await readQuery<{ perms: unknown; view: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:FileContainer {id: $id})
     RETURN ${permissionsOf('c')} AS perms, ${containerView} AS view`,
    { id: cypherInt(id), ...gateParams(principal) },
  );
  const row = r.records[0];
  assertAccess(principal, containerTarget(id), row ? parsePermissions(row.get('perms')) : undefined, 'read');
  if (!row) throw notFound(`FileContainer ${id} does not exist.`);
  return toView(row.get('view'));
}

/** The containers the caller may read, filtered, ordered and paged in the database. */
export async function listFileContainers(principal: Principal, options: ListOptions): Promise<FileContainerView[]> {
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:FileContainer)
     WHERE ($name IS NULL OR c.name = $name) AND ${readableBy('c')}
     ${orderedPage('c')}
     RETURN ${containerView} AS view`,
    { ...listParams(options), ...gateParams(principal) },
  );
  return r.records.map((rec) => toView(rec.get('view')));
}

/**
 * Deletes the container, its permissions node and its file records in one transaction (needs
 * write, as Collections), then the stored bytes: a crash in between leaves unreferenced bytes,
 * never a record without bytes. File references keep their `fileContainerId`, as upstream.
 */
export async function deleteFileContainer(principal: Principal, id: number): Promise<void> {
  await requireAccess(principal, containerTarget(id), 'write');
  const r = await writeQuery<{ files: { providerId: unknown; locator: unknown }[] }>(
    `MATCH (c:BasicEntity:FileContainer {id: $id})
     WITH c,
          COLLECT { MATCH (c)-[:HAS_FILE]->(f:ShepardFile) RETURN f } AS files,
          COLLECT { MATCH (c)-[:HAS_PERMISSIONS]->(p:Permissions) RETURN p } AS perms,
          COLLECT { MATCH (c)-[:HAS_ANNOTATION]->(a:SemanticAnnotation) RETURN a } AS metadata
     WITH c, files, perms, metadata, [f IN files | {providerId: f.providerId, locator: f.locator}] AS stored
     FOREACH (x IN files + perms + metadata | DETACH DELETE x)
     DETACH DELETE c
     RETURN stored AS files`,
    { id: cypherInt(id) },
  );
  const row = r.records[0];
  if (!row) throw notFound(`FileContainer ${id} does not exist.`);
  for (const f of row.get('files')) {
    const adapter = await adapterById(String(f.providerId ?? ''));
    if (!adapter || typeof f.locator !== 'string') continue;
    await adapter
      .delete(f.locator)
      .catch((error: unknown) =>
        logger.warn('stored bytes of a deleted container not removed', { error: error as Error, locator: f.locator }),
      );
  }
}
