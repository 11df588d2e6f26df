import { config } from '../../platform/config/load.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { patchSingleton, readSingleton } from '../../platform/config/singletons.ts';
import { logger } from '../../platform/observability/logger.ts';
import {
  RESOURCE_INDEX,
  RESOURCE_URI_CONSTRAINT,
  forgetInternalHealth,
  vocabMode,
} from '../semantic/internal-terms.ts';
import { cypherName, descriptionProperties, labelProperties, type VocabMode } from '../semantic/vocab.ts';
import { REQUIRED_BUNDLES, builtinBundles } from './builtin.ts';
import { bundleBytes, recordImport, refreshedCopies, userBundles } from './bundles.ts';
import { semanticConfig, skipList } from './config.ts';
import { importTurtle, sha256 } from './rdf-import.ts';

/**
 * The seed pass (docs/semantic.md, Seed pass), run in the background at a cold
 * start of the `semantic` function:
 *
 *   1. required bundles always seed;
 *   2. with `svc.semantic.internal.enabled` false, nothing else does;
 *   3. otherwise a bundle is skipped when it is in the runtime `disabledBundles`. On the first
 *      start (the singleton never stored) that set is seeded from the install defaults: the
 *      deploy-time skip list, or every optional bundle when `preseed-ontologies.enabled` is false.
 *      From then on the runtime set wins (an operator may enable a bundle the skip list named).
 *
 * Once per deployment: the plan (build version, vocabulary mode, each planned bundle's id and
 * SHA-256) is hashed, and a pass whose hash equals the recorded one does nothing. A bundle whose
 * recorded import has the same SHA-256 and mode is not imported again. Concurrent cold starts: one
 * claims the lease on `(:SemanticSeed {key: 'internal'})`, the others leave; every write is a
 * MERGE, so even two passes racing after a lease expired give the same graph.
 */
const LEASE_MS = 60_000;

/** The seed pass with retries (a cold start racing schema changes of other functions may fail once). */
export async function seedInBackground(attempts = 3): Promise<SeedOutcome | null> {
  for (let i = 1; i <= attempts; i++) {
    try {
      return await seedPass();
    } catch (error) {
      logger.warn('semantic seed pass failed', { attempt: i, error: error as Error });
      await new Promise((r) => setTimeout(r, 2_000 * i));
    }
  }
  logger.warn('semantic seed pass gave up; the next cold start retries');
  return null;
}

export interface PlannedBundle {
  readonly id: string;
  readonly sha256: string;
}
export interface SeedOutcome {
  readonly ran: boolean;
  readonly reason: string;
  readonly imported: readonly string[];
  readonly ms: number;
}

/** The rules, as a pure function of what is shipped, uploaded and configured. */
export function seedPlan(input: {
  readonly available: readonly PlannedBundle[];
  readonly enabled: boolean;
  readonly disabled: ReadonlySet<string>;
}): PlannedBundle[] {
  return input.available.filter((b) => REQUIRED_BUNDLES.has(b.id) || (input.enabled && !input.disabled.has(b.id)));
}

export const planHash = (version: string, mode: VocabMode, plan: readonly PlannedBundle[]): string =>
  sha256(JSON.stringify({ version, mode, plan: plan.map((b) => [b.id, b.sha256]) }));

/** The `Resource` constraint and the fulltext index over the label-like properties of the current mode. */
export async function ensureResourceSchema(mode: VocabMode): Promise<void> {
  await writeQuery(
    `CREATE CONSTRAINT ${RESOURCE_URI_CONSTRAINT} IF NOT EXISTS FOR (r:Resource) REQUIRE r.uri IS UNIQUE`,
  );
  const props = [...labelProperties(mode), ...descriptionProperties(mode), 'uri'];
  const existing = await readQuery<{ props: string[] }>(
    `SHOW INDEXES YIELD name, properties WHERE name = $name RETURN properties AS props`,
    { name: RESOURCE_INDEX },
  );
  const have = existing.records[0]?.get('props');
  if (have && JSON.stringify([...have].sort()) !== JSON.stringify([...props].sort()))
    await writeQuery(`DROP INDEX ${RESOURCE_INDEX} IF EXISTS`);
  await writeQuery(
    `CREATE FULLTEXT INDEX ${RESOURCE_INDEX} IF NOT EXISTS FOR (n:Resource) ON EACH [${props.map((p) => `n.${cypherName(p)}`).join(', ')}]`,
  );
  forgetInternalHealth();
}

