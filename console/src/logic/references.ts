import type { paths } from '../api/schema.d.ts';
import { longerThan } from './characters.ts';
import { wireId } from './ids.ts';

/**
 * Creating references to container data from a DataObject: files, timeseries channels,
 * structured-data documents and spatial points. The draft the form edits, the checks against the
 * bounds the route table publishes (a unit test compares them with the OpenAPI document), and
 * the request body of each kind.
 */
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Post<K extends keyof paths> = paths[K] extends { post: { requestBody?: infer R } }
  ? JsonOf<NonNullable<R>>
  : never;
type P = '/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}';
export type FileReferenceBody = Post<`${P}/fileReferences`>;
export type TimeseriesReferenceBody = Post<`${P}/timeseriesReferences`>;
export type StructuredDataReferenceBody = Post<`${P}/structuredDataReferences`>;
export type SpatialDataReferenceBody = Post<`${P}/spatialDataReferences`>;

export const DATA_REFERENCE_KINDS = [
  'FileReference',
  'TimeseriesReference',
  'StructuredDataReference',
  'SpatialDataReference',
] as const;
export type DataReferenceKind = (typeof DATA_REFERENCE_KINDS)[number];
export const isDataReferenceKind = (k: string): k is DataReferenceKind =>
  (DATA_REFERENCE_KINDS as readonly string[]).includes(k);

/** The container kind (as the containers page names it) each reference kind points into. */
export const CONTAINER_OF = {
  FileReference: 'file',
  TimeseriesReference: 'timeseries',
  StructuredDataReference: 'structured',
  SpatialDataReference: 'spatial',
} as const satisfies Record<DataReferenceKind, string>;

/** The body field naming the container, and the one naming the picked items (API field names). */
export const FIELDS = {
  FileReference: { container: 'fileContainerId', items: 'fileOids' },
  TimeseriesReference: { container: 'timeseriesContainerId', items: 'timeseries' },
  StructuredDataReference: { container: 'structuredDataContainerId', items: 'structuredDataOids' },
  SpatialDataReference: { container: 'spatialDataContainerId', items: undefined },
} as const satisfies Record<DataReferenceKind, { container: string; items: string | undefined }>;

/** The bounds of the create routes (route table: kernel/bounds.ts, spatial/filters.ts, spatial/wire.ts). */
export const REFERENCE_BOUNDS = {
  name: 1024,
  /** fileOids, structuredDataOids and timeseries: 1 to this many per reference. */
  items: 1000,
  oidLength: 255,
  /** Spatial: the most points a read answers (limit), neighbours (k) and measurement conditions. */
  limit: 10_000,
  k: 10_000,
  conditions: 100,
  /** A measurement condition's key path, in characters. */
  measurementKey: 4096,
  metadataKeys: 256,
  metadataBytes: 16 * 1024,
  skip: 2 ** 31 - 1,
} as const;

const INT64_MAX = 2n ** 63n - 1n;

export const GEOMETRY_TYPES = [
  'K_NEAREST_NEIGHBOR',
  'BOUNDING_SPHERE',
  'AXIS_ALIGNED_BOUNDING_BOX',
  'ORIENTED_BOUNDING_BOX',
] as const;
export type GeometryType = (typeof GEOMETRY_TYPES)[number];
/** Each geometry's parameters, as spatial/filters.ts reads them; the rotation is optional. */
export const GEOMETRY_PARAMS: Record<GeometryType, readonly string[]> = {
  K_NEAREST_NEIGHBOR: ['k', 'x', 'y', 'z'],
  BOUNDING_SPHERE: ['radius', 'centerX', 'centerY', 'centerZ'],
  AXIS_ALIGNED_BOUNDING_BOX: ['minX', 'minY', 'minZ', 'maxX', 'maxY', 'maxZ'],
  ORIENTED_BOUNDING_BOX: [
    'centerX',
    'centerY',
    'centerZ',
    'extentX',
    'extentY',
    'extentZ',
    'rotationW',
    'rotationX',
    'rotationY',
    'rotationZ',
  ],
};
const OPTIONAL_PARAMS = new Set(['rotationW', 'rotationX', 'rotationY', 'rotationZ']);
const NON_NEGATIVE_PARAMS = new Set(['radius', 'extentX', 'extentY', 'extentZ']);
export const MEASUREMENT_OPERATORS = ['EQUALS', 'GREATER_THAN', 'LESS_THAN'] as const;

