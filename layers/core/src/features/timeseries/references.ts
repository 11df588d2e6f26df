import type { Principal } from '../../kernel/principal.ts';
import { badRequest } from '../../kernel/problem.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { insertReference, kindReferences } from '../references/kind-service.ts';
import { noSuchContainer, referableContainer, requireReferencedContainer } from '../containers/referenced.ts';
import { requireDataObjectWrite, type ReferenceView, type Scope } from '../references/references.ts';
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

const timeseriesReferences = kindReferences<Extras>({
  kind: KIND,
  properties: ['startNs', 'endNs', 'timeseries', 'timeseriesContainerId'],
  fields: timeseriesReferenceFields,
  absent: { start: 0n, end: 0n, timeseries: [], timeseriesContainerId: 0 },
});

export const listTimeseriesReferences: (principal: Principal, s: Scope) => Promise<TimeseriesReferenceView[]> =
  timeseriesReferences.list;

export const getTimeseriesReference: (
  principal: Principal,
  s: Scope,
  refId: number,
) => Promise<TimeseriesReferenceView> = timeseriesReferences.get;

export interface TimeseriesReferenceInput {
  readonly name: string;
  readonly start: bigint;
  readonly end: bigint;
  readonly timeseries: readonly ChannelKey[];
  readonly timeseriesContainerId: bigint;
}

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
  await requireDataObjectWrite(principal, s);
  if (input.start > input.end) {
    throw badRequest(`start (${input.start}) is after end (${input.end}).`, {
      violations: [{ field: 'start', message: 'must not be after end' }],
    });
  }
  if (input.timeseriesContainerId > BigInt(Number.MAX_SAFE_INTEGER))
    throw noSuchContainer('TimeseriesContainer', input.timeseriesContainerId);
  const containerId = Number(input.timeseriesContainerId);
  await referableContainer(principal, 'TimeseriesContainer', containerId);
  const known = await listChannels(containerId);
  const missing = input.timeseries.filter((k) => !known.some((c) => sameChannel(c, k)));
  if (missing.length > 0) {
    const message = `TimeseriesContainer ${containerId} holds no timeseries ${missing.map((k) => JSON.stringify(channelKeyOf(k))).join(', ')}`;
    throw badRequest(`${message}.`, { violations: [{ field: 'timeseries', message }] });
  }
  const timeseries = input.timeseries
    .map(channelKeyOf)
    .filter((k, i, all) => all.findIndex((o) => sameChannel(o, k)) === i);

  const view = await insertReference(principal, s, KIND, {
    name: input.name,
    appId: opts.appId,
    props: {
      startNs: input.start.toString(),
      endNs: input.end.toString(),
      timeseries: JSON.stringify(timeseries),
      timeseriesContainerId: cypherInt(containerId),
    },
  });
  return { ...view, start: input.start, end: input.end, timeseries, timeseriesContainerId: containerId };
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
  await requireReferencedContainer(principal, 'TimeseriesContainer', ref.timeseriesContainerId, {
    kind: KIND,
    id: refId,
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
