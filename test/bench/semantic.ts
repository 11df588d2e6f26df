/**
 * `npm run bench -- semantic [runs=200]`: the figures of issue 17, on a PRIVATE Neo4j and DynamoDB
 * (a fresh graph and config table of their own; the shared ones are never touched; the files bucket
 * is the shared S3 server's, for the one uploaded file) with the seed and import code run in this
 * process, then an extra gateway on that graph for the HTTP figures:
 *
 * - the seed pass (features/ontologies/seed.ts) for all fourteen built-in bundles on the fresh
 *   graph, and its idempotent re-run;
 * - a synthetic full-size aerospace thesaurus (SKOS, 18,420 concepts in three levels, generated
 *   here as Turtle) stored through the upload code (row + file in the files bucket) and imported
 *   by the same code refresh-ontologies runs;
 * - term search p50/p99 (features/ontologies/terms.ts, in process and through the gateway) over
 *   the seeded bundles plus the thesaurus, beside the raw fulltext-index Cypher query for the same
 *   terms in the same run (goal: term search p50 within 3× of it);
 * - a SPARQL SELECT with a join and a FILTER over the same data (Oxigraph in its worker), p50/p99,
 *   in process and through the gateway, plus the one-off store load.
 *
 * Writes test/bench/results/semantic.json and prints a table. The uploaded thesaurus file is
 * removed from the files bucket at the end; the private Neo4j is removed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import neo4j from 'neo4j-driver';
import { repoRoot } from '../../localstack/src/paths.ts';
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { freePort, privateDynamo, privateNeo4j, provisionPrivate } from '../support/private-services.ts';
import { NS, sparqlSelect, thesaurusTurtle } from './thesaurus.ts';

const RUNS = Number(process.argv[2] ?? '200');
const THESAURUS_ID = 'bench-aerospace-thesaurus-full';
interface Latency {
  p50Ms: number;
  p99Ms: number;
  runs: number;
}
function latency(samples: readonly number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0).toFixed(2);
  return { p50Ms: at(0.5), p99Ms: at(0.99), runs: s.length };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await work();
  return [out, performance.now() - t0];
}

/** Terms a person types: whole words, prefixes, two words; from the thesaurus and the seeded vocabularies. */
const TERMS = [
  'fuel pump',
  'turbine',
  'actuator',
  'hydraulic valve',
  'landing',
  'spar',
  'nacelle pyl',
  'insulated duct',
  'activity',
  'generated',
  'person',
  'organization',
  'instant',
  'duration',
  'geometry',
  'quantity',
  'unit',
  'creator',
  'license',
  'wing rib',
];
const WORDS = ['pump', 'valve', 'spar', 'duct', 'sensor', 'seal', 'panel', 'rib', 'harness', 'bearing'];
async function main(): Promise<void> {
  // A private DynamoDB too: the runtime `disabledBundles` singleton lives there, and the shared one may name bundles.
  const [graph, dynamo] = await Promise.all([privateNeo4j(), privateDynamo()]);
  let gw: { url: string; stop: () => void } | undefined;
  let removeUpload: (() => Promise<void>) | undefined;
  try {
    const env = { SVC_NEO4J_URI: graph.url, SVC_AWS_DYNAMODB_ENDPOINT: dynamo.url };
    const [key = ''] = await provisionPrivate(env);
    Object.assign(process.env, localEnvironment(ensureLocalSecrets()), env, { LOG_LEVEL: 'ERROR' });
    // Loaded only now: the core reads its configuration from this environment.
    const { seedPass, importBundle } = await import('../../layers/core/src/features/ontologies/seed.ts');
    const { uploadBundle, deleteBundle } = await import('../../layers/core/src/features/ontologies/bundles.ts');
    const { validateUpload } = await import('../../layers/core/src/features/ontologies/upload.ts');
    const { purgeBundle } = await import('../../layers/core/src/features/ontologies/rdf-import.ts');
    const { searchTerms, luceneQuery } = await import('../../layers/core/src/features/ontologies/terms.ts');
    const { queryInternal } = await import('../../layers/core/src/features/ontologies/sparql-engine.ts');
    const { vocabMode, RESOURCE_INDEX } = await import('../../layers/core/src/features/semantic/internal-terms.ts');
    const { closeGraph, readQuery } = await import('../../layers/core/src/platform/graph/driver.ts');

    // 1. The seed pass on the fresh graph, then its re-run (nothing to do).
    const seed = await seedPass();
    const again = await seedPass();
    const afterSeed = await readQuery<{ n: number }>('MATCH (r:Resource) RETURN count(r) AS n');
    if (seed.imported.length !== 14)
      throw new Error(`the seed pass imported ${seed.imported.length} bundles, not 14: ${seed.imported.join(', ')}`);
    console.log(
      `seed: ${seed.imported.length} bundles in ${seed.ms} ms (${Number(afterSeed.records[0]?.get('n'))} Resource nodes); re-run ${again.ms} ms (${again.reason})`,
    );

    // 2. The full-size thesaurus: stored as an upload, imported as refresh-ontologies does.
    const { ttl, concepts } = thesaurusTurtle();
    const bytes = Buffer.from(ttl);
    const metadata = Buffer.from(
      JSON.stringify({
        id: THESAURUS_ID,
        iriPrefix: NS,
        license: 'CC0-1.0',
        name: 'Synthetic aerospace thesaurus (bench)',
      }),
    );
    const [, uploadMs] = await timed(async () =>
      uploadBundle(
        validateUpload([
          { name: 'metadata', filename: null, contentType: 'application/json', data: metadata },
          { name: 'file', filename: 'thesaurus.ttl', contentType: 'text/turtle', data: bytes },
        ]),
        'bench',
      ),
    );
    removeUpload = () => deleteBundle(THESAURUS_ID, purgeBundle);
    const [triples, importMs] = await timed(() => importBundle(THESAURUS_ID, vocabMode(), false));
    const total = await readQuery<{ n: number }>('MATCH (r:Resource) RETURN count(r) AS n');
    const resources = Number(total.records[0]?.get('n'));
    console.log(
      `thesaurus: ${concepts} concepts, ${bytes.length} bytes, ${triples} triples; upload ${Math.round(uploadMs)} ms, import ${Math.round(importMs)} ms; ${resources} Resource nodes in all`,
    );

    // 3. Term search in process vs the raw fulltext query, interleaved so both see the same cache.
    const raw = neo4j.driver(graph.url, { scheme: 'none', principal: '', credentials: '' });
    const rawQuery = (q: string) =>
      raw.executeQuery(
        `CALL db.index.fulltext.queryNodes($index, $lucene, {limit: 20}) YIELD node, score RETURN node.uri AS uri, score`,
        { index: RESOURCE_INDEX, lucene: luceneQuery(q) },
        { routing: neo4j.routing.READ },
      );
    for (const q of TERMS) {
      await searchTerms(q, 20);
      await rawQuery(q);
    }
    const search: number[] = [];
    const rawMs: number[] = [];
    let hits = 0;
    for (let i = 0; i < RUNS; i++) {
      const q = TERMS[i % TERMS.length] as string;
      const [found, ms] = await timed(() => searchTerms(q, 20));
      hits += found.length;
      search.push(ms);
      rawMs.push((await timed(() => rawQuery(q)))[1]);
    }
    await raw.close();

    // 4. SPARQL: the store load (first query), then SELECT with a join and a FILTER.
    const [, loadMs] = await timed(() => queryInternal('ASK { ?s ?p ?o }', 'application/sparql-results+json', 120_000));
    const sparql: number[] = [];
    let rows = 0;
    for (let i = 0; i < Math.min(RUNS, 100); i++) {
      const [text, ms] = await timed(() =>
        queryInternal(sparqlSelect(WORDS[i % WORDS.length] as string), 'application/sparql-results+json'),
      );
      rows += (JSON.parse(text) as { results: { bindings: unknown[] } }).results.bindings.length;
      sparql.push(ms);
    }

    // 5. The same through an extra gateway on the private graph (HTTP, auth, middlewares included).
    gw = await startExtraGateway(await freePort(), env);
    const get = (path: string, accept = 'application/json') =>
      fetch(`${gw?.url}${path}`, { headers: { 'x-api-key': key, accept } }).then(async (r) => {
        const text = await r.text();
        if (r.status !== 200) throw new Error(`${path}: ${r.status} ${text.slice(0, 300)}`);
        return text;
      });
    const repo = (JSON.parse(await get('/v2/semantic/internal-repository')) as { appId: string }).appId;
    for (const q of TERMS) await get(`/v2/semantic/terms/search?q=${encodeURIComponent(q)}`);
    const httpSearch: number[] = [];
    for (let i = 0; i < RUNS; i++)
      httpSearch.push(
        (
          await timed(() => get(`/v2/semantic/terms/search?q=${encodeURIComponent(TERMS[i % TERMS.length] as string)}`))
        )[1],
      );
    const sparqlPath = (w: string) => `/v2/semantic/${repo}/sparql?query=${encodeURIComponent(sparqlSelect(w))}`;
    const [, httpLoadMs] = await timed(() => get(sparqlPath('pump'), 'application/sparql-results+json'));
    const httpSparql: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 100); i++)
      httpSparql.push(
        (await timed(() => get(sparqlPath(WORDS[i % WORDS.length] as string), 'application/sparql-results+json')))[1],
      );

    const result = {
      at: new Date().toISOString(),
      runs: RUNS,
      machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
      seedPass: {
        bundles: seed.imported.length,
        ms: seed.ms,
        resourceNodes: Number(afterSeed.records[0]?.get('n')),
        rerunMs: again.ms,
        rerun: again.reason,
      },
      thesaurus: {
        concepts,
        bytes: bytes.length,
        triples,
        uploadMs: Math.round(uploadMs),
        importMs: Math.round(importMs),
        resourceNodesInAll: resources,
      },
      termSearch: {
        inProcess: latency(search),
        http: latency(httpSearch),
        rawFulltextCypher: latency(rawMs),
        meanHits: +(hits / RUNS).toFixed(1),
      },
      sparql: {
        storeLoadMs: Math.round(loadMs),
        inProcess: latency(sparql),
        httpFirstQueryMs: Math.round(httpLoadMs),
        http: latency(httpSparql),
        meanRows: +(rows / sparql.length).toFixed(1),
      },
    };
    const ratio = +(result.termSearch.inProcess.p50Ms / result.termSearch.rawFulltextCypher.p50Ms).toFixed(2);
    const dir = join(repoRoot, 'test', 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'semantic.json'),
      `${JSON.stringify({ ...result, termSearchP50OverRaw: ratio }, null, 2)}\n`,
    );
    console.log('| measure | p50 | p99 |');
    console.log('|---|---|---|');
    console.log(
      `| term search, in process (searchTerms) | ${result.termSearch.inProcess.p50Ms} ms | ${result.termSearch.inProcess.p99Ms} ms |`,
    );
    console.log(
      `| term search, HTTP through the gateway | ${result.termSearch.http.p50Ms} ms | ${result.termSearch.http.p99Ms} ms |`,
    );
    console.log(
      `| raw fulltext Cypher (same terms, same run) | ${result.termSearch.rawFulltextCypher.p50Ms} ms | ${result.termSearch.rawFulltextCypher.p99Ms} ms |`,
    );
    console.log(
      `| SPARQL SELECT join + FILTER, in process | ${result.sparql.inProcess.p50Ms} ms | ${result.sparql.inProcess.p99Ms} ms |`,
    );
    console.log(
      `| SPARQL SELECT join + FILTER, HTTP | ${result.sparql.http.p50Ms} ms | ${result.sparql.http.p99Ms} ms |`,
    );
    console.log(
      `term search p50 / raw p50 = ${ratio} (goal ≤ 3); SPARQL store load ${result.sparql.storeLoadMs} ms; mean hits ${result.termSearch.meanHits}, mean rows ${result.sparql.meanRows}`,
    );
    await removeUpload();
    removeUpload = undefined;
    await closeGraph();
  } finally {
    gw?.stop();
    await removeUpload?.().catch((e: unknown) => console.error(`removing the bench upload failed: ${String(e)}`));
    await graph.remove();
    await dynamo.remove();
  }
}

await main();
process.exit(0);
