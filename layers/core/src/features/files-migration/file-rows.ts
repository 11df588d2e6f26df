import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { str } from '../../platform/graph/entity-row.ts';

/**
 * The graph side of migration: which file rows a run selects, a row's internal fields, and the
 * two conditional writes (migrate, roll back). A row without `providerId` predates the adapter
 * change and is held by `dbfs` (docs/files.md, Upgrade).
 */
export interface FileRow {
  readonly appId: string;
  readonly oid: string;
  readonly md5: string | null;
  readonly size: number | null;
  readonly providerId: string;
  readonly locator: string | null;
  readonly previousProviderId: string | null;
  readonly previousLocator: string | null;
  readonly migratedAt: number | null;
  readonly migrationHmac: string | null;
  readonly containerId: number;
  readonly containerOid: string;
}

const heldBy = (f: string) => `coalesce(${f}.providerId, 'dbfs')`;

/** Container ids a run is limited to, or null for every container. */
export type Scope = readonly number[] | null;
const scopeParam = (scope: Scope) => (scope === null ? null : scope.map(cypherInt));

export async function countHeldBy(providerId: string, scope: Scope): Promise<number> {
  const r = await readQuery<{ n: number }>(
    `MATCH (c:FileContainer)-[:HAS_FILE]->(f:ShepardFile)
     WHERE f.appId IS NOT NULL AND ${heldBy('f')} = $p AND ($scope IS NULL OR c.id IN $scope)
     RETURN count(f) AS n`,
    { p: providerId, scope: scopeParam(scope) },
  );
  return Number(r.records[0]?.get('n') ?? 0);
}

/**
 * One page of the selection in appId order after `after` (keyset paging on the unique appId
 * index: no page re-reads what earlier pages saw, memory is bounded by `limit`).
 */
export async function heldByPage(
  providerId: string,
  scope: Scope,
  after: string,
  limit: number,
): Promise<{ appId: string; containerId: number }[]> {
  const r = await readQuery<{ appId: string; containerId: number }>(
    `MATCH (c:FileContainer)-[:HAS_FILE]->(f:ShepardFile)
     WHERE f.appId > $after AND ${heldBy('f')} = $p AND ($scope IS NULL OR c.id IN $scope)
     RETURN f.appId AS appId, c.id AS containerId ORDER BY f.appId LIMIT $limit`,
    { p: providerId, scope: scopeParam(scope), after, limit: cypherInt(limit) },
  );
  return r.records.map((x) => ({ appId: x.get('appId'), containerId: Number(x.get('containerId')) }));
}

export async function readFileRow(appId: string): Promise<FileRow | undefined> {
  const r = await readQuery<{ row: Record<string, unknown> }>(
    `MATCH (c:FileContainer)-[:HAS_FILE]->(f:ShepardFile {appId: $appId})
     RETURN {
       appId: f.appId, oid: f.oid, md5: f.md5, size: f.size, providerId: ${heldBy('f')}, locator: f.locator,
       previousProviderId: f.previousProviderId, previousLocator: f.previousLocator,
       migratedAt: f.migratedAt.epochMillis, migrationHmac: f.migrationHmac, containerId: c.id, containerOid: c.oid
     } AS row LIMIT 1`,
    { appId },
  );
  const m = r.records[0]?.get('row');
  if (!m) return undefined;
  const s = (k: string) => str(m[k]);
  const n = (k: string) => (typeof m[k] === 'number' ? (m[k] as number) : null);
  return {
    appId: s('appId') ?? appId,
    oid: s('oid') ?? '',
    md5: s('md5'),
    size: n('size'),
    providerId: s('providerId') ?? 'dbfs',
    locator: s('locator'),
    previousProviderId: s('previousProviderId'),
    previousLocator: s('previousLocator'),
    migratedAt: n('migratedAt'),
    migrationHmac: s('migrationHmac'),
    containerId: n('containerId') ?? 0,
    containerOid: s('containerOid') ?? '',
  };
}

export interface MigrationWrite {
  readonly appId: string;
  readonly source: string;
  readonly sourceLocator: string;
  readonly target: string;
  readonly targetLocator: string;
  readonly migratedAt: number;
  readonly hmac: string;
}

/** Moves the row to the target, only while it is still held by the source at the same locator. */
export async function markMigrated(w: MigrationWrite): Promise<boolean> {
  const r = await writeQuery(
    `MATCH (f:ShepardFile {appId: $appId}) WHERE ${heldBy('f')} = $source AND f.locator = $sourceLocator
     SET f.providerId = $target, f.locator = $targetLocator, f.previousProviderId = $source, f.previousLocator = $sourceLocator,
         f.migratedAt = datetime({epochMillis: $migratedAt}), f.migrationHmac = $hmac
     RETURN f.appId AS appId`,
    { ...w, migratedAt: cypherInt(w.migratedAt) },
  );
  return r.records.length === 1;
}

/** Restores the previous provider and clears the bookkeeping, only if the row is as verified. */
export async function markRolledBack(
  appId: string,
  current: string,
  hmac: string,
  previous: string,
  locator: string,
): Promise<boolean> {
  const r = await writeQuery(
    `MATCH (f:ShepardFile {appId: $appId}) WHERE f.providerId = $current AND f.migrationHmac = $hmac
     SET f.providerId = $previous, f.locator = $locator
     REMOVE f.previousProviderId, f.previousLocator, f.migratedAt, f.migrationHmac
     RETURN f.appId AS appId`,
    { appId, current, hmac, previous, locator },
  );
  return r.records.length === 1;
}
