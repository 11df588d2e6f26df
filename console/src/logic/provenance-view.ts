/**
 * The provenance timeline's filters (kept in the URL), the downloads by representation, and the
 * series the Collection statistics charts draw.
 */

export const ACTION_KINDS = ['CREATE', 'READ', 'UPDATE', 'DELETE', 'EXECUTE'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export interface TimelineFilters {
  agent: string;
  /** Which actions to show (the API filters no action kind: applied to the rows answered). */
  actions: ActionKind[];
  /** ISO dates (yyyy-mm-dd) in the browser's zone, inclusive; '' for open. */
  from: string;
  to: string;
}

export const NO_FILTERS: TimelineFilters = { agent: '', actions: [], from: '', to: '' };

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Filters from the route's query (unknown action kinds dropped, malformed dates ignored). */
export function filtersFromQuery(q: Record<string, unknown>): TimelineFilters {
  const date = (v: unknown) => (/^\d{4}-\d{2}-\d{2}$/.test(str(v)) ? str(v) : '');
  const actions = str(q['actions'])
    .split(',')
    .filter((a): a is ActionKind => (ACTION_KINDS as readonly string[]).includes(a));
  return { agent: str(q['agent']).trim(), actions, from: date(q['from']), to: date(q['to']) };
}

/** The route query of the filters (empty ones left out). */
export function filtersToQuery(f: TimelineFilters): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.agent) q['agent'] = f.agent;
  if (f.actions.length) q['actions'] = f.actions.join(',');
  if (f.from) q['from'] = f.from;
  if (f.to) q['to'] = f.to;
  return q;
}

/** Epoch ms of the start of a local day, or of its last millisecond (`end`). */
export function dayBound(date: string, end: boolean): number | undefined {
  if (!date) return undefined;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const start = new Date(y, m - 1, d).getTime();
  return end ? new Date(y, m - 1, d + 1).getTime() - 1 : start;
}

/** The API filters of the timeline (`since`/`until` inclusive epoch ms, `agent`). */
export function apiFilters(f: TimelineFilters): { agent?: string; since?: number; until?: number } {
  const since = dayBound(f.from, false);
  const until = dayBound(f.to, true);
  return {
    ...(f.agent ? { agent: f.agent } : {}),
    ...(since !== undefined ? { since } : {}),
    ...(until !== undefined ? { until } : {}),
  };
}

/** Rows kept by the action filter (none chosen: all). */
export const byAction = <T extends { actionKind: string }>(rows: readonly T[], actions: readonly ActionKind[]): T[] =>
  actions.length === 0 ? [...rows] : rows.filter((r) => (actions as readonly string[]).includes(r.actionKind));

/** The representations offered as downloads: the Accept header each asks for and its file. */
export const PROVENANCE_FORMATS = [
  { id: 'prov-json', accept: 'application/prov+json', extension: 'prov.json', type: 'application/prov+json' },
  { id: 'jsonld', accept: 'application/ld+json', extension: 'jsonld', type: 'application/ld+json' },
  {
    id: 'jsonld-m4i',
    accept: 'application/ld+json; profile=metadata4ing',
    extension: 'm4i.jsonld',
    type: 'application/ld+json',
  },
] as const;
export type ProvenanceFormat = (typeof PROVENANCE_FORMATS)[number];

/** A download's file name: `provenance-<appId>.<ext>` (characters a file system refuses replaced). */
export const downloadName = (appId: string, f: ProvenanceFormat): string =>
  `provenance-${appId.replace(/[^A-Za-z0-9._-]/g, '_')}.${f.extension}`;

/** A status's tone on the timeline: 2xx success, anything else an error. */
export const statusTone = (status: number): 'success' | 'error' =>
  status >= 200 && status < 300 ? 'success' : 'error';

export interface StatsSeries {
  days: string[];
  counts: number[];
  cumulative: number[];
  histogram: Array<{ kind: ActionKind; count: number }>;
}

/** The charts' series from the stats answer: one day label per bucket (UTC days, oldest first). */
export function statsSeries(s: {
  byActionKind: Record<ActionKind, number | bigint>;
  sparkline: { fromMillis: number | bigint; counts: ReadonlyArray<number | bigint> };
  cumulative: ReadonlyArray<number | bigint>;
}): StatsSeries {
  const from = Number(s.sparkline.fromMillis);
  const day = 86_400_000;
  return {
    days: s.sparkline.counts.map((_, i) => new Date(from + i * day).toISOString().slice(0, 10)),
    counts: s.sparkline.counts.map(Number),
    cumulative: s.cumulative.map(Number),
    histogram: ACTION_KINDS.map((kind) => ({ kind, count: Number(s.byActionKind[kind]) })),
  };
}
