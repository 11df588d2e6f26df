import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess, permittedIds } from '../../access/permissions/gate.ts';
import type { Principal } from '../../kernel/principal.ts';
import { notFound } from '../../kernel/problem.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { keyHash } from '../timeseries/channels.ts';
import { timeseriesReferenceFields } from '../timeseries/references.ts';
import type { ChannelKey } from '../timeseries/csv.ts';
import type { ViewChannel } from '../../platform/plugins/types.ts';

/**
 * The focus DataObject of a render and the timeseries channels its references name, in two
 * reads whose cost follows the DataObject, not the data: its references (traversed from the
 * DataObject, at most MAX_REFERENCES), then one seek per distinct referenced channel on the
 * unique (containerId, key) index, kept only while its container is a live TimeseriesContainer.
 * Between them one gated read of the distinct containers: a container the caller may not read
 * contributes no channel (its channels count as not referenced: MISSING, or 422 when required).
 * A channel's unit is its semantic annotation under qudt:unit or qudt:hasUnit, when it has one.
 */
export const MAX_REFERENCES = 500;
export const MAX_CHANNELS = 10_000;
export const UNIT_PROPERTIES = ['http://qudt.org/schema/qudt/unit', 'http://qudt.org/schema/qudt/hasUnit'] as const;

export interface FocusChannel extends ViewChannel {
  /** The references naming this channel (legacy id and appId), by id. */
  readonly references: readonly { readonly id: number; readonly appId: string }[];
}

export interface Focus {
  readonly appId: string;
  readonly collectionId: number;
  readonly collectionAppId: string;
  /** Distinct channels, ordered by channel id (the stable order ambiguity reports use). */
  readonly channels: readonly FocusChannel[];
  /** Set when the DataObject has more references or channels than one render reads. */
  readonly truncated: boolean;
}

/** The DataObject, its Collection's permissions and its timeseries references (a seek on the appId, then its own edges). */
export const FOCUS_QUERY = `MATCH (c:BasicEntity:Collection)-[:HAS_DATAOBJECT]->(d:BasicEntity:DataObject {appId: $appId})
     WITH c, d LIMIT 1
     RETURN ${permissionsOf('c')} AS perms, c.id AS cid, c.appId AS cAppId,
       COLLECT { MATCH (d)-[:HAS_REFERENCE]->(r:BasicEntity:TimeseriesReference)
                 RETURN {id: r.id, appId: r.appId, containerId: r.timeseriesContainerId, timeseries: r.timeseries} AS ref ORDER BY r.id LIMIT $limit } AS refs,
       COUNT { MATCH (d)-[:HAS_REFERENCE]->(:BasicEntity:TimeseriesReference) } > $max AS more`;

/** The referenced channels that still exist: one unique-index seek on (containerId, key) each. */
export const CHANNELS_QUERY = `UNWIND $wanted AS w
     MATCH (t:Timeseries {containerId: w.containerId, key: w.key})
     WHERE EXISTS { MATCH (:BasicEntity:TimeseriesContainer {id: w.containerId})-[:HAS_TIMESERIES]->(t) }
     RETURN w.at AS at, t { .id, .containerId, .measurement, .device, .location, .symbolicName, .field, .valueType } AS t,
       COLLECT { MATCH (t)-[:HAS_ANNOTATION]->(a:SemanticAnnotation) WHERE a.propertyIRI IN $unitProps RETURN a.valueIRI ORDER BY a.id LIMIT 1 }[0] AS unit`;

interface RefRow {
  id: number;
  appId: string;
  containerId: unknown;
  timeseries: unknown;
}

/** The DataObject with its Collection, after Read on the Collection (404 unknown, 403 without Read). */
export async function readFocus(principal: Principal, appId: string): Promise<Focus> {
  const r = await readQuery<{ perms: unknown; cid: number; cAppId: string; refs: RefRow[]; more: boolean }>(
    FOCUS_QUERY,
    { appId, limit: cypherInt(MAX_REFERENCES + 1), max: cypherInt(MAX_REFERENCES), ...gateParams(principal) },
  );
  const row = r.records[0];
  if (!row) throw notFound(`No DataObject has appId ${appId}.`);
  const collectionId = Number(row.get('cid'));
  assertAccess(principal, { kind: 'Collection', id: collectionId }, parsePermissions(row.get('perms')), 'read');
  const refs = row.get('refs').slice(0, MAX_REFERENCES);
  const { channels, truncated } = await referencedChannels(principal, refs);
  return {
    appId,
    collectionId,
    collectionAppId: String(row.get('cAppId')),
    channels,
    truncated: truncated || row.get('more'),
  };
}

interface Wanted {
  containerId: number;
  key: string;
  names: ChannelKey;
  refs: { id: number; appId: string }[];
}

async function referencedChannels(
  principal: Principal,
  refs: readonly RefRow[],
): Promise<{ channels: FocusChannel[]; truncated: boolean }> {
  const wanted = new Map<string, Wanted>();
  let truncated = false;
  const fields = refs.map((ref) => ({
    ref,
    ...timeseriesReferenceFields({ timeseries: ref.timeseries, timeseriesContainerId: ref.containerId }),
  }));
  const readable = await permittedIds(
    principal,
    'TimeseriesContainer',
    fields.filter((f) => f.timeseries.length > 0).map((f) => f.timeseriesContainerId),
    'read',
  );
  for (const { ref, timeseries, timeseriesContainerId } of fields) {
    if (!readable.has(timeseriesContainerId)) continue;
    for (const names of timeseries) {
      const key = keyHash(names);
      const id = `${timeseriesContainerId}/${key}`;
      const w = wanted.get(id);
      if (w) w.refs.push({ id: Number(ref.id), appId: String(ref.appId) });
      else if (wanted.size < MAX_CHANNELS)
        wanted.set(id, {
          containerId: timeseriesContainerId,
          key,
          names,
          refs: [{ id: Number(ref.id), appId: String(ref.appId) }],
        });
      else truncated = true;
    }
  }
  if (wanted.size === 0) return { channels: [], truncated };
  const r = await readQuery<{ at: string; t: Record<string, unknown>; unit: string | null }>(CHANNELS_QUERY, {
    wanted: [...wanted.entries()].map(([at, w]) => ({ at, containerId: cypherInt(w.containerId), key: w.key })),
    unitProps: [...UNIT_PROPERTIES],
  });
  const channels = r.records.map((rec): FocusChannel => {
    const t = rec.get('t');
    const w = wanted.get(rec.get('at'))!;
    return {
      id: Number(t['id']),
      containerId: Number(t['containerId']),
      measurement: String(t['measurement']),
      device: String(t['device']),
      location: String(t['location']),
      symbolicName: String(t['symbolicName']),
      field: String(t['field']),
      valueType: String(t['valueType']),
      unit: typeof rec.get('unit') === 'string' ? rec.get('unit') : null,
      references: [...w.refs].sort((a, b) => a.id - b.id),
    };
  });
  return { channels: channels.sort((a, b) => a.id - b.id), truncated };
}
