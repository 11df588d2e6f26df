/**
 * Browsing an HDF container's domains through HSDS's REST API (pure parts): the requests, the
 * answers read into what the page shows, and the bounded slice of a dataset. The browser talks to
 * HSDS itself, as the user (Basic credentials from `GET /v2/hdf/credentials`), so what it may read
 * is exactly what the ACLs svc writes allow; svc's own routes never proxy the data.
 */
import { stringifyJson } from '../api/lossless.ts';

/** Rows and columns of a dataset's slice asked for and drawn (the first ones of each dimension). */
export const SLICE_ROWS = 20;
export const SLICE_COLUMNS = 10;

/** An HSDS request: the path (with the query) below the endpoint. */
export function hsdsPath(path: string, domain: string, query: Record<string, string> = {}): string {
  const q = new URLSearchParams({ domain, ...query });
  return `${path}?${q.toString()}`;
}

/** The Basic authorization header of the caller's sidecar credentials. */
export function basicAuth(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return `Basic ${btoa(text)}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface DomainEntry {
  readonly name: string;
  /** The last path segment, as shown. */
  readonly title: string;
  readonly folder: boolean;
  readonly lastModified: number | undefined;
}

/** `GET /domains?domain=<folder>/`: the files (and folders) in a container's folder, by name. */
export function domainEntries(body: unknown): DomainEntry[] {
  const list = isRecord(body) && Array.isArray(body['domains']) ? body['domains'] : [];
  return list
    .filter(isRecord)
    .filter((d) => typeof d['name'] === 'string')
    .map((d) => {
      const name = d['name'] as string;
      return {
        name,
        title: name.replace(/\/$/, '').split('/').pop() ?? name,
        folder: d['class'] === 'folder',
        lastModified: typeof d['lastModified'] === 'number' ? d['lastModified'] : undefined,
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** `GET /?domain=`: the root group's id. */
export function rootGroup(body: unknown): string | undefined {
  return isRecord(body) && typeof body['root'] === 'string' ? body['root'] : undefined;
}

export type LinkKind = 'group' | 'dataset' | 'datatype' | 'external' | 'soft';
export interface LinkEntry {
  readonly title: string;
  readonly kind: LinkKind;
  /** The target's id (hard links only). */
  readonly id: string | undefined;
  /** Where a soft or external link points. */
  readonly target: string | undefined;
}

/** `GET /groups/{id}/links?domain=`: the group's members, groups first, then by name. */
export function linkEntries(body: unknown): LinkEntry[] {
  const list = isRecord(body) && Array.isArray(body['links']) ? body['links'] : [];
  const kindOf = (l: Record<string, unknown>): LinkKind => {
    if (l['class'] === 'H5L_TYPE_SOFT') return 'soft';
    if (l['class'] === 'H5L_TYPE_EXTERNAL') return 'external';
    if (l['collection'] === 'datasets') return 'dataset';
    if (l['collection'] === 'datatypes') return 'datatype';
    return 'group';
  };
  const order: Record<LinkKind, number> = { group: 0, dataset: 1, datatype: 2, soft: 3, external: 4 };
  return list
    .filter(isRecord)
    .filter((l) => typeof l['title'] === 'string')
    .map((l) => {
      const kind = kindOf(l);
      const target =
        typeof l['h5path'] === 'string'
          ? `${typeof l['h5domain'] === 'string' ? `${l['h5domain']}:` : ''}${l['h5path']}`
          : undefined;
      return { title: l['title'] as string, kind, id: typeof l['id'] === 'string' ? l['id'] : undefined, target };
    })
    .sort((a, b) => order[a.kind] - order[b.kind] || a.title.localeCompare(b.title));
}

/** An HDF5 type in words: `H5T_IEEE_F64LE` → `float64 (LE)`, strings, compounds, the class otherwise. */
export function typeText(type: unknown): string {
  if (typeof type === 'string') return baseType(type);
  if (!isRecord(type)) return '?';
  if (typeof type['base'] === 'string' && type['class'] !== 'H5T_ARRAY') return baseType(type['base']);
  if (type['class'] === 'H5T_STRING')
    return type['length'] === 'H5T_VARIABLE' ? 'string' : `string[${String(type['length'])}]`;
  if (type['class'] === 'H5T_COMPOUND' && Array.isArray(type['fields']))
    return `compound {${type['fields']
      .filter(isRecord)
      .map((f) => `${String(f['name'])}: ${typeText(f['type'])}`)
      .join(', ')}}`;
  if (type['class'] === 'H5T_ARRAY' && Array.isArray(type['dims']))
    return `${typeText(type['base'])}[${type['dims'].join('×')}]`;
  return typeof type['class'] === 'string' ? type['class'].replace(/^H5T_/, '').toLowerCase() : '?';
}

function baseType(t: string): string {
  const m = /^H5T_(STD_([IU])(\d+)|IEEE_F(\d+))(LE|BE)$/.exec(t);
  if (!m) return t.replace(/^H5T_/, '').toLowerCase();
  const name = m[4] ? `float${m[4]}` : `${m[2] === 'U' ? 'uint' : 'int'}${m[3]}`;
  return `${name} (${m[5]})`;
}

/** A shape's dimensions: `[]` for a scalar, undefined for a null dataspace. */
export function dims(shape: unknown): number[] | undefined {
  if (!isRecord(shape)) return undefined;
  if (shape['class'] === 'H5S_SCALAR') return [];
  if (shape['class'] === 'H5S_NULL') return undefined;
  return Array.isArray(shape['dims']) ? shape['dims'].filter((d): d is number => typeof d === 'number') : undefined;
}

export const shapeText = (d: number[] | undefined): string =>
  d === undefined ? 'null' : d.length === 0 ? 'scalar' : d.join(' × ');

/**
 * The `select` of the bounded slice: the first SLICE_ROWS of dimension 0 and SLICE_COLUMNS of
 * dimension 1, the first index of every further one; undefined for a scalar (the whole value).
 */
export function sliceSelect(d: readonly number[]): string | undefined {
  if (d.length === 0) return undefined;
  const parts = d.map((n, i) => {
    const take = i === 0 ? SLICE_ROWS : i === 1 ? SLICE_COLUMNS : 1;
    return `0:${Math.max(0, Math.min(n, take))}`;
  });
  return `[${parts.join(',')}]`;
}

/**
 * A value as one cell of text (numbers as they came, an int64 beyond 2^53 a bigint printed digit
 * for digit, strings quoted only when empty, arrays joined).
 */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v === '' ? '""' : v;
  if (Array.isArray(v)) return `[${v.map(cellText).join(', ')}]`;
  if (typeof v === 'object') return stringifyJson(v);
  return String(v);
}

/**
 * The slice's value as table rows: a scalar one cell, a 1-D slice one column, a 2-D one its
 * rows; deeper slices (further dimensions taken at index 0) flattened to their first two.
 */
export function sliceRows(value: unknown, d: readonly number[]): string[][] {
  if (d.length === 0) return [[cellText(value)]];
  if (!Array.isArray(value)) return [[cellText(value)]];
  if (d.length === 1) return value.map((v) => [cellText(v)]);
  const flat = (v: unknown): unknown => {
    let x = v;
    for (let i = 2; i < d.length && Array.isArray(x) && x.length > 0; i++) x = x[0];
    return x;
  };
  return value.map((row) => (Array.isArray(row) ? row.map((c) => cellText(flat(c))) : [cellText(row)]));
}

export interface AttributeEntry {
  readonly name: string;
  readonly type: string;
  readonly shape: string;
  readonly value: string;
}

/** `GET /{groups|datasets}/{id}/attributes?IncludeData=1`: name, type, shape and value in words. */
export function attributeEntries(body: unknown): AttributeEntry[] {
  const list = isRecord(body) && Array.isArray(body['attributes']) ? body['attributes'] : [];
  return list
    .filter(isRecord)
    .filter((a) => typeof a['name'] === 'string')
    .map((a) => ({
      name: a['name'] as string,
      type: typeText(a['type']),
      shape: shapeText(dims(a['shape'])),
      value: cellText(a['value']),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** What an HSDS refusal means for the user (a message key below `hdfBrowser.problems`). */
export function hsdsProblem(status: number | undefined): string {
  if (status === undefined) return 'unreachable';
  if (status === 401) return 'credentials';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'gone';
  return 'other';
}
