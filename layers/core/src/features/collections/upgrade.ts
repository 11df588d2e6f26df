import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { drainInBatches } from '../../platform/graph/batches.ts';
import { attributeDigests } from '../../platform/graph/attribute-index.ts';
import { logger } from '../../platform/observability/logger.ts';
import { NEVER_UPDATED } from './dataobject-list.ts';

/**
 * Backfills for the list and search indexes (issue 12), in bounded batches: idempotent, never a
 * huge transaction, and a run cut short resumes where it stopped.
 */
const BATCH = 5_000;

/** Every DataObject carries its Collection's id and its lower-cased name, for index-ordered pages. */
export async function backfillListKeys(): Promise<void> {
  const updated = await drainInBatches(
    `MATCH (c:BasicEntity:Collection)-[:HAS_DATAOBJECT]->(d:DataObject) WHERE d.collectionId IS NULL
     WITH c, d LIMIT $batch
     SET d.collectionId = c.id, d.nameKey = toLower(d.name)
     RETURN count(d) AS n`,
    BATCH,
  );
  if (updated > 0) logger.info('DataObjects given their list keys', { updated });
}

/** Every DataObject carries the key its `updatedAt` pages are read in (dataobject-list.ts, NEVER_UPDATED). */
export async function backfillUpdatedKeys(): Promise<void> {
  const updated = await drainInBatches(
    `MATCH (d:DataObject) WHERE d.updatedKey IS NULL
     WITH d LIMIT $batch
     SET d.updatedKey = coalesce(d.updatedAt.epochMillis, $never)
     RETURN count(d) AS n`,
    BATCH,
    { never: NEVER_UPDATED },
  );
  if (updated > 0) logger.info('DataObjects given their updatedAt list key', { updated });
}

/**
 * Every Collection and DataObject gets the pair nodes of its attributes (platform/graph/
 * attribute-index.ts). Rows are named by element id (an entity without a legacy id is still one
 * row), and a batch that marks nothing ends the loop, so it cannot spin.
 */
export async function backfillAttributeIndex(): Promise<void> {
  const batch = 500;
  let updated = 0;
  for (;;) {
    const rows = await readQuery<{ eid: unknown; attributes: unknown }>(
      `MATCH (e:BasicEntity) WHERE (e:Collection OR e:DataObject) AND e.attributesIndexed IS NULL
       RETURN elementId(e) AS eid, e.attributes AS attributes LIMIT $batch`,
      { batch: cypherInt(batch) },
    );
    if (rows.records.length === 0) break;
    const entities = rows.records.map((rec) => ({
      eid: rec.get('eid'),
      digests: attributeDigests(parseAttributes(rec.get('attributes'))),
    }));
    const written = await writeQuery<{ n: unknown }>(
      `UNWIND $entities AS row
       MATCH (e:BasicEntity) WHERE elementId(e) = row.eid AND e.attributesIndexed IS NULL
       FOREACH (digest IN row.digests | CREATE (e)-[:HAS_ATTRIBUTE]->(:AttributeValue {digest: digest}))
       SET e.attributesIndexed = true
       RETURN count(e) AS n`,
      { entities },
    );
    const n = Number(written.records[0]?.get('n') ?? 0);
    if (n === 0) {
      logger.warn('attribute backfill stopped: a batch marked nothing', { batch: entities.length });
      break;
    }
    updated += n;
  }
  if (updated > 0) logger.info('entity attributes indexed', { updated });
}

function parseAttributes(raw: unknown): Record<string, string> {
  if (typeof raw !== 'string') return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  } catch {
    return {};
  }
}