/** A timeseries channel: the five names that identify it in its container. */
export interface Channel {
  measurement: string;
  device: string;
  location: string;
  symbolicName: string;
  field: string;
}
export const channelOf = (c: Channel): Channel => ({
  measurement: c.measurement,
  device: c.device,
  location: c.location,
  symbolicName: c.symbolicName,
  field: c.field,
});
/** A stable key of a channel (the picker's value). */
export const channelKey = (c: Channel): string => JSON.stringify(Object.values(channelOf(c)));
export const channelLabel = (c: Channel): string =>
  `${c.measurement} · ${c.device} · ${c.location} · ${c.symbolicName} · ${c.field}`;

/** What the form edits; numbers and timestamps as typed text. */
export interface DataReferenceDraft {
  kind: DataReferenceKind;
  name: string;
  containerId: string;
  /** File or structured-data oids; timeseries channel keys. */
  items: string[];
  start: string;
  end: string;
  geometryType: GeometryType | '';
  geometry: Record<string, string>;
  measurements: MeasurementRow[];
  metadata: string;
  startTime: string;
  endTime: string;
  limit: string;
  skip: string;
}
export interface MeasurementRow {
  key: string;
  operator: (typeof MEASUREMENT_OPERATORS)[number];
  value: string;
}

export const emptyDraft = (kind: DataReferenceKind): DataReferenceDraft => ({
  kind,
  name: '',
  containerId: '',
  items: [],
  start: '',
  end: '',
  geometryType: '',
  geometry: {},
  measurements: [],
  metadata: '',
  startTime: '',
  endTime: '',
  limit: '',
  skip: '',
});

/** A problem the form shows next to `field` (an API field name, so the API's violations land there too). */
export interface DraftProblem {
  field: string;
  /** Message key below `editors.references.problem`. */
  message: string;
  params?: Record<string, string | number>;
}

/**
 * A timestamp in nanoseconds since the epoch: the digits of an int64, or a date and time
 * (ISO 8601, e.g. 2026-01-31T12:00:00Z), taken to the millisecond. Blank: undefined.
 */
export function parseNanos(text: string): bigint | undefined | 'invalid' {
  const t = text.trim();
  if (t === '') return undefined;
  if (/^\d{1,19}$/.test(t)) {
    const n = BigInt(t);
    return n <= INT64_MAX ? n : 'invalid';
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(t)) return 'invalid';
  const ms = Date.parse(t);
  if (Number.isNaN(ms) || ms < 0) return 'invalid';
  return BigInt(ms) * 1_000_000n;
}

/** The instant a nanosecond timestamp names, for the hint under the field. */
export const nanosAsIso = (ns: bigint): string => new Date(Number(ns / 1_000_000n)).toISOString();

