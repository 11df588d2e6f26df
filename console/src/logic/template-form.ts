/**
 * A DATA_KIND template's form (docs/templates.md): the widget for each DASH editor hint, the checks
 * made as the user types (required, pattern, the datatype's lexical form), the attributes sent to
 * instantiation, and a 422's `violations[]` placed on the fields whose `path` they name.
 */

export interface FormField {
  readonly predicate: string;
  readonly label: string;
  readonly editor: string;
  readonly required: boolean;
  readonly datatype: string | null;
  readonly path: string;
  readonly attributeKey: string;
  readonly order: number;
  readonly pattern: string | null;
  readonly options: readonly { readonly value: string; readonly kind: 'LITERAL' | 'IRI'; readonly label: string }[];
  /** sh:minCount (0 when absent). */
  readonly minCount?: number;
  /** sh:maxCount; null when absent (then, or above 1, the field takes several values). */
  readonly maxCount?: number | null;
}

/** Several values (an array to instantiation) when sh:maxCount is absent or above 1 (docs/templates.md). */
export const isMultiValued = (f: Pick<FormField, 'maxCount'>): boolean =>
  f.maxCount !== undefined && (f.maxCount === null || f.maxCount > 1);

/** What a field holds as typed: one text, or a text per value row of a multi-valued field. */
export type FieldValue = string | readonly string[];

/** The value rows a multi-valued field opens with: as many as it needs, at least one. */
export const initialRows = (f: Pick<FormField, 'minCount' | 'maxCount'>): string[] =>
  Array.from({ length: Math.max(1, Math.min(f.minCount ?? 0, f.maxCount ?? Number.POSITIVE_INFINITY, 20)) }, () => '');

/** Whether another value row may be added (rows, blank or not, never exceed sh:maxCount). */
export const canAddRow = (f: Pick<FormField, 'maxCount'>, rows: readonly string[]): boolean =>
  f.maxCount === null || f.maxCount === undefined || rows.length < f.maxCount;

export type Widget = 'text' | 'textarea' | 'number' | 'date' | 'datetime' | 'boolean' | 'enum' | 'iri';

const DASH = 'http://datashapes.org/dash#';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

