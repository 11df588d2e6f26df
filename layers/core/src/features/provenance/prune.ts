import { BatchWriteCommand, type DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../platform/aws/clients.ts';
import { logger } from '../../platform/observability/logger.ts';
import { populatedDays } from './store.ts';
import { DAYS_KEY, dayKey, sortKey } from './keys.ts';
import { addCounts, counterPksOf, countedFrom } from './counters.ts';

/**
 * Provenance rows live in day partitions: pk `DAY#yyyy-mm-dd`, sk `<epochMs 13 digits>#<appId>`.
 * Pruning visits only the populated days (the store's day set) older than the cutoff, plus the
 * cutoff day up to the cutoff instant, deleting in batches of 25. A whole day is removed from the
 * day set once emptied, so a run cut short resumes where it stopped and a repeated run deletes
 * nothing twice.
 */
const DAY_MS = 86_400_000;

export interface PruneResult {
  deleted: number;
  daysVisited: number;
  complete: boolean;
  cutoff: string | null;
}

export async function pruneProvenance(opts: {
  retentionDays: number;
  now?: number;
  maxDeletes?: number;
}): Promise<PruneResult> {
  if (opts.retentionDays < 0) return { deleted: 0, daysVisited: 0, complete: true, cutoff: null };
  const now = opts.now ?? Date.now();
  const maxDeletes = opts.maxDeletes ?? 50_000;
  const cutoff = now - opts.retentionDays * DAY_MS;
  const cutoffDay = dayKey(cutoff).slice(4);
  const table = tableName('provenance');
  const db = dynamo();

  const days = (await populatedDays()).filter((d) => d <= cutoffDay).sort();
  const counted = await countedFrom(db, table);
  let deleted = 0;
  let daysVisited = 0;
  for (const day of days) {
    daysVisited++;
    const whole = day < cutoffDay;
    let lastKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: whole ? 'pk = :pk' : 'pk = :pk AND sk < :bound',
          ExpressionAttributeValues: whole
            ? { ':pk': `DAY#${day}` }
            : { ':pk': `DAY#${day}`, ':bound': sortKey(cutoff, '') },
          ProjectionExpression: 'pk, sk, agentUsername, targetKind, collectionAppId',
          Limit: 500,
          ExclusiveStartKey: lastKey,
        }),
      );
      const items = page.Items ?? [];
      const keys = items.map((i) => ({ pk: i['pk'] as string, sk: i['sk'] as string }));
      for (let i = 0; i < keys.length; i += 25) await deleteBatch(table, keys.slice(i, i + 25));
      if (counted !== undefined && day >= counted) await uncount(db, table, day, items);
      deleted += keys.length;
      lastKey = page.LastEvaluatedKey;
      if (deleted >= maxDeletes) {
        logger.info('provenance prune paused at its batch bound', { deleted, day });
        return { deleted, daysVisited, complete: false, cutoff: new Date(cutoff).toISOString() };
      }
    } while (lastKey);
    // The cutoff day still receives rows newer than the cutoff: only whole days leave the set.
    if (whole) {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: DAYS_KEY,
          UpdateExpression: 'DELETE #days :d',
          ExpressionAttributeNames: { '#days': 'days' },
          ExpressionAttributeValues: { ':d': new Set([day]) },
        }),
      );
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

/** Takes the deleted rows off their day's counters: one subtraction per counter, on shard 0. */
async function uncount(
  db: DynamoDBDocumentClient,
  table: string,
  day: string,
  items: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  const by = new Map<string, number>();
  for (const i of items) {
    const coll = typeof i['collectionAppId'] === 'string' ? i['collectionAppId'] : undefined;
    const pks = counterPksOf(
      {
        agentUsername: String(i['agentUsername']),
        targetKind: String(i['targetKind']),
      },
      coll,
    );
    for (const pk of pks) by.set(pk, (by.get(pk) ?? 0) + 1);
  }
  const groups = new Map<number, string[]>();
  for (const [pk, n] of by) groups.set(n, [...(groups.get(n) ?? []), pk]);
  for (const [n, pks] of groups)
    for (let i = 0; i < pks.length; i += 25) await addCounts(db, table, pks.slice(i, i + 25), day, -n, 0);
}
