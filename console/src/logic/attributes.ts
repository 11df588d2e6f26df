/**
 * Attributes as the key-value editor holds them, checked against the bounds the route table
 * publishes for `attributes` (README "Limits of request inputs"; a unit test compares these
 * numbers with the OpenAPI document, so they cannot drift apart). Lengths are characters (code
 * points), as the API counts them; the serialised map is bounded in UTF-8 bytes.
 */
import { fitsCharacters, longerThan } from './characters.ts';
import { FIELD_BOUNDS } from './field-bounds.ts';

export const ATTRIBUTE_BOUNDS = {
  maxEntries: 256,
  maxKeyLength: 256,
  maxValueLength: 2048,
  maxJsonBytes: 65_536,
} as const;

export interface AttributeRow {
  key: string;
  value: string;
}

export const rowsOf = (attributes: Record<string, string> | null | undefined): AttributeRow[] =>
  Object.entries(attributes ?? {}).map(([key, value]) => ({ key, value }));

export type AttributeProblem =
  | { kind: 'key-empty'; row: number }
  | { kind: 'key-too-long'; row: number }
  | { kind: 'key-duplicate'; row: number }
  | { kind: 'value-too-long'; row: number }
  | { kind: 'too-many' }
  | { kind: 'too-large'; bytes: number };

/** Every bound a set of rows breaks (empty when it may be sent). Rows with an empty key and value are ignored. */
export function attributeProblems(rows: readonly AttributeRow[]): AttributeProblem[] {
  const out: AttributeProblem[] = [];
  const seen = new Set<string>();
  const used = rows.map((r, row) => ({ ...r, row })).filter((r) => r.key !== '' || r.value !== '');
  for (const r of used) {
    if (r.key === '') out.push({ kind: 'key-empty', row: r.row });
    else if (longerThan(r.key, ATTRIBUTE_BOUNDS.maxKeyLength)) out.push({ kind: 'key-too-long', row: r.row });
    else if (seen.has(r.key)) out.push({ kind: 'key-duplicate', row: r.row });
    seen.add(r.key);
    if (longerThan(r.value, ATTRIBUTE_BOUNDS.maxValueLength)) out.push({ kind: 'value-too-long', row: r.row });
  }
  if (used.length > ATTRIBUTE_BOUNDS.maxEntries) out.push({ kind: 'too-many' });
  const bytes = new TextEncoder().encode(JSON.stringify(attributesOf(rows))).length;
  if (bytes > ATTRIBUTE_BOUNDS.maxJsonBytes) out.push({ kind: 'too-large', bytes });
  return out;
}

/** The map to send: rows with a key, in order (blank rows dropped). */
export function attributesOf(rows: readonly AttributeRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rows) if (r.key !== '') out[r.key] = r.value;
  return out;
}

/**
 * Whether a Collection's or DataObject's form may be sent: a name, the name and description within
 * their bounds (in characters, as the API counts), and attribute rows without a problem.
 */
export const entityFormReady = (name: string, description: string, rows: readonly AttributeRow[]): boolean =>
  name.trim() !== '' &&
  fitsCharacters(name, FIELD_BOUNDS.name) &&
  fitsCharacters(description, FIELD_BOUNDS.description) &&
  attributeProblems(rows).length === 0;
