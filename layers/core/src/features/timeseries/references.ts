import type { Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { ProblemError, badRequest, notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess } from '../../access/permissions/gate.ts';
import { getContainer } from '../containers/records.ts';
import { getReference, listReferences, type ReferenceView, type Scope } from '../references/references.ts';
import { kindParams, referenceView, toBasicView } from '../references/view.ts';
import { channelFields, channelKeyOf, listChannels, type Channel } from './channels.ts';
import type { ChannelKey } from './csv.ts';

/**
 * Timeseries references: a named time range [start, end] over some channels of one container,
 *
 *   (d)-[:HAS_REFERENCE]->(r:BasicEntity:TimeseriesReference {startNs, endNs, timeseries, timeseriesContainerId})
 *
 * gated like every reference by the Collection in the path; reading their points also needs read
 * on the container. `startNs`/`endNs` are decimal strings (the graph driver reads integers as JS
 * numbers, which would round today's nanosecond instants); `timeseries` is the JSON of the
 * channel names. `timeseriesContainerId` survives the container's deletion, as upstream.
 */
export type TimeseriesReferenceView = ReferenceView & {
  start: bigint;
  end: bigint;
  timeseries: ChannelKey[];
  timeseriesContainerId: number;
};

const KIND = 'TimeseriesReference' as const;

interface Extras {
  start: bigint;
  end: bigint;
  timeseries: ChannelKey[];
  timeseriesContainerId: number;
}

function parseTimeseries(raw: unknown): ChannelKey[] {
  if (typeof raw !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.map((k) => channelKeyOf(k as ChannelKey)) : [];
  } catch {
    return [];
  }
}

/** A reference's own fields from its stored properties (also read by the Collection export). */
export function timeseriesReferenceFields(m: {
  startNs?: unknown;
  endNs?: unknown;
  timeseries?: unknown;
  timeseriesContainerId?: unknown;
}): Extras {
  return {
    start: BigInt(typeof m.startNs === 'string' ? m.startNs : '0'),
    end: BigInt(typeof m.endNs === 'string' ? m.endNs : '0'),
    timeseries: parseTimeseries(m.timeseries),
    timeseriesContainerId: Number(m.timeseriesContainerId),
  };
}

async function extras(ids: readonly number[]): Promise<Map<number, Extras>> {
  if (ids.length === 0) return new Map();
  const r = await readQuery<{ id: number; startNs: string; endNs: string; timeseries: unknown; containerId: number }>(
    `MATCH (r:BasicEntity:TimeseriesReference) WHERE r.id IN $ids
     RETURN r.id AS id, r.startNs AS startNs, r.endNs AS endNs, r.timeseries AS timeseries, r.timeseriesContainerId AS containerId`,
    { ids: ids.map(cypherInt) },
  );
  return new Map(
    r.records.map((rec) => [
      Number(rec.get('id')),
      timeseriesReferenceFields({
        startNs: rec.get('startNs'),
        endNs: rec.get('endNs'),
        timeseries: rec.get('timeseries'),
        timeseriesContainerId: rec.get('containerId'),
      }),
    ]),
  );
}

async function withExtras(views: ReferenceView[]): Promise<TimeseriesReferenceView[]> {
  const more = await extras(views.map((v) => v.id));
  return views.map((v) => ({
    ...v,
    ...(more.get(v.id) ?? { start: 0n, end: 0n, timeseries: [], timeseriesContainerId: 0 }),
  }));
}

export async function listTimeseriesReferences(principal: Principal, s: Scope): Promise<TimeseriesReferenceView[]> {
  return withExtras(await listReferences(principal, s, KIND));
}

export async function getTimeseriesReference(
  principal: Principal,
  s: Scope,
  refId: number,
): Promise<TimeseriesReferenceView> {
  const [view] = await withExtras([await getReference(principal, s, KIND, refId)]);
  if (!view) throw notFound(`TimeseriesReference ${refId} does not exist in DataObject ${s.dataObjectId}.`);
  return view;
}

export interface TimeseriesReferenceInput {
  readonly name: string;
  readonly start: bigint;
  readonly end: bigint;
  readonly timeseries: readonly ChannelKey[];
  readonly timeseriesContainerId: bigint;
}

const matchScope = `
  MATCH (c:BasicEntity:Collection {id: $collectionId})
  OPTIONAL MATCH (d:BasicEntity:DataObject {id: $dataObjectId}) WHERE (c)-[:HAS_DATAOBJECT]->(d)`;

const sameChannel = (a: ChannelKey, b: ChannelKey) => channelFields.every((f) => a[f] === b[f]);

/**
 * Needs write on the path's Collection and read on the container; the container must exist and
 * hold every listed channel, and start ≤ end (400 otherwise).
 */
export async function createTimeseriesReference(
  principal: Principal,
  s: Scope,
  input: TimeseriesReferenceInput,
  opts: { readonly appId?: string } = {},
): Promise<TimeseriesReferenceView> {
  const scope = {
    collectionId: cypherInt(s.collectionId),
    dataObjectId: cypherInt(s.dataObjectId),
    ...gateParams(principal),
  };
  const pre = await readQuery<{ perms: unknown; found: boolean }>(
    `${matchScope} RETURN ${permissionsOf('c')} AS perms, d IS NOT NULL AS found LIMIT 1`,
    scope,
  );
  const row = pre.records[0];
  assertAccess(
    principal,
    { kind: 'Collection', id: s.collectionId },
    row ? parsePermissions(row.get('perms')) : undefined,
    'write',
  );
  if (!row?.get('found'))
    throw notFound(`DataObject ${s.dataObjectId} does not exist in Collection ${s.collectionId}.`);
  if (input.start > input.end) {
    throw badRequest(`start (${input.start}) is after end (${input.end}).`, {
      violations: [{ field: 'start', message: 'must not be after end' }],
    });
  }
  if (input.timeseriesContainerId > BigInt(Number.MAX_SAFE_INTEGER))
    throw badRequest(`The referenced TimeseriesContainer ${input.timeseriesContainerId} does not exist.`);
  const containerId = Number(input.timeseriesContainerId);
  try {
    await getContainer(principal, 'TimeseriesContainer', containerId, 'read');
  } catch (err) {
    if (err instanceof ProblemError && err.status === 404)
      throw badRequest(`The referenced TimeseriesContainer ${containerId} does not exist.`);
    throw err;
  }
  const known = await listChannels(containerId);
  const missing = input.timeseries.filter((k) => !known.some((c) => sameChannel(c, k)));
  if (missing.length > 0) {
    const message = `TimeseriesContainer ${containerId} holds no timeseries ${missing.map((k) => JSON.stringify(channelKeyOf(k))).join(', ')}`;
    throw badRequest(`${message}.`, { violations: [{ field: 'timeseries', message }] });
  }
  const timeseries = input.timeseries
    .map(channelKeyOf)
    .filter((k, i, all) => all.findIndex((o) => sameChannel(o, k)) === i);

  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `${matchScope}
     WITH c, d WHERE d IS NOT NULL
     CREATE (d)-[:HAS_REFERENCE]->(r:BasicEntity:TimeseriesReference {
       id: $id, appId: $appId, name: $name, startNs: $startNs, endNs: $endNs, timeseries: $timeseries,
       timeseriesContainerId: $containerId, createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, revision: 1
     })
     RETURN ${referenceView(KIND)} AS view`,
    {
      ...scope,
      ...kindParams(),
      id: cypherInt(id),
      appId: opts.appId ?? newAppId(),
      name: input.name,
      startNs: input.start.toString(),
      endNs: input.end.toString(),
      timeseries: JSON.stringify(timeseries),
      containerId: cypherInt(containerId),
      now: cypherInt(Date.now()),
    },
  );
  const created = r.records[0];
  if (!created) throw new ProblemError('resource.conflict', 'The DataObject changed while this request ran; retry it.');
  return {
    ...toBasicView(created.get('view')),
    start: input.start,
    end: input.end,
    timeseries,
    timeseriesContainerId: containerId,
  };
}

