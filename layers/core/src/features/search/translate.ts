import neo4j from 'neo4j-driver-lite';
import { badRequest } from '../../kernel/problem.ts';
import type { Operator, QueryNode, Scalar } from './query.ts';
import { attributeDigest } from '../../platform/graph/attribute-index.ts';

/**
 * Query tree → a Cypher predicate over the entity variable `e`, fully parameterised: the text
 * holds only constant fragments chosen by an allow-list (property expressions below, operator
 * symbols), every value is a parameter `$q<n>`. A property outside the allow-list is a 400.
 *
 * Attributes are ONE JSON-string property (`e.attributes`, written by JSON.stringify of a flat
 * string→string map, see entity-row.ts). They are matched without APOC and without storing
 * anything new, by a Java regular expression (Cypher `=~`, whole-string match) that walks the
 * JSON text token by token from its opening brace: `{` (pair `,`)* target-pair [,}] …
 * Because the walk starts at the beginning and each JSON string token is consumed whole
 * (escapes included), a key or value can only match at a real key/value position, never
 * inside another string, and a `contains` needle can only match at an escape boundary. Key and
 * value are JSON-encoded in TypeScript and every regex syntax character is backslash-quoted,
 * so user text is never regex syntax. The regex travels as a parameter.
 */
export type PropertyType = 'string' | 'id' | 'time';

export interface PropertyDef {
  readonly type: PropertyType;
  /** Constant Cypher over `e`; never derived from input. */
  readonly expr: string;
}

/** What one searchable kind offers: its property allow-list and whether it has attributes. */
export interface SearchTarget {
  readonly kind: string;
  readonly properties: Readonly<Record<string, PropertyDef>>;
  readonly attributes: boolean;
}

export const BASIC_ENTITY_PROPERTIES: Readonly<Record<string, PropertyDef>> = {
  id: { type: 'id', expr: 'e.id' },
  name: { type: 'string', expr: 'e.name' },
  description: { type: 'string', expr: 'e.description' },
  createdBy: { type: 'string', expr: 'e.createdBy' },
  updatedBy: { type: 'string', expr: 'e.updatedBy' },
  createdAt: { type: 'time', expr: 'e.createdAt.epochMillis' },
  updatedAt: { type: 'time', expr: 'e.updatedAt.epochMillis' },
};

export interface Translation {
  readonly where: string;
  readonly params: Record<string, unknown>;
}

const SYMBOL: Readonly<Record<Exclude<Operator, 'contains' | 'in'>, string>> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  lt: '<',
  ge: '>=',
  le: '<=',
};

export function translate(root: QueryNode, target: SearchTarget): Translation {
  const params: Record<string, unknown> = {};
  const param = (v: unknown): string => {
    const name = `q${Object.keys(params).length}`;
    params[name] = v;
    return `$${name}`;
  };
  const walk = (n: QueryNode, path: string): string => {
    switch (n.kind) {
      case 'AND':
      case 'OR':
      case 'XOR':
        return `(${n.children.map((c, i) => walk(c, `${path}.${n.kind}[${i}]`)).join(` ${n.kind} `)})`;
      case 'NOT':
        return `(NOT ${walk(n.child, `${path}.NOT`)})`;
      case 'condition':
        return condition(n, path, target, param);
    }
  };
  return { where: walk(root, '$'), params };
}

/**
 * The attribute pairs one of which every match must hold, as index digests, or null when the
 * query gives none (then the search walks its scope). A top-level `eq`/`in` on an attribute
 * gives its pairs; AND any child's (the fewest); OR the union when every branch gives some.
 * The full predicate is still applied to what the index finds, so the answer is unchanged.
 */
export function attributeAnchor(n: QueryNode, target: SearchTarget): string[] | null {
  switch (n.kind) {
    case 'condition': {
      const key = target.attributes ? attributeKey(n.property) : undefined;
      if (key === undefined || n.value === null) return null;
      if (n.operator === 'eq') return [attributeDigest(key, String(n.value))];
      if (n.operator === 'in')
        return (n.value as readonly Scalar[]).filter((v) => v !== null).map((v) => attributeDigest(key, String(v)));
      return null;
    }
    case 'AND': {
      const anchors = n.children.map((c) => attributeAnchor(c, target)).filter((a): a is string[] => a !== null);
      return anchors.length === 0 ? null : anchors.reduce((a, b) => (b.length < a.length ? b : a));
    }
    case 'OR': {
      const anchors = n.children.map((c) => attributeAnchor(c, target));
      return anchors.every((a) => a !== null) ? [...new Set(anchors.flat())] : null;
    }
    default:
      return null;
  }
}

const invalid = (path: string, detail: string) =>
  badRequest(`Invalid search query at ${path}: ${detail}`, { pointer: path });

