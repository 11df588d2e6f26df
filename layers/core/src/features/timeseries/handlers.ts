import type { ApiResponse, ImplsFor } from '../../kernel/api.ts';
import { jsonDouble, stringifyInt64Json } from '../../kernel/int64-json.ts';
import { parseMultipart } from '../../kernel/multipart.ts';
import type { Principal } from '../../kernel/principal.ts';
import { badRequest, notFound } from '../../kernel/problem.ts';
import { contentDisposition } from '../../platform/storage/file-names.ts';
import { getContainer } from '../containers/records.ts';
import { containerImpls } from '../containers/routes.ts';
import { referenceImpls } from '../references/kind-handlers.ts';
import { checkLegacyFunction, type AggregateValue } from './aggregate.ts';
import { channelKeyOf, findChannel, getChannel, listChannels, type Channel } from './channels.ts';
import { parseCsv, toCsv, type ChannelKey, type CsvFormat, type ExportedChannel } from './csv.ts';
import {
  autoconvert,
  metricOf,
  metricsOf,
  queryChannel,
  readableChannel,
  resultType,
  writePoints,
  type AnsweredPoint,
} from './payload.ts';
import { checkBatch, checkUniqueTimestamps } from './points.ts';
import { withPointsJson } from './points-json.ts';
import { parseAggregateQuery, type AggregateQuery, type RawAggregateQuery } from './query.ts';
import {
  createTimeseriesReference,
  getTimeseriesReference,
  listTimeseriesReferences,
  referencedChannels,
  type ChannelSelection,
} from './references.ts';
import { timeseriesContainerSpec, timeseriesReferenceSpec, type timeseriesRoutes } from './routes.ts';

/** A JSON answer with exact int64s (bigints as digits) and Doubles that stay Doubles (`2.0`). */
const int64Json = (status: number, body: unknown): ApiResponse => ({
  status,
  body: stringifyInt64Json(body),
  contentType: 'application/json',
});

const wireValue = (v: AggregateValue): unknown => (typeof v === 'number' ? jsonDouble(v) : v);
const jsonText = (status: number, body: string): ApiResponse => ({ status, body, contentType: 'application/json' });

interface ChannelQuery {
  measurement: string;
  device: string;
  location: string;
  symbolic_name: string;
  field: string;
}
const keyOf = (q: ChannelQuery): ChannelKey => ({
  measurement: q.measurement,
  device: q.device,
  location: q.location,
  symbolicName: q.symbolic_name,
  field: q.field,
});

const csvAnswer = (text: string, name: string): ApiResponse => ({
  status: 200,
  body: Buffer.from(text, 'utf8'),
  contentType: 'application/octet-stream',
  headers: { 'content-disposition': contentDisposition(name) },
});

const scope = (p: { readonly collectionId: number; readonly dataObjectId: number }) => ({
  collectionId: p.collectionId,
  dataObjectId: p.dataObjectId,
});

/** A reference's channel filters: comma-separated lists (API Gateway joins repeated parameters with commas). */
function selection(q: {
  device?: string | undefined;
  location?: string | undefined;
  symbolic_name?: string | undefined;
  measurement?: string | undefined;
  field?: string | undefined;
}): ChannelSelection {
  const split = (v: string | undefined) => (v === undefined || v === '' ? undefined : v.split(','));
  return {
    device: split(q.device),
    location: split(q.location),
    symbolicName: split(q.symbolic_name),
    measurement: split(q.measurement),
    field: split(q.field),
  };
}

async function channelAnswers(
  channels: readonly Channel[],
  q: AggregateQuery,
): Promise<{ channel: Channel; points: AnsweredPoint[] }[]> {
  const out: { channel: Channel; points: AnsweredPoint[] }[] = [];
  for (const channel of channels) out.push({ channel, points: await queryChannel(channel, q) });
  return out;
}

/** Answers as CSV rows: a null bucket is an empty cell; the channel's type is the function's result type. */
function asCsv(
  answers: readonly { channel: Channel; points: AnsweredPoint[] }[],
  q: AggregateQuery,
  format: CsvFormat,
): string {
  const channels: ExportedChannel[] = answers.map(({ channel, points }) => ({
    timeseries: channelKeyOf(channel),
    type: resultType(channel.valueType, q.fn),
    points,
  }));
  return toCsv(channels, format);
}

const aggregation = (q: RawAggregateQuery & { start: string | bigint; end: string | bigint }) =>
  parseAggregateQuery({
    start: q.start,
    end: q.end,
    function: q.function,
    group_by: q.group_by,
    fill_option: q.fill_option,
  });

/** Imports a CSV: every channel's points checked (against its type, when it exists) before any is written. */
async function importCsv(
  principal: Principal,
  containerId: number,
  body: Buffer | undefined,
  contentType: string | undefined,
): Promise<void> {
  await getContainer(principal, 'TimeseriesContainer', containerId, 'write');
  if (!body || body.length === 0) throw badRequest('A multipart/form-data body with a "file" part is required.');
  const files = parseMultipart(body, contentType).filter((p) => p.name === 'file');
  if (files.length !== 1) throw badRequest(`The form must carry exactly one "file" part, got ${files.length}.`);
  const channels = await parseCsv(files[0]!.data);
  if (channels.length === 0) throw badRequest('The CSV holds no points.');
  const prepared = [];
  for (const c of channels) {
    const existing = await findChannel(containerId, c.timeseries);
    const points = autoconvert(c.points, existing?.valueType);
    try {
      checkBatch(points, existing?.valueType);
      checkUniqueTimestamps(points);
    } catch (err) {
      throw badRequest(`Timeseries ${JSON.stringify(channelKeyOf(c.timeseries))}: ${(err as Error).message}`, {
        violations: [{ field: 'file', message: (err as Error).message }],
      });
    }
    prepared.push({ key: c.timeseries, points });
  }
  for (const p of prepared) await writePoints(principal, containerId, p.key, p.points);
}

