/**
 * View recipes in the console (docs/views.md): which renderer draws a `POST /v2/shapes/render`
 * answer, what each channel binding's status says, why nothing is drawn when a required binding
 * cannot be resolved, and how the bound channels' points are read and lined up.
 */

/** How the console draws a renderer hint: one of its own renderers, or the placeholder. */
export type RendererChoice =
  | { readonly kind: 'table' | 'echarts' | 'echarts-gl' | 'plotly' | 'trace-3d' | 'urdf' | 'babylon' }
  | { readonly kind: 'placeholder'; readonly reason: 'external' | 'unknown' };

/**
 * Every renderer value the specification names, with what the console does with it. `external`:
 * drawn outside the console (Isaac Sim's USD stage, a plugin's own frontend).
 */
export const RENDERERS: Readonly<Record<string, RendererChoice>> = {
  table: { kind: 'table' },
  echarts: { kind: 'echarts' },
  tresjs: { kind: 'trace-3d' },
  'trace-3d': { kind: 'trace-3d' },
  'echarts-gl': { kind: 'echarts-gl' },
  plotly: { kind: 'plotly' },
  urdf: { kind: 'urdf' },
  babylon: { kind: 'babylon' },
  'isaac-usd': { kind: 'placeholder', reason: 'external' },
  custom: { kind: 'placeholder', reason: 'external' },
};

/** The renderer for a hint (case as sent; unknown values get the placeholder). */
export function rendererFor(hint: string): RendererChoice {
  return Object.hasOwn(RENDERERS, hint)
    ? (RENDERERS[hint] as RendererChoice)
    : { kind: 'placeholder', reason: 'unknown' };
}

/** The channel a RESOLVED binding names, as the render answer carries it. */
export interface BoundChannel {
  readonly id: number;
  readonly containerId: number;
  readonly measurement: string;
  readonly device: string;
  readonly location: string;
  readonly symbolicName: string;
  readonly field: string;
  readonly valueType: string;
  readonly unit: string | null;
  readonly references: readonly { readonly id: number; readonly appId: string }[];
}

export interface RenderAnswer {
  readonly renderer: string;
  readonly channelBindings: readonly {
    readonly role: string;
    readonly status: 'RESOLVED' | 'MISSING';
    readonly channelSelector: string;
    readonly unit: string | null;
    readonly required: boolean;
    readonly channel: BoundChannel | null;
  }[];
  readonly warnings: readonly { readonly role: string | null; readonly code: string; readonly message: string }[];
}

export type BindingTone = 'success' | 'warning' | 'error';

/** One row of the binding table. */
export interface BindingRow {
  readonly role: string;
  /** RESOLVED, MISSING (an optional channel: its dimension is dropped), or the 422's reason. */
  readonly status: string;
  readonly tone: BindingTone;
  readonly required: boolean;
  readonly selector: string;
  /** The channel's five names joined by " · ", when resolved. */
  readonly channel: string | null;
  readonly expectedUnit: string | null;
  readonly channelUnit: string | null;
  /** Warnings naming this role (unit mismatch first among them) and the 422's message. */
  readonly notes: readonly string[];
}

export const channelLabel = (c: BoundChannel): string =>
  [c.measurement, c.device, c.location, c.symbolicName, c.field].join(' · ');

/** The binding table of a render answer: a warning on a role marks its row. */
export function bindingRows(answer: RenderAnswer): BindingRow[] {
  return answer.channelBindings.map((b) => {
    const warnings = answer.warnings.filter((w) => w.role === b.role);
    const tone: BindingTone = b.status === 'MISSING' || warnings.length > 0 ? 'warning' : 'success';
    return {
      role: b.role,
      status: b.status,
      tone,
      required: b.required,
      selector: b.channelSelector,
      channel: b.channel ? channelLabel(b.channel) : null,
      expectedUnit: b.unit,
      channelUnit: b.channel?.unit ?? null,
      notes: warnings
        .slice()
        .sort((a, z) => Number(z.code === 'unit-mismatch') - Number(a.code === 'unit-mismatch'))
        .map((w) => w.message),
    };
  });
}

/** Warnings that name no binding (a retired recipe, truncated references, a plugin renderer's own). */
export const generalWarnings = (answer: RenderAnswer): string[] =>
  answer.warnings
    .filter((w) => w.role === null || !answer.channelBindings.some((b) => b.role === w.role))
    .map((w) => w.message);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The bindings a 422 `view.unresolvable-binding` names (each: MISSING for a required channel,
 * AMBIGUOUS with candidates, INVALID_SELECTOR), as error rows; empty for any other answer.
 */
