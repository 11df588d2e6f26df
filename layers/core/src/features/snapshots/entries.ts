import { BatchWriteCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../platform/aws/clients.ts';
import { dependencyUnavailable } from '../../platform/dependencies.ts';

/**
 * Snapshot entries in the `snapshots` table, packed: one item holds a run of up to PART_ENTRIES
 * consecutive entries in key order (keys.ts). `pk` is the snapshot's appId, `sk` is `c#` plus the
 * key of the run's first entry, so a Query walks the whole snapshot in key order and a diff
 * merge-joins two such walks. `e` holds the run as `key\trevision` lines (about 40 to 80 bytes an
 * entry, so a full item stays near 200 KB, well under DynamoDB's 400 KB). A step writes the runs of
 * its page after deleting any item past its cursor (left by a step that died before recording
 * itself), so a redone step never leaves a stale run beside its own.
 */
export interface Entry {
  readonly key: string;
  readonly revision: number;
}

export const PART_ENTRIES = 2_500;
const BATCH_ITEMS = 25;
const MAX_UNPROCESSED_ROUNDS = 6;
const SK = 'c#';

async function batchWrite(requests: Record<string, unknown>[]): Promise<void> {
  const table = tableName('snapshots');
  for (let i = 0; i < requests.length; i += BATCH_ITEMS) {
    let pending = requests.slice(i, i + BATCH_ITEMS);
    for (let round = 0; pending.length > 0; round++) {
      if (round >= MAX_UNPROCESSED_ROUNDS)
        throw dependencyUnavailable('dynamodb', 'DynamoDB left part of a batch write unprocessed; retry shortly.');
      if (round > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** round));
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending as never } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
    }
  }
}

/**
 * Writes the runs of one step, whose entries all sort after `cursor` (the appId of the last
 * DataObject recorded; appIds are UUIDs, all of one length).
 */
export async function writeRuns(snapshotAppId: string, cursor: string, entries: readonly Entry[]): Promise<void> {
  const table = tableName('snapshots');
  // Past the cursor's DataObject and its references (`<cursor>/…` < `<cursor>0` ≤ any later appId
  // of the same length): where this step's runs go, and nothing of an earlier step.
  const stale = await dynamo().send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :p AND sk >= :c',
      ExpressionAttributeValues: { ':p': snapshotAppId, ':c': cursor === '' ? SK : `${SK}${cursor}0` },
      ProjectionExpression: 'pk, sk',
      Limit: 100,
    }),
  );
  const requests: Record<string, unknown>[] = (stale.Items ?? []).map((k) => ({
    DeleteRequest: { Key: { pk: k['pk'], sk: k['sk'] } },
  }));
  for (let i = 0; i < entries.length; i += PART_ENTRIES) {
    const run = entries.slice(i, i + PART_ENTRIES);
    requests.push({
      PutRequest: {
        Item: {
          pk: snapshotAppId,
          sk: SK + run[0]!.key,
          n: run.length,
          e: run.map((x) => `${x.key}\t${x.revision}`).join('\n'),
        },
      },
    });
  }
  // A stale run whose key a new run reuses: the put alone, never a delete and a put of one key in one batch.
  const puts = new Set(
    requests.flatMap((r) => ('PutRequest' in r ? [(r['PutRequest'] as { Item: { sk: string } }).Item.sk] : [])),
  );
  await batchWrite(
    requests.filter(
      (r) => !('DeleteRequest' in r) || !puts.has((r['DeleteRequest'] as { Key: { sk: string } }).Key.sk),
    ),
  );
}

function parseRun(e: unknown): Entry[] {
  if (typeof e !== 'string' || e === '') return [];
  return e.split('\n').map((line) => {
    const tab = line.lastIndexOf('\t');
    return { key: line.slice(0, tab), revision: Number(line.slice(tab + 1)) };
  });
}

/**
 * The entries of a snapshot after `after` (an entry key, exclusive; any string is a position), in
 * key order: the run that may hold the position, then every later run, one Query page at a time
 * with the next page already on its way.
 */
export async function* streamEntries(snapshotAppId: string, after: string | undefined): AsyncGenerator<Entry> {
  const table = tableName('snapshots');
  let from = SK;
  if (after !== undefined) {
    const holder = await dynamo().send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :p AND sk BETWEEN :a AND :b',
        ScanIndexForward: false,
        Limit: 1,
        ExpressionAttributeValues: { ':p': snapshotAppId, ':a': SK, ':b': SK + after },
      }),
    );
    const item = holder.Items?.[0];
    if (item) {
      from = String(item['sk']);
      for (const x of parseRun(item['e'])) if (x.key > after) yield x;
    }
  }
  const page = (start: Record<string, unknown> | undefined): Promise<QueryCommandOutput> =>
    dynamo().send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: from === SK ? 'pk = :p AND begins_with(sk, :c)' : 'pk = :p AND sk > :c',
        ExpressionAttributeValues: { ':p': snapshotAppId, ':c': from },
        // DynamoDB stops a page at 1 MB anyway (four full runs); this bounds a page of small runs.
        Limit: 16,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
  let next: Promise<QueryCommandOutput> | undefined = page(undefined);
  while (next) {
    const out: QueryCommandOutput = await next;
    next = out.LastEvaluatedKey ? page(out.LastEvaluatedKey) : undefined;
    // The prefetch must not reject unobserved while this page is consumed; it is awaited next round.
    next?.catch(() => undefined);
    for (const item of out.Items ?? [])
      for (const x of parseRun(item['e'])) if (after === undefined || x.key > after) yield x;
  }
}

/**
 * Deletes up to `maxItems` runs of a snapshot (each up to PART_ENTRIES entries): one Query of keys,
 * then batch deletes. `done` once none is left.
 */
export async function deleteRuns(snapshotAppId: string, maxItems: number): Promise<{ deleted: number; done: boolean }> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName('snapshots'),
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': snapshotAppId },
      ProjectionExpression: 'pk, sk',
      Limit: maxItems,
    }),
  );
  const keys = out.Items ?? [];
  await batchWrite(keys.map((k) => ({ DeleteRequest: { Key: { pk: k['pk'], sk: k['sk'] } } })));
  return { deleted: keys.length, done: out.LastEvaluatedKey === undefined };
}
