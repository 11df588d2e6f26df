import { Readable } from 'node:stream';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { s3Adapter, s3SettingsFromConfig } from '../../platform/storage/s3.ts';
import { endpointProblem } from '../semantic/iri.ts';
import { vocabMode } from '../semantic/internal-terms.ts';
import { builtinBundle } from './builtin.ts';
import { listBundles, recordImport, refreshedKey } from './bundles.ts';
import { importTurtle, sha256 } from './rdf-import.ts';
import { ensureResourceSchema } from './seed.ts';
import { newAppId } from '../../kernel/ids.ts';

/**
 * refresh-ontologies: for each requested bundle (all with a `canonicalUrl` when none is named),
 * fetch the pinned URL (http(s) only, the SSRF rules of repository endpoints, FETCH_TIMEOUT_MS
 * for the whole exchange, MAX_FETCH_BYTES, no redirects), compare its SHA-256 with what is loaded
 * and re-import on change (`force`: always). The fetched file is kept (`ontologies/refreshed/<id>.ttl`
 * with its row) so later seed passes and the SPARQL store use it instead of the shipped copy. A
 * named bundle without a URL is (re-)imported from its own file: an upload joins the repository
 * at once. Errors are per bundle, never the whole answer.
 */
export const FETCH_TIMEOUT_MS = 20_000;
export const MAX_FETCH_BYTES = 64 * 1024 * 1024;

export interface RefreshResult { requested: number; refreshed: number; alreadyCurrent: number; errors: { bundle: string; reason: string }[] }


async function fetchTurtle(url: string): Promise<Buffer> {
  const problem = endpointProblem(url);
  if (problem) throw new Error(problem.replace(/^endpoint/, 'canonicalUrl'));
  const r = await fetch(url, { headers: { accept: 'text/turtle, application/x-turtle;q=0.9' }, redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (r.status < 200 || r.status > 299) throw new Error(`fetch answered HTTP ${r.status}`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const c of r.body ?? []) {
    size += (c as Uint8Array).byteLength;
    if (size > MAX_FETCH_BYTES) throw new Error(`fetched file larger than ${MAX_FETCH_BYTES} bytes`);
    chunks.push(c as Uint8Array);
  }
  return Buffer.concat(chunks);
}

async function keepRefreshed(id: string, bytes: Buffer): Promise<void> {
  await s3Adapter(s3SettingsFromConfig()).put(refreshedKey(id), Readable.from([bytes]), bytes.length);
  await writeQuery(`MERGE (x:OntologyRefresh {bundleId: $id}) SET x.sha256 = $sha, x.at = $now`, { id, sha: sha256(bytes), now: cypherInt(Date.now()) });
}

export async function refreshOntologies(requested: readonly string[] | null, force: boolean, read: (id: string) => Promise<Buffer>): Promise<RefreshResult> {
  const all = await listBundles();
  const targets = requested ?? all.filter((b) => b.canonicalUrl).map((b) => b.id);
  const out: RefreshResult = { requested: targets.length, refreshed: 0, alreadyCurrent: 0, errors: [] };
  const mode = vocabMode();
  await ensureResourceSchema(mode);
  for (const id of targets) {
    const b = all.find((x) => x.id === id);
    if (!b) {
      out.errors.push({ bundle: id, reason: 'no such bundle' });
      continue;
    }
    try {
      const fromUrl = b.canonicalUrl !== undefined;
      const bytes = fromUrl ? await fetchTurtle(b.canonicalUrl as string) : await read(id);
      const hash = sha256(bytes);
      if (!force && b.importedSha256 === hash) {
        out.alreadyCurrent += 1;
        continue;
      }
      const triples = await importTurtle(bytes, id, mode, { replace: true });
      if (fromUrl && (builtinBundle(id)?.sha256 ?? b.sha256) !== hash) await keepRefreshed(id, bytes);
      await recordImport(id, hash, triples);
      await writeQuery(`MATCH (i:OntologyImport {bundleId: $id}) SET i.mode = $mode`, { id, mode });
      out.refreshed += 1;
    } catch (e) {
      out.errors.push({ bundle: id, reason: ((e as Error).message || String(e)).slice(0, 300) });
    }
  }
  return out;
}

/** Runs of refresh that outlive the request (RUN_WAIT_MS), with their outcome. */
export const RUN_WAIT_MS = 25_000;

export async function startRun(): Promise<string> {
  const id = newAppId();
  await writeQuery(`CREATE (:OntologyRefreshRun {id: $id, status: 'RUNNING', startedAt: $now})`, { id, now: cypherInt(Date.now()) });
  return id;
}

export async function finishRun(id: string, result: RefreshResult | null, failure: string | null): Promise<void> {
  await writeQuery(
    `MATCH (r:OntologyRefreshRun {id: $id}) SET r.status = $status, r.result = $result, r.endedAt = $now`,
    { id, status: failure ? 'FAILED' : 'DONE', result: JSON.stringify(result ?? { failure }), now: cypherInt(Date.now()) },
  );
}

export async function getRun(id: string): Promise<{ id: string; status: string; result: unknown } | null> {
  const r = await readQuery<{ status: string; result: string | null }>(`MATCH (r:OntologyRefreshRun {id: $id}) RETURN r.status AS status, r.result AS result`, { id });
  const row = r.records[0];
  if (!row) return null;
  const raw = row.get('result');
  return { id, status: row.get('status'), result: raw ? (JSON.parse(raw) as unknown) : null };
}
