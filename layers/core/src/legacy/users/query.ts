import { cypherInt } from '../../graph/legacy-ids.ts';
import { badRequest } from '../../http/problem.ts';

/**
 * The query language of `/search/users` and `/search/userGroups` (upstream's JSON query, sent
 * as a string in `searchParams.query`):
 *
 *   query  := leaf | {"AND": [query, …]} | {"OR": [query, …]} | {"NOT": query}
 *   leaf   := {"property": p, "operator": op, "value": v}
 *   op     := "eq" (equal) | "ne" (not equal) | "contains" (substring, case-sensitive as Cypher's
 *             CONTAINS) | "in" (value is an array; equal to one of them)
 *
 * Properties are an allow-list per searched kind; anything else is a 400. The compiled
 * predicate is constant Cypher text over the caller's variable with every value a parameter
 * (`$q0`, `$q1`, …). A property that is null never matches a leaf (NOT of it does match).
 */
export type PropertyKind = 'string' | 'int';
export type PropertyMap = Readonly<Record<string, { readonly expr: (v: string) => string; readonly kind: PropertyKind }>>;

const prop = (name: string, kind: PropertyKind = 'string') => ({ expr: (v: string) => `${v}.${name}`, kind });

export const USER_PROPERTIES: PropertyMap = {
  username: prop('username'),
  firstName: prop('firstName'),
  lastName: prop('lastName'),
  email: prop('email'),
};

export const USER_GROUP_PROPERTIES: PropertyMap = {
  id: prop('id', 'int'),
  name: prop('name'),
  createdBy: prop('createdBy'),
  updatedBy: prop('updatedBy'),
};

export const OPERATORS = ['eq', 'ne', 'contains', 'in'] as const;
type Operator = (typeof OPERATORS)[number];

export interface CompiledQuery {
  readonly where: string;
  readonly params: Record<string, unknown>;
}

const MAX_DEPTH = 16;
const MAX_LEAVES = 100;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export function parseQueryText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('searchParams.query is not valid JSON.');
  }
}

export function compileQuery(text: string, properties: PropertyMap, v: string): CompiledQuery {
  const params: Record<string, unknown> = {};
  let n = 0;

  const value = (raw: unknown, kind: PropertyKind, property: string): unknown => {
    if (kind === 'string') {
      if (typeof raw !== 'string') throw badRequest(`The value for ${property} must be a string.`);
      return raw;
    }
    if (typeof raw !== 'number' || !Number.isSafeInteger(raw)) throw badRequest(`The value for ${property} must be an integer.`);
    return cypherInt(raw);
  };

  const leaf = (q: Record<string, unknown>): string => {
    const property = q['property'];
    const operator = q['operator'];
    if (typeof property !== 'string' || !Object.hasOwn(properties, property)) {
      throw badRequest(`Unknown search property ${JSON.stringify(property)}; searchable: ${Object.keys(properties).join(', ')}.`);
    }
    if (typeof operator !== 'string' || !(OPERATORS as readonly string[]).includes(operator)) {
      throw badRequest(`Unknown operator ${JSON.stringify(operator)}; supported: ${OPERATORS.join(', ')}.`);
    }
    if (!('value' in q)) throw badRequest(`The condition on ${property} has no value.`);
    const def = properties[property]!;
    const expr = def.expr(v);
    const name = `q${n++}`;
    if (n > MAX_LEAVES) throw badRequest(`A query has at most ${MAX_LEAVES} conditions.`);
    switch (operator as Operator) {
      case 'eq':
        params[name] = value(q['value'], def.kind, property);
        return `coalesce(${expr} = $${name}, false)`;
      case 'ne':
        params[name] = value(q['value'], def.kind, property);
        return `coalesce(${expr} <> $${name}, false)`;
      case 'contains':
        if (def.kind !== 'string') throw badRequest(`contains does not apply to ${property}.`);
        params[name] = value(q['value'], def.kind, property);
        return `coalesce(${expr} CONTAINS $${name}, false)`;
      case 'in': {
        const raw = q['value'];
        if (!Array.isArray(raw)) throw badRequest(`The value of in must be an array.`);
        params[name] = raw.map((x) => value(x, def.kind, property));
        return `coalesce(${expr} IN $${name}, false)`;
      }
    }
  };

  const node = (q: unknown, depth: number): string => {
    if (depth > MAX_DEPTH) throw badRequest(`A query nests at most ${MAX_DEPTH} levels.`);
    if (!isObject(q)) throw badRequest('A query is a JSON object.');
    const keys = Object.keys(q);
    if (keys.length === 1 && (keys[0] === 'AND' || keys[0] === 'OR')) {
      const parts = q[keys[0]];
      if (!Array.isArray(parts) || parts.length === 0) throw badRequest(`${keys[0]} takes a non-empty array of queries.`);
      return `(${parts.map((p) => node(p, depth + 1)).join(` ${keys[0]} `)})`;
    }
    if (keys.length === 1 && keys[0] === 'NOT') return `(NOT ${node(q['NOT'], depth + 1)})`;
    return leaf(q);
  };

  return { where: node(parseQueryText(text), 0), params };
}
