/**
 * The attribute search form and the legacy search grammar (docs/legacy-shelf.md, the search
 * route's `searchParams.query`): a JSON document carried as a string,
 *   node := condition | {"AND": [node…]} | {"OR": [node…]} | {"NOT": node}
 *   condition := {"property", "operator", "value"}
 * The form holds a flat list of conditions joined by one connective, each optionally negated.
 */

export const SEARCH_FIELDS = ['attribute', 'name', 'description', 'id', 'createdBy', 'updatedBy'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export const SEARCH_OPERATORS = ['eq', 'ne', 'contains', 'gt', 'lt', 'ge', 'le', 'in'] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];
export const CONNECTIVES = ['AND', 'OR'] as const;
export type Connective = (typeof CONNECTIVES)[number];

/** The grammar's bounds (the route table's description of `searchParams.query`). */
export const MAX_QUERY_LENGTH = 16_384;
export const MAX_CONDITIONS = 100;
export const MAX_IN_VALUES = 500;

export interface SearchCondition {
  field: SearchField;
  /** The attribute's key, when `field` is `attribute`. */
  key: string;
  operator: SearchOperator;
  /** The value as typed; for `in` a comma-separated list. */
  value: string;
  negate: boolean;
}

export interface SearchForm {
  connective: Connective;
  conditions: SearchCondition[];
}

export const emptyCondition = (): SearchCondition => ({
  field: 'attribute',
  key: '',
  operator: 'eq',
  value: '',
  negate: false,
});

/** What is wrong with a condition, as message keys under `search.problem.*` (empty when fine). */
export function conditionProblems(c: SearchCondition): string[] {
  const out: string[] = [];
  if (c.field === 'attribute' && c.key.trim() === '') out.push('key');
  if (c.value.trim() === '') out.push('value');
  if (c.field === 'id' && c.operator !== 'contains') {
    const parts = c.operator === 'in' ? splitList(c.value) : [c.value.trim()];
    if (parts.some((p) => p !== '' && !/^\d+$/.test(p))) out.push('id');
  }
  if (c.operator === 'in' && splitList(c.value).length > MAX_IN_VALUES) out.push('tooMany');
  return out;
}

const splitList = (v: string): string[] =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

type Condition = { property: string; operator: SearchOperator; value: string | string[] };
type QueryNode = Condition | { AND: QueryNode[] } | { OR: QueryNode[] } | { NOT: QueryNode };

function conditionNode(c: SearchCondition): QueryNode {
  const property = c.field === 'attribute' ? `attributes.${c.key.trim()}` : c.field;
  // Values go as text: the grammar compares attributes and names as strings and takes an id's
  // decimal text, so an int64 id stays exact.
  const value = c.operator === 'in' ? splitList(c.value) : c.value.trim();
  const node: Condition = { property, operator: c.operator, value };
  return c.negate ? { NOT: node } : node;
}

/** The query string the search route takes, or undefined while the form is incomplete. */
export function buildQuery(form: SearchForm): string | undefined {
  const { conditions } = form;
  if (conditions.length === 0 || conditions.length > MAX_CONDITIONS) return undefined;
  if (conditions.some((c) => conditionProblems(c).length > 0)) return undefined;
  const nodes = conditions.map(conditionNode);
  const root: QueryNode = nodes.length === 1 && nodes[0] ? nodes[0] : ({ [form.connective]: nodes } as QueryNode);
  const text = JSON.stringify(root);
  return text.length > MAX_QUERY_LENGTH ? undefined : text;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function conditionOf(v: unknown): SearchCondition | undefined {
  let negate = false;
  let node = v;
  if (isRecord(node) && Object.keys(node).length === 1 && 'NOT' in node) {
    negate = true;
    node = node['NOT'];
  }
  if (!isRecord(node) || Object.keys(node).length !== 3) return undefined;
  const { property, operator, value } = node;
  if (typeof property !== 'string' || typeof operator !== 'string') return undefined;
  const op = SEARCH_OPERATORS.find((o) => o === operator.toLowerCase());
  if (!op) return undefined;
  const text = Array.isArray(value)
    ? value.every((x) => typeof x === 'string' || typeof x === 'number')
      ? value.join(', ')
      : undefined
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : undefined;
  if (text === undefined || Array.isArray(value) !== (op === 'in')) return undefined;
  if (property.startsWith('attributes.'))
    return { field: 'attribute', key: property.slice('attributes.'.length), operator: op, value: text, negate };
  const field = SEARCH_FIELDS.find((f) => f === property && f !== 'attribute');
  return field ? { field, key: '', operator: op, value: text, negate } : undefined;
}

/** The form a query string came from (a URL's `q`), or undefined when the form cannot show it. */
export function formOfQuery(text: string): SearchForm | undefined {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return undefined;
  }
  const one = conditionOf(doc);
  if (one) return { connective: 'AND', conditions: [one] };
  if (!isRecord(doc) || Object.keys(doc).length !== 1) return undefined;
  const connective = CONNECTIVES.find((c) => c in doc);
  const list = connective ? doc[connective] : undefined;
  if (!connective || !Array.isArray(list) || list.length === 0) return undefined;
  const conditions = list.map(conditionOf);
  return conditions.every((c): c is SearchCondition => c !== undefined) ? { connective, conditions } : undefined;
}