/** `attributes.<key>` (svc) or `attributes||<key>` (upstream's node property name). */
export function attributeKey(property: string): string | undefined {
  for (const prefix of ['attributes.', 'attributes||'])
    if (property.startsWith(prefix) && property.length > prefix.length) return property.slice(prefix.length);
  return undefined;
}

type Condition = Extract<QueryNode, { kind: 'condition' }>;

function condition(n: Condition, path: string, target: SearchTarget, param: (v: unknown) => string): string {
  const key = target.attributes ? attributeKey(n.property) : undefined;
  if (key !== undefined) return attributeCondition(key, n, path, param);
  const def = Object.hasOwn(target.properties, n.property) ? target.properties[n.property] : undefined;
  if (!def) {
    const known = [...Object.keys(target.properties), ...(target.attributes ? ['attributes.<key>'] : [])].join(', ');
    throw invalid(
      `${path}.property`,
      `unknown property ${JSON.stringify(n.property.slice(0, 64))} for ${target.kind}; expected one of ${known}.`,
    );
  }
  const { expr, type } = def;
  if (n.value === null) return n.operator === 'eq' ? `(${expr} IS NULL)` : `(${expr} IS NOT NULL)`;
  if (n.operator === 'in') {
    const values = (n.value as readonly Exclude<Scalar, null>[]).map((v, i) => coerce(type, v, `${path}.value[${i}]`));
    return `(${expr} IN ${param(values)})`;
  }
  const value = n.value as Exclude<Scalar, null>;
  if (n.operator === 'contains') {
    if (type === 'time')
      throw invalid(`${path}.operator`, `contains does not apply to ${n.property} (a date-time); use gt/lt/ge/le.`);
    const text = param(String(value));
    return type === 'id' ? `(toString(${expr}) CONTAINS ${text})` : `(${expr} CONTAINS ${text})`;
  }
  return `(${expr} ${SYMBOL[n.operator]} ${param(coerce(type, value, `${path}.value`))})`;
}

function coerce(type: PropertyType, v: Exclude<Scalar, null>, path: string): unknown {
  switch (type) {
    case 'string':
      return String(v);
    case 'id': {
      const n =
        typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,16}$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isSafeInteger(n)) throw invalid(path, `id takes an integer, got ${JSON.stringify(v)}.`);
      return neo4j.int(n);
    }
    case 'time': {
      const ms = typeof v === 'number' ? v : typeof v === 'string' && /^\d{4}-\d\d-\d\d/.test(v) ? Date.parse(v) : NaN;
      if (!Number.isSafeInteger(ms))
        throw invalid(path, `a date-time takes epoch milliseconds or an ISO-8601 date-time, got ${JSON.stringify(v)}.`);
      return neo4j.int(ms);
    }
  }
}

// ── attributes: regular expressions over the stored JSON text ─────────────────────────────
// Java's regex engine recurses once per iteration of a plain (greedy or lazy) group loop and
// overflows after a few thousand; every loop over input below is therefore possessive (`*+`),
// which Java runs iteratively: the walk is deterministic, so nothing ever needs backtracking.
// Loops stop where they must by a negative lookahead (the target key, the contains needle).
/** One character of a JSON string's content, escapes taken whole (JSON.stringify emits \uXXXX only with 4 hex digits). */
const CHAR = String.raw`(?:[^"\\]|\\(?:u[0-9a-fA-F]{4}|[^u]))`;
/** A JSON string's whole content, unrolled (a loop per escape, not per character) and possessive. */
const BODY = String.raw`[^"\\]*+(?:\\(?:u[0-9a-fA-F]{4}|[^u])[^"\\]*+)*+`;
const STRING = `"${BODY}"`;
const AFTER = '[,}].*';

/**
 * Regex-quotes text: every regex syntax character gets a backslash (literal in Java regex, and in
 * JS unicode-mode regex, which the unit tests use to evaluate the same patterns). Nothing else in
 * JSON-encoded text is special outside a character class (no COMMENTS mode, no \Q…\E: the
 * backslash itself is quoted).
 */
export const regexLiteral = (s: string): string => s.replace(/[\\^$.*+?()[\]{}|/]/g, (c) => `\\${c}`);
const enc = (s: string): string => JSON.stringify(s);
const ATTRS = "coalesce(e.attributes, '{}')";

/** The regexes of a condition on attribute `key`, exported for unit tests (run with a Java-compatible subset). */
export function attributeRegex(key: string, valuePattern: string): string {
  const k = `${regexLiteral(enc(key))}:`;
  // Pairs whose key is not the target (keys are unique), then the target pair.
  return String.raw`(?s)\{(?:(?!${k})${STRING}:${STRING},)*+${k}${valuePattern}${AFTER}`;
}

