import { characterCount } from '../../kernel/bounds.ts';
import { ProblemError } from '../../kernel/problem.ts';

/**
 * What a SPARQL request may be: a read-only query (SELECT, ASK, CONSTRUCT, DESCRIBE) without
 * SERVICE (it would make the engine or the proxied endpoint call anywhere). The text is scanned
 * with comments, string literals and IRIs blanked out, so a keyword inside them does not count;
 * the engine (or the remote endpoint) then parses the query for real and a syntax error is a 400.
 */
export type QueryForm = 'SELECT' | 'ASK' | 'CONSTRUCT' | 'DESCRIBE';
export const MAX_QUERY_CHARS = 20_000;

const UPDATE = /\b(INSERT|DELETE|LOAD|CLEAR|CREATE|DROP|COPY|MOVE|ADD)\b/i;

/** The query with comments, strings and IRIs replaced by spaces (same length). */
export function blankOut(query: string): string {
  return query.replace(
    /"""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|<[^<>"{}|^`\\\s]*>|#[^\n]*/g,
    (m) => ' '.repeat(m.length),
  );
}

export function queryForm(query: string): QueryForm {
  // Characters as the document's maxLength counts them (code points), not UTF-16 units.
  const chars = query.length > MAX_QUERY_CHARS ? characterCount(query) : query.length;
  if (chars > MAX_QUERY_CHARS)
    throw new ProblemError(
      'sparql.malformed-query',
      `The query has ${chars} characters; at most ${MAX_QUERY_CHARS} are accepted.`,
    );
  const text = blankOut(query);
  if (/\bSERVICE\b/i.test(text))
    throw new ProblemError(
      'sparql.update-refused',
      'SERVICE clauses are refused: the endpoint answers from its own data only.',
    );
  const form = /\b(SELECT|ASK|CONSTRUCT|DESCRIBE)\b/i.exec(text);
  const update = UPDATE.exec(text);
  if (update && (!form || update.index < form.index)) {
    throw new ProblemError(
      'sparql.update-refused',
      `SPARQL updates (${update[1]?.toUpperCase()}) are refused: this endpoint is read-only.`,
    );
  }
  if (!form)
    throw new ProblemError('sparql.malformed-query', 'The query is not a SELECT, ASK, CONSTRUCT or DESCRIBE query.');
  return form[1]?.toUpperCase() as QueryForm;
}

const SOLUTION_TYPES = [
  'application/sparql-results+json',
  'application/sparql-results+xml',
  'text/csv',
  'text/tab-separated-values',
] as const;
const ASK_TYPES = ['application/sparql-results+json', 'application/sparql-results+xml'] as const;
const GRAPH_TYPES = ['text/turtle', 'application/n-triples'] as const;

/** The media type to answer in, from Accept (q-values honoured); 406 when none fits the form. */
export function negotiate(form: QueryForm, accept: string | undefined): string {
  const offered: readonly string[] = form === 'SELECT' ? SOLUTION_TYPES : form === 'ASK' ? ASK_TYPES : GRAPH_TYPES;
  if (!accept || accept.trim() === '') return offered[0] as string;
  const ranges = accept
    .split(',')
    .map((part, i) => {
      const [type = '', ...params] = part
        .trim()
        .split(';')
        .map((s) => s.trim());
      const q = Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? '1');
      return { type: type.toLowerCase(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranges) {
    if (r.type === '*/*') return offered[0] as string;
    if (r.type.endsWith('/*')) {
      const hit = offered.find((o) => o.startsWith(r.type.slice(0, -1)));
      if (hit) return hit;
    }
    if (r.type === 'application/json' && form !== 'CONSTRUCT' && form !== 'DESCRIBE')
      return 'application/sparql-results+json';
    if (offered.includes(r.type)) return r.type;
  }
  throw new ProblemError(
    'request.not-acceptable',
    `A ${form} query answers in ${offered.join(', ')}; Accept named none of them.`,
  );
}
