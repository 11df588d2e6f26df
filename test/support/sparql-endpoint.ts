import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import oxigraph from 'oxigraph';

/**
 * Real SPARQL 1.1 protocol endpoints on loopback for the semantic tests: an Oxigraph store
 * behind a Node http server (GET `?query=`, POST `application/sparql-query`, POST form
 * `query=`), answering SELECT/ASK with `application/sparql-results+json`. Plus the failure
 * cases: a server that accepts connections and never answers, one that answers 500, and the URL
 * of a port nobody listens on.
 */

/** A small dbpedia-like dataset: the terms of the recorded fixture and a few edge cases. */
export const DBPEDIA_TTL = `
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix dbo: <http://dbpedia.org/ontology/> .
@prefix dbr: <http://dbpedia.org/resource/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .

dbo:ingredient a owl:ObjectProperty ;
  rdfs:label "ingredient"@en , "Zutat"@de , "ingrédient"@fr .

dbr:Almond_milk rdfs:label "Lait d'amande"@fr , "Almond milk"@en , "Mandelmilch"@de .

dbr:Oat_milk rdfs:label "Hafermilch"@de , "oat milk (untagged)" .

dbr:Rice_milk rdfs:label "Reismilch"@de .

dbo:unlabelledProperty a owl:DatatypeProperty .
`;

export interface Endpoint {
  /** The endpoint URL, e.g. http://127.0.0.1:41234/sparql */
  readonly url: string;
  /** How many requests reached it. */
  readonly requests: () => number;
  close(): Promise<void>;
}

async function listen(server: Server, path: string): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function queryOf(req: IncomingMessage, url: URL): Promise<string | null> {
  if (req.method === 'GET') return url.searchParams.get('query');
  if (req.method === 'POST') {
    const ct = (req.headers['content-type'] ?? '').toLowerCase();
    const body = await readBody(req);
    if (ct.startsWith('application/sparql-query')) return body;
    if (ct.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(body).get('query');
  }
  return null;
}

/** An Oxigraph store loaded with `turtle`, served at `/sparql`. */
export async function startSparqlEndpoint(turtle = DBPEDIA_TTL): Promise<Endpoint> {
  const store = new oxigraph.Store();
  store.load(turtle, { format: 'text/turtle' });
  let count = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    count += 1;
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/sparql') return void res.writeHead(404).end();
      const query = await queryOf(req, url);
      if (!query) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('missing query');
      try {
        const out = store.query(query, { results_format: 'application/sparql-results+json' });
        res.writeHead(200, { 'content-type': 'application/sparql-results+json' }).end(String(out));
      } catch (e) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String((e as Error).message));
      }
    })().catch(() => res.writeHead(500).end());
  });
  const { url, close } = await listen(server, '/sparql');
  return { url, requests: () => count, close };
}

/** Accepts connections and requests, and never answers. */
export async function startSilentEndpoint(): Promise<Endpoint> {
  let count = 0;
  const server = createServer(() => {
    count += 1;
  });
  const { url, close } = await listen(server, '/sparql');
  return { url, requests: () => count, close };
}

/** Answers every request with `status` and a body that is not SPARQL results. */
export async function startFailingEndpoint(status = 500): Promise<Endpoint> {
  let count = 0;
  const server = createServer((_req, res) => {
    count += 1;
    res.writeHead(status, { 'content-type': 'text/plain' }).end('boom');
  });
  const { url, close } = await listen(server, '/sparql');
  return { url, requests: () => count, close };
}

/** The URL of a loopback port that was free a moment ago and is now closed. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  const { url, close } = await listen(server, '/sparql');
  await close();
  return url;
}

/** Sends the status line, headers and the start of a body, then stalls forever. */
export async function startStallingEndpoint(): Promise<Endpoint> {
  let count = 0;
  const server = createServer((_req, res) => {
    count += 1;
    res.writeHead(200, { 'content-type': 'application/sparql-results+json' });
    res.write('{"head":{"vars":["label"]},"results":{"bindings":[');
  });
  const { url, close } = await listen(server, '/sparql');
  return { url, requests: () => count, close };
}

/** Answers 200 with a well-formed but huge SPARQL JSON result (`bytes` long, roughly). */
export async function startFloodingEndpoint(bytes = 3_000_000): Promise<Endpoint> {
  let count = 0;
  const binding =
    '{"label":{"type":"literal","value":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}}';
  const body = `{"head":{"vars":["label"]},"results":{"bindings":[${Array(Math.ceil(bytes / (binding.length + 1)))
    .fill(binding)
    .join(',')}]}}`;
  const server = createServer((_req, res) => {
    count += 1;
    res.writeHead(200, { 'content-type': 'application/sparql-results+json' }).end(body);
  });
  const { url, close } = await listen(server, '/sparql');
  return { url, requests: () => count, close };
}
