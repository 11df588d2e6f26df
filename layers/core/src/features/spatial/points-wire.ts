import { jsonDouble } from '../../kernel/int64-json.ts';
import type { StoredPoint } from './store.ts';

/** Points as the contract's SpatialDataPoint (for `stringifyInt64Json`): exact timestamps, coordinates as Doubles (`2.0`). */
export const wirePoints = (points: readonly StoredPoint[]) =>
  points.map((p) => ({
    timestamp: p.timestamp,
    x: jsonDouble(p.x),
    y: jsonDouble(p.y),
    z: jsonDouble(p.z),
    measurements: p.measurements,
    metadata: p.metadata,
  }));
