import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../aws/clients.ts';
import { logger } from '../observability/logger.ts';

/**
 * Provenance rows live in day partitions: pk `DAY#yyyy-mm-dd`, sk `<epochMs 13 digits>#<appId>`.
 * Pruning walks whole days older than the cutoff (and the cutoff day up to the cutoff instant),
 * deleting in batches of 25. Progress (`prunedThrough`) is saved after each emptied day, so a run
 * cut short resumes where it stopped and a repeated run deletes nothing twice.
 */
const DAY_MS = 86_400_000;
const META = { pk: 'META', sk: 'prune' };
/** How far back the very first run looks for rows. */
const FIRST_RUN_LOOKBACK_DAYS = 3650;

export const dayKey = (epochMs: number) => `DAY#${new Date(epochMs).toISOString().slice(0, 10)}`;
export const sortKey = (epochMs: number, appId: string) => `${String(epochMs).padStart(13, '0')}#${appId}`;

export interface PruneResult { deleted: number; daysVisited: number; complete: boolean; cutoff: string | null }

export async function pruneProvenance(opts: { retentionDays: number; now?: number; maxDeletes?: number }): Promise<PruneResult> {
  if (opts.retentionDays < 0) return { deleted: 0, daysVisited: 0, complete: true, cutoff: null };
  const now = opts.now ?? Date.now();
  const maxDeletes = opts.maxDeletes ?? 50_000;
  const cutoff = now - opts.retentionDays * DAY_MS;
  const table = tableName('provenance');
  const db = dynamo();

  const meta = await db.send(new GetCommand({ TableName: table, Key: META }));
  const cutoffDay = Math.floor(cutoff / DAY_MS);
  const firstDay = typeof meta.Item?.['prunedThroughDay'] === 'number' ? (meta.Item['prunedThroughDay'] as number) + 1 : cutoffDay - FIRST_RUN_LOOKBACK_DAYS;

  let deleted = 0;
  let daysVisited = 0;
  for (let day = firstDay; day <= cutoffDay; day++) {
    daysVisited++;
    const pk = dayKey(day * DAY_MS);
    const bound = day === cutoffDay ? sortKey(cutoff, '') : undefined;
    let lastKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new QueryCommand({
        TableName: table,
        KeyConditionExpression: bound ? 'pk = :pk AND sk < :bound' : 'pk = :pk',
        ExpressionAttributeValues: bound ? { ':pk': pk, ':bound': bound } : { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        Limit: 500,
        ExclusiveStartKey: lastKey,
      }));
      const keys = (page.Items ?? []).map((i) => ({ pk: i['pk'] as string, sk: i['sk'] as string }));
      for (let i = 0; i < keys.length; i += 25) await deleteBatch(table, keys.slice(i, i + 25));
      deleted += keys.length;
      lastKey = page.LastEvaluatedKey;
      if (deleted >= maxDeletes) {
        logger.info('provenance prune paused at its batch bound', { deleted, day: pk });
        return { deleted, daysVisited, complete: false, cutoff: new Date(cutoff).toISOString() };
      }
    } while (lastKey);
    // The cutoff day still receives rows newer than the cutoff: only whole days count as done.
    if (day < cutoffDay) {
      await db.send(new UpdateCommand({
        TableName: table, Key: { pk: 'META', sk: 'days' },
        UpdateExpression: 'DELETE #days :d', ExpressionAttributeNames: { '#days': 'days' }, ExpressionAttributeValues: { ':d': new Set([pk.slice(4)]) },
      }));
      await db.send(new PutCommand({ TableName: table, Item: { ...META, prunedThroughDay: day } }));
    }
  }
  return { deleted, daysVisited, complete: true, cutoff: new Date(cutoff).toISOString() };
}

async function deleteBatch(table: string, keys: { pk: string; sk: string }[]): Promise<void> {
  let pending = keys.map((Key) => ({ DeleteRequest: { Key } }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt)));
    if (attempt > 8) throw new Error(`provenance prune: ${pending.length} deletes still unprocessed after retries`);
    const r = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
    pending = (r.UnprocessedItems?.[table] ?? []) as typeof pending;
  }
}
