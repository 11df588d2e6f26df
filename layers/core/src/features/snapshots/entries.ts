import { BatchWriteCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../platform/aws/clients.ts';
import { dependencyUnavailable } from '../../platform/dependencies.ts';

/**
 * Snapshot entries in the `snapshots` table, one item per recorded entity: `pk` the snapshot's
 * appId, `sk` the entity's appId, `r` its revision. DynamoDB keeps a partition sorted by `sk`,
 * so the worker may write in any order (the graph walk is in DataObject id order) and a diff
 * reads both snapshots as two sorted streams. Writes are plain puts: a step repeated after a
 * crash writes the same items again.
 */
export interface Entry { readonly entityAppId: string; readonly revision: number }

const BATCH_ITEMS = 25;
const WRITE_CONCURRENCY = 8;
const MAX_UNPROCESSED_ROUNDS = 6;
/** Items one Query call returns at most: about 60 KB, well inside one call's deadline. */
const READ_PAGE = 2_000;

async function pool<T>(items: readonly T[], n: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, run));
}

export async function writeEntries(snapshotAppId: string, entries: readonly Entry[]): Promise<void> {
  const table = tableName('snapshots');
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < entries.length; i += BATCH_ITEMS) {
    chunks.push(entries.slice(i, i + BATCH_ITEMS).map((e) => ({ PutRequest: { Item: { pk: snapshotAppId, sk: e.entityAppId, r: e.revision } } })));
  }
  await pool(chunks, WRITE_CONCURRENCY, async (chunk) => {
    let pending = chunk;
    for (let round = 0; pending.length > 0; round++) {
      if (round >= MAX_UNPROCESSED_ROUNDS) throw dependencyUnavailable('dynamodb', 'DynamoDB left part of a batch write unprocessed; retry shortly.');
      if (round > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** round));
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending as never } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
    }
  });
}

/**
 * The entries of a snapshot after `after` (an entity appId, exclusive; any string is a position),
 * in entity appId order, one Query page at a time with the next page already on its way.
 */
export async function* streamEntries(snapshotAppId: string, after: string | undefined): AsyncGenerator<Entry> {
  const table = tableName('snapshots');
  const page = (start: Record<string, unknown> | undefined): Promise<QueryCommandOutput> => dynamo().send(new QueryCommand({
    TableName: table,
    KeyConditionExpression: after === undefined ? 'pk = :p' : 'pk = :p AND sk > :a',
    ExpressionAttributeValues: after === undefined ? { ':p': snapshotAppId } : { ':p': snapshotAppId, ':a': after },
    ProjectionExpression: 'sk, r',
    Limit: READ_PAGE,
    ...(start ? { ExclusiveStartKey: start } : {}),
  }));
  let next: Promise<QueryCommandOutput> | undefined = page(undefined);
  while (next) {
    const out: QueryCommandOutput = await next;
    next = out.LastEvaluatedKey ? page(out.LastEvaluatedKey) : undefined;
    // The prefetch must not reject unobserved while this page is consumed; it is awaited next round.
    next?.catch(() => undefined);
    for (const item of out.Items ?? []) yield { entityAppId: String(item['sk']), revision: Number(item['r']) };
  }
}
