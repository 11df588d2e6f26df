import { describe, expect, it } from 'vitest';
import {
  linkable,
  parseSparqlAnswer,
  problemHint,
  queryFormOf,
  queryProblem,
  SPARQL_BOUNDS,
  SPARQL_EXAMPLES,
  GET_QUERY_BYTES,
  sparqlMethod,
  sparqlQueryBody,
  termNote,
  termText,
} from '../../../console/src/logic/sparql.ts';
import { renderOpenApi } from '../../../layers/core/src/app/openapi.ts';
import { MAX_RESULT_BYTES, QUERY_TIMEOUT_MS } from '../../../layers/core/src/features/ontologies/sparql-engine.ts';
import { MAX_QUERY_CHARS, negotiate } from '../../../layers/core/src/features/ontologies/sparql-guard.ts';
import { SPARQL_ACCEPT } from '../../../console/src/logic/sparql.ts';

type Schema = Record<string, unknown>;

describe('the SPARQL page’s bounds', () => {
  it('are the service’s query bound and the engine’s timeout and answer size; GET stays within its route', () => {
    const doc = JSON.parse(renderOpenApi('all', 'json').body) as { paths: Record<string, Record<string, Schema>> };
    const params = doc.paths['/v2/semantic/{repoAppId}/sparql']!['get']!['parameters'] as Schema[];
    const q = params.find((p) => p['name'] === 'query' && p['in'] === 'query')!;
    // An encoded query has at least as many bytes as characters: a GET never passes the route's bound.
    expect(GET_QUERY_BYTES).toBeLessThanOrEqual((q['schema'] as Schema)['maxLength'] as number);
    expect(doc.paths['/v2/semantic/{repoAppId}/sparql']!['post']!['operationId']).toBe('sparqlPost');
    expect(SPARQL_BOUNDS.queryChars).toBe(MAX_QUERY_CHARS);
    expect(SPARQL_BOUNDS.timeoutSeconds * 1000).toBe(QUERY_TIMEOUT_MS);
    expect(SPARQL_BOUNDS.resultBytes).toBe(MAX_RESULT_BYTES);
  });

  it('refuses an empty query and one past the bound, and only those', () => {
    expect(queryProblem('  \n')).toBe('empty');
    expect(queryProblem('x'.repeat(SPARQL_BOUNDS.queryChars))).toBeUndefined();
    expect(queryProblem('x'.repeat(SPARQL_BOUNDS.queryChars + 1))).toBe('tooLong');
    for (const e of SPARQL_EXAMPLES) expect(queryProblem(e.query), e.id).toBeUndefined();
  });
});

describe('what the page asks for', () => {
  it('GET while the encoded query is short, POST once it would make a long URL', () => {
    for (const e of SPARQL_EXAMPLES) expect(sparqlMethod(e.query), e.id).toBe('GET');
    expect(sparqlMethod('x'.repeat(GET_QUERY_BYTES))).toBe('GET');
    expect(sparqlMethod('x'.repeat(GET_QUERY_BYTES + 1))).toBe('POST');
    // Encoding counts: 700 characters of ä are 4,200 bytes in the URL.
    expect(sparqlMethod(`SELECT * WHERE { ?s ?p "${'ä'.repeat(700)}" }`)).toBe('POST');
    expect(sparqlMethod(`SELECT * WHERE { ?s ?p ?o } # ${'x'.repeat(SPARQL_BOUNDS.queryChars - 40)}`)).toBe('POST');
  });

  it('a POST carries the query as application/sparql-query, keeping the other headers', async () => {
    const request = new Request('http://svc.test/v2/semantic/r1/sparql', {
      method: 'POST',
      headers: { accept: SPARQL_ACCEPT, 'x-api-key': 'k' },
    });
    const onRequest = sparqlQueryBody('ASK { ?s ?p "ä" }').onRequest!;
    const sent = (await onRequest({ request } as Parameters<typeof onRequest>[0])) as Request;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(request.url);
    expect(sent.headers.get('content-type')).toBe('application/sparql-query');
    expect(sent.headers.get('accept')).toBe(SPARQL_ACCEPT);
    expect(sent.headers.get('x-api-key')).toBe('k');
    expect(await sent.text()).toBe('ASK { ?s ?p "ä" }');
  });

  it('one Accept that the service answers with SPARQL JSON for SELECT and ASK, Turtle for graphs', () => {
    expect(negotiate('SELECT', SPARQL_ACCEPT)).toBe('application/sparql-results+json');
    expect(negotiate('ASK', SPARQL_ACCEPT)).toBe('application/sparql-results+json');
    expect(negotiate('CONSTRUCT', SPARQL_ACCEPT)).toBe('text/turtle');
    expect(negotiate('DESCRIBE', SPARQL_ACCEPT)).toBe('text/turtle');
  });

  it('names the form by its first keyword outside comments, strings and IRIs', () => {
    expect(queryFormOf('PREFIX a: <http://x/select#>\n# ask me\nSELECT * { ?s ?p "ASK" }')).toBe('SELECT');
    expect(queryFormOf('ask { ?s ?p ?o }')).toBe('ASK');
    expect(queryFormOf('CONSTRUCT WHERE { ?s ?p ?o }')).toBe('CONSTRUCT');
    expect(queryFormOf('# SELECT\nINSERT DATA {}')).toBeUndefined();
    expect(SPARQL_EXAMPLES.map((e) => queryFormOf(e.query))).toEqual(['SELECT', 'SELECT', 'ASK', 'CONSTRUCT']);
  });
});

