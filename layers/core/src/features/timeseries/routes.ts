import * as z from 'zod';
import type { RouteDef } from '../../kernel/route-types.ts';
import { entityErrors } from '../../kernel/route-common.ts';
import { containerRoutes, containerTargetFromPath } from '../containers/routes.ts';
import { referenceFromPath, referenceItemPath, referenceRoutes } from '../references/kind-routes.ts';
import * as t from './wire.ts';

const base = { group: 'timeseries', auth: 'authenticated', shelf: 'legacy' } as const;
const TC = '/svc/api/timeseriesContainers/{timeseriesContainerId}';
const container = containerTargetFromPath('TimeseriesContainer', 'timeseriesContainerId');
const REF = referenceItemPath('TimeseriesReference');
const refFromPath = referenceFromPath('TimeseriesReference');
const csv = {
  description: 'CSV (ROW or COLUMN layout, UTF-8, \\n line ends) as an attachment',
  contentType: 'application/octet-stream',
} as const;
const tooLong =
  'A range of any length is answered: beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned GET of the same body (docs/legacy-shelf.md).';
const int64Body = { jsonNumbers: 'int64' } as const;
/** Upstream's order of a channel's range-read parameters (payload and export share it; export adds csv_format). */
const channelRangeOrder = [
  'timeseriesContainerId',
  'measurement',
  'location',
  'device',
  'symbolic_name',
  'field',
  'start',
  'end',
  'function',
  'group_by',
  'fill_option',
];

/** The container rows (list, create, get, delete, permissions, roles), shared with every container kind. */
export const timeseriesContainerSpec = {
  kind: 'TimeseriesContainer',
  group: 'timeseries',
  path: '/svc/api/timeseriesContainers',
  idParam: 'timeseriesContainerId',
  tag: 'timeseriesContainer',
  list: {
    operationId: 'getAllTimeseriesContainers',
    summary: 'Get All Timeseries Containers (those the caller may read)',
  },
  create: {
    operationId: 'createTimeseriesContainer',
    summary: 'Create Timeseries Container (owned by the caller, Private)',
  },
  get: { operationId: 'getTimeseriesContainer', summary: 'Get Timeseries Container' },
  delete: {
    operationId: 'deleteTimeseriesContainer',
    summary: 'Delete Timeseries Container (needs write): gone at once, its points deleted in the background',
  },
  permissions: {
    get: { operationId: 'getTimeseriesPermissions', summary: 'Get Timeseries Permissions' },
    edit: { operationId: 'editTimeseriesPermissions', summary: 'Edit Timeseries Permissions (needs manage)' },
    roles: { operationId: 'getTimeseriesRoles', summary: "Get Timeseries Roles (the caller's)" },
  },
} as const;

/** The reference rows (list, create, get, delete), shared with every reference kind. */
export const timeseriesReferenceSpec = {
  kind: 'TimeseriesReference',
  group: 'timeseries',
  schema: t.timeseriesReference,
  write: t.timeseriesReferenceWrite,
  int64Body: true,
  documentsConflict: true,
  getTarget: 'path',
  list: {
    operationId: 'getAllTimeseriesReferences',
    summary: 'Get All Timeseries References (needs read on the Collection)',
  },
  create: {
    operationId: 'createTimeseriesReference',
    summary:
      'Create Timeseries Reference (needs write on the Collection and read on the container, which must hold every listed channel)',
  },
  get: { operationId: 'getTimeseriesReference', summary: 'Get Timeseries Reference (needs read on the Collection)' },
  delete: {
    operationId: 'deleteTimeseriesReference',
    summary: 'Delete Timeseries Reference (needs write on the Collection; the points stay)',
  },
} as const;