/** On the first start, the runtime set from the install defaults; then whatever is stored. */
async function runtimeDisabled(): Promise<Set<string>> {
  const current = await readSingleton(semanticConfig);
  if (current.updatedAt !== null) return new Set(current.value.disabledBundles);
  const c = config();
  const initial = c['svc.semantic.internal.preseed-ontologies.enabled']
    ? [...skipList()]
    : builtinBundles()
        .map((b) => b.id)
        .filter((id) => !REQUIRED_BUNDLES.has(id));
  const stored = await patchSingleton(
    semanticConfig,
    { disabledBundles: initial.filter((id) => !REQUIRED_BUNDLES.has(id)) },
    'system:seed',
  );
  return new Set(stored.value.disabledBundles);
}

export async function seedPass(opts: { force?: boolean } = {}): Promise<SeedOutcome> {
  const started = Date.now();
  const c = config();
  const mode = vocabMode();
  await ensureResourceSchema(mode);
  const [users, refreshed] = await Promise.all([userBundles(), refreshedCopies()]);
  const available = [
    ...builtinBundles().map((b) => ({ id: b.id, sha256: refreshed.get(b.id) ?? b.sha256 })),
    ...users.map((u) => ({ id: u.id, sha256: u.sha256 })),
  ];
  const plan = seedPlan({ available, enabled: c['svc.semantic.internal.enabled'], disabled: await runtimeDisabled() });
  const hash = planHash(c['svc.version'] ?? '', mode, plan);
  const token = `${started}-${Math.random()}`;
  const claim = await writeQuery<{ claimed: boolean; done: boolean }>(
    `MERGE (s:SemanticSeed {key: 'internal'})
     WITH s, coalesce(s.hash = $hash, false) AS done
     CALL (s, done) {
       WITH s, done WHERE (NOT done OR $force) AND coalesce(s.leaseUntil, 0) < $now
       SET s.leaseUntil = $until, s.leaseToken = $token
     }
     RETURN s.leaseToken = $token AS claimed, done`,
    { hash, now: cypherInt(started), until: cypherInt(started + LEASE_MS), token, force: opts.force === true },
  );
  const row = claim.records[0];
  if (row?.get('done') && !opts.force)
    return { ran: false, reason: 'already seeded for this deployment', imported: [], ms: Date.now() - started };
  if (!row?.get('claimed'))
    return { ran: false, reason: 'another process is seeding', imported: [], ms: Date.now() - started };
  const imported: string[] = [];
  try {
    const done = await readQuery<{ id: string; sha: string; mode: string | null }>(
      `MATCH (i:OntologyImport) RETURN i.bundleId AS id, i.sha256 AS sha, i.mode AS mode`,
    );
    const current = new Map(done.records.map((r) => [r.get('id'), `${r.get('sha')}/${r.get('mode') ?? ''}`]));
    for (const b of plan) {
      if (current.get(b.id) === `${b.sha256}/${mode}` && !opts.force) continue;
      await importBundle(b.id, mode, current.has(b.id));
      imported.push(b.id);
      // A live pass renews its lease after each bundle; a dead one frees it within LEASE_MS.
      await writeQuery(`MATCH (s:SemanticSeed {key: 'internal', leaseToken: $token}) SET s.leaseUntil = $until`, {
        token,
        until: cypherInt(Date.now() + LEASE_MS),
      });
    }
    await writeQuery(
      `MATCH (s:SemanticSeed {key: 'internal', leaseToken: $token}) SET s.hash = $hash, s.seededAt = $now, s.bundles = $ids REMOVE s.leaseUntil, s.leaseToken`,
      { token, hash, now: cypherInt(Date.now()), ids: plan.map((b) => b.id) },
    );
  } catch (e) {
    await writeQuery(`MATCH (s:SemanticSeed {key: 'internal', leaseToken: $token}) REMOVE s.leaseUntil, s.leaseToken`, {
      token,
    }).catch(() => undefined);
    throw e;
  }
  const ms = Date.now() - started;
  logger.info('semantic seed pass done', { imported, ms });
  return { ran: true, reason: 'seeded', imported, ms };
}

/** Imports one bundle (built-in or upload) now, replacing what it brought before. */
export async function importBundle(id: string, mode: VocabMode, replace: boolean): Promise<number> {
  const bytes = await bundleBytes(id);
  const triples = await importTurtle(bytes, id, mode, { replace });
  await recordImport(id, sha256(bytes), triples);
  await writeQuery(`MATCH (i:OntologyImport {bundleId: $id}) SET i.mode = $mode`, { id, mode });
  return triples;
}
