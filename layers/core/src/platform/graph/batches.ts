import { writeQuery, type Params } from './driver.ts';
import { cypherInt } from './legacy-ids.ts';

/**
 * Runs a bounded write again and again until it touches fewer rows than a batch: the shape of
 * every data upgrade (idempotent, never a huge transaction, resumable when cut short). `cypher`
 * takes `$batch` and returns the rows it changed as `n`. Answers the total.
 */
export async function drainInBatches(cypher: string, batch: number, params: Params = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const r = await writeQuery<{ n: unknown }>(cypher, { ...params, batch: cypherInt(batch) });
    const n = Number(r.records[0]?.get('n') ?? 0);
    total += n;
    if (n < batch) return total;
  }
}