export type ChannelSelection = Partial<
  Record<'measurement' | 'device' | 'location' | 'symbolicName' | 'field', readonly string[]>
>;

/**
 * The reference (read on its Collection), read on its container, and the channels it lists that
 * still exist there, narrowed by `selection` (each list: any of its names).
 */
export async function referencedChannels(
  principal: Principal,
  s: Scope,
  refId: number,
  selection: ChannelSelection = {},
): Promise<{ ref: TimeseriesReferenceView; channels: Channel[] }> {
  const ref = await getTimeseriesReference(principal, s, refId);
  await getContainer(principal, 'TimeseriesContainer', ref.timeseriesContainerId, 'read').catch((err: unknown) => {
    if (err instanceof ProblemError && err.status === 404)
      throw notFound(
        `The TimeseriesContainer ${ref.timeseriesContainerId} of TimeseriesReference ${refId} no longer exists.`,
      );
    throw err;
  });
  const all = await listChannels(ref.timeseriesContainerId);
  const channels = ref.timeseries
    .map((k) => all.find((c) => sameChannel(c, k)))
    .filter((c): c is Channel => c !== undefined)
    .filter((c) =>
      channelFields.every(
        (f) => selection[f] === undefined || selection[f].length === 0 || selection[f].includes(c[f]),
      ),
    );
  return { ref, channels };
}
