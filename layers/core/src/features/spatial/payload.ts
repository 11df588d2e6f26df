import type { Principal } from '../../kernel/principal.ts';
import { tableName } from '../../platform/aws/clients.ts';
import { getContainer } from '../containers/records.ts';
import { queryPoints, type PointQuery } from './query.ts';
import { SpatialStore, type SpatialPoint, type StoredPoint } from './store.ts';

let shared: SpatialStore | undefined;
export const store = (): SpatialStore => (shared ??= new SpatialStore(tableName('spatial')));

export interface PointInput {
  readonly timestamp?: bigint | undefined;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly measurements: Readonly<Record<string, unknown>>;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** Nanoseconds now: the timestamp of a point written without one, as upstream. */
const nowNs = () => BigInt(Date.now()) * 1_000_000n;

/** Needs write on the container; the batch is stored all or nothing. */
export async function writePoints(
  principal: Principal,
  containerId: number,
  points: readonly PointInput[],
): Promise<void> {
  await getContainer(principal, 'SpatialDataContainer', containerId, 'write');
  const now = nowNs();
  const batch: SpatialPoint[] = points.map((p) => ({ ...p, timestamp: p.timestamp ?? now }));
  await store().append(containerId, batch);
}

export async function readPoints(containerId: number, q: PointQuery): Promise<StoredPoint[]> {
  return queryPoints(store(), containerId, q);
}
