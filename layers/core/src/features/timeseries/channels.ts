import { createHash } from 'node:crypto';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { valueTypes, type ValueType } from './points.ts';
import type { ChannelKey } from './csv.ts';

/**
 * Channels (upstream's TimeseriesEntity): one node per distinct (measurement, device, location,
 * symbolicName, field) in a container, created by the first write to it and keeping the value
 * type of that write for good:
 *
 *   (c:TimeseriesContainer)-[:HAS_TIMESERIES]->(t:Timeseries {id, containerId, measurement, device,
 *       location, symbolicName, field, valueType, key})
 *
 * `key` is the SHA-256 of the five names, unique per container (a composite constraint), so the
 * lookup is one index seek whatever the names' length. The channel's points live in the
 * `timeseries` table under the channel's id (chunk-store.ts); the graph stays the authority on the
 * value type.
 */
export interface Channel extends ChannelKey {
  readonly id: number;
  readonly containerId: number;
  readonly valueType: ValueType;
}

export const channelFields = ['measurement', 'device', 'location', 'symbolicName', 'field'] as const;

export const channelKeyOf = (k: ChannelKey): ChannelKey => ({
  measurement: k.measurement,
  device: k.device,
  location: k.location,
  symbolicName: k.symbolicName,
  field: k.field,
});

export const keyHash = (k: ChannelKey) =>
  createHash('sha256')
    .update(JSON.stringify(channelFields.map((f) => k[f])))
    .digest('hex');

/** The chunk store's name for a channel's points. */
export const storeKey = (c: Pick<Channel, 'id'>) => String(c.id);

const projection = 't { .id, .containerId, .measurement, .device, .location, .symbolicName, .field, .valueType }';

function toChannel(m: Record<string, unknown>): Channel {
  const type = valueTypes.find((t) => t === m['valueType']);
  if (type === undefined) throw new Error(`Timeseries ${String(m['id'])} has an unknown value type.`);
  return {
    id: Number(m['id']),
    containerId: Number(m['containerId']),
    valueType: type,
    measurement: String(m['measurement']),
    device: String(m['device']),
    location: String(m['location']),
    symbolicName: String(m['symbolicName']),
    field: String(m['field']),
  };
}

export async function findChannel(containerId: number, k: ChannelKey): Promise<Channel | undefined> {
  const r = await readQuery<{ t: Record<string, unknown> }>(
    `MATCH (t:Timeseries {containerId: $containerId, key: $key}) RETURN ${projection} AS t`,
    { containerId: cypherInt(containerId), key: keyHash(k) },
  );
  const row = r.records[0];
  return row ? toChannel(row.get('t')) : undefined;
}

/**
 * The channel, created with `type` when it does not exist yet (MERGE on the unique key: two
 * concurrent first writes make one channel, and the later one sees the earlier one's type).
 * Undefined when the container no longer exists.
 */
export async function ensureChannel(containerId: number, k: ChannelKey, type: ValueType): Promise<Channel | undefined> {
  const id = await nextLegacyId();
  const r = await writeQuery<{ t: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:TimeseriesContainer {id: $containerId})
     MERGE (t:Timeseries {containerId: $containerId, key: $key})
       ON CREATE SET t.id = $id, t.measurement = $measurement, t.device = $device, t.location = $location,
         t.symbolicName = $symbolicName, t.field = $field, t.valueType = $type
     MERGE (c)-[:HAS_TIMESERIES]->(t)
     RETURN ${projection} AS t`,
    { containerId: cypherInt(containerId), key: keyHash(k), id: cypherInt(id), type, ...channelKeyOf(k) },
  );
  const row = r.records[0];
  return row ? toChannel(row.get('t')) : undefined;
}

export type ChannelFilter = Partial<Record<(typeof channelFields)[number], string>>;

/** The channels of a container, optionally filtered by exact names, by id. */
export async function listChannels(containerId: number, filter: ChannelFilter = {}): Promise<Channel[]> {
  const r = await readQuery<{ t: Record<string, unknown> }>(
    `MATCH (:BasicEntity:TimeseriesContainer {id: $containerId})-[:HAS_TIMESERIES]->(t:Timeseries)
     WHERE ($measurement IS NULL OR t.measurement = $measurement) AND ($device IS NULL OR t.device = $device)
       AND ($location IS NULL OR t.location = $location) AND ($symbolicName IS NULL OR t.symbolicName = $symbolicName)
       AND ($field IS NULL OR t.field = $field)
     RETURN ${projection} AS t ORDER BY t.id`,
    { containerId: cypherInt(containerId), ...Object.fromEntries(channelFields.map((f) => [f, filter[f] ?? null])) },
  );
  return r.records.map((rec) => toChannel(rec.get('t')));
}

export async function getChannel(containerId: number, id: number): Promise<Channel | undefined> {
  const r = await readQuery<{ t: Record<string, unknown> }>(
    `MATCH (:BasicEntity:TimeseriesContainer {id: $containerId})-[:HAS_TIMESERIES]->(t:Timeseries {id: $id}) RETURN ${projection} AS t`,
    { containerId: cypherInt(containerId), id: cypherInt(id) },
  );
  const row = r.records[0];
  return row ? toChannel(row.get('t')) : undefined;
}

/** Channels of a container being deleted, a few at a time (the deletion worker's purge). */
export async function deletedContainerChannels(containerId: number, limit: number): Promise<Channel[]> {
  const r = await readQuery<{ t: Record<string, unknown> }>(
    `MATCH (:BasicEntity:DeletedContainer {id: $containerId})-[:HAS_TIMESERIES]->(t:Timeseries)
     RETURN ${projection} AS t ORDER BY t.id LIMIT $limit`,
    { containerId: cypherInt(containerId), limit: cypherInt(limit) },
  );
  return r.records.map((rec) => toChannel(rec.get('t')));
}

/** Removes a channel node with its annotations, once its points are gone. */
export async function dropChannelNode(id: number): Promise<void> {
  await writeQuery(
    `MATCH (t:Timeseries {id: $id})
     OPTIONAL MATCH (t)-[:HAS_ANNOTATION]->(a:SemanticAnnotation)
     DETACH DELETE a, t`,
    { id: cypherInt(id) },
  );
}
