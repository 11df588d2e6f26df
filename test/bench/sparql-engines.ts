/**
 * `npm run bench -- sparql-engines [runs=50]`: the measurement behind the INTERNAL repository's
 * SPARQL engine (docs/semantic.md, SPARQL). The same data (every shipped bundle plus the synthetic
 * 18,420-concept thesaurus) is loaded into Oxigraph (the WASM build the service runs) and into an
 * N3 store queried by Comunica (`@comunica/query-sparql-rdfjs-lite`); both then answer the same
 * queries: the bench's SELECT with a join and a FILTER, and a property-path count. Load time and
 * p50/p99 per query, in process, one query at a time; the answers are checked equal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser, Store } from 'n3';
import * as oxigraph from 'oxigraph';
import { QueryEngine } from '@comunica/query-sparql-rdfjs-lite';
import { repoRoot } from '../../localstack/src/paths.ts';
import { sparqlSelect, thesaurusTurtle } from './thesaurus.ts';

const RUNS = Number(process.argv[2] ?? '50');
const dir = join(repoRoot, 'layers', 'core', 'ontologies');
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
  bundles: { id: string; file: string }[];
};
const turtles = [...manifest.bundles.map((b) => readFileSync(join(dir, b.file), 'utf8')), thesaurusTurtle().ttl];

const PATH_COUNT = `PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
SELECT (COUNT(?c) AS ?n) WHERE { ?c skos:broader+ <https://bench.example.org/aerospace-thesaurus/Fuel> }`;
const QUERIES: Record<string, string> = {
  'SELECT join + FILTER': sparqlSelect('pump'),
  'property path broader+ count': PATH_COUNT,
};

/** Rows as JSON with their variables in name order (the engines order them differently). */
const rowsJson = (rows: [string, string][][]) =>
  JSON.stringify(rows.map((r) => Object.fromEntries([...r].sort(([a], [b]) => a.localeCompare(b)))));

function pct(samples: number[]): { p50Ms: number; p99Ms: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0).toFixed(2);
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

async function measure(run: () => Promise<string>): Promise<{ p50Ms: number; p99Ms: number; answer: string }> {
  const answer = await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  return { ...pct(samples), answer };
}

async function main(): Promise<void> {
  // Oxigraph
  let t0 = performance.now();
  const ox = new oxigraph.Store();
  for (const ttl of turtles) ox.load(ttl, { format: 'text/turtle' });
  const oxLoad = performance.now() - t0;
  const oxRun = (q: string) => async () => {
    const rows = ox.query(q) as Map<string, { value: string }>[];
    return rowsJson(rows.map((r) => [...r.entries()].map(([k, v]): [string, string] => [k, v.value])));
  };

  // Comunica over an N3 store
  t0 = performance.now();
  const n3 = new Store();
  for (const ttl of turtles) n3.addQuads(new Parser().parse(ttl));
  const n3Load = performance.now() - t0;
  const engine = new QueryEngine();
  const coRun = (q: string) => async () => {
    const bindings = await (await engine.queryBindings(q, { sources: [n3] })).toArray();
    return rowsJson(bindings.map((b) => [...b].map(([k, v]): [string, string] => [k.value, v.value])));
  };

  console.log(`sparql engines: ${n3.size} triples, ${RUNS} runs per query`);
  console.log(`| engine | load | query | p50 | p99 |`);
  console.log('|---|---|---|---|---|');
  for (const [name, q] of Object.entries(QUERIES)) {
    const a = await measure(oxRun(q));
    const b = await measure(coRun(q));
    if (a.answer !== b.answer)
      throw new Error(`the engines disagree on "${name}": ${a.answer.slice(0, 200)} vs ${b.answer.slice(0, 200)}`);
    console.log(`| Oxigraph | ${(oxLoad / 1000).toFixed(2)} s | ${name} | ${a.p50Ms} ms | ${a.p99Ms} ms |`);
    console.log(`| Comunica (N3 store) | ${(n3Load / 1000).toFixed(2)} s | ${name} | ${b.p50Ms} ms | ${b.p99Ms} ms |`);
  }
}

await main();
