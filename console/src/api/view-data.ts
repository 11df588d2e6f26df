import { toApiError } from './problems.ts';
import { api } from './instance.ts';
import { type BoundChannel, bucketWidth, type Point, tooManyPoints } from '../logic/views.ts';

/** The points a view draws for one bound channel, and whether they are bucket means. */
export interface ChannelPoints {
  readonly points: readonly Point[];
  readonly aggregated: boolean;
}

type Reference = { id: number; start: number | bigint; end: number | bigint };

/**
 * The points of a bound channel over the range of the DataObject's first timeseries reference
 * naming it (`GET …/timeseriesReferences/{id}/payload` filtered by the channel's names): raw, or,
 * when the range holds more than one answer carries, MEAN buckets of a 4,000th of the range. The API
 * answers such a range with a 303 to the whole body in storage (docs/legacy-shelf.md, "Reads of any
 * size"), which a view does not follow (an opaque redirect here): it draws the buckets instead of
 * fetching every point. A 400 of a range too long to write in one request means the same.
 */
export async function channelPoints(
  collectionId: string,
  dataObjectId: string,
  channel: BoundChannel,
  references: readonly Reference[],
  /** Straight to the buckets (another bound channel of the view needed them: timestamps line up). */
  buckets = false,
): Promise<ChannelPoints> {
  const refId = channel.references[0]?.id;
  const ref = references.find((r) => r.id === refId);
  if (refId === undefined || !ref) return { points: [], aggregated: false };
  const names = {
    measurement: channel.measurement,
    device: channel.device,
    location: channel.location,
    symbolic_name: channel.symbolicName,
    field: channel.field,
  };
  const path = { collectionId, dataObjectId, timeseriesReferenceId: String(refId) };
  const url =
    '/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}/timeseriesReferences/{timeseriesReferenceId}/payload';
  if (!buckets) {
    const raw = await api().GET(url, { params: { path, query: names }, redirect: 'manual' });
    if (raw.response.ok) return { points: raw.data?.[0]?.points ?? [], aggregated: false };
    const stored = raw.response.type === 'opaqueredirect' || raw.response.status === 303;
    if (!stored && !tooManyPoints(raw.response.status, raw.error))
      throw toApiError(raw.response.status, raw.response.headers, raw.error);
  }
  const group = bucketWidth(BigInt(ref.start), BigInt(ref.end));
  const agg = await api().GET(url, { params: { path, query: { ...names, function: 'MEAN', group_by: group } } });
  if (!agg.response.ok) throw toApiError(agg.response.status, agg.response.headers, agg.error);
  return { points: agg.data?.[0]?.points ?? [], aggregated: true };
}
