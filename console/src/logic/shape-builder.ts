/**
 * The shape builder's rows (one property shape each) and the model `POST /v2/shapes/build` takes
 * (docs/templates.md, **Shapes**). A row is what the user types; the model is what is sent.
 */

export interface ShapeRow {
  path: string;
  name: string;
  /** `xsd:…` or a full IRI; empty: the value is an IRI. */
  datatype: string;
  /** Whole numbers as typed; empty: no bound. */
  minCount: string;
  maxCount: string;
  pattern: string;
  /** `sh:in` members, comma-separated. */
  options: string;
}

export interface ShapeDraft {
  name: string;
  targetClass: string;
  closed: boolean;
  rows: ShapeRow[];
}

export const DATATYPES = [
  'xsd:string',
  'xsd:integer',
  'xsd:decimal',
  'xsd:double',
  'xsd:boolean',
  'xsd:date',
  'xsd:dateTime',
  '',
] as const;

export const emptyRow = (): ShapeRow => ({
  path: '',
  name: '',
  datatype: 'xsd:string',
  minCount: '',
  maxCount: '',
  pattern: '',
  options: '',
});

export interface ShapeModel {
  name?: string;
  targetClass?: string;
  closed?: boolean;
  properties: {
    path: string;
    name?: string;
    datatype?: string;
    minCount?: number;
    maxCount?: number;
    pattern?: string;
    order: number;
    in?: { value: string; kind: 'LITERAL' | 'IRI' }[];
  }[];
}

const count = (s: string): number | undefined => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : undefined);

/** The build model of a draft: blank rows (no path) are left out, order follows the rows. */
export function shapeModel(draft: ShapeDraft): ShapeModel {
  const properties = draft.rows
    .filter((r) => r.path.trim() !== '')
    .map((r, i) => {
      const members = r.options
        .split(',')
        .map((m) => m.trim())
        .filter((m) => m !== '');
      const min = count(r.minCount);
      const max = count(r.maxCount);
      return {
        path: r.path.trim(),
        ...(r.name.trim() ? { name: r.name.trim() } : {}),
        datatype: r.datatype.trim(),
        ...(min !== undefined ? { minCount: min } : {}),
        ...(max !== undefined ? { maxCount: max } : {}),
        ...(r.pattern.trim() ? { pattern: r.pattern.trim() } : {}),
        order: i + 1,
        ...(members.length > 0
          ? {
              in: members.map((value) => ({
                value,
                kind: r.datatype.trim() === '' ? ('IRI' as const) : ('LITERAL' as const),
              })),
            }
          : {}),
      };
    });
  return {
    ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    ...(draft.targetClass.trim() ? { targetClass: draft.targetClass.trim() } : {}),
    closed: draft.closed,
    properties,
  };
}

/** Problems the user can fix before asking the server: row index → message keys. */
export function rowProblems(rows: readonly ShapeRow[]): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const problems: string[] = [];
    const p = r.path.trim();
    if (p !== '' && !/^[a-z][a-z0-9+.-]*:\S+$/i.test(p)) problems.push('path-iri');
    if (p !== '' && seen.has(p)) problems.push('path-repeated');
    seen.add(p);
    if (r.minCount.trim() !== '' && count(r.minCount) === undefined) problems.push('min-count');
    if (r.maxCount.trim() !== '' && count(r.maxCount) === undefined) problems.push('max-count');
    const min = count(r.minCount);
    const max = count(r.maxCount);
    if (min !== undefined && max !== undefined && min > max) problems.push('min-above-max');
    if (problems.length > 0) out[i] = problems;
  });
  return out;
}
