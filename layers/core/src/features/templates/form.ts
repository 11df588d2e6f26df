import type { Term } from 'n3';
import { NS, listMembers } from './rdf.ts';
import type { FlatShape } from './shape-flatten.ts';

/**
 * The form descriptor (docs/templates.md, Forms and instantiation), compiled from the flattened shape:
 * one group for the node shape's own fields, one more per nested sh:node (its fields' paths and
 * attribute keys prefixed by the outer field's). `path` is a SPARQL property path (`<p>`, or
 * `<outer>/<inner>` inside a nested shape): the same text names a field in 422 `violations[]`.
 * `attributeKey` is the predicate's local name (`outer.inner` when nested; a repeated local name
 * gets `_2`, `_3`, … in field order). `editor` is a DASH editor hint.
 */
export interface FormOption {
  value: string;
  kind: 'LITERAL' | 'IRI';
  label: string;
}
export interface FormField {
  predicate: string;
  label: string;
  editor: string;
  required: boolean;
  datatype: string | null;
  path: string;
  attributeKey: string;
  order: number;
  pattern: string | null;
  options: FormOption[];
  /** `sh:minCount` (0 when absent): `required` is minCount ≥ 1. */
  minCount: number;
  /** `sh:maxCount`, null when absent (any number of values); above 1 or null: a multi-valued field. */
  maxCount: number | null;
}
export interface FormGroup {
  label: string;
  fields: FormField[];
}
export interface FormDescriptor {
  groups: FormGroup[];
  submitBlock: { endpoint: string; mode: 'CREATE' };
}

/** What instantiation and the RDF view need of a field beyond the wire: where its value goes. */
export interface CompiledField extends FormField {
  readonly steps: readonly string[];
  readonly defaultValue: string | null;
}

const DASH = (l: string) => `${NS.dash}${l}`;
const XSD = (l: string) => `${NS.xsd}${l}`;
const MAX_FIELDS = 2000;

export const localName = (iri: string) => {
  const cut = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/'), iri.lastIndexOf(':'));
  return iri.slice(cut + 1) || iri;
};

export function editorFor(datatype: string | null, hasIn: boolean, explicit: string | undefined): string {
  if (explicit) return explicit;
  if (hasIn) return DASH('EnumSelectEditor');
  if (datatype === null) return DASH('URIEditor');
  if (datatype === XSD('boolean')) return DASH('BooleanSelectEditor');
  if (datatype === XSD('date')) return DASH('DatePickerEditor');
  if (datatype === XSD('dateTime') || datatype === XSD('dateTimeStamp')) return DASH('DateTimePickerEditor');
  if (datatype === `${NS.rdf}langString`) return DASH('TextFieldWithLangEditor');
  if (datatype === `${NS.rdf}HTML`) return DASH('RichTextEditor');
  return DASH('TextFieldEditor');
}

const num = (t: Term | undefined): number | null => (t && /^[+-]?\d+$/.test(t.value) ? Number(t.value) : null);
const pathOf = (steps: readonly string[]) => steps.map((s) => `<${s}>`).join('/');

export function compileFields(shape: FlatShape): { groups: { label: string; fields: CompiledField[] }[] } {
  const { index } = shape;
  const groups: { label: string; fields: CompiledField[] }[] = [];
  const keys = new Map<string, number>();
  const uniqueKey = (k: string) => {
    const n = (keys.get(k) ?? 0) + 1;
    keys.set(k, n);
    return n === 1 ? k : `${k}_${n}`;
  };
  let total = 0;
  const visit = (
    node: Term,
    label: string,
    outer: readonly string[],
    keyPrefix: string,
    depth: number,
    seen: Set<string>,
  ) => {
    if (depth > 8 || seen.has(node.value)) return;
    const inner = new Set(seen).add(node.value);
    const group: { label: string; fields: CompiledField[] } = { label, fields: [] };
    groups.push(group);
    const nested: (() => void)[] = [];
    const rows = index
      .objects(node, `${NS.sh}property`)
      .map((p, i) => ({ p, i, order: num(index.object(p, `${NS.sh}order`)) }));
    rows.sort((a, b) => (a.order ?? a.i + 1e6) - (b.order ?? b.i + 1e6) || a.i - b.i);
    for (const { p, i, order } of rows) {
      const path = index.object(p, `${NS.sh}path`);
      if (path?.termType !== 'NamedNode' || total >= MAX_FIELDS) continue;
      const steps = [...outer, path.value];
      const fieldLabel = index.object(p, `${NS.sh}name`)?.value ?? localName(path.value);
      const key = keyPrefix === '' ? localName(path.value) : `${keyPrefix}.${localName(path.value)}`;
      const nodeShape = index.object(p, `${NS.sh}node`);
      if (nodeShape) {
        nested.push(() => visit(nodeShape, fieldLabel, steps, key, depth + 1, inner));
        continue;
      }
      total += 1;
      const datatype = index.object(p, `${NS.sh}datatype`)?.value ?? null;
      const inList = index.object(p, `${NS.sh}in`);
      const options: FormOption[] = inList
        ? listMembers(index, inList, 1000).map((m) => ({
            value: m.value,
            kind: m.termType === 'NamedNode' ? ('IRI' as const) : ('LITERAL' as const),
            label: m.termType === 'NamedNode' ? localName(m.value) : m.value,
          }))
        : [];
      const minCount = num(index.object(p, `${NS.sh}minCount`)) ?? 0;
      group.fields.push({
        predicate: path.value,
        label: fieldLabel,
        editor: editorFor(datatype, inList !== undefined, index.object(p, DASH('editor'))?.value),
        required: minCount >= 1,
        datatype,
        path: pathOf(steps),
        attributeKey: uniqueKey(key),
        order: order ?? i,
        pattern: index.object(p, `${NS.sh}pattern`)?.value ?? null,
        options,
        minCount,
        maxCount: num(index.object(p, `${NS.sh}maxCount`)),
        steps,
        defaultValue: index.object(p, `${NS.sh}defaultValue`)?.value ?? null,
      });
    }
    for (const n of nested) n();
  };
  visit(shape.root, index.object(shape.root, `${NS.sh}name`)?.value ?? 'Fields', [], '', 0, new Set());
  return { groups };
}

const wireField = ({ steps: _s, defaultValue: _d, ...f }: CompiledField): FormField => f;

export function formDescriptor(
  templateAppId: string,
  compiled: { groups: { label: string; fields: CompiledField[] }[] },
): FormDescriptor {
  return {
    groups: compiled.groups.map((g) => ({ label: g.label, fields: g.fields.map(wireField) })),
    submitBlock: { endpoint: `/v2/templates/${templateAppId}/instantiate`, mode: 'CREATE' },
  };
}
