import type { Principal } from '../../kernel/principal.ts';
import { ProblemError } from '../../kernel/problem.ts';
import { stringifyInt64Json } from '../../kernel/int64-json.ts';
import { config } from '../../platform/config/load.ts';
import { getContainer } from '../containers/records.ts';
import { readPoints } from './payload.ts';
import { wirePoints } from './points-wire.ts';
import { referenceQuery, type SpatialFilters } from './references.ts';

/** What a Collection export needs of a spatial data reference. */
export type ReferencedRead = SpatialFilters & { readonly spatialDataContainerId: number };

/**
 * The points of a reference's stored read as the JSON text its `…/payload` answers, or a problem
 * (the reason) when the export must skip it: spatial data switched off, the caller may not read the
 * container or it is gone, or the read is refused (more than an answer's 10,000 points).
 */
export async function referencePointsJson(
  principal: Principal,
  ref: ReferencedRead,
): Promise<{ text: string } | { problem: string }> {
  if (!config()['svc.spatial-data.enabled'])
    return { problem: 'spatial data is switched off on this instance (svc.spatial-data.enabled)' };
  try {
    await getContainer(principal, 'SpatialDataContainer', ref.spatialDataContainerId, 'read');
    return { text: stringifyInt64Json(wirePoints(await readPoints(ref.spatialDataContainerId, referenceQuery(ref)))) };
  } catch (err) {
    if (err instanceof ProblemError && err.status < 500) return { problem: err.detail ?? err.title };
    throw err;
  }
}
