/**
 * The SPARQL page's decisions: the API's bounds, how to send a query, how to read the answer,
 * and which hint goes with a refusal. A short query goes as `GET /v2/semantic/{repoAppId}/sparql?query=`;
 * a longer one as `POST` with the query as the `application/sparql-query` body (sparqlPost; the
 * route table declares no body for it, so a request middleware of the typed call writes it), so
 * the URL never nears API Gateway's 10,240 bytes of request line and headers.
 */
import type { Middleware } from 'openapi-fetch';

/** The API's bounds (MAX_QUERY_CHARS of the query guard; QUERY_TIMEOUT_MS and MAX_RESULT_BYTES of the engine). */
export const SPARQL_BOUNDS = {
  /** Characters of a query the service takes (POST; a unit test compares it with the guard). */
  queryChars: 20_000,
  /** The engine stops a query after this long (503 `sparql.timeout`). */
  timeoutSeconds: 10,
  /** An answer above this is refused (413 `sparql.result-too-large`); the API has no row cap of its own. */
  resultBytes: 5 * 1024 * 1024,
} as const;

/**
 * The URL-encoded query a GET carries at most (below the GET route's 2,500 characters, and far
 * below API Gateway's 10,240 bytes of request line and headers, which a bearer token shares).
 */
export const GET_QUERY_BYTES = 2_000;

/** GET (idempotent, the query in the URL) while the encoded query is short; POST otherwise. */
export function sparqlMethod(query: string): 'GET' | 'POST' {
  return encodeURIComponent(query).length <= GET_QUERY_BYTES ? 'GET' : 'POST';
}

/** The typed POST's body: the query as `application/sparql-query` (the route table declares none). */
export function sparqlQueryBody(query: string): Middleware {
  return {
    onRequest: ({ request }) => {
      const headers = new Headers(request.headers);
      headers.set('content-type', 'application/sparql-query');
      return new Request(request, { body: query, headers });
    },
  };
}

/** Rows the page draws of a SELECT answer; the rest are counted, not drawn. */
export const SHOWN_ROWS = 500;

/**
 * One Accept for every form: SELECT and ASK answer SPARQL JSON (the first range they offer),
 * CONSTRUCT and DESCRIBE Turtle (SPARQL JSON is not theirs, so the next range decides).
 */
export const SPARQL_ACCEPT = 'application/sparql-results+json, text/turtle;q=0.9';

export type QueryForm = 'SELECT' | 'ASK' | 'CONSTRUCT' | 'DESCRIBE';

