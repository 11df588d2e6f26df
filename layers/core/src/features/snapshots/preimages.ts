import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import type { Entry } from './entries.ts';

/**
 * The entities a walk must record as they were when the snapshot was requested: the preimages
 * that writes since the request kept (platform/graph/snapshot-preimages.ts), read per step by a
 * range of their `id` (`<snapshotAppId> <key>`, the unique constraint's index: a step costs the
 * preimages of its range, never a scan), and deleted once the walk is past them.
 *
 * A step reads the range after the cursor's DataObject and its own entities (`<cursor>0`: '/' sorts
 * before '0', and a later appId of the same length sorts after it), up to and with those of the page's
 * last DataObject (`<last>0`), or to the end on the last step ('~' sorts after every key character),
 * in key order and at most a given number of them: DataObjects deleted since the request have
 * preimages and no live entry, so the step counts them toward its size (walk-range.ts).
 */
export interface Preimage {
  readonly key: string;
  /** False: the entity was created after the request. */
  readonly existed: boolean;
  readonly revision: number;
}

const END = '~';
const DROP_BATCH = 5_000;

const lowerBound = (snapshotAppId: string, cursor: string) => `${snapshotAppId} ${cursor === '' ? '' : `${cursor}0`}`;
const upperBound = (snapshotAppId: string, last: string | null) =>
  `${snapshotAppId} ${last === null ? END : `${last}0`}`;

/** A range of a snapshot's preimages in key order, at most `$limit`: a seek of the unique index on `id`. */
export const READ_PREIMAGES_CYPHER = `MATCH (p:SnapshotPreimage) WHERE p.id >= $from AND p.id < $to
     WITH p ORDER BY p.id LIMIT $limit
     RETURN p.key AS key, p.existed AS existed, p.revision AS revision`;

/** The parameters of READ_PREIMAGES_CYPHER. */
export const readPreimagesParams = (snapshotAppId: string, cursor: string, last: string | null, limit: number) => ({
  from: lowerBound(snapshotAppId, cursor),
  to: upperBound(snapshotAppId, last),
  limit: cypherInt(limit),
});

/** The first `limit` preimages (in key order) of a step from `cursor` through the DataObject `last` (null: to the end). */
export async function readPreimages(
  snapshotAppId: string,
  cursor: string,
  last: string | null,
  limit: number,
): Promise<Preimage[]> {
  const r = await readQuery<{ key: string; existed: boolean; revision: number | null }>(
    READ_PREIMAGES_CYPHER,
    readPreimagesParams(snapshotAppId, cursor, last, limit),
  );
  return r.records.map((row) => ({
    key: String(row.get('key')),
    existed: row.get('existed') === true,
    revision: Number(row.get('revision') ?? 0),
  }));
}

/**
 * Deletes the preimages the walk is past: those up to and with the DataObject `last`'s (null: all
 * of the snapshot's), in batches. A write that read the cursor just before it moved may still leave
 * one behind the walk; the next step's deletion (which starts at the snapshot's first key) takes it.
 * A write that read the snapshot RUNNING just before its last step and committed after this deletion
 * leaves one behind a finished walk: the delayed message a snapshot leaves behind (job.ts) deletes
 * those once every such write is over.
 */
export async function dropPreimages(snapshotAppId: string, last: string | null): Promise<number> {
  let dropped = 0;
  for (;;) {
    const r = await writeQuery<{ n: number }>(
      `MATCH (p:SnapshotPreimage) WHERE p.id >= $from AND p.id < $to
       WITH p LIMIT $batch DELETE p RETURN count(*) AS n`,
      { from: `${snapshotAppId} `, to: upperBound(snapshotAppId, last), batch: cypherInt(DROP_BATCH) },
    );
    const n = Number(r.records[0]?.get('n') ?? 0);
    dropped += n;
    if (n < DROP_BATCH) return dropped;
  }
}

const byKey = (a: Entry, b: Entry) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** The DataObject appId an entry key belongs to ('' for the Collection's). */
export const scopeOf = (key: string): string => (key.startsWith('#') ? '' : key.split('/', 1)[0]!);

/**
 * A step's entries as of the request: the entries read now (`live`), each replaced by its preimage
 * when a write since the request kept one (its revision then; left out when it did not exist then,
 * with everything of a DataObject that did not), plus the entities of the step's range deleted
 * since (a preimage without a live entry). In key order.
 */
export function asOfRequest(live: readonly Entry[], preimages: readonly Preimage[]): Entry[] {
  if (preimages.length === 0) return [...live];
  const before = new Map(preimages.map((p) => [p.key, p]));
  const createdSince = new Set(preimages.filter((p) => !p.existed && !p.key.includes('/')).map((p) => p.key));
  const out: Entry[] = [];
  const seen = new Set<string>();
  for (const e of live) {
    seen.add(e.key);
    if (createdSince.has(scopeOf(e.key))) continue;
    const p = before.get(e.key);
    if (!p) out.push(e);
    else if (p.existed) out.push({ key: e.key, revision: p.revision });
  }
  for (const p of preimages)
    if (p.existed && !seen.has(p.key) && !createdSince.has(scopeOf(p.key)))
      out.push({ key: p.key, revision: p.revision });
  return out.sort(byKey);
}