export const timeseriesImpls: ImplsFor<typeof timeseriesRoutes> = {
  ...containerImpls(timeseriesContainerSpec),

  createTimeseries: async ({ principal, params, body }) =>
    int64Json(201, await writePoints(principal, params.timeseriesContainerId, body.timeseries, body.points)),
  getTimeseries: async ({ principal, params, query }) => {
    const channel = await readableChannel(principal, params.timeseriesContainerId, keyOf(query));
    const q = aggregation(query);
    return jsonText(200, withPointsJson(channelKeyOf(channel), await queryChannel(channel, q)));
  },
  getTimeseriesOfContainer: async ({ principal, params, query }) => {
    await getContainer(principal, 'TimeseriesContainer', params.timeseriesContainerId);
    const { symbolic_name: symbolicName, ...rest } = query;
    return int64Json(200, await listChannels(params.timeseriesContainerId, { ...rest, symbolicName }));
  },
  getTimeseriesById: async ({ principal, params }) => {
    await getContainer(principal, 'TimeseriesContainer', params.timeseriesContainerId);
    const channel = await getChannel(params.timeseriesContainerId, params.timeseriesId);
    if (!channel)
      throw notFound(`TimeseriesContainer ${params.timeseriesContainerId} holds no timeseries ${params.timeseriesId}.`);
    return int64Json(200, [channel]);
  },
  getTimeseriesAvailable: async ({ principal, params }) => {
    await getContainer(principal, 'TimeseriesContainer', params.timeseriesContainerId);
    return int64Json(200, (await listChannels(params.timeseriesContainerId)).map(channelKeyOf));
  },
  exportTimeseries: async ({ principal, params, query }) => {
    const channel = await readableChannel(principal, params.timeseriesContainerId, keyOf(query));
    const q = aggregation(query);
    const answers = await channelAnswers([channel], q);
    return csvAnswer(
      asCsv(answers, q, (query.csv_format ?? 'ROW') as CsvFormat),
      `timeseries-${params.timeseriesContainerId}.csv`,
    );
  },
  importTimeseries: async ({ principal, params, rawBody, headers }) => {
    await importCsv(principal, params.timeseriesContainerId, rawBody, headers['content-type']);
    return { status: 200 };
  },

  ...referenceImpls(
    timeseriesReferenceSpec,
    { list: listTimeseriesReferences, create: createTimeseriesReference, get: getTimeseriesReference },
    int64Json,
  ),
  getTimeseriesPayload: async ({ principal, params, query }) => {
    const { ref, channels } = await referencedChannels(
      principal,
      scope(params),
      params.timeseriesReferenceId,
      selection(query),
    );
    const q = aggregation({ ...query, start: ref.start, end: ref.end });
    const answers = await channelAnswers(channels, q);
    return jsonText(
      200,
      `[${answers.map(({ channel, points }) => withPointsJson(channelKeyOf(channel), points)).join(',')}]`,
    );
  },
  exportTimeseriesPayload: async ({ principal, params, query }) => {
    const { ref, channels } = await referencedChannels(
      principal,
      scope(params),
      params.timeseriesReferenceId,
      selection(query),
    );
    const q = aggregation({ ...query, start: ref.start, end: ref.end });
    return csvAnswer(
      asCsv(await channelAnswers(channels, q), q, (query.csv_format ?? 'ROW') as CsvFormat),
      `timeseries-reference-${params.timeseriesReferenceId}.csv`,
    );
  },
  getMetricsOfTimeseriesReference: async ({ principal, params, query }) => {
    const { ref, channel } = await referencedChannel(principal, params, keyOf(query));
    const metrics = await metricsOf(channel, ref.start, ref.end);
    return int64Json(
      200,
      metrics.map((m) => ({ function: m.function, value: wireValue(m.value) })),
    );
  },
  getMetricOfTimeseriesReference: async ({ principal, params, query }) => {
    const { ref, channel } = await referencedChannel(principal, params, keyOf(query));
    checkLegacyFunction(query.function, channel.valueType);
    return int64Json(200, {
      function: query.function,
      value: wireValue(await metricOf(channel, query.function, ref.start, ref.end)),
    });
  },
};

/** One channel the reference lists, by its five names (404 when it lists no such channel). */
async function referencedChannel(
  principal: Principal,
  params: { readonly collectionId: number; readonly dataObjectId: number; readonly timeseriesReferenceId: number },
  key: ChannelKey,
) {
  const sel: ChannelSelection = {
    measurement: [key.measurement],
    device: [key.device],
    location: [key.location],
    symbolicName: [key.symbolicName],
    field: [key.field],
  };
  const { ref, channels } = await referencedChannels(principal, scope(params), params.timeseriesReferenceId, sel);
  const channel = channels[0];
  if (!channel)
    throw notFound(
      `TimeseriesReference ${params.timeseriesReferenceId} references no timeseries ${JSON.stringify(key)}.`,
    );
  return { ref, channel };
}
