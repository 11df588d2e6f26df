import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import neo4j, { type Driver } from 'neo4j-driver';

/**
 * The upstream contract, vendored in test/reference (its NOTICE says where it comes from): the
 * recorded fixtures (with their placeholders) and the OpenAPI 5.4.0 document (for ajv), plus a
 * direct look at the graph for the checks HTTP cannot make.
 */
const referenceDir = fileURLToPath(new URL('../reference', import.meta.url));

/** A JSON file of test/reference, by its path inside that folder. */
export function referenceJson<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(`${referenceDir}/${path}`, 'utf8')) as T;
}

/** The upstream OpenAPI 5.4.0 document, inside test/reference. */
export const LEGACY_CONTRACT = 'legacy-openapi-5.4.0.json';

export function fixture(name: string): unknown {
  return referenceJson(`legacy-fixtures/${name}.response.json`);
}

const isLong = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);
const placeholders: Record<string, (v: unknown) => boolean> = {
  '<<ANY-STRING>>': (v) => typeof v === 'string',
  '<<ANY-LONG>>': isLong,
  '<<ANY-LONG[]>>': (v) => Array.isArray(v) && v.every(isLong),
  '<<ANY-STRING[]>>': (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'),
  '<<NULL-OR-STRING>>': (v) => v === null || typeof v === 'string',
};

/**
 * Compares a response body with a normalised fixture: placeholders match their kind; every other
 * value, every key and every null is literal (no key missing, none extra). Returns the
 * differences, one line each (empty when it matches).
 */
export function matchesFixture(actual: unknown, expected: unknown, path = '$'): string[] {
  if (typeof expected === 'string' && expected in placeholders) {
    return placeholders[expected]?.(actual) ? [] : [`${path}: ${JSON.stringify(actual)} is not ${expected}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${JSON.stringify(actual)}`];
    if (actual.length !== expected.length) return [`${path}: expected ${expected.length} items, got ${actual.length}`];
    return expected.flatMap((e, i) => matchesFixture(actual[i], e, `${path}[${i}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    const a = actual as Record<string, unknown>;
    const e = expected as Record<string, unknown>;
    const missing = Object.keys(e)
      .filter((k) => !(k in a))
      .map((k) => `${path}.${k}: missing`);
    const extra = Object.keys(a)
      .filter((k) => !(k in e))
      .map((k) => `${path}.${k}: not in the fixture`);
    return [
      ...missing,
      ...extra,
      ...Object.keys(e)
        .filter((k) => k in a)
        .flatMap((k) => matchesFixture(a[k], e[k], `${path}.${k}`)),
    ];
  }
  return Object.is(actual, expected)
    ? []
    : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

// ajv-formats is CommonJS whose typings do not describe its ESM interop; require it plainly.
const addFormats = createRequire(import.meta.url)('ajv-formats') as (ajv: Ajv) => Ajv;
const DOC_ID = 'legacy-openapi-5.4.0';
let ajv: Ajv | undefined;

function contract(): Ajv {
  if (ajv) return ajv;
  // OpenAPI 3.0 schema objects: `nullable` is understood by ajv; `example` and the document's
  // non-schema members are not JSON Schema keywords, hence strict: false.
  ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(referenceJson(LEGACY_CONTRACT) as object, DOC_ID);
  return ajv;
}

const pointer = (segments: string[]) =>
  segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
const compiled = new Map<string, ValidateFunction>();

/**
 * The validator of one operation's response body, as the reference declares it. `path` is the
 * reference's own path (without `/svc/api`), e.g. `/collections/{collectionId}`.
 */
export function responseSchema(path: string, method: string, status: number): ValidateFunction {
  const ref = `${DOC_ID}#/${pointer(['paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema'])}`;
  let v = compiled.get(ref);
  if (!v) {
    v = contract().compile({ $ref: ref });
    compiled.set(ref, v);
  }
  return v;
}

/** The statuses the reference declares for an operation. */
export function declaredStatuses(path: string, method: string): string[] {
  const doc = referenceJson(LEGACY_CONTRACT) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  return Object.keys(doc.paths[path]?.[method.toLowerCase()]?.responses ?? {});
}

/** Validation errors of `body` against the reference (empty when valid), readable in a failure. */
export function contractErrors(path: string, method: string, status: number, body: unknown): string[] {
  const v = responseSchema(path, method, status);
  return v(body)
    ? []
    : (v.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

let driver: Driver | undefined;

/** The one driver of the local graph (bolt://127.0.0.1:7687 or SVC_TEST_NEO4J, no auth locally), opened on first use. */
function graph(): Driver {
  driver ??= neo4j.driver(process.env['SVC_TEST_NEO4J'] ?? 'bolt://127.0.0.1:7687', undefined, {
    disableLosslessIntegers: true,
  });
  return driver;
}

/** A read-only look at the local graph (bolt://127.0.0.1:7687, no auth locally). */
export async function cypher<T = unknown>(query: string, params: Record<string, unknown> = {}): Promise<T[]> {
  const r = await graph().executeQuery(query, params, { routing: neo4j.routing.READ });
  return r.records.map((rec) => rec.toObject() as T);
}

/** A write to the local graph, for seeding what older versions stored (data the API now refuses). */
export async function writeCypher(query: string, params: Record<string, unknown> = {}): Promise<void> {
  await writeCypherRows(query, params);
}

/** Like writeCypher, with the rows the write returns (e.g. a block of legacy ids it reserved). */
export async function writeCypherRows<T = unknown>(query: string, params: Record<string, unknown> = {}): Promise<T[]> {
  const r = await graph().executeQuery(query, params, { routing: neo4j.routing.WRITE });
  return r.records.map((rec) => rec.toObject() as T);
}

/** The operators of the plan Neo4j would run for `query` (EXPLAIN: nothing executes), to prove a read seeks an index. */
export async function planOperators(query: string, params: Record<string, unknown> = {}): Promise<string[]> {
  const r = await graph().executeQuery(`EXPLAIN ${query}`, params, { routing: neo4j.routing.READ });
  const out: string[] = [];
  const walk = (p: { operatorType: string; children: unknown[] }) => {
    out.push(p.operatorType.replace(/@.*$/, ''));
    for (const c of p.children) walk(c as typeof p);
  };
  if (r.summary.plan) walk(r.summary.plan as unknown as { operatorType: string; children: unknown[] });
  return out;
}

/** Like planOperators, each operator with its details (e.g. the index it seeks: `RANGE INDEX p:Publication(oaiKey) WHERE ...`). */
export async function planSteps(
  query: string,
  params: Record<string, unknown> = {},
): Promise<{ operator: string; details: string }[]> {
  const r = await graph().executeQuery(`EXPLAIN ${query}`, params, { routing: neo4j.routing.READ });
  type Plan = { operatorType: string; arguments: Record<string, unknown>; children: unknown[] };
  const out: { operator: string; details: string }[] = [];
  const walk = (p: Plan) => {
    out.push({ operator: p.operatorType.replace(/@.*$/, ''), details: String(p.arguments['Details'] ?? '') });
    for (const c of p.children) walk(c as Plan);
  };
  if (r.summary.plan) walk(r.summary.plan as unknown as Plan);
  return out;
}

export async function closeGraph(): Promise<void> {
  await driver?.close();
  driver = undefined;
}

export const int = (n: number) => neo4j.int(n);

/** Hex SHA-256 of bytes, to compare payloads byte for byte. */
export const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');