function attributeCondition(key: string, n: Condition, path: string, param: (v: unknown) => string): string {
  const has = param(attributeRegex(key, STRING));
  if (n.value === null) return n.operator === 'eq' ? `(NOT ${ATTRS} =~ ${has})` : `(${ATTRS} =~ ${has})`;
  const literal = (v: Exclude<Scalar, null>) => regexLiteral(enc(String(v)));
  let pattern: string;
  if (n.operator === 'gt' || n.operator === 'lt' || n.operator === 'ge' || n.operator === 'le')
    pattern = orderedPattern(n.operator, String(n.value), `${path}.value`);
  else if (n.operator === 'in') pattern = `(?:${(n.value as readonly Exclude<Scalar, null>[]).map(literal).join('|')})`;
  else if (n.operator === 'contains') {
    // Characters up to the first (escape-aligned) place the needle starts, the needle, the rest.
    const needle = regexLiteral(enc(String(n.value)).slice(1, -1));
    pattern = `"(?:(?!${needle})${CHAR})*+${needle}${BODY}"`;
  } else pattern = literal(n.value as Exclude<Scalar, null>);
  const match = `${ATTRS} =~ ${param(attributeRegex(key, pattern))}`;
  // Three-valued, as upstream's per-attribute node properties: unknown when the key is absent.
  return n.operator === 'ne'
    ? `(CASE WHEN ${ATTRS} =~ ${has} THEN NOT ${match} END)`
    : `(CASE WHEN ${ATTRS} =~ ${has} THEN ${match} END)`;
}

// ── ordered comparisons on attributes, as a regex over the encoded value ──────────────────
/**
 * `value <op> x` in string order (by code point, as Cypher compares strings), expressed over the
 * JSON-encoded value token by token: the value shares a prefix of x's characters, then has a
 * character greater (gt/ge) or smaller (lt/le) than x's next one, or one string ends first.
 * Each character class decodes escapes (`\"`, `\\`, control characters, lone surrogates), so the
 * order is the order of the decoded strings. Nested, so the pattern grows linearly with x,
 * which is capped at MAX_ORDERED_LENGTH characters.
 */
export const MAX_ORDERED_LENGTH = 256;
const CONTROL = Array.from({ length: 0x20 }, (_, i) => i);
const ESCAPED = [...CONTROL, 0x22, 0x5c];
const hex = (cp: number) => `\\x{${cp.toString(16)}}`;
const LONE_SURROGATE = String.raw`\\ud[89a-f][0-9a-f]{2}`;
/** Plain (unescaped) code points of JSON text: ≥ 0x20, not `"`, not `\`. */
const PLAIN_RANGES: readonly [number, number][] = [
  [0x20, 0x21],
  [0x23, 0x5b],
  [0x5d, 0x10ffff],
];

/** One encoded character whose decoded code point lies in [lo, hi]; null when there is none. */
function charIn(lo: number, hi: number): string | null {
  const alternatives: string[] = [];
  const ranges = PLAIN_RANGES.map(([a, b]) => [Math.max(a, lo), Math.min(b, hi)] as const).filter(([a, b]) => a <= b);
  if (ranges.length > 0)
    alternatives.push(`[${ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join('')}]`);
  for (const cp of ESCAPED)
    if (cp >= lo && cp <= hi) alternatives.push(regexLiteral(enc(String.fromCharCode(cp)).slice(1, -1)));
  if (lo <= 0xd800 && hi >= 0xdfff) alternatives.push(LONE_SURROGATE);
  return alternatives.length === 0 ? null : `(?:${alternatives.join('|')})`;
}

function orderedPattern(op: 'gt' | 'lt' | 'ge' | 'le', x: string, path: string): string {
  const cps = Array.from(x, (ch) => ch.codePointAt(0) ?? 0);
  if (cps.length > MAX_ORDERED_LENGTH)
    throw invalid(path, `${op} on an attribute takes at most ${MAX_ORDERED_LENGTH} characters.`);
  if (cps.some((cp) => cp >= 0xd800 && cp <= 0xdfff))
    throw invalid(path, `${op} on an attribute does not take unpaired surrogates.`);
  const rest = BODY;
  const greater = op === 'gt' || op === 'ge';
  // From the end: what may follow once the value has matched all of x.
  let tail = op === 'gt' ? `${CHAR}${rest}` : op === 'ge' ? rest : op === 'le' ? '' : null;
  for (let i = cps.length - 1; i >= 0; i--) {
    const cp = cps[i] ?? 0;
    const differ = greater ? charIn(cp + 1, 0x10ffff) : charIn(0, cp - 1);
    const alternatives: string[] = [];
    if (differ) alternatives.push(`${differ}${rest}`);
    if (tail !== null) alternatives.push(`${regexLiteral(enc(String.fromCodePoint(cp)).slice(1, -1))}${tail}`);
    if (!greater) alternatives.push(''); // the value ends first: a proper prefix of x is smaller
    tail = alternatives.length === 0 ? null : `(?:${alternatives.join('|')})`;
  }
  // Nothing can satisfy it (e.g. lt ""): a pattern that matches no JSON string.
  return tail === null ? '(?!)' : `"${tail}"`;
}
