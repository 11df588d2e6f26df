import { createHash } from 'node:crypto';
import { readQuery, writeQuery } from '../platform/graph/driver.ts';
import { logger } from '../platform/observability/logger.ts';
import type { FeatureGraph, GraphUpgrade } from '../platform/feature.ts';
import { registerOwnedEdges } from '../platform/graph/owned.ts';
import { cypherInt } from '../platform/graph/legacy-ids.ts';
import { markGraphSchemaCurrent } from '../platform/graph/schema-state.ts';
import { graph as collections } from '../features/collections/graph.ts';
import { graph as users } from '../features/users/graph.ts';
import { graph as references } from '../features/references/graph.ts';
import { graph as semantic } from '../features/semantic/graph.ts';
import { graph as files } from '../features/files/graph.ts';
import { graph as containers } from '../features/containers/graph.ts';
import { graph as timeseries } from '../features/timeseries/graph.ts';
import { graph as hdf } from '../features/hdf/graph.ts';
import { graph as ontologies } from '../features/ontologies/graph.ts';
import { graph as templates } from '../features/templates/graph.ts';
import { graph as publishing } from '../features/publishing/graph.ts';
import { graph as snapshots } from '../features/snapshots/graph.ts';

/**
 * The features' graph declarations (their light graph.ts modules, not their manifests, so that
 * every graph-using function does not bundle every feature's route rows). A unit test holds this
 * list equal to the manifests' `graph` in app/features.ts.
 */
export const featureGraphs: readonly FeatureGraph[] = [
  collections,
  users,
  references,
  semantic,
  files,
  containers,
  timeseries,
  hdf,
  ontologies,
  templates,
  publishing,
  snapshots,
];

registerOwnedEdges(featureGraphs.flatMap((g) => g.ownedEdges ?? []));

/**
 * Graph constraints and indexes, applied idempotently (every statement is IF NOT EXISTS). The
 * platform's own come first, then each feature's from its manifest; the schema version is a fingerprint of all statements, so adding one
 * anywhere makes readiness DOWN until the graph carries it, with no number to bump by hand.
 */
const platformStatements = [
  'CREATE CONSTRAINT user_username IF NOT EXISTS FOR (u:User) REQUIRE u.username IS UNIQUE',
  'CREATE CONSTRAINT user_appid IF NOT EXISTS FOR (u:User) REQUIRE u.appId IS UNIQUE',
  'CREATE CONSTRAINT apikey_uid IF NOT EXISTS FOR (k:ApiKey) REQUIRE k.uid IS UNIQUE',
  'CREATE CONSTRAINT idseq_name IF NOT EXISTS FOR (s:IdSequence) REQUIRE s.name IS UNIQUE',
  'CREATE CONSTRAINT schema_name IF NOT EXISTS FOR (s:SchemaVersion) REQUIRE s.name IS UNIQUE',
  // v2: legacy entities (Collections, DataObjects, later containers and references) share one id space.
  'CREATE CONSTRAINT basic_entity_id IF NOT EXISTS FOR (e:BasicEntity) REQUIRE e.id IS UNIQUE',
  'CREATE CONSTRAINT basic_entity_appid IF NOT EXISTS FOR (e:BasicEntity) REQUIRE e.appId IS UNIQUE',
];
const statements = [...platformStatements, ...featureGraphs.flatMap((g) => g.statements ?? [])];
/**
 * Idempotent data upgrades, run in order after the statements (docs/operations.md, Upgrades and migrations: the
 * `providerId` backfill). Their names enter the fingerprint, so a new one runs on the first
 * start after the upgrade; the version is recorded only once all of them finished.
 */
const upgrades: readonly GraphUpgrade[] = featureGraphs.flatMap((g) => g.upgrades ?? []);
export const SCHEMA_VERSION = createHash('sha256')
  .update([...statements, ...upgrades.map((u) => `upgrade ${u.name}`)].join('\n'))
  .digest('hex')
  .slice(0, 16);

export async function schemaVersion(): Promise<string | undefined> {
  const r = await readQuery<{ v: unknown }>("MATCH (s:SchemaVersion {name: 'graph'}) RETURN s.version AS v");
  const v = r.records[0]?.get('v');
  return typeof v === 'string' ? v : undefined;
}

let applied: Promise<void> | undefined;
const INDEX_WAIT_SECONDS = cypherInt(600);

/** Applies the schema once per process when the graph is behind; cheap when it is current. */
export function ensureSchema(): Promise<void> {
  applied ??= (async () => {
    const current = await schemaVersion();
    if (current === SCHEMA_VERSION) {
      markGraphSchemaCurrent();
      return;
    }
    for (const s of statements) await writeQuery(s);
    // Indexes populate in the background; the upgrades and the readers below rely on them.
    await readQuery('CALL db.awaitIndexes($seconds)', { seconds: INDEX_WAIT_SECONDS });
    for (const u of upgrades) await u.run();
    await writeQuery("MERGE (s:SchemaVersion {name: 'graph'}) SET s.version = $v, s.appliedAt = datetime()", {
      v: SCHEMA_VERSION,
    });
    markGraphSchemaCurrent();
    logger.info('graph schema applied', { version: SCHEMA_VERSION });
  })();
  applied.catch(() => (applied = undefined));
  return applied;
}

/** The schema as readiness sees it. */
export const graphSchema = { version: SCHEMA_VERSION, ensure: ensureSchema, current: schemaVersion } as const;
