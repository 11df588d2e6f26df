import neo4j, { type Driver } from 'neo4j-driver';
import { LEGACY_SEQUENCE, RESERVE_BLOCK_CYPHER } from '../../layers/core/src/platform/graph/legacy-ids.ts';

/** The graph the benches seed straight into (many thousand entities, not through the API). */
export function benchDriver(): Driver {
  return neo4j.driver(process.env['SVC_TEST_NEO4J'] ?? 'bolt://127.0.0.1:7687', undefined, {
    disableLosslessIntegers: true,
  });
}

/** Reserves `size` consecutive legacy ids the way the service does (platform/graph/legacy-ids.ts); the first one. */
export async function reserveLegacyIds(driver: Driver, size: number): Promise<number> {
  const r = await driver.executeQuery(RESERVE_BLOCK_CYPHER, { name: LEGACY_SEQUENCE, size: neo4j.int(size) });
  return Number(r.records[0]?.get('start'));
}
