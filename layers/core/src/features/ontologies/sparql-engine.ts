import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { ProblemError } from '../../kernel/problem.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { bundleBytes } from './bundles.ts';
import { sha256 } from './rdf-import.ts';
import { sparqlEnginePackage } from './shipped-files.ts';

/**
 * The INTERNAL repository's SPARQL engine: Oxigraph (a SPARQL 1.1 engine in Rust, as WASM from
 * npm), loaded with the same bundle files the graph import read, in a worker thread. Why not
 * Comunica over the `Resource` graph: every triple pattern would become a Cypher round trip, and
 * the property-name mapping (IGNORE/SHORTEN) loses the predicate IRIs that SPARQL needs back; the
 * bundles are a few MB, so an in-memory store answers joins and paths in milliseconds with exact
 * SPARQL semantics. The worker is what bounds a query: WASM cannot be interrupted, so a query past
 * QUERY_TIMEOUT_MS terminates the worker (the next query starts a new one) and answers 503; an
 * answer larger than MAX_RESULT_BYTES is refused (413). The store is rebuilt when the set of
 * imported bundles (their SHA-256s) changes. Oxigraph is resolved from beside the bundle in Lambda
 * (`node_modules/oxigraph/`, shipped by infra: shipped-files.ts), from the repository locally.
 */
export const QUERY_TIMEOUT_MS = 10_000;
export const MAX_RESULT_BYTES = 5 * 1024 * 1024;

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const ox = require(workerData.oxigraph);
const store = new ox.Store();
parentPort.on('message', (m) => {
  try {
    if (m.kind === 'load') {
      for (const ttl of m.files) store.load(ttl, { format: 'text/turtle', no_transaction: true, lenient: true });
      parentPort.postMessage({ id: m.id, ok: true, size: store.size });
      return;
    }
    const out = store.query(m.query, { results_format: m.format, use_default_graph_as_union: true });
    const text = typeof out === 'string' ? out : String(out);
    if (Buffer.byteLength(text) > m.maxBytes) parentPort.postMessage({ id: m.id, ok: false, tooLarge: true });
    else parentPort.postMessage({ id: m.id, ok: true, text });
  } catch (e) {
    parentPort.postMessage({ id: m.id, ok: false, error: String(e && e.message || e) });
  }
});`;

interface Reply {
  id: number;
  ok: boolean;
  text?: string;
  size?: number;
  tooLarge?: boolean;
  error?: string;
}

class EngineWorker {
  readonly worker: Worker;
  private seq = 0;
  private readonly waiting = new Map<number, (r: Reply) => void>();
  constructor() {
    this.worker = new Worker(WORKER, {
      eval: true,
      workerData: { oxigraph: createRequire(import.meta.url).resolve(sparqlEnginePackage) },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    this.worker.on('message', (r: Reply) => {
      this.waiting.get(r.id)?.(r);
      this.waiting.delete(r.id);
    });
    this.worker.on('error', (e) => this.failAll(String(e)));
    this.worker.on('exit', () => this.failAll('engine stopped'));
    this.worker.unref();
  }
  private failAll(error: string) {
    for (const [id, done] of this.waiting) done({ id, ok: false, error });
    this.waiting.clear();
  }
  send(msg: Record<string, unknown>, timeoutMs: number): Promise<Reply> {
    const id = ++this.seq;
    return new Promise<Reply>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve({ id, ok: false, error: 'timeout' });
      }, timeoutMs);
      this.waiting.set(id, (r) => {
        clearTimeout(timer);
        resolve(r);
      });
      this.worker.postMessage({ ...msg, id });
    });
  }
}

let engine: { key: string; worker: EngineWorker; ready: Promise<void> } | undefined;

async function importedKey(): Promise<{ key: string; ids: string[] }> {
  const r = await readQuery<{ id: string; sha: string }>(
    `MATCH (i:OntologyImport) RETURN i.bundleId AS id, i.sha256 AS sha ORDER BY id`,
  );
  const rows = r.records.map((x) => `${x.get('id')}:${x.get('sha')}`);
  return { key: sha256(rows.join('\n')), ids: r.records.map((x) => x.get('id')) };
}

async function current(): Promise<EngineWorker> {
  const { key, ids } = await importedKey();
  if (engine?.key !== key) {
    void engine?.worker.worker.terminate();
    const worker = new EngineWorker();
    const ready = (async () => {
      // A bundle whose file is gone (removed while this ran) is left out rather than failing every query.
      const files = (
        await Promise.all(
          ids.map((id) =>
            bundleBytes(id).then(
              (b) => b.toString('utf8'),
              () => null,
            ),
          ),
        )
      ).filter((f): f is string => f !== null);
      const r = await worker.send({ kind: 'load', files }, 60_000);
      if (!r.ok) throw new Error(`loading the SPARQL store failed: ${r.error ?? 'unknown'}`);
    })();
    engine = { key, worker, ready };
    ready.catch(() => {
      if (engine?.worker === worker) engine = undefined;
    });
  }
  await engine.ready;
  return engine.worker;
}

const FORMATS: Record<string, string> = {
  'application/sparql-results+json': 'application/sparql-results+json',
  'application/sparql-results+xml': 'application/sparql-results+xml',
  'text/csv': 'text/csv',
  'text/tab-separated-values': 'text/tab-separated-values',
  'text/turtle': 'text/turtle',
  'application/n-triples': 'application/n-triples',
};

export async function queryInternal(query: string, mediaType: string, timeoutMs = QUERY_TIMEOUT_MS): Promise<string> {
  const worker = await current();
  const r = await worker.send(
    { kind: 'query', query, format: FORMATS[mediaType], maxBytes: MAX_RESULT_BYTES },
    timeoutMs,
  );
  if (r.ok) return r.text ?? '';
  if (r.tooLarge)
    throw new ProblemError(
      'sparql.result-too-large',
      `The answer exceeds ${MAX_RESULT_BYTES} bytes; add a LIMIT or narrow the query.`,
    );
  if (r.error === 'timeout' || r.error === 'engine stopped') {
    if (engine?.worker === worker) engine = undefined;
    void worker.worker.terminate();
    throw new ProblemError('sparql.timeout', `The query did not finish within ${timeoutMs / 1000} s; it was stopped.`);
  }
  throw new ProblemError(
    'sparql.malformed-query',
    `The query was refused by the engine: ${(r.error ?? '').slice(0, 300)}`,
  );
}
