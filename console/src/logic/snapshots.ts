/**
 * The snapshot pages' decisions: when to poll a snapshot, which two may be compared and in which
 * order, and what each row of a diff links to.
 */

export type SnapshotStatus = 'PENDING' | 'RUNNING' | 'COMPLETE' | 'FAILED';

export interface SnapshotLike {
  readonly appId: string;
  readonly status: SnapshotStatus;
  readonly createdAt: string;
}

/** While the worker records it, a snapshot is asked for again every second; never once it ended. */
export const SNAPSHOT_POLL_MS = 1_000;
export const pollWhile = (status: SnapshotStatus | undefined): number | false =>
  status === 'PENDING' || status === 'RUNNING' ? SNAPSHOT_POLL_MS : false;

/** Any snapshot still being recorded: the list is polled until none is. */
export const anyRunning = (rows: readonly SnapshotLike[]): boolean =>
  rows.some((s) => s.status === 'PENDING' || s.status === 'RUNNING');

/**
 * The two snapshots chosen for a comparison as (base, head): the older one first, whatever order
 * they were picked in. Undefined unless exactly two, both COMPLETE (the diff answers 409 otherwise).
 */
export function comparePair<T extends SnapshotLike>(picked: readonly T[]): { a: T; b: T } | undefined {
  if (picked.length !== 2) return undefined;
  const [x, y] = picked as [T, T];
  if (x.status !== 'COMPLETE' || y.status !== 'COMPLETE') return undefined;
  return Date.parse(x.createdAt) <= Date.parse(y.createdAt) ? { a: x, b: y } : { a: y, b: x };
}

/** Where an entity of the snapshot lives in the console (the diff names entities by appId only). */
export type EntityTarget =
  | { kind: 'collection' }
  | { kind: 'dataObject'; dataObjectId: string; name: string }
  /** A reference or lab journal entry (or a DataObject beyond the names loaded): no page of its own here. */
  | { kind: 'other' };

export interface DiffRow {
  change: 'added' | 'removed' | 'changed';
  entityAppId: string;
  fromRevision?: number;
  toRevision?: number;
  target: EntityTarget;
}

export interface DiffPage {
  added: ReadonlyArray<{ entityAppId: string; revision: number | bigint }>;
  removed: ReadonlyArray<{ entityAppId: string }>;
  changed: ReadonlyArray<{ entityAppId: string; fromRevision: number | bigint; toRevision: number | bigint }>;
}

/**
 * The rows of a diff page, each with its target: the Collection by its appId, a DataObject by the
 * appId → id index of the Collection's DataObjects. A removed DataObject is gone (no page).
 */
export function diffRows(
  page: DiffPage,
  collectionAppId: string,
  index: ReadonlyMap<string, { id: string; name: string }>,
): DiffRow[] {
  const target = (appId: string, removed: boolean): EntityTarget => {
    if (appId === collectionAppId) return { kind: 'collection' };
    const d = index.get(appId);
    return d && !removed ? { kind: 'dataObject', dataObjectId: d.id, name: d.name } : { kind: 'other' };
  };
  return [
    ...page.added.map(
      (e): DiffRow => ({
        change: 'added',
        entityAppId: e.entityAppId,
        toRevision: Number(e.revision),
        target: target(e.entityAppId, false),
      }),
    ),
    ...page.removed.map(
      (e): DiffRow => ({ change: 'removed', entityAppId: e.entityAppId, target: target(e.entityAppId, true) }),
    ),
    ...page.changed.map(
      (e): DiffRow => ({
        change: 'changed',
        entityAppId: e.entityAppId,
        fromRevision: Number(e.fromRevision),
        toRevision: Number(e.toRevision),
        target: target(e.entityAppId, false),
      }),
    ),
  ];
}

/** DataObjects indexed for the diff's links at most (pages of 250): beyond, rows say "entity". */
export const DIFF_INDEX_MAX = 5_000;
