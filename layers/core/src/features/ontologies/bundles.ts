import { Readable } from 'node:stream';
import { ProblemError, notFound } from '../../kernel/problem.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { patchSingleton, readSingleton } from '../../platform/config/singletons.ts';
import { s3Adapter, s3SettingsFromConfig } from '../../platform/storage/s3.ts';
import type { StorageAdapter } from '../../platform/plugins/types.ts';
import { dependencyUnavailable } from '../../platform/dependencies.ts';
import { REQUIRED_BUNDLES, builtinBundle, builtinBundles, readBuiltin } from './builtin.ts';
import { semanticConfig } from './config.ts';
import { sha256 } from './rdf-import.ts';
import type { ValidUpload } from './upload.ts';

/**
 * Ontology bundles: the built-ins (builtin.ts) and uploads. An upload is a row
 *   (:OntologyBundle {id, name, iriPrefix, license, canonicalUrl, sha256, byteSize, state, ...})
 * plus the file `ontologies/<id>.ttl` in the files bucket (svc.semantic.internal.user-bundles-dir
 * in AWS terms: S3 under a prefix; locally the S3 server). Nothing is half-stored: the row is
 * created `pending` (its unique id is the duplicate check), the file is written, then the row is
 * `stored`; a failed write removes the row again. Delete marks the row `deleting`, removes the
 * file, then the row. Only `stored` rows are listed; a `pending` or `deleting` row older than
 * STALE_MS (a function that died mid-way) is reclaimed by the next upload of that id.
 */
export const USER_BUNDLE_PREFIX = 'ontologies/';
const STALE_MS = 5 * 60_000;

export interface BundleView {
  id: string;
  name: string;
  source: 'builtin' | 'user';
  required: boolean;
  enabled: boolean;
  iriPrefix: string;
  canonicalUrl?: string;
  license: string;
  sha256: string;
  byteSize: number;
  stub: boolean;
  /** SHA-256 of what is loaded in the INTERNAL repository, null when nothing is. */
  importedSha256: string | null;
}

export interface UserBundle {
  readonly id: string;
  readonly name: string;
  readonly iriPrefix: string;
  readonly license: string;
  readonly canonicalUrl?: string;
  readonly sha256: string;
  readonly byteSize: number;
}

export const userBundleKey = (id: string) => `${USER_BUNDLE_PREFIX}${id}.ttl`;
/** A built-in's copy fetched by refresh-ontologies, used instead of the shipped file from then on. */
export const refreshedKey = (id: string) => `${USER_BUNDLE_PREFIX}refreshed/${id}.ttl`;

export async function refreshedCopies(): Promise<Map<string, string>> {
  const r = await readQuery<{ id: string; sha: string }>(
    `MATCH (x:OntologyRefresh) RETURN x.bundleId AS id, x.sha256 AS sha`,
  );
  return new Map(r.records.map((x) => [x.get('id'), x.get('sha')]));
}

function bucket(): StorageAdapter {
  const s = s3SettingsFromConfig();
  if (!s.bucket)
    throw dependencyUnavailable(
      's3',
      'No files bucket is configured (svc.files.s3.bucket); ontology uploads need one.',
    );
  return s3Adapter(s);
}

const toUser = (m: Record<string, unknown>): UserBundle => ({
  id: String(m['id']),
  name: String(m['name'] ?? m['id']),
  iriPrefix: String(m['iriPrefix']),
  license: String(m['license']),
  ...(typeof m['canonicalUrl'] === 'string' ? { canonicalUrl: m['canonicalUrl'] } : {}),
  sha256: String(m['sha256']),
  byteSize: Number(m['byteSize']),
});

export async function userBundles(): Promise<UserBundle[]> {
  const r = await readQuery<{ b: Record<string, unknown> }>(
    `MATCH (b:OntologyBundle {state: 'stored'}) RETURN b {.*} AS b ORDER BY b.id`,
  );
  return r.records.map((x) => toUser(x.get('b')));
}

async function importedHashes(): Promise<Map<string, string>> {
  const r = await readQuery<{ id: string; sha: string }>(
    `MATCH (i:OntologyImport) RETURN i.bundleId AS id, i.sha256 AS sha`,
  );
  return new Map(r.records.map((x) => [x.get('id'), x.get('sha')]));
}

export async function disabledSet(): Promise<Set<string>> {
  return new Set((await readSingleton(semanticConfig)).value.disabledBundles);
}

/** Built-ins in manifest order, then uploads by id. */
export async function listBundles(): Promise<BundleView[]> {
  const [users, disabled, imported] = await Promise.all([userBundles(), disabledSet(), importedHashes()]);
  const enabled = (id: string) => REQUIRED_BUNDLES.has(id) || !disabled.has(id);
  return [
    ...builtinBundles().map(
      (b): BundleView => ({
        id: b.id,
        name: b.name,
        source: 'builtin',
        required: REQUIRED_BUNDLES.has(b.id),
        enabled: enabled(b.id),
        iriPrefix: b.iriPrefix,
        ...(b.canonicalUrl ? { canonicalUrl: b.canonicalUrl } : {}),
        license: b.license,
        sha256: b.sha256,
        byteSize: b.byteSize,
        stub: b.stub,
        importedSha256: imported.get(b.id) ?? null,
      }),
    ),
    ...users.map(
      (u): BundleView => ({
        id: u.id,
        name: u.name,
        source: 'user',
        required: false,
        enabled: enabled(u.id),
        iriPrefix: u.iriPrefix,
        ...(u.canonicalUrl ? { canonicalUrl: u.canonicalUrl } : {}),
        license: u.license,
        sha256: u.sha256,
        byteSize: u.byteSize,
        stub: false,
        importedSha256: imported.get(u.id) ?? null,
      }),
    ),
  ];
}

