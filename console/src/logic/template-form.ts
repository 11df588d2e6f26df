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
}

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
  | { readonly code: 'integer' | 'number' | 'date' | 'datetime' | 'boolean' | 'iri' | 'option' };

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

/** Problems of every field by attributeKey (fields without one are left out). */
export function formProblems(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  for (const f of fields) {
    const p = checkField(f, values[f.attributeKey] ?? '');
    if (p) out[f.attributeKey] = p;
  }
  return out;
}

/** The attributes of the instantiation body: the non-blank values, trimmed, by attributeKey. */
export function attributesOf(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = (values[f.attributeKey] ?? '').trim();
    if (v !== '') out[f.attributeKey] = v;
  }
  return out;
}

export interface PlacedViolations {
  /** Messages by the attributeKey of the field whose `path` (or attributeKey) the violation names. */
  readonly byField: Record<string, string[]>;
  /** Violations that name no field of the form. */
  readonly other: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A 422 `template.violations` body's `violations[]` placed on the form's fields. */
export function placeViolations(fields: readonly FormField[], problem: unknown): PlacedViolations {
  const byField: Record<string, string[]> = {};
  const other: string[] = [];
  const list = isRecord(problem) && Array.isArray(problem['violations']) ? problem['violations'] : [];
  for (const v of list) {
    if (!isRecord(v)) continue;
    const message = typeof v['message'] === 'string' ? v['message'] : 'invalid';
    const field =
      fields.find((f) => f.path === v['path']) ??
      fields.find((f) => typeof v['attributeKey'] === 'string' && f.attributeKey === v['attributeKey']);
    if (field) byField[field.attributeKey] = [...(byField[field.attributeKey] ?? []), message];
    else other.push(typeof v['path'] === 'string' ? `${v['path']}: ${message}` : message);
  }
  return { byField, other };
}
