import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../cli/src/main.ts';
import { fakeIo, fakeServer, problem, type Recorded } from './helpers.ts';

/** svc-admin semantic … against a fake server: the 202 run polled to its end, the multipart form as sent. */
const bundle = (id: string, enabled = true) => ({
  id,
  name: id,
  source: 'user',
  required: false,
  enabled,
  iriPrefix: `urn:${id}:`,
  license: 'CC0-1.0',
  sha256: 'a'.repeat(64),
  byteSize: 12,
  stub: false,
  importedSha256: null,
});

let polls = 0;
function route(req: Recorded) {
  if (req.headers['x-api-key'] !== 'good') return problem(401, 'Unauthorized', 'The API key is not valid.');
  const url = new URL(req.url, 'http://x');
  if (req.method === 'POST' && url.pathname === '/v2/admin/semantic/refresh-ontologies') {
    if (url.searchParams.get('bundles') === 'slow')
      return { status: 202, body: { id: 'run-1', status: 'RUNNING', result: null } };
    if (url.searchParams.get('bundles') === 'dies')
      return { status: 202, body: { id: 'run-2', status: 'RUNNING', result: null } };
    return {
      status: 200,
      body: {
        requested: 1,
        refreshed: 0,
        alreadyCurrent: 0,
        errors: [{ bundle: 'x', reason: 'fetch answered HTTP 404' }],
      },
    };
  }
  if (url.pathname === '/v2/admin/semantic/refresh-ontologies/run-1') {
    polls += 1;
    return polls < 3
      ? { status: 200, body: { id: 'run-1', status: 'RUNNING', result: null } }
      : {
          status: 200,
          body: { id: 'run-1', status: 'DONE', result: { requested: 1, refreshed: 1, alreadyCurrent: 0, errors: [] } },
        };
  }
  if (url.pathname === '/v2/admin/semantic/refresh-ontologies/run-2')
    return { status: 200, body: { id: 'run-2', status: 'FAILED', result: { failure: 'Neo4j went away' } } };
  if (req.method === 'POST' && url.pathname === '/v2/admin/semantic/ontologies') {
    if (!String(req.headers['content-type']).startsWith('multipart/form-data; boundary='))
      return problem(415, 'Unsupported Media Type', 'not multipart');
    // As the service does (features/ontologies/upload.ts): a gzip body is inflated before it is read.
    const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(req.raw).toString('utf8') : req.body;
    const meta = /name="metadata"[\s\S]*?\r\n\r\n(\{.*?\})\r\n/.exec(body)?.[1];
    const file = /name="file"; filename="([^"]+)"\r\nContent-Type: text\/turtle\r\n\r\n([\s\S]*?)\r\n--/.exec(body);
    if (!meta || !file || file[1] !== 'v.ttl' || file[2] !== '<urn:a> <urn:b> <urn:c> .\n')
      return problem(400, 'Bad Request', `form not as expected: ${body}`);
    const m = JSON.parse(meta) as { id: string; name?: string };
    return { status: 201, body: { ...bundle(m.id), name: m.name ?? m.id, metadataSent: m } };
  }
  return problem(404, 'Not Found', 'No route.');
}

let server: Awaited<ReturnType<typeof fakeServer>>;
let home: string;
beforeAll(async () => {
  server = await fakeServer(route);
  home = mkdtempSync(join(tmpdir(), 'svc-admin-sem-'));
});
afterAll(async () => {
  await server.close();
  rmSync(home, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  const { io, stdout, stderr } = fakeIo({ HOME: home, SVC_ADMIN_URL: server.url, SVC_ADMIN_API_KEY: 'good' });
  const code = await main(argv, {
    io,
    discover: async () => {
      throw new Error('no discovery expected');
    },
    defaultPluginsDir: '/',
  });
  return { code, out: stdout.text, err: stderr.text };
}

describe('svc-admin semantic refresh-ontologies', () => {
  it('polls a run answered 202 until DONE and reports its outcome (exit 0)', async () => {
    polls = 0;
    const r = await run('semantic', 'refresh-ontologies', '--bundles=slow', '--interval', '0.01', '-o', 'json');
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ requested: 1, refreshed: 1, alreadyCurrent: 0, errors: [] });
    expect(polls).toBe(3);
    const sent = server.requests.find((q) => q.url.startsWith('/v2/admin/semantic/refresh-ontologies?'));
    expect(sent?.url).toBe('/v2/admin/semantic/refresh-ontologies?bundles=slow&force=false');
  });

  it('a FAILED run is exit 1 with its failure', async () => {
    const r = await run('semantic', 'refresh-ontologies', '--bundles=dies', '--interval', '0.01');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^error: Refresh run run-2 failed: Neo4j went away$/m);
  });

  it('errors per bundle are a table and exit 1', async () => {
    const r = await run('semantic', 'refresh-ontologies', '--force');
    expect(r.code).toBe(1);
    expect(r.out).toBe(
      'Bundles requested: 1, refreshed: 0, already current: 0, errors: 1\nBUNDLE  REASON\nx       fetch answered HTTP 404\n',
    );
    expect(server.requests.at(-1)?.url).toBe('/v2/admin/semantic/refresh-ontologies?force=true');
  });
});

describe('svc-admin semantic ontologies upload', () => {
  it('sends the file and its metadata as a multipart form, gzip-compressed (so 10 MB fit in a Lambda invocation)', async () => {
    const file = join(home, 'v.ttl');
    writeFileSync(file, '<urn:a> <urn:b> <urn:c> .\n');
    const r = await run(
      'semantic',
      'ontologies',
      'upload',
      '--file',
      file,
      '--id',
      'v1',
      '--iri-prefix',
      'urn:v1:',
      '--license',
      'CC0-1.0',
      '--name',
      'Vee',
      '-o',
      'json',
    );
    expect(r.code, r.out + r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ ontology: { id: 'v1', name: 'Vee', source: 'user' } });
    const request = server.requests.at(-1);
    expect(request?.headers['content-encoding']).toBe('gzip');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const sent = gunzipSync(request?.raw ?? Buffer.alloc(0)).toString('utf8');
    expect(sent).toContain('<urn:a> <urn:b> <urn:c> .\n');
    expect(JSON.parse(/name="metadata"[\s\S]*?\r\n\r\n(\{.*?\})\r\n/.exec(sent)?.[1] ?? '{}')).toEqual({
      id: 'v1',
      iriPrefix: 'urn:v1:',
      license: 'CC0-1.0',
      name: 'Vee',
    });
  });

  it('a missing file or option is a usage error (exit 1), nothing sent', async () => {
    const before = server.requests.length;
    const missing = await run(
      'semantic',
      'ontologies',
      'upload',
      '--file',
      join(home, 'nope.ttl'),
      '--id',
      'v1',
      '--iri-prefix',
      'urn:v1:',
      '--license',
      'CC0-1.0',
    );
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/Cannot read --file .*nope\.ttl: ENOENT/);
    const noLicense = await run(
      'semantic',
      'ontologies',
      'upload',
      '--file',
      join(home, 'v.ttl'),
      '--id',
      'v1',
      '--iri-prefix',
      'urn:v1:',
    );
    expect(noLicense.code).toBe(1);
    expect(noLicense.err).toMatch(/--license/);
    expect(server.requests.length).toBe(before);
  });
});