const finiteNumber = (t: string): number | undefined => {
  if (t.trim() === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
};
const wholeIn = (t: string, max: number, min = 0): number | undefined | 'invalid' => {
  if (t.trim() === '') return undefined;
  if (!/^\d+$/.test(t.trim())) return 'invalid';
  const n = Number(t.trim());
  return n >= min && n <= max ? n : 'invalid';
};

function metadataObject(text: string): Record<string, unknown> | undefined | 'invalid' {
  if (text.trim() === '') return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** Every problem of the draft, in form order; an empty list: the body can be sent. */
export function draftProblems(d: DataReferenceDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  const f = FIELDS[d.kind];
  if (d.name.trim() === '') out.push({ field: 'name', message: 'required' });
  else if (longerThan(d.name, REFERENCE_BOUNDS.name))
    out.push({ field: 'name', message: 'tooLong', params: { max: REFERENCE_BOUNDS.name } });
  if (!/^\d{1,19}$/.test(d.containerId)) out.push({ field: f.container, message: 'pickContainer' });
  if (f.items !== undefined) {
    if (d.items.length === 0) out.push({ field: f.items, message: 'pickItems' });
    else if (d.items.length > REFERENCE_BOUNDS.items)
      out.push({ field: f.items, message: 'tooMany', params: { max: REFERENCE_BOUNDS.items } });
  }
  if (d.kind === 'TimeseriesReference') {
    const start = parseNanos(d.start);
    const end = parseNanos(d.end);
    if (start === undefined) out.push({ field: 'start', message: 'required' });
    if (start === 'invalid') out.push({ field: 'start', message: 'timestamp' });
    if (end === undefined) out.push({ field: 'end', message: 'required' });
    if (end === 'invalid') out.push({ field: 'end', message: 'timestamp' });
    if (typeof start === 'bigint' && typeof end === 'bigint' && start > end)
      out.push({ field: 'start', message: 'afterEnd' });
  }
  if (d.kind === 'SpatialDataReference') out.push(...spatialProblems(d));
  return out;
}

export function spatialProblems(d: DataReferenceDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  if (d.geometryType !== '') {
    for (const p of GEOMETRY_PARAMS[d.geometryType]) {
      const text = d.geometry[p] ?? '';
      if (text.trim() === '') {
        if (!OPTIONAL_PARAMS.has(p)) out.push({ field: 'geometryFilter', message: 'param', params: { param: p } });
        continue;
      }
      const n = finiteNumber(text);
      if (n === undefined) out.push({ field: 'geometryFilter', message: 'param', params: { param: p } });
      else if (p === 'k' && (!Number.isInteger(n) || n < 1 || n > REFERENCE_BOUNDS.k))
        out.push({ field: 'geometryFilter', message: 'k', params: { max: REFERENCE_BOUNDS.k } });
      else if (NON_NEGATIVE_PARAMS.has(p) && n < 0)
        out.push({ field: 'geometryFilter', message: 'negative', params: { param: p } });
    }
    if (d.geometryType === 'AXIS_ALIGNED_BOUNDING_BOX')
      for (const axis of ['X', 'Y', 'Z']) {
        const lo = finiteNumber(d.geometry[`min${axis}`] ?? '');
        const hi = finiteNumber(d.geometry[`max${axis}`] ?? '');
        if (lo !== undefined && hi !== undefined && lo > hi)
          out.push({ field: 'geometryFilter', message: 'minMax', params: { axis } });
      }
  }
  if (d.measurements.length > REFERENCE_BOUNDS.conditions)
    out.push({ field: 'measurementsFilter', message: 'tooMany', params: { max: REFERENCE_BOUNDS.conditions } });
  d.measurements.forEach((m, i) => {
    if (
      m.key.trim() === '' ||
      longerThan(m.key.trim(), REFERENCE_BOUNDS.measurementKey) ||
      finiteNumber(m.value) === undefined
    )
      out.push({ field: 'measurementsFilter', message: 'condition', params: { row: i + 1 } });
  });
  const meta = metadataObject(d.metadata);
  if (meta === 'invalid') out.push({ field: 'metadataFilter', message: 'jsonObject' });
  else if (meta !== undefined) {
    if (Object.keys(meta).length > REFERENCE_BOUNDS.metadataKeys)
      out.push({ field: 'metadataFilter', message: 'tooMany', params: { max: REFERENCE_BOUNDS.metadataKeys } });
    if (new TextEncoder().encode(JSON.stringify(meta)).length > REFERENCE_BOUNDS.metadataBytes)
      out.push({ field: 'metadataFilter', message: 'tooLarge', params: { max: REFERENCE_BOUNDS.metadataBytes } });
  }
  const startTime = parseNanos(d.startTime);
  const endTime = parseNanos(d.endTime);
  if (startTime === 'invalid') out.push({ field: 'startTime', message: 'timestamp' });
  if (endTime === 'invalid') out.push({ field: 'endTime', message: 'timestamp' });
  if (typeof startTime === 'bigint' && typeof endTime === 'bigint' && startTime > endTime)
    out.push({ field: 'startTime', message: 'afterEnd' });
  if (wholeIn(d.limit, REFERENCE_BOUNDS.limit) === 'invalid')
    out.push({ field: 'limit', message: 'range', params: { min: 0, max: REFERENCE_BOUNDS.limit } });
  if (wholeIn(d.skip, REFERENCE_BOUNDS.skip) === 'invalid')
    out.push({ field: 'skip', message: 'range', params: { min: 0, max: REFERENCE_BOUNDS.skip } });
  return out;
}

/** The request of a draft without problems: which route, and its body (ids and timestamps exact). */
export type DataReferenceRequest =
  | { kind: 'FileReference'; body: FileReferenceBody }
  | { kind: 'TimeseriesReference'; body: TimeseriesReferenceBody }
  | { kind: 'StructuredDataReference'; body: StructuredDataReferenceBody }
  | { kind: 'SpatialDataReference'; body: SpatialDataReferenceBody };

/**
 * The body to send. `channels` are the container's channels (the picked keys are looked up
 * there). Throws when the draft has problems (the form sends only a draft without).
 */
export function referenceRequest(d: DataReferenceDraft, channels: readonly Channel[] = []): DataReferenceRequest {
  const problems = draftProblems(d);
  if (problems.length > 0) throw new Error(`draft has problems: ${problems.map((p) => p.field).join(', ')}`);
  const name = d.name.trim();
  const container = wireId(d.containerId);
  switch (d.kind) {
    case 'FileReference':
      return { kind: d.kind, body: { name, fileContainerId: container, fileOids: [...new Set(d.items)] } };
    case 'StructuredDataReference':
      return {
        kind: d.kind,
        body: { name, structuredDataContainerId: container, structuredDataOids: [...new Set(d.items)] },
      };
    case 'TimeseriesReference': {
      const byKey = new Map(channels.map((c) => [channelKey(c), channelOf(c)]));
      const timeseries = d.items.map((k) => byKey.get(k)).filter((c): c is Channel => c !== undefined);
      return {
        kind: d.kind,
        body: {
          name,
          timeseriesContainerId: BigInt(d.containerId),
          start: parseNanos(d.start) as bigint,
          end: parseNanos(d.end) as bigint,
          timeseries,
        },
      };
    }
    case 'SpatialDataReference':
      return { kind: d.kind, body: spatialBody(d, name) };
  }
}

export function spatialBody(d: DataReferenceDraft, name: string): SpatialDataReferenceBody {
  const body: SpatialDataReferenceBody = { name, spatialDataContainerId: BigInt(d.containerId) };
  if (d.geometryType !== '') {
    const g: Record<string, string | number> = { type: d.geometryType };
    for (const p of GEOMETRY_PARAMS[d.geometryType]) {
      const n = finiteNumber(d.geometry[p] ?? '');
      if (n !== undefined) g[p] = n;
    }
    body.geometryFilter = g;
  }
  if (d.measurements.length > 0)
    body.measurementsFilter = d.measurements.map((m) => ({
      key: m.key.trim(),
      operator: m.operator,
      value: Number(m.value),
    }));
  const meta = metadataObject(d.metadata);
  if (meta !== undefined && meta !== 'invalid') body.metadataFilter = meta;
  const startTime = parseNanos(d.startTime);
  const endTime = parseNanos(d.endTime);
  if (typeof startTime === 'bigint') body.startTime = startTime;
  if (typeof endTime === 'bigint') body.endTime = endTime;
  const limit = wholeIn(d.limit, REFERENCE_BOUNDS.limit);
  const skip = wholeIn(d.skip, REFERENCE_BOUNDS.skip);
  if (typeof limit === 'number') body.limit = limit;
  if (typeof skip === 'number') body.skip = skip;
  return body;
}

/** The fields the form shows for a kind, in order (API field names: where violations land). */
export function formFields(kind: DataReferenceKind): string[] {
  const f = FIELDS[kind];
  const common = ['name', f.container, ...(f.items ? [f.items] : [])];
  if (kind === 'TimeseriesReference') return [...common, 'start', 'end'];
  if (kind === 'SpatialDataReference')
    return [
      ...common,
      'geometryFilter',
      'measurementsFilter',
      'metadataFilter',
      'startTime',
      'endTime',
      'limit',
      'skip',
    ];
  return common;
}
