import { badRequest } from '../../kernel/problem.ts';
import { bounds, characterCount } from '../../kernel/bounds.ts';

/**
 * The upstream search query language: a JSON document carried as a STRING in
 * `searchParams.query`. The contract (legacy OpenAPI 5.4.0) only shows an example,
 *   {"OR":[{"property":"name","value":"ABC","operator":"contains"},{"property":"id","value":123,"operator":"contains"}]}
 * so where it is silent this module makes the upstream-compatible reading, recorded here:
 *
 * Grammar
 *   node      := condition | {"AND": [node, …]} | {"OR": [node, …]} | {"XOR": [node, …]} | {"NOT": node}
 *   condition := {"property": string, "operator": string, "value": scalar | scalar[]}
 *   - A node is an object with exactly ONE of the logical keys, or a condition with exactly the
 *     three keys above (no mixing, no unknown keys: a typo must not silently widen a search).
 *   - AND/OR/XOR take a non-empty array; NOT takes one node (a one-element array is accepted too,
 *     as some clients send it). Logical keys are upper case, as in the contract's example.
 *     XOR (Cypher's exclusive or, true when an odd number of children hold) is accepted beyond
 *     the three connectives the contract's users rely on; it costs nothing and refuses nothing.
 *   - Limits against hostile input: the query string is at most 16 KiB, nesting at most
 *     MAX_DEPTH levels, at most MAX_CONDITIONS conditions and MAX_IN_VALUES values per `in`.
 *
 * Operators (case-insensitive names)
 *   eq, ne (alias neq), contains, gt, lt, ge, le, in (value: a non-empty array).
 *   Regex matching is not offered: a user pattern executed by the database is a denial-of-
 *   service risk, and the contract does not name it.
 *
 * Properties (the allow-list is per searched kind, see targets.ts)
 *   id, name, description, createdAt, createdBy, updatedAt, updatedBy, and attributes addressed
 *   as `attributes.<key>` (upstream stores each attribute as the node property `attributes||<key>`,
 *   so that spelling is accepted too). Anything else is a 400 naming the property.
 *
 * Values and typing
 *   - String properties and attributes compare as strings; a number or boolean value is compared
 *     in its JSON text ("1" and 1 are the same value), as upstream binds every value as text for them.
 *   - `id` takes an integer (or its decimal text); `contains` on id matches the decimal digits,
 *     as the contract's example (`"id" contains 123`) implies.
 *   - createdAt/updatedAt take epoch milliseconds or an ISO-8601 date-time; `contains` is refused.
 *   - `null` is allowed with eq (property absent) and ne (property present) only.
 *   - Comparisons are case-sensitive (Cypher semantics, as upstream).
 *   - Missing values follow Cypher's three-valued logic, as upstream's generated Cypher does:
 *     a condition on an absent property (e.g. an attribute the entity lacks, a null description)
 *     is unknown, so neither it nor its NOT matches.
 *   - Ordered comparisons (gt/lt/ge/le) on attributes compare the decoded strings by code point;
 *     their value is at most 256 characters (translate.ts builds a pattern linear in it).
 */
export const MAX_QUERY_LENGTH = bounds.searchQuery;
export const MAX_DEPTH = 16;
export const MAX_CONDITIONS = 100;
export const MAX_IN_VALUES = 500;

export const OPERATORS = ['eq', 'ne', 'contains', 'gt', 'lt', 'ge', 'le', 'in'] as const;
export type Operator = (typeof OPERATORS)[number];
const OPERATOR_ALIASES: Readonly<Record<string, Operator>> = { neq: 'ne' };

export type Scalar = string | number | boolean | null;

export type QueryNode =
  | {
      readonly kind: 'condition';
      readonly property: string;
      readonly operator: Operator;
      readonly value: Scalar | readonly Scalar[];
    }
  | { readonly kind: 'AND' | 'OR' | 'XOR'; readonly children: readonly QueryNode[] }
  | { readonly kind: 'NOT'; readonly child: QueryNode };

const LOGICAL = ['AND', 'OR', 'XOR', 'NOT'] as const;
const CONDITION_KEYS = ['operator', 'property', 'value'];

const invalid = (path: string, detail: string) =>
  badRequest(`Invalid search query at ${path}: ${detail}`, { pointer: path });
