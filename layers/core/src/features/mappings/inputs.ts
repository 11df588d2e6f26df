import type { Principal } from '../../kernel/principal.ts';
import { ProblemError } from '../../kernel/problem.ts';
import { config } from '../../platform/config/load.ts';
import { DeadlineExceeded, RETRY_AFTER_SECONDS, withDeadline } from '../../platform/dependencies.ts';
import type { Scope } from '../references/references.ts';
import { SANDBOX_LIMITS } from './sandbox.ts';
import { listStructuredDataReferences, referenceDocuments } from '../structured-data/references.ts';
import type { DataObjectRow } from '../templates/entities.ts';
import type { MappingSource, StructuredDataInput, TimeseriesInput } from '../templates/mapping-recipe.ts';
import { checkFunctionForType, needsRawPoints, type AggregateValue } from '../timeseries/aggregate.ts';
import { channelKeyOf } from '../timeseries/channels.ts';
import type { ChannelKey } from '../timeseries/csv.ts';
import { metricOf } from '../timeseries/payload.ts';
import { listTimeseriesReferences, referencedChannels, type ChannelSelection } from '../timeseries/references.ts';

/**
 * The input document a mapping recipe's expression sees, bound from the focus DataObject as its
 * `source` declares (docs/mappings.md):
 *
 *   { dataObject: {appId, name, description, collectionAppId, attributes},
 *     timeseries: {<as>: [{reference: {appId, name}, channel: {measurement, device, location, symbolicName, field},
 *                           valueType, start, end, aggregates: {<FUNCTION>: value}}]},
 *     structuredData: {<as>: [{reference: {appId, name}, oid, name, document}]} }
 *
 * Every read passes the gates of the legacy operations it reuses: Read on the DataObject's
 * Collection, and Read on each container whose points or documents it binds. Instants (`start`,
 * `end`) are int64 nanoseconds as decimal strings; an Integer aggregate is a JSON number while it
 * is a safe integer, else its decimal string.
 */
export const MAX_CHANNELS_PER_INPUT = 64;
/** Each matching reference costs its own reads: an input binds at most this many. */
export const MAX_REFERENCES_PER_INPUT = 32;

/**
 * What one run may cost while its inputs are bound: `points` left of the raw-point budget
 * (MEDIAN, MODE, STDDEV and INTEGRAL read every point of their range; the others are answered
 * from summaries), `bytes` left of the sandbox's input bound, and the instant past which no
 * further read starts (the run then answers 503).
 */
interface RunBudget {
  points: number;
  bytes: number;
  readonly until: number;
}

function checkDeadline(budget: RunBudget): void {
  if (Date.now() > budget.until) throw new DeadlineExceeded('binding the inputs');
}

const invalidInput = (field: string, message: string) =>
  new ProblemError('mapping.invalid-input', `${field}: ${message}.`, { violations: [{ field, message }] });

export interface TimeseriesBinding {
  reference: { appId: string; name: string };
  channel: ChannelKey;
  valueType: string;
  start: string;
  end: string;
  aggregates: Record<string, number | string | boolean | null>;
}

export interface StructuredDataBinding {
  reference: { appId: string; name: string };
  oid: string;
  name: string | null;
  document: unknown;
}

export interface InputDocument {
  dataObject: {
    appId: string;
    name: string;
    description: string | null;
    collectionAppId: string;
    attributes: Record<string, string>;
  };
  timeseries: Record<string, TimeseriesBinding[]>;
  structuredData: Record<string, StructuredDataBinding[]>;
}

/** An aggregate as JSON: bigints as numbers while exact, else as decimal strings. */
export function jsonValue(v: AggregateValue): number | string | boolean | null {
  if (typeof v !== 'bigint') return v;
  return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString();
}

/** The intersection of a reference's [start, end] with a declared window (either end optional). */
export function clipWindow(
  start: bigint,
  end: bigint,
  window: TimeseriesInput['window'],
): { start: bigint; end: bigint } {
  const s = window?.start === undefined ? start : BigInt(window.start);
  const e = window?.end === undefined ? end : BigInt(window.end);
  return { start: s > start ? s : start, end: e < end ? e : end };
}

function attributesOf(d: DataObjectRow, declared: MappingSource['attributes']): Record<string, string> {
  if (declared === false) return {};
  if (declared === undefined || declared === true) return d.attributes;
  return Object.fromEntries(
    declared.flatMap((k) => (d.attributes[k] === undefined ? [] : [[k, d.attributes[k]] as const])),
  );
}

const selectionOf = (c: TimeseriesInput['channel']): ChannelSelection => ({
  measurement: c?.measurement === undefined ? undefined : [c.measurement],
  device: c?.device === undefined ? undefined : [c.device],
  location: c?.location === undefined ? undefined : [c.location],
  symbolicName: c?.symbolicName === undefined ? undefined : [c.symbolicName],
  field: c?.field === undefined ? undefined : [c.field],
});

