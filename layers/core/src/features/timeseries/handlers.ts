import type { ApiResponse, ImplsFor } from '../../kernel/api.ts';
import { jsonDouble, stringifyInt64Json } from '../../kernel/int64-json.ts';
import { parseMultipart } from '../../kernel/multipart.ts';
import type { Principal } from '../../kernel/principal.ts';
import { badRequest, notFound, type ProblemError } from '../../kernel/problem.ts';
import { contentDisposition } from '../../platform/storage/file-names.ts';
import { largeAnswer } from '../../platform/storage/large-answers.ts';
import { getContainer } from '../containers/records.ts';
import { containerImpls } from '../containers/routes.ts';
import { referenceImpls } from '../references/kind-handlers.ts';
import { checkLegacyFunction, type AggregateValue } from './aggregate.ts';
import { answersOf, csvPieces, jsonPieces } from './answer-pieces.ts';
import { channelKeyOf, findChannel, getChannel, listChannels } from './channels.ts';
import { parseCsv, type ChannelKey, type CsvFormat } from './csv.ts';
import { autoconvert, channelBuckets, metricOf, metricsOf, readableChannel, writePoints } from './payload.ts';
import { checkBatch, checkUniqueTimestamps } from './points.ts';
import { parseAggregateQuery, type RawAggregateQuery } from './query.ts';
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

/**
 * A read answer of any size (platform/storage/large-answers.ts): inline up to what a Lambda
 * response holds (JSON as text up to 5 MB; a CSV goes out base64-encoded, so 4.5 MB), else a 303
 * to a presigned GET of the same body. An answer that cannot be written within the request's
 * budget is a 400: `beyond` names what to narrow.
 */
const JSON_INLINE_BYTES = 5_000_000;
const CSV_INLINE_BYTES = 4_500_000;

const jsonAnswer = (pieces: AsyncIterable<string>, beyond: (bytes: number) => ProblemError) =>
  largeAnswer(pieces, { inlineLimit: JSON_INLINE_BYTES, contentType: 'application/json', extension: 'json', beyond });

const csvAnswer = (pieces: AsyncIterable<string>, name: string, beyond: (bytes: number) => ProblemError) =>
  largeAnswer(pieces, {
    inlineLimit: CSV_INLINE_BYTES,
    contentType: 'application/octet-stream',
    extension: 'csv',
    downloadName: name,
    headers: { 'content-disposition': contentDisposition(name) },
    beyond,
  });

/** Past the budget while writing the answer of one channel's [start, end]: narrow `end`. */
const rangeTooLong = (start: bigint, end: bigint) => (bytes: number) => {
  const message = `[${start}, ${end}] takes more than one request may spend writing its answer (${bytes.toLocaleString('en')} bytes written when the request's time ran out); read it in shorter ranges or aggregate it (function, group_by)`;
  return badRequest(`The range ${message}.`, { violations: [{ field: 'end', message }] });
};

/** Past the budget while writing a reference's answer: read its channels over shorter ranges of the container. */
const referenceTooLong = (referenceId: number) => (bytes: number) =>
  badRequest(
    `The answer of TimeseriesReference ${referenceId} takes more than one request may spend writing it (${bytes.toLocaleString('en')} bytes written when the request's time ran out): select fewer channels, aggregate (function, group_by), or read its channels over shorter ranges from their container.`,
  );

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
    return jsonAnswer(jsonPieces(answersOf([channel], q), false), rangeTooLong(q.start, q.end));
  },
  getTimeseriesBuckets: async ({ principal, params, query }) => {
    const { groupBy, buckets } = await channelBuckets(principal, params.containerAppId, params.timeseriesId, query);
    return int64Json(200, {
      groupBy,
      buckets: buckets.map((b) =>
        Object.fromEntries(
          Object.entries(b).map(([k, v]) => [k, k === 'timestamp' ? v : wireValue(v as AggregateValue)]),
        ),
      ),
    });
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
    return csvAnswer(
      csvPieces(answersOf([channel], q), (query.csv_format ?? 'ROW') as CsvFormat),
      `timeseries-${params.timeseriesContainerId}.csv`,
      rangeTooLong(q.start, q.end),
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
    return jsonAnswer(jsonPieces(answersOf(channels, q), true), referenceTooLong(params.timeseriesReferenceId));
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
      csvPieces(answersOf(channels, q), (query.csv_format ?? 'ROW') as CsvFormat),
      `timeseries-reference-${params.timeseriesReferenceId}.csv`,
      referenceTooLong(params.timeseriesReferenceId),
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
