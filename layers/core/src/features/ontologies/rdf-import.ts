import { createHash } from 'node:crypto';
import { Parser, type Quad, type Term } from 'n3';
import { writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { languageRank, vocabName, type VocabMode } from '../semantic/vocab.ts';

/**
 * Turtle into the graph, in TypeScript (the Neo4j RDF plugin, n10s, is not on Maven Central):
 * parsed with n3, then written as `Resource` nodes in bounded batches (BATCH rows per
 * transaction, every value a parameter). The mapping follows n10s's defaults:
 *
 * - every IRI subject or object is a node `(:Resource {uri})`; a blank node gets the stable IRI
 *   `urn:svc:bnode:<bundle>:<label>`;
 * - a literal object becomes a property named by `vocabName(predicate, mode)`, always a list of
 *   strings (lexical forms; language tags dropped after ordering `en`, `en-*`, untagged, others
 *   first, so the first element is the preferred value);
 * - an IRI object, `rdf:type` included, becomes a relationship of that name between the nodes;
 * - `_bundles` lists the bundles that contributed to a node, so a bundle can be taken out again.
 */
export const BATCH = 500;

export interface ParsedGraph {
  readonly nodes: ReadonlyMap<string, Record<string, string[]>>;
  readonly edges: readonly { s: string; t: string; o: string }[];
  readonly triples: number;
}

const iriOf = (t: Term, bundleId: string): string =>
  t.termType === 'BlankNode' ? `urn:svc:bnode:${bundleId}:${t.value}` : t.value;

/** Parses Turtle; throws the parser's error (line number included) on malformed input. */
export function parseTurtle(text: string, bundleId: string, mode: VocabMode): ParsedGraph {
  const quads: Quad[] = new Parser({ format: 'text/turtle' }).parse(text);
  const literals = new Map<string, Map<string, { v: string; rank: number }[]>>();
  const nodes = new Map<string, Record<string, string[]>>();
  const edges: { s: string; t: string; o: string }[] = [];
  const seenEdge = new Set<string>();
  const touch = (iri: string) => {
    if (!nodes.has(iri)) nodes.set(iri, {});
  };
  for (const q of quads) {
    const s = iriOf(q.subject, bundleId);
    touch(s);
    const name = vocabName(q.predicate.value, mode);
    if (q.object.termType === 'Literal') {
      const byName = literals.get(s) ?? new Map<string, { v: string; rank: number }[]>();
      literals.set(s, byName);
      const vs = byName.get(name) ?? [];
      byName.set(name, vs);
      vs.push({ v: q.object.value, rank: languageRank(q.object.language) });
    } else {
      const o = iriOf(q.object, bundleId);
      touch(o);
      const key = `${s}\u0000${name}\u0000${o}`;
      if (!seenEdge.has(key)) {
        seenEdge.add(key);
        edges.push({ s, t: name, o });
      }
    }
  }
  for (const [s, byName] of literals) {
    const props = nodes.get(s) ?? {};
    for (const [name, vs] of byName) props[name] = [...new Set(vs.toSorted((a, b) => a.rank - b.rank).map((x) => x.v))];
    nodes.set(s, props);
  }
  return { nodes, edges, triples: quads.length };
}

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

function* chunks<T>(xs: readonly T[], n: number): Generator<T[]> {
  for (let i = 0; i < xs.length; i += n) yield xs.slice(i, i + n);
}

/** Removes a bundle's contribution: nodes only it brought are deleted, others forget it. Bounded batches. */
export async function purgeBundle(bundleId: string): Promise<void> {
  const params = { bundle: bundleId, batch: cypherInt(BATCH) };
  for (const cypher of [
    `MATCH (n:Resource) WHERE n._bundles = [$bundle] WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS n`,
    `MATCH (n:Resource) WHERE $bundle IN n._bundles WITH n LIMIT $batch SET n._bundles = [b IN n._bundles WHERE b <> $bundle] RETURN count(*) AS n`,
  ]) {
    for (;;) {
      const r = await writeQuery<{ n: number }>(cypher, params);
      if (Number(r.records[0]?.get('n') ?? 0) === 0) break;
    }
  }
}

/** Writes a parsed bundle into the graph (idempotent: MERGE on `uri` and on each relationship). */
export async function writeGraph(g: ParsedGraph, bundleId: string): Promise<void> {
  const rows = [...g.nodes].map(([uri, props]) => ({ uri, props }));
  for (const batch of chunks(rows, BATCH)) {
    await writeQuery(
      `UNWIND $rows AS row
       MERGE (n:Resource {uri: row.uri})
       SET n += row.props,
           n._bundles = CASE WHEN $bundle IN coalesce(n._bundles, []) THEN n._bundles ELSE coalesce(n._bundles, []) + $bundle END`,
      { rows: batch, bundle: bundleId },
    );
  }
  for (const batch of chunks(g.edges, BATCH)) {
    await writeQuery(
      `UNWIND $rows AS row
       MATCH (s:Resource {uri: row.s})
       MATCH (o:Resource {uri: row.o})
       MERGE (s)-[:$(row.t)]->(o)`,
      { rows: batch },
    );
  }
}

/** Parse, then write; answers the number of triples. A parse error writes nothing. */
export async function importTurtle(
  bytes: Buffer,
  bundleId: string,
  mode: VocabMode,
  opts: { replace: boolean },
): Promise<number> {
  const g = parseTurtle(bytes.toString('utf8'), bundleId, mode);
  if (opts.replace) await purgeBundle(bundleId);
  await writeGraph(g, bundleId);
  return g.triples;
}
