import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { RESOURCE_INDEX, internalHealth, vocabMode } from '../semantic/internal-terms.ts';
import { descriptionProperties, labelProperties } from '../semantic/vocab.ts';

/**
 * Term search over the INTERNAL repository (docs/semantic.md, Term search): the label-like properties
 * and the URI, relevance-ranked by the fulltext index `resource_labels` (Lucene: every word of
 * `q` must match, the last as a prefix); without the index a bounded CONTAINS scan (case-
 * insensitive, exact label matches first). Only nodes with a label are suggested.
 */
export interface TermSuggestion {
  uri: string;
  label: string;
  description: string | null;
}

/** Lucene query text: each word escaped, all required, the last one also as a prefix. */
export function luceneQuery(q: string): string {
  const words = q
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/[+\-&|!(){}[\]^"~*?:\\/]/g, '\\$&'));
  if (words.length === 0) return '""';
  const last = words.pop() as string;
  return [...words.map((w) => `+${w}`), `+(${last} OR ${last}*)`].join(' ');
}

const first = (vs: unknown[]): string | null => {
  for (const v of vs) {
    const x = Array.isArray(v) ? v[0] : v;
    if (typeof x === 'string' && x.trim() !== '') return x;
  }
  return null;
};

export async function searchTerms(q: string, limit: number): Promise<TermSuggestion[]> {
  const mode = vocabMode();
  const params = { labels: labelProperties(mode), descriptions: descriptionProperties(mode), limit: cypherInt(limit) };
  const project = `RETURN n.uri AS uri, [p IN $labels | n[p]] AS labels, [p IN $descriptions | n[p]] AS descriptions`;
  const healthy = (await internalHealth()).healthy;
  const r = healthy
    ? await readQuery<{ uri: string; labels: unknown[]; descriptions: unknown[] }>(
        `CALL db.index.fulltext.queryNodes($index, $lucene, {limit: $fetch}) YIELD node AS n, score
       WHERE any(p IN $labels WHERE n[p] IS NOT NULL)
       WITH n, score ORDER BY score DESC, n.uri LIMIT $limit
       ${project}`,
        { ...params, index: RESOURCE_INDEX, lucene: luceneQuery(q), fetch: cypherInt(limit * 4) },
      )
    : await readQuery<{ uri: string; labels: unknown[]; descriptions: unknown[] }>(
        `MATCH (n:Resource)
       WITH n, [p IN $labels WHERE n[p] IS NOT NULL | n[p]] AS ls
       WHERE size(ls) > 0 AND (toLower(n.uri) CONTAINS $lq OR any(l IN ls WHERE any(v IN l WHERE toLower(v) CONTAINS $lq))
             OR any(p IN $descriptions WHERE n[p] IS NOT NULL AND any(v IN n[p] WHERE toLower(v) CONTAINS $lq)))
       WITH n, CASE WHEN any(l IN ls WHERE any(v IN l WHERE toLower(v) = $lq)) THEN 0 ELSE 1 END AS rank
       ORDER BY rank, n.uri LIMIT $limit
       ${project}`,
        { ...params, lq: q.toLowerCase() },
      );
  return r.records.map((x) => ({
    uri: x.get('uri'),
    label: first(x.get('labels')) ?? x.get('uri'),
    description: first(x.get('descriptions')),
  }));
}