/** The query without comments, string literals and IRIs (same length), so their words do not count. */
function blankOut(query: string): string {
  return query.replace(
    /"""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|<[^<>"{}|^`\\\s]*>|#[^\n]*/g,
    (m) => ' '.repeat(m.length),
  );
}

/** The query's form as the service reads it (its first form keyword), or undefined. */
export function queryFormOf(query: string): QueryForm | undefined {
  const m = /\b(SELECT|ASK|CONSTRUCT|DESCRIBE)\b/i.exec(blankOut(query));
  return m ? (m[1]?.toUpperCase() as QueryForm) : undefined;
}

/** Why the query is not sent, or undefined when it may be. */
export function queryProblem(query: string): 'empty' | 'tooLong' | undefined {
  if (query.trim() === '') return 'empty';
  if (query.length > SPARQL_BOUNDS.queryChars) return 'tooLong';
  return undefined;
}

export interface SparqlTerm {
  readonly type: 'uri' | 'literal' | 'bnode' | 'triple';
  readonly value: string;
  readonly datatype?: string;
  readonly lang?: string;
}

export type SparqlResult =
  | {
      readonly kind: 'select';
      readonly vars: readonly string[];
      /** At most SHOWN_ROWS rows, a cell per variable (undefined: unbound). */
      readonly rows: readonly (readonly (SparqlTerm | undefined)[])[];
      /** Every row of the answer. */
      readonly total: number;
    }
  | { readonly kind: 'ask'; readonly value: boolean }
  | { readonly kind: 'graph'; readonly text: string; readonly bytes: number };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function term(v: unknown): SparqlTerm | undefined {
  if (!isRecord(v) || typeof v['value'] !== 'string') return undefined;
  const type = v['type'] === 'typed-literal' ? 'literal' : v['type'];
  if (type !== 'uri' && type !== 'literal' && type !== 'bnode' && type !== 'triple') return undefined;
  const lang = typeof v['xml:lang'] === 'string' ? v['xml:lang'] : undefined;
  const datatype = typeof v['datatype'] === 'string' ? v['datatype'] : undefined;
  return { type, value: v['value'], ...(datatype ? { datatype } : {}), ...(lang ? { lang } : {}) };
}

/**
 * The answer read by its media type: SPARQL JSON (SELECT: variables and rows, the first
 * `shown` drawn; ASK: the boolean), or a graph as text (Turtle, N-Triples). Throws on an
 * answer that is none of these.
 */
export function parseSparqlAnswer(contentType: string, text: string, shown = SHOWN_ROWS): SparqlResult {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/turtle' || type === 'application/n-triples')
    return { kind: 'graph', text, bytes: new TextEncoder().encode(text).byteLength };
  if (type !== 'application/sparql-results+json' && type !== 'application/json')
    throw new Error(`The answer is ${type || 'of no type'}, not SPARQL results.`);
  const doc: unknown = JSON.parse(text);
  if (!isRecord(doc)) throw new Error('The answer is not a SPARQL results document.');
  if (typeof doc['boolean'] === 'boolean') return { kind: 'ask', value: doc['boolean'] };
  const head = isRecord(doc['head']) ? doc['head'] : {};
  const vars = Array.isArray(head['vars']) ? head['vars'].filter((v): v is string => typeof v === 'string') : [];
  const results = isRecord(doc['results']) ? doc['results'] : undefined;
  const bindings = results && Array.isArray(results['bindings']) ? results['bindings'] : undefined;
  if (!bindings) throw new Error('The answer is not a SPARQL results document.');
  const rows = bindings.slice(0, shown).map((b) => vars.map((v) => (isRecord(b) ? term(b[v]) : undefined)));
  return { kind: 'select', vars, rows, total: bindings.length };
}

/** A term as one line of text: IRIs in angle brackets, literals with their language or datatype. */
export function termText(t: SparqlTerm | undefined): string {
  if (!t) return '';
  if (t.type === 'uri') return `<${t.value}>`;
  if (t.type === 'bnode') return `_:${t.value}`;
  return t.value;
}

const XSD = 'http://www.w3.org/2001/XMLSchema#';
/** What a literal is, for its title and the cell's small print: `@en`, `xsd:integer`, or nothing. */
export function termNote(t: SparqlTerm | undefined): string {
  if (t?.type !== 'literal') return '';
  if (t.lang) return `@${t.lang}`;
  if (t.datatype && t.datatype !== `${XSD}string`)
    return t.datatype.startsWith(XSD) ? `xsd:${t.datatype.slice(XSD.length)}` : t.datatype;
  return '';
}

/** An IRI the page may link (http and https only). */
export const linkable = (t: SparqlTerm | undefined): boolean => t?.type === 'uri' && /^https?:\/\//i.test(t.value);

/** The hint (a message key below `sparql.hints`) that explains a refusal, by status and problem code. */
export function problemHint(status: number, code: string | undefined): string | undefined {
  if (code === 'sparql.malformed-query') return 'malformed';
  if (code === 'sparql.update-refused') return 'readOnly';
  if (code === 'sparql.timeout') return 'timeout';
  if (code === 'sparql.result-too-large' || status === 413) return 'tooLarge';
  if (status === 503) return 'unavailable';
  if (status === 404) return 'noRepository';
  if (status === 400) return 'malformed';
  return undefined;
}

/** Examples that answer from the INTERNAL repository's always-loaded bundles (PROV-O is required). */
export const SPARQL_EXAMPLES: readonly { readonly id: string; readonly query: string }[] = [
  {
    id: 'classes',
    query: `PREFIX owl: <http://www.w3.org/2002/07/owl#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
# The classes of PROV-O with their labels
SELECT ?class ?label WHERE {
  ?class a owl:Class ; rdfs:label ?label .
  FILTER(STRSTARTS(STR(?class), "http://www.w3.org/ns/prov#"))
}
ORDER BY ?label
LIMIT 25`,
  },
  {
    id: 'count',
    query: `# Triples per loaded vocabulary namespace of the subject (the ten largest)
SELECT ?namespace (COUNT(*) AS ?triples) WHERE {
  ?s ?p ?o .
  FILTER(isIRI(?s))
  BIND(REPLACE(STR(?s), "[^/#]*$", "") AS ?namespace)
}
GROUP BY ?namespace
ORDER BY DESC(?triples)
LIMIT 10`,
  },
  {
    id: 'ask',
    query: `PREFIX owl: <http://www.w3.org/2002/07/owl#>
# Is prov:Activity a class?
ASK { <http://www.w3.org/ns/prov#Activity> a owl:Class }`,
  },
  {
    id: 'construct',
    query: `PREFIX owl: <http://www.w3.org/2002/07/owl#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
# Labels of five PROV-O classes, as a graph
CONSTRUCT { ?class rdfs:label ?label } WHERE {
  ?class a owl:Class ; rdfs:label ?label .
  FILTER(STRSTARTS(STR(?class), "http://www.w3.org/ns/prov#"))
}
LIMIT 5`,
  },
];