const NUMERIC = new Set(
  [
    'integer',
    'int',
    'long',
    'short',
    'byte',
    'decimal',
    'double',
    'float',
    'nonNegativeInteger',
    'positiveInteger',
    'negativeInteger',
    'nonPositiveInteger',
    'unsignedInt',
    'unsignedLong',
    'unsignedShort',
    'unsignedByte',
  ].map((l) => `${XSD}${l}`),
);
const INTEGER = new Set([...NUMERIC].filter((d) => !/#(decimal|double|float)$/.test(d)));

/** The widget for a field: the DASH editor hint first, the datatype where the hint is a plain text field. */
export function widgetFor(field: Pick<FormField, 'editor' | 'datatype' | 'options'>): Widget {
  const hint = field.editor.startsWith(DASH) ? field.editor.slice(DASH.length) : field.editor;
  switch (hint) {
    case 'EnumSelectEditor':
    case 'InstancesSelectEditor':
      return field.options.length > 0 ? 'enum' : 'iri';
    case 'BooleanSelectEditor':
      return 'boolean';
    case 'DatePickerEditor':
      return 'date';
    case 'DateTimePickerEditor':
      return 'datetime';
    case 'URIEditor':
    case 'AutoCompleteEditor':
    case 'DetailsEditor':
      return 'iri';
    case 'TextAreaEditor':
    case 'TextAreaWithLangEditor':
    case 'RichTextEditor':
      return 'textarea';
    default:
      if (field.options.length > 0) return 'enum';
      return field.datatype !== null && NUMERIC.has(field.datatype) ? 'number' : 'text';
  }
}

/** The form's groups in order, each field's widget beside it. */
export function sortedFields<T extends Pick<FormField, 'order' | 'label'>>(fields: readonly T[]): T[] {
  return fields.slice().sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

const ABSOLUTE_IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|\\^`]*$/i;

/** A problem with a field's value as typed, or null when it may be sent. */
export type FieldProblem =
  | { readonly code: 'required' }
  | { readonly code: 'pattern'; readonly pattern: string }
  | { readonly code: 'integer' | 'number' | 'date' | 'datetime' | 'boolean' | 'iri' | 'option' }
  | { readonly code: 'tooFew'; readonly min: number }
  | { readonly code: 'tooMany'; readonly max: number };

/** The problems of a multi-valued field: the count of non-blank values, then each value's own. */
export interface ValuesProblems {
  readonly count: FieldProblem | null;
  /** By row: the value's problem (a blank row has none; it is not sent). */
  readonly values: readonly (FieldProblem | null)[];
}

export function checkValues(field: FormField, rows: readonly string[]): ValuesProblems {
  const given = rows.filter((v) => v.trim() !== '').length;
  const min = Math.max(field.minCount ?? 0, field.required ? 1 : 0);
  const max = field.maxCount ?? null;
  const count: FieldProblem | null =
    given < min ? { code: 'tooFew', min } : max !== null && given > max ? { code: 'tooMany', max } : null;
  const single = { ...field, required: false };
  return { count, values: rows.map((v) => (v.trim() === '' ? null : checkField(single, v))) };
}

export function checkField(field: FormField, value: string): FieldProblem | null {
  const v = value.trim();
  if (v === '') return field.required ? { code: 'required' } : null;
  const widget = widgetFor(field);
  if (widget === 'enum' && !field.options.some((o) => o.value === v)) return { code: 'option' };
  if (widget === 'iri' && !ABSOLUTE_IRI.test(v)) return { code: 'iri' };
  if (widget === 'boolean' && v !== 'true' && v !== 'false') return { code: 'boolean' };
  if (widget === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(v)) return { code: 'date' };
  if (widget === 'datetime' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(v))
    return { code: 'datetime' };
  if (field.datatype !== null && INTEGER.has(field.datatype) && !/^[+-]?\d+$/.test(v)) return { code: 'integer' };
  if (field.datatype !== null && NUMERIC.has(field.datatype) && !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(v))
    return { code: 'number' };
  if (field.pattern !== null) {
    let re: RegExp | null = null;
    try {
      re = new RegExp(field.pattern, 'u');
    } catch {
      re = null; // a pattern JavaScript cannot read: the server's check decides
    }
    if (re && !re.test(v)) return { code: 'pattern', pattern: field.pattern };
  }
  return null;
}

const rowsOf = (v: FieldValue | undefined): readonly string[] =>
  v === undefined ? [] : typeof v === 'string' ? [v] : v;

/**
 * Problems of every field by attributeKey (fields without one are left out): a multi-valued
 * field's count problem, else its first value's.
 */
export function formProblems(
  fields: readonly FormField[],
  values: Readonly<Record<string, FieldValue>>,
): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  for (const f of fields) {
    const v = values[f.attributeKey];
    const p = isMultiValued(f)
      ? (() => {
          const c = checkValues(f, rowsOf(v));
          return c.count ?? c.values.find((x) => x !== null) ?? null;
        })()
      : checkField(f, typeof v === 'string' ? v : (v?.[0] ?? ''));
    if (p) out[f.attributeKey] = p;
  }
  return out;
}

/**
 * The attributes of the instantiation body, by attributeKey: a single-valued field's non-blank
 * value, trimmed; a multi-valued field's non-blank values as an array (as the API takes them).
 */
export function attributesOf(
  fields: readonly FormField[],
  values: Readonly<Record<string, FieldValue>>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const f of fields) {
    const rows = rowsOf(values[f.attributeKey])
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (rows.length === 0) continue;
    out[f.attributeKey] = isMultiValued(f) ? rows : (rows[0] as string);
  }
  return out;
}

/**
 * Which values of a multi-valued field a SHACL message (shacl-engine's wording, as the API
 * passes it on) concerns, judged from the message, as the API names only the field: a pattern,
 * a length, a range, a datatype or an option list the values can be checked against here. An
 * empty list: the message is about the field as a whole (a count), or no value can be told.
 */
export function valuesNamed(field: FormField, rows: readonly string[], message: string): number[] {
  const test = (ok: (v: string) => boolean) => rows.flatMap((v, i) => (v.trim() !== '' && !ok(v.trim()) ? [i] : []));
  const num = (re: RegExp) => {
    const m = re.exec(message);
    return m ? Number(m[1]) : undefined;
  };
  if (/^(More|Less) than \S+ values/.test(message)) return [];
  const pattern = /does not match pattern "(.*)"/.exec(message)?.[1];
  if (pattern !== undefined) {
    try {
      const re = new RegExp(pattern, 'u');
      return test((v) => re.test(v));
    } catch {
      return [];
    }
  }
  const maxLength = num(/has more than (\d+) characters/);
  if (maxLength !== undefined) return test((v) => [...v].length <= maxLength);
  const minLength = num(/has less than (\d+) characters/);
  if (minLength !== undefined) return test((v) => [...v].length >= minLength);
  const ranges: [RegExp, (v: number, b: number) => boolean][] = [
    [/not less than or equal to (\S+)$/, (v, b) => v <= b],
    [/not less than (\S+)$/, (v, b) => v < b],
    [/not greater than or equal to (\S+)$/, (v, b) => v >= b],
    [/not greater than (\S+)$/, (v, b) => v > b],
  ];
  for (const [re, ok] of ranges) {
    const bound = num(re);
    if (bound !== undefined && Number.isFinite(bound)) return test((v) => ok(Number(v), bound));
  }
  if (/does not have datatype|is not in/.test(message)) return test((v) => checkField(field, v) === null);
  return [];
}

export interface PlacedViolations {
  /** Messages by the attributeKey of the field whose `path` (or attributeKey) the violation names. */
  readonly byField: Record<string, string[]>;
  /** Multi-valued fields: messages by attributeKey and value row, where the value can be told. */
  readonly byValue: Record<string, Record<number, string[]>>;
  /** Violations that name no field of the form. */
  readonly other: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A 422 `template.violations` body's `violations[]` placed on the form's fields; on a
 * multi-valued field, on the values the message concerns (`valuesNamed`) where they can be told.
 */
export function placeViolations(
  fields: readonly FormField[],
  problem: unknown,
  values: Readonly<Record<string, FieldValue>> = {},
): PlacedViolations {
  const byField: Record<string, string[]> = {};
  const byValue: Record<string, Record<number, string[]>> = {};
  const other: string[] = [];
  const list = isRecord(problem) && Array.isArray(problem['violations']) ? problem['violations'] : [];
  for (const v of list) {
    if (!isRecord(v)) continue;
    const message = typeof v['message'] === 'string' ? v['message'] : 'invalid';
    const field =
      fields.find((f) => f.path === v['path']) ??
      fields.find((f) => typeof v['attributeKey'] === 'string' && f.attributeKey === v['attributeKey']);
    if (!field) {
      other.push(typeof v['path'] === 'string' ? `${v['path']}: ${message}` : message);
      continue;
    }
    const key = field.attributeKey;
    const rows = isMultiValued(field) ? rowsOf(values[key]) : [];
    const named = rows.length > 0 ? valuesNamed(field, rows, message) : [];
    if (named.length === 0) byField[key] = [...(byField[key] ?? []), message];
    else {
      const mine = { ...(byValue[key] ?? {}) };
      for (const i of named) mine[i] = [...(mine[i] ?? []), message];
      byValue[key] = mine;
    }
  }
  return { byField, byValue, other };
}