/** Timeseries containers, their channels and points, and timeseries references (group `timeseries`). */
export const timeseriesRoutes = [
  ...containerRoutes(timeseriesContainerSpec),
  // ── channels and points ─────────────────────────────────────────────────────────────
  {
    ...base,
    operationId: 'createTimeseries',
    method: 'POST',
    path: `${TC}/payload`,
    tags: ['timeseriesContainer'],
    summary:
      'Create Timeseries: writes points to a channel (created by its first write, keeping that value type); needs write. All or nothing: a refused batch writes nothing; a point at an existing timestamp replaces it. Timestamps are exact int64 nanoseconds.',
    request: { body: t.timeseriesWithPointsWrite, ...int64Body },
    provenance: container,
    responses: { 201: { description: 'created', schema: t.timeseries }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getTimeseries',
    method: 'GET',
    path: `${TC}/payload`,
    tags: ['timeseriesContainer'],
    summary: `Get Timeseries: the points of one channel in [start, end] (inclusive), raw or aggregated (function, group_by, fill_option; see the README for each function's semantics). ${tooLong}`,
    request: { query: t.payloadQuery },
    legacy: {
      parameterOrder: channelRangeOrder,
    },
    provenance: container,
    anySize: true,
    responses: { 200: { description: 'ok', schema: t.timeseriesWithPoints }, ...entityErrors },
  },
  {
    group: 'timeseries',
    auth: 'authenticated',
    shelf: 'v2',
    operationId: 'getTimeseriesBuckets',
    method: 'GET',
    path: '/v2/timeseries-containers/{containerAppId}/timeseries/{timeseriesId}/buckets',
    tags: ['timeseries'],
    summary: `Several aggregate functions over the same epoch-aligned buckets of one channel, in one read (for example MIN, MAX, MEAN and COUNT: a plot's envelope, line and counts); Read on the container. Only the functions combined from summaries; the buckets that hold points, each with every function's value. At most ${t.MAX_V2_BUCKETS.toLocaleString('en')} buckets over [start, end] (400 naming groupBy beyond). Bucket widths that are whole chunks, whole tenths of a chunk or whole minutes read no point (docs/timeseries.md).`,
    request: { query: t.bucketsQuery },
    provenance: { targetKind: 'TimeseriesContainer', target: { from: 'path', param: 'containerAppId' } },
    responses: { 200: { description: 'ok', schema: t.timeseriesBuckets }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getTimeseriesOfContainer',
    method: 'GET',
    path: `${TC}/timeseries`,
    tags: ['timeseriesContainer'],
    summary: 'Get Timeseries Of Container: its channels, filtered by exact names',
    request: { query: t.channelFilterQuery },
    provenance: container,
    responses: { 200: { description: 'ok', schema: z.array(t.timeseriesEntity) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getTimeseriesById',
    method: 'GET',
    path: `${TC}/timeseries/{timeseriesId}`,
    tags: ['timeseriesContainer'],
    summary: 'Get Timeseries By Id: the channel (a one-element list, as upstream)',
    provenance: container,
    responses: { 200: { description: 'ok', schema: z.array(t.timeseriesEntity) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getTimeseriesAvailable',
    method: 'GET',
    path: `${TC}/available`,
    tags: ['timeseriesContainer'],
    summary: 'Get Timeseries Available: the names of every channel of the container',
    provenance: container,
    responses: { 200: { description: 'ok', schema: z.array(t.timeseries) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'exportTimeseries',
    method: 'GET',
    path: `${TC}/export`,
    tags: ['timeseriesContainer'],
    summary: `Export Timeseries: one channel's points (or aggregate) in [start, end] as CSV. ${tooLong}`,
    request: { query: t.exportQuery },
    legacy: {
      parameterOrder: [...channelRangeOrder, 'csv_format'],
    },
    provenance: container,
    anySize: true,
    responses: { 200: csv, ...entityErrors },
  },
  {
    ...base,
    operationId: 'importTimeseries',
    method: 'POST',
    path: `${TC}/import`,
    tags: ['timeseriesContainer'],
    summary:
      'Import Timeseries: a CSV in either export layout as the multipart "file" part (needs write). Every row is checked before anything is written; a broken row is a 400 naming its line.',
    request: { multipart: { file: 'binary' } },
    provenance: container,
    responses: { 200: { description: 'imported' }, ...entityErrors },
  },
  // ── timeseries references ───────────────────────────────────────────────────────────
  ...referenceRoutes(timeseriesReferenceSpec),
  {
    ...base,
    operationId: 'getTimeseriesPayload',
    currentVersionOnly: true,
    method: 'GET',
    path: `${REF}/payload`,
    tags: ['timeseriesReference'],
    summary: `Get Timeseries Payload: the points of the referenced channels over the referenced range, raw or aggregated (needs read on the Collection and the container). ${tooLong}`,
    request: { query: t.referencePayloadQuery },
    provenance: refFromPath,
    // The 303 of a read of any size comes with the row's kind (kernel/route-common.ts answersAnySize).
    responses: { 200: { description: 'ok', schema: z.array(t.timeseriesWithPoints) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'exportTimeseriesPayload',
    currentVersionOnly: true,
    method: 'GET',
    path: `${REF}/export`,
    tags: ['timeseriesReference'],
    summary: `Export Timeseries Payload: the referenced points as CSV. ${tooLong}`,
    request: { query: t.referenceExportQuery },
    provenance: refFromPath,
    anySize: true,
    responses: { 200: csv, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getMetricsOfTimeseriesReference',
    currentVersionOnly: true,
    method: 'GET',
    path: `${REF}/metrics`,
    tags: ['timeseriesReference'],
    summary:
      "Get Metrics: every aggregate function the channel's type allows, over the referenced range of one referenced channel",
    request: { query: t.metricsQuery },
    provenance: refFromPath,
    responses: { 200: { description: 'ok', schema: z.array(t.metric) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getMetricOfTimeseriesReference',
    currentVersionOnly: true,
    method: 'GET',
    path: `${REF}/metric`,
    tags: ['timeseriesReference'],
    summary:
      'Get Metric: one aggregate function over the referenced range of one referenced channel (null when the range holds no point)',
    request: { query: t.metricQuery },
    provenance: refFromPath,
    responses: { 200: { description: 'ok', schema: t.metric }, ...entityErrors },
  },
] as const satisfies readonly RouteDef[];