async function bindTimeseries(
  principal: Principal,
  scope: Scope,
  input: TimeseriesInput,
  index: number,
  budget: RunBudget,
): Promise<TimeseriesBinding[]> {
  const field = `body.source.timeseries.${index}`;
  checkDeadline(budget);
  const refs = (await listTimeseriesReferences(principal, scope)).filter(
    (r) => input.reference === undefined || r.name === input.reference,
  );
  if (refs.length > MAX_REFERENCES_PER_INPUT)
    throw invalidInput(
      field,
      `matches ${refs.length} timeseries references, more than ${MAX_REFERENCES_PER_INPUT}; name one (reference)`,
    );
  const raw = input.functions.filter(needsRawPoints).length;
  const out: TimeseriesBinding[] = [];
  for (const ref of refs) {
    checkDeadline(budget);
    const { channels } = await referencedChannels(principal, scope, ref.id, selectionOf(input.channel));
    if (out.length + channels.length > MAX_CHANNELS_PER_INPUT)
      throw invalidInput(field, `binds more than ${MAX_CHANNELS_PER_INPUT} channels; name a reference or a channel`);
    const { start, end } = clipWindow(ref.start, ref.end, input.window);
    for (const channel of channels) {
      for (const fn of input.functions) {
        try {
          checkFunctionForType(fn, channel.valueType);
        } catch {
          throw invalidInput(
            `${field}.functions`,
            `${fn} needs an Integer or Double channel; ${JSON.stringify(channelKeyOf(channel))} holds ${channel.valueType} values`,
          );
        }
      }
      if (raw > 0 && start <= end) {
        // Counted from summaries before any point is read: each raw function reads the range once.
        checkDeadline(budget);
        budget.points -= raw * Number(await metricOf(channel, 'COUNT', start, end));
        if (budget.points < 0) {
          throw new ProblemError(
            'mapping.limit-exceeded',
            `${field} (${input.as}) needs more points than a run may read for MEDIAN, MODE, STDDEV and INTEGRAL (${config()['svc.mappings.raw-point-budget']} over all inputs); narrow its window or drop those functions.`,
            {
              limit: 'raw-points',
              input: input.as,
              field,
            },
          );
        }
      }
      const aggregates: Record<string, number | string | boolean | null> = {};
      for (const fn of input.functions) {
        checkDeadline(budget);
        aggregates[fn] = start > end ? (fn === 'COUNT' ? 0 : null) : jsonValue(await metricOf(channel, fn, start, end));
      }
      out.push({
        reference: { appId: ref.appId, name: ref.name },
        channel: channelKeyOf(channel),
        valueType: channel.valueType,
        start: start.toString(),
        end: end.toString(),
        aggregates,
      });
    }
  }
  return out;
}

async function bindStructuredData(
  principal: Principal,
  scope: Scope,
  input: StructuredDataInput,
  index: number,
  budget: RunBudget,
): Promise<StructuredDataBinding[]> {
  checkDeadline(budget);
  const refs = (await listStructuredDataReferences(principal, scope)).filter(
    (r) => input.reference === undefined || r.name === input.reference,
  );
  if (refs.length > MAX_REFERENCES_PER_INPUT)
    throw invalidInput(
      `body.source.structuredData.${index}`,
      `matches ${refs.length} structured-data references, more than ${MAX_REFERENCES_PER_INPUT}; name one (reference)`,
    );
  const out: StructuredDataBinding[] = [];
  for (const ref of refs) {
    checkDeadline(budget);
    for (const doc of await referenceDocuments(principal, scope, ref.id)) {
      budget.bytes -= Buffer.byteLength(doc.payload);
      if (budget.bytes < 0)
        throw new ProblemError(
          'mapping.limit-exceeded',
          `The documents bound by body.source.structuredData (${input.as}) exceed the sandbox's input bound of ${SANDBOX_LIMITS.inputBytes} bytes.`,
          { limit: 'input' },
        );
      out.push({
        reference: { appId: ref.appId, name: ref.name },
        oid: doc.structuredData.oid,
        name: doc.structuredData.name,
        document: JSON.parse(doc.payload) as unknown,
      });
    }
  }
  return out;
}

/**
 * The input document of one run (the caller has passed the gate on the DataObject's Collection),
 * bound within `svc.mappings.bind-timeout-ms`: past it the run answers 503 and starts no further read.
 */
export async function bindInputs(
  principal: Principal,
  d: DataObjectRow,
  source: MappingSource,
): Promise<InputDocument> {
  const ms = config()['svc.mappings.bind-timeout-ms'];
  const budget: RunBudget = {
    points: config()['svc.mappings.raw-point-budget'],
    bytes: SANDBOX_LIMITS.inputBytes,
    until: Date.now() + ms,
  };
  try {
    return await withDeadline(bindAll(principal, d, source, budget), ms, 'binding the inputs');
  } catch (error) {
    if (!(error instanceof DeadlineExceeded)) throw error;
    throw new ProblemError(
      'service.unavailable',
      `Binding the inputs of the mapping took longer than ${ms} ms; retry later, or narrow the recipe's inputs (windows, channels).`,
      {},
      {
        cause: error,
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      },
    );
  }
}

async function bindAll(
  principal: Principal,
  d: DataObjectRow,
  source: MappingSource,
  budget: RunBudget,
): Promise<InputDocument> {
  const scope: Scope = { collectionId: d.collection.id, dataObjectId: d.id };
  const timeseries: Record<string, TimeseriesBinding[]> = {};
  for (const [i, input] of (source.timeseries ?? []).entries())
    timeseries[input.as] = await bindTimeseries(principal, scope, input, i, budget);
  const structuredData: Record<string, StructuredDataBinding[]> = {};
  for (const [i, input] of (source.structuredData ?? []).entries())
    structuredData[input.as] = await bindStructuredData(principal, scope, input, i, budget);
  return {
    dataObject: {
      appId: d.appId,
      name: d.name,
      description: d.description,
      collectionAppId: d.collection.appId,
      attributes: attributesOf(d, source.attributes),
    },
    timeseries,
    structuredData,
  };
}