export function unresolvedRows(problem: unknown): BindingRow[] {
  if (!isRecord(problem) || !Array.isArray(problem['bindings'])) return [];
  return problem['bindings'].filter(isRecord).map((b) => {
    const candidates = Array.isArray(b['candidates']) ? b['candidates'].length : 0;
    const message = text(b['message']) || text(b['reason']);
    return {
      role: text(b['role']),
      status: text(b['reason']) || 'UNRESOLVED',
      tone: 'error' as const,
      required: b['reason'] === 'MISSING',
      selector: text(b['channelSelector']),
      channel: null,
      expectedUnit: null,
      channelUnit: null,
      notes: candidates > 0 ? [message, `${candidates} candidate channel(s)`] : [message],
    };
  });
}

/** The roles whose bindings stop the view from being drawn (the rows the 422 names). */
export const blockingRoles = (rows: readonly BindingRow[]): string[] =>
  rows.filter((r) => r.tone === 'error').map((r) => r.role);

/** The most raw points one timeseries answer carries (docs/timeseries.md); above it, aggregate. */
export const MAX_RAW_POINTS = 80_000;
/** Buckets per channel when a reference's range holds more points than one answer carries. */
export const VIEW_BUCKETS = 4_000;

/**
 * The `group_by` (ns, decimal) that cuts the reference's [start, end] into at most `buckets`
 * buckets (int64 arithmetic, at least 1 ns).
 */
export function bucketWidth(start: bigint, end: bigint, buckets: number = VIEW_BUCKETS): string {
  const span = end - start + 1n;
  const n = BigInt(Math.max(1, Math.floor(buckets)));
  const width = span <= 0n ? 1n : (span + n - 1n) / n;
  return String(width > 0n ? width : 1n);
}

/** True when a timeseries 400 says the range holds more points than one answer carries. */
export function tooManyPoints(status: number, problem: unknown): boolean {
  if (status !== 400 || !isRecord(problem)) return false;
  const said = `${text(problem['detail'])} ${text(problem['title'])}`;
  return /aggregate|narrow|80[,.]?000|too many|5 ?MB/i.test(said);
}

export interface Point {
  readonly timestamp: number | bigint;
  readonly value: unknown;
}

/** A point's value as a number, or null (booleans as 0/1; strings and nulls are not drawn). */
export function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

/**
 * Channels lined up by timestamp: one row per timestamp any channel has (ascending), each with
 * the channel's value there or null. Timestamps stay exact (bigint).
 */
export function alignByTimestamp(series: readonly (readonly Point[])[]): { t: bigint; values: unknown[] }[] {
  const rows = new Map<bigint, unknown[]>();
  series.forEach((points, i) => {
    for (const p of points) {
      const t = BigInt(p.timestamp);
      let row = rows.get(t);
      if (!row) {
        row = new Array<unknown>(series.length).fill(null);
        rows.set(t, row);
      }
      row[i] = p.value;
    }
  });
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([t, values]) => ({ t, values }));
}

/** Which bound channel drives each axis of a 3D trace: roles x, y, z by name, else in binding order. */
export function traceAxes(roles: readonly (string | null)[]): { x: number; y: number; z: number | null } | null {
  const present = roles.map((r, i) => ({ r: r?.toLowerCase() ?? null, i })).filter((e) => e.r !== null);
  const byName = (n: string) => present.find((e) => e.r === n)?.i;
  const named = { x: byName('x'), y: byName('y'), z: byName('z') };
  const rest = present.filter((e) => ![named.x, named.y, named.z].includes(e.i)).map((e) => e.i);
  const x = named.x ?? rest.shift();
  const y = named.y ?? rest.shift();
  const z = named.z ?? rest.shift() ?? null;
  return x === undefined || y === undefined ? null : { x, y, z };
}

/**
 * The 3D trace: xyz triples of the timestamps where x and y (and z when bound) all have a numeric
 * value; a missing z lies in the plane z = 0. Answers a flat Float32Array (x0,y0,z0,x1,…).
 */
export function tracePositions(
  rows: readonly { values: readonly unknown[] }[],
  axes: { x: number; y: number; z: number | null },
): Float32Array {
  const out: number[] = [];
  for (const row of rows) {
    const x = numeric(row.values[axes.x]);
    const y = numeric(row.values[axes.y]);
    const z = axes.z === null ? 0 : numeric(row.values[axes.z]);
    if (x !== null && y !== null && z !== null) out.push(x, y, z);
  }
  return Float32Array.from(out);
}

/** Centre and half-extent of a position list, to fit the trace into the camera's view. */
export function bounds(positions: Float32Array): { centre: [number, number, number]; radius: number } {
  if (positions.length < 3) return { centre: [0, 0, 0], radius: 1 };
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3)
    for (let k = 0; k < 3; k++) {
      const v = positions[i + k] as number;
      if (v < (lo[k] as number)) lo[k] = v;
      if (v > (hi[k] as number)) hi[k] = v;
    }
  const centre = [0, 1, 2].map((k) => ((lo[k] as number) + (hi[k] as number)) / 2) as [number, number, number];
  const radius = Math.max(...[0, 1, 2].map((k) => ((hi[k] as number) - (lo[k] as number)) / 2), 1e-9);
  return { centre, radius };
}
