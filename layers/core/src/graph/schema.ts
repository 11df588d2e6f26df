import { readQuery, writeQuery } from './driver.ts';
import { logger } from '../observability/logger.ts';

/**
 * Graph constraints and indexes, applied idempotently. Bump SCHEMA_VERSION when adding a
 * statement: readiness is DOWN until the graph carries the current version.
 */
export const SCHEMA_VERSION = 2;
const statements = [
  'CREATE CONSTRAINT user_username IF NOT EXISTS FOR (u:User) REQUIRE u.username IS UNIQUE',
  'CREATE CONSTRAINT user_appid IF NOT EXISTS FOR (u:User) REQUIRE u.appId IS UNIQUE',
  'CREATE CONSTRAINT apikey_uid IF NOT EXISTS FOR (k:ApiKey) REQUIRE k.uid IS UNIQUE',
  'CREATE CONSTRAINT idseq_name IF NOT EXISTS FOR (s:IdSequence) REQUIRE s.name IS UNIQUE',
  'CREATE CONSTRAINT schema_name IF NOT EXISTS FOR (s:SchemaVersion) REQUIRE s.name IS UNIQUE',
  // v2: legacy entities (Collections, DataObjects, later containers and references) share one id space.
  'CREATE CONSTRAINT basic_entity_id IF NOT EXISTS FOR (e:BasicEntity) REQUIRE e.id IS UNIQUE',
  'CREATE CONSTRAINT basic_entity_appid IF NOT EXISTS FOR (e:BasicEntity) REQUIRE e.appId IS UNIQUE',
  'CREATE INDEX collection_name IF NOT EXISTS FOR (c:Collection) ON (c.name)',
  'CREATE INDEX dataobject_name IF NOT EXISTS FOR (d:DataObject) ON (d.name)',
];

export async function schemaVersion(): Promise<number | undefined> {
  const r = await readQuery<{ v: number }>("MATCH (s:SchemaVersion {name: 'graph'}) RETURN s.version AS v");
  return r.records[0]?.get('v');
}

let applied: Promise<void> | undefined;

/** Applies the schema once per process when the graph is behind; cheap when it is current. */
export function ensureSchema(): Promise<void> {
  applied ??= (async () => {
    const current = await schemaVersion();
    if (current !== undefined && current >= SCHEMA_VERSION) return;
    for (const s of statements) await writeQuery(s);
    await writeQuery("MERGE (s:SchemaVersion {name: 'graph'}) SET s.version = $v, s.appliedAt = datetime()", { v: SCHEMA_VERSION });
    logger.info('graph schema applied', { version: SCHEMA_VERSION });
  })();
  applied.catch(() => (applied = undefined));
  return applied;
}