export async function getBundle(id: string): Promise<BundleView> {
  const b = (await listBundles()).find((x) => x.id === id);
  if (!b) throw notFound(`No ontology bundle ${id}.`);
  return b;
}

/** Ontology bundle states (docs/semantic.md). Enable of an enabled bundle is a no-op. */
export async function setEnabled(id: string, on: boolean, by: string): Promise<BundleView> {
  await getBundle(id);
  if (!on && REQUIRED_BUNDLES.has(id))
    throw new ProblemError(
      'semantic.bundle.required',
      `Bundle ${id} is required; it is always seeded and cannot be disabled.`,
    );
  const current = await disabledSet();
  if (current.has(id) !== !on) {
    const next = on ? [...current].filter((x) => x !== id) : [...current, id];
    await patchSingleton(semanticConfig, { disabledBundles: next }, by);
  }
  return getBundle(id);
}

export async function uploadBundle(upload: ValidUpload, by: string): Promise<BundleView> {
  const { metadata: m, bytes } = upload;
  if (builtinBundle(m.id)) throw duplicate(m.id, 'a built-in bundle');
  const now = Date.now();
  const claim = await writeQuery<{ claimed: boolean }>(
    `MERGE (b:OntologyBundle {id: $id})
     ON CREATE SET b.state = 'pending', b.at = $now, b.token = $token
     WITH b, b.token = $token AS fresh
     CALL (b, fresh) {
       WITH b, fresh WHERE NOT fresh AND b.state <> 'stored' AND b.at < $stale
       SET b.state = 'pending', b.at = $now, b.token = $token
     }
     RETURN b.token = $token AS claimed`,
    { id: m.id, now: cypherInt(now), stale: cypherInt(now - STALE_MS), token: `${now}-${Math.random()}` },
  );
  if (!claim.records[0]?.get('claimed')) throw duplicate(m.id, 'an uploaded bundle');
  const fields = {
    id: m.id,
    name: m.name ?? m.id,
    iriPrefix: m.iriPrefix,
    license: m.license,
    canonicalUrl: m.canonicalUrl ?? null,
    sha256: sha256(bytes),
    byteSize: cypherInt(bytes.length),
    by,
    now: cypherInt(Date.now()),
  };
  try {
    await bucket().put(userBundleKey(m.id), Readable.from([bytes]), bytes.length);
    await writeQuery(
      `MATCH (b:OntologyBundle {id: $id, state: 'pending'})
       SET b.state = 'stored', b.name = $name, b.iriPrefix = $iriPrefix, b.license = $license, b.canonicalUrl = $canonicalUrl,
           b.sha256 = $sha256, b.byteSize = $byteSize, b.uploadedBy = $by, b.at = $now
       REMOVE b.token`,
      fields,
    );
  } catch (e) {
    await bucket()
      .delete(userBundleKey(m.id))
      .catch(() => undefined);
    await writeQuery(`MATCH (b:OntologyBundle {id: $id, state: 'pending'}) DELETE b`, { id: m.id }).catch(
      () => undefined,
    );
    throw e;
  }
  return getBundle(m.id);
}

const duplicate = (id: string, what: string) =>
  new ProblemError('semantic.bundle.duplicate-id', `An ontology bundle with id ${id} exists already (${what}).`, {
    id,
  });

/** Removes an upload: its file, its row, and what it brought into the graph. */
export async function deleteBundle(id: string, purge: (id: string) => Promise<void>): Promise<void> {
  if (builtinBundle(id))
    throw new ProblemError('semantic.bundle.builtin-not-removable', `Bundle ${id} is built in; disable it instead.`);
  const r = await writeQuery<{ n: number }>(
    `MATCH (b:OntologyBundle {id: $id}) WHERE b.state = 'stored' OR b.state = 'deleting' SET b.state = 'deleting', b.at = $now RETURN count(b) AS n`,
    { id, now: cypherInt(Date.now()) },
  );
  if (Number(r.records[0]?.get('n') ?? 0) === 0) throw notFound(`No ontology bundle ${id}.`);
  await bucket().delete(userBundleKey(id));
  await purge(id);
  await writeQuery(
    `MATCH (b:OntologyBundle {id: $id, state: 'deleting'}) DETACH DELETE b WITH 1 AS x MATCH (i:OntologyImport {bundleId: $id}) DELETE i`,
    { id },
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/** The bytes of any bundle: a built-in's shipped file, or an upload's stored file. */
export async function bundleBytes(id: string): Promise<Buffer> {
  if ((await refreshedCopies()).has(id)) return readAll(await bucket().get(refreshedKey(id)));
  const b = builtinBundle(id);
  if (b) return readBuiltin(b);
  return readAll(await bucket().get(userBundleKey(id)));
}

export async function recordImport(id: string, hash: string, triples: number): Promise<void> {
  await writeQuery(
    `MERGE (i:OntologyImport {bundleId: $id}) SET i.sha256 = $sha, i.triples = $triples, i.importedAt = $now`,
    { id, sha: hash, triples: cypherInt(triples), now: cypherInt(Date.now()) },
  );
}