describe('reading the answer', () => {
  const select = JSON.stringify({
    head: { vars: ['s', 'label', 'n'] },
    results: {
      bindings: [
        {
          s: { type: 'uri', value: 'http://www.w3.org/ns/prov#Activity' },
          label: { type: 'literal', value: 'Activity', 'xml:lang': 'en' },
          n: { type: 'literal', value: '9007199254740993', datatype: 'http://www.w3.org/2001/XMLSchema#integer' },
        },
        { s: { type: 'bnode', value: 'b0' } },
        { s: { type: 'uri', value: 'urn:x:1' }, label: { type: 'typed-literal', value: 'x', datatype: 'urn:dt' } },
      ],
    },
  });

  it('SELECT: variables in order, a cell per variable, unbound left empty, numbers as their digits', () => {
    const r = parseSparqlAnswer('application/sparql-results+json; charset=utf-8', select);
    expect(r.kind).toBe('select');
    if (r.kind !== 'select') return;
    expect(r.vars).toEqual(['s', 'label', 'n']);
    expect(r.total).toBe(3);
    expect(r.rows[0]!.map(termText)).toEqual(['<http://www.w3.org/ns/prov#Activity>', 'Activity', '9007199254740993']);
    expect(r.rows[0]!.map(termNote)).toEqual(['', '@en', 'xsd:integer']);
    expect(r.rows[1]!.map(termText)).toEqual(['_:b0', '', '']);
    expect(termNote(r.rows[2]![1])).toBe('urn:dt');
    expect(linkable(r.rows[0]![0])).toBe(true);
    expect(linkable(r.rows[2]![0])).toBe(false);
    expect(linkable(r.rows[0]![1])).toBe(false);
  });

  it('draws at most the shown rows and counts every row', () => {
    const r = parseSparqlAnswer('application/sparql-results+json', select, 2);
    expect(r.kind === 'select' && [r.rows.length, r.total]).toEqual([2, 3]);
  });

  it('ASK as a boolean, graphs as text with their size, anything else refused', () => {
    expect(parseSparqlAnswer('application/sparql-results+json', '{"head":{},"boolean":false}')).toEqual({
      kind: 'ask',
      value: false,
    });
    expect(parseSparqlAnswer('text/turtle; charset=utf-8', '<urn:ä> <urn:p> "ü" .\n')).toEqual({
      kind: 'graph',
      text: '<urn:ä> <urn:p> "ü" .\n',
      bytes: 24,
    });
    expect(() => parseSparqlAnswer('text/html', '<html>')).toThrow(/text\/html/);
    expect(() => parseSparqlAnswer('application/sparql-results+json', '{"head":{}}')).toThrow(/not a SPARQL/);
  });
});

describe('refusals explained', () => {
  it('by problem code first, then by status', () => {
    expect(problemHint(400, 'sparql.malformed-query')).toBe('malformed');
    expect(problemHint(400, 'sparql.update-refused')).toBe('readOnly');
    expect(problemHint(503, 'sparql.timeout')).toBe('timeout');
    expect(problemHint(413, 'sparql.result-too-large')).toBe('tooLarge');
    expect(problemHint(503, 'dependency.unavailable')).toBe('unavailable');
    expect(problemHint(404, 'resource.not-found')).toBe('noRepository');
    expect(problemHint(403, 'auth.forbidden')).toBeUndefined();
  });
});