const isScalar = (v: unknown): v is Scalar => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const show = (s: string) => JSON.stringify(s.length > 64 ? `${s.slice(0, 64)}…` : s);

/** Parses the query string; every problem is a 400 whose detail points at the offending node. */
export function parseQuery(text: string): QueryNode {
  if (typeof text !== 'string' || !/\S/.test(text))
    throw badRequest('The search query must be a non-blank JSON string.');
  // Characters as the document's maxLength counts them (code points), not UTF-16 units.
  if (text.length > MAX_QUERY_LENGTH && characterCount(text) > MAX_QUERY_LENGTH)
    throw badRequest(`The search query is longer than ${MAX_QUERY_LENGTH} characters.`);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw badRequest(`The search query is not valid JSON: ${(err as Error).message}`);
  }
  const budget = { conditions: 0 };
  return node(doc, '$', 1, budget);
}

function node(v: unknown, path: string, depth: number, budget: { conditions: number }): QueryNode {
  if (depth > MAX_DEPTH) throw invalid(path, `nesting deeper than ${MAX_DEPTH} levels.`);
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw invalid(path, 'expected an object (a condition or AND/OR/XOR/NOT).');
  const keys = Object.keys(v);
  const o = v as Record<string, unknown>;
  const logical = keys.filter((k) => (LOGICAL as readonly string[]).includes(k));
  if (logical.length > 0) {
    if (keys.length !== 1) throw invalid(path, `a logical node has exactly one key, got ${keys.map(show).join(', ')}.`);
    const op = logical[0] as (typeof LOGICAL)[number];
    const arg = o[op];
    if (op === 'NOT') {
      if (Array.isArray(arg)) {
        if (arg.length !== 1) throw invalid(`${path}.NOT`, 'NOT takes one query (an object).');
        return { kind: 'NOT', child: node(arg[0], `${path}.NOT[0]`, depth + 1, budget) };
      }
      return { kind: 'NOT', child: node(arg, `${path}.NOT`, depth + 1, budget) };
    }
    if (!Array.isArray(arg) || arg.length === 0)
      throw invalid(`${path}.${op}`, `${op} takes a non-empty array of queries.`);
    return { kind: op, children: arg.map((c, i) => node(c, `${path}.${op}[${i}]`, depth + 1, budget)) };
  }
  const unknown = keys.filter((k) => !CONDITION_KEYS.includes(k));
  if (unknown.length > 0)
    throw invalid(
      path,
      `unknown key ${show(unknown[0] ?? '')} (expected property, operator, value, or one of AND/OR/XOR/NOT).`,
    );
  if (typeof o['property'] !== 'string' || o['property'] === '')
    throw invalid(`${path}.property`, 'expected a non-empty string.');
  if (typeof o['operator'] !== 'string') throw invalid(`${path}.operator`, `expected one of ${OPERATORS.join(', ')}.`);
  const opName = o['operator'].toLowerCase();
  const operator = (OPERATORS as readonly string[]).includes(opName) ? (opName as Operator) : OPERATOR_ALIASES[opName];
  if (!operator)
    throw invalid(
      `${path}.operator`,
      `unknown operator ${show(o['operator'])}; expected one of ${OPERATORS.join(', ')}.`,
    );
  if (!('value' in o)) throw invalid(`${path}.value`, 'a condition needs a value.');
  const value = o['value'];
  if (operator === 'in') {
    if (!Array.isArray(value) || value.length === 0)
      throw invalid(`${path}.value`, 'the in operator takes a non-empty array of values.');
    if (value.length > MAX_IN_VALUES) throw invalid(`${path}.value`, `at most ${MAX_IN_VALUES} values.`);
    value.forEach((x, i) => {
      if (!isScalar(x) || x === null) throw invalid(`${path}.value[${i}]`, 'expected a string, number or boolean.');
    });
  } else {
    if (!isScalar(value)) throw invalid(`${path}.value`, `the ${operator} operator takes a string, number or boolean.`);
    if (value === null && operator !== 'eq' && operator !== 'ne')
      throw invalid(`${path}.value`, `null is only allowed with eq and ne.`);
  }
  budget.conditions += 1;
  if (budget.conditions > MAX_CONDITIONS) throw invalid(path, `more than ${MAX_CONDITIONS} conditions.`);
  return { kind: 'condition', property: o['property'], operator, value: value as Scalar | Scalar[] };
}
