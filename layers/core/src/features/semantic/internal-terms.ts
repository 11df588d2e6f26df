import { config } from '../../platform/config/load.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { logger } from '../../platform/observability/logger.ts';
import { labelProperties, type VocabMode } from './vocab.ts';

/**
 * Terms of the INTERNAL repository: `Resource` nodes in the graph (imported by the ontologies
 * feature), looked up without any HTTP call. Its machinery is the `Resource.uri` constraint and the
 * fulltext index `resource_labels`; when either is missing the repository is unhealthy
 * (docs/semantic.md): `getTerms` answers an empty map, one warning is logged per process, and the other
 * repository types are unaffected.
 */
export const RESOURCE_INDEX = 'resource_labels';
export const RESOURCE_URI_CONSTRAINT = 'resource_uri';

export interface InternalHealth {
  readonly healthy: boolean;
  readonly reason: string | null;
}

export const vocabMode = (): VocabMode => config()['svc.semantic.internal.handle-vocab-uris'];

let healthCache: { at: number; value: InternalHealth } | undefined;
const HEALTH_CACHE_MS = 5_000;

export async function internalHealth(): Promise<InternalHealth> {
  if (healthCache && Date.now() - healthCache.at < HEALTH_CACHE_MS) return healthCache.value;
  const r = await readQuery<{ name: string; state: string }>(
    `SHOW INDEXES YIELD name, state WHERE name IN [$index, $constraint] RETURN name, state`,
    { index: RESOURCE_INDEX, constraint: RESOURCE_URI_CONSTRAINT },
  );
  const online = new Set(r.records.filter((x) => x.get('state') === 'ONLINE').map((x) => x.get('name')));
  const missing = [RESOURCE_INDEX, RESOURCE_URI_CONSTRAINT].filter((n) => !online.has(n));
  const value: InternalHealth =
    missing.length === 0
      ? { healthy: true, reason: null }
      : { healthy: false, reason: `missing or not online: ${missing.join(', ')}` };
  healthCache = { at: Date.now(), value };
  return value;
}

export const forgetInternalHealth = (): void => {
  healthCache = undefined;
};

let warned = false;

/** The preferred label of each IRI that is a loaded `Resource` with a label; empty while unhealthy. */
export async function getTerms(iris: readonly string[]): Promise<Map<string, string>> {
  const health = await internalHealth();
  if (!health.healthy) {
    if (!warned)
      logger.warn('internal semantic repository unhealthy: term lookups answer nothing', { reason: health.reason });
    warned = true;
    return new Map();
  }
  const r = await readQuery<{ uri: string; labels: unknown[] }>(
    `UNWIND $iris AS iri
     MATCH (n:Resource {uri: iri})
     RETURN iri AS uri, [p IN $props WHERE n[p] IS NOT NULL | n[p]] AS labels`,
    { iris: [...iris], props: labelProperties(vocabMode()) },
  );
  const out = new Map<string, string>();
  for (const rec of r.records) {
    const first = rec
      .get('labels')
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .find((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (first) out.set(rec.get('uri'), first);
  }
  return out;
}
