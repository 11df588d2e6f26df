import { stringify } from 'lossless-json';
import { longerThan } from './characters.ts';

/**
 * Decisions of the plugin pages (pure): whether a plugin's page is offered, what a refusal of the
 * wiki-writer means, a mapping run's request, and an import job's progress.
 */

/**
 * What the console knows of the plugins: the enabled ids when the caller may read
 * `GET /v2/admin/plugins` (instance admins), else `undefined` (the API answers no one else).
 */
export type PluginStates = ReadonlyMap<string, boolean> | undefined;

export function pluginStates(rows: readonly { id: string; enabled: boolean }[] | null | undefined): PluginStates {
  return rows ? new Map(rows.map((r) => [r.id, r.enabled])) : undefined;
}

/**
 * Whether to offer plugin `id`'s action. Known states decide; without them (not an admin) the
 * action is offered until one of its calls answered that the plugin is off (`learnedOff`).
 */
export function offerPlugin(states: PluginStates, id: string, learnedOff: boolean): boolean {
  if (states) return states.get(id) === true;
  return !learnedOff;
}

/** A 404 that says the plugin itself is off (not that the DataObject is unknown). */
export function pluginOff(status: number, detail: string | undefined): boolean {
  return status === 404 && /plugin is (disabled|off)/i.test(detail ?? '');
}

/** The message key (below `pluginPages.wikiWriter.problems`) for a refused wiki-write; nothing was written. */
export function wikiWriteProblem(status: number, detail: string | undefined): string {
  if (pluginOff(status, detail)) return 'off';
  if (status === 409) return 'unbound';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'gone';
  if (status === 502) return 'refused';
  if (status === 503) return 'unavailable';
  return 'other';
}

export type MappingOutput = 'ephemeral' | 'reference';

export interface MappingDraft {
  readonly output: MappingOutput;
  /** The document's and reference's name; empty: the recipe's `target.name`, else the template's name. */
  readonly name: string;
  /** A structured-data container's appId; empty: a new Private container owned by the caller. */
  readonly containerAppId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The route table's bound of the reference's name (`output.name`), in characters (code points). */
export const MAPPING_NAME_MAX = 1024;

/** Problems of the draft by field (`name`, `containerAppId`), before anything is sent. */
export function mappingDraftProblems(d: MappingDraft): Record<string, string> {
  const out: Record<string, string> = {};
  if (d.output === 'reference' && longerThan(d.name.trim(), MAPPING_NAME_MAX)) out['name'] = 'long';
  if (d.output === 'reference' && d.containerAppId.trim() !== '' && !UUID.test(d.containerAppId.trim()))
    out['containerAppId'] = 'uuid';
  return out;
}

/** The body of `POST /v2/mappings/{templateAppId}/materialize` for the DataObject and the draft. */
export function mappingRequest(
  focusDataObjectAppId: string,
  d: MappingDraft,
):
  | { focusDataObjectAppId: string; output: { mode: 'ephemeral' } }
  | {
      focusDataObjectAppId: string;
      output: { mode: 'reference'; structuredDataContainerAppId?: string; name?: string };
    } {
  if (d.output === 'ephemeral') return { focusDataObjectAppId, output: { mode: 'ephemeral' } };
  const name = d.name.trim();
  const container = d.containerAppId.trim();
  return {
    focusDataObjectAppId,
    output: {
      mode: 'reference',
      ...(container ? { structuredDataContainerAppId: container } : {}),
      ...(name ? { name } : {}),
    },
  };
}

/** Characters of a result drawn as text before the rest is only offered as a download. */
export const RESULT_SHOWN_CHARS = 200_000;

/** A result as indented JSON text (int64 values, parsed as bigints, written digit for digit). */
export function resultText(value: unknown): string {
  return stringify(value, undefined, 2) ?? 'null';
}

export interface ImportCounts {
  readonly [kind: string]: { readonly done: number; readonly total: number; readonly skipped: number };
}

export interface ImportJobLike {
  readonly state: 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  readonly phase: 'collection' | 'dataObjects' | 'content' | 'permissions' | 'provenance' | 'done';
  readonly counts: ImportCounts;
}

export const IMPORT_PHASES = ['collection', 'dataObjects', 'content', 'permissions', 'provenance', 'done'] as const;

/**
 * A job's progress in percent: the items done or skipped of the items found so far, over every
 * kind but timeseries and spatial points (counted per point, they would drown the rest); 100 once SUCCEEDED.
 * Totals grow while the walk discovers items, so a running job's figure can fall back (shown as
 * approximate). Undefined while nothing is known.
 */
export function importPercent(job: ImportJobLike): number | undefined {
  if (job.state === 'SUCCEEDED') return 100;
  let done = 0;
  let total = 0;
  for (const [kind, c] of Object.entries(job.counts)) {
    if (kind === 'timeseriesPoints' || kind === 'spatialPoints') continue;
    done += c.done + c.skipped;
    total += c.total;
  }
  if (total === 0) return job.state === 'QUEUED' ? 0 : undefined;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** The kinds worth a row: those with anything found, in the API's order. */
export const importRows = (counts: ImportCounts) =>
  Object.entries(counts)
    .filter(([, c]) => c.total > 0 || c.done > 0 || c.skipped > 0)
    .map(([kind, c]) => ({ kind, ...c }));

/** Whether a job list needs polling: while any job is QUEUED or RUNNING. */
export const importsActive = (jobs: readonly { state: string }[]) =>
  jobs.some((j) => j.state === 'QUEUED' || j.state === 'RUNNING');

export interface ImportDraft {
  readonly sourceBaseUrl: string;
  readonly apiKey: string;
  readonly sourceCollectionId: string;
  readonly targetName: string;
}

/** Problems of the start form by field, before anything is sent (the API checks the address itself). */
export function importDraftProblems(d: ImportDraft): Record<string, string> {
  const out: Record<string, string> = {};
  let url: URL | undefined;
  try {
    url = new URL(d.sourceBaseUrl.trim());
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) out['sourceBaseUrl'] = 'url';
  if (d.apiKey.trim() === '') out['apiKey'] = 'required';
  if (!/^[1-9]\d{0,18}$/.test(d.sourceCollectionId.trim())) out['sourceCollectionId'] = 'id';
  return out;
}

/** The hint key (below `pluginPages.mappings.problems`) for a refused mapping run, by problem code. */
export function mappingProblem(status: number, code: string | undefined): string | undefined {
  if (code?.startsWith('mapping.'))
    return code.slice('mapping.'.length).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  if (status === 409) return 'retired';
  return undefined;
}
