import { INSTANCE_ADMIN, type Principal } from '../../kernel/principal.ts';
import { readQuery } from '../../platform/graph/driver.ts';

/** Who writes the copy: the instance admin who started the job (owner of the new Collection). */
export const importer = (username: string): Principal => ({ username, roles: [INSTANCE_ADMIN], method: 'apikey' });

/**
 * The target's SemanticRepository for a source one: the same type and endpoint; INTERNAL
 * repositories ignore their endpoint, so any INTERNAL one (the lowest id: the system repository).
 */
export async function matchingRepository(type: string, endpoint: string | null): Promise<number | undefined> {
  const r = await readQuery<{ id: unknown }>(
    `MATCH (r:SemanticRepository {type: $type}) WHERE $type = 'INTERNAL' OR coalesce(r.endpoint, '') = $endpoint
     RETURN r.id AS id ORDER BY r.id LIMIT 1`,
    { type, endpoint: endpoint ?? '' },
  );
  const row = r.records[0];
  return row ? Number(row.get('id')) : undefined;
}
