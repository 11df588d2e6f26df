import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Activity } from './activity.ts';
import { DAYS_KEY, dayKey } from './keys.ts';

/**
 * Per-day activity counters, so a count costs the days it spans, not the rows it counts
 * (docs/provenance.md, Counting). Items in the provenance table itself: pk `COUNT#ALL` or
 * `COUNT#<dimension>#<value>` (AGENT, KIND, COLL: the filters whose rows can grow without bound;
 * one entity's own activities are few, so a target's count reads its rows), sk
 * `<yyyy-mm-dd>#<shard>`, attribute `n`. A write adds 1 on a random shard of each of its keys, so
 * no single item is hot; pruning subtracts what it deleted on shard 0; a count sums one Query of
 * a key over a day range.
 *
 * The marker item `META`/`counters` names the first counted day (`countedFrom`, see
 * ensureCounted): rows of earlier days (written before the release that brought counters, or
 * while it rolled out) are counted from the rows themselves.
 */
export const COUNTERS_KEY = { pk: 'META', sk: 'counters' } as const;
export const COUNTER_SHARDS = 4;
export const DAY_MS = 86_400_000;

export type CountedDimension = 'AGENT' | 'KIND' | 'COLL';

/** The counter key of one dimension's value, or of every row. */
export const counterPk = (dimension?: CountedDimension, value?: string): string =>
  dimension === undefined ? 'COUNT#ALL' : `COUNT#${dimension}#${value ?? ''}`;

/** Every counter one activity adds to. */
export function counterPksOf(a: Pick<Activity, 'agentUsername' | 'targetKind'>, coll?: string) {
  return [
    counterPk(),
    counterPk('AGENT', a.agentUsername),
    counterPk('KIND', a.targetKind),
    ...(coll ? [counterPk('COLL', coll)] : []),
  ];
}

export const dayOf = (epochMs: number): string => dayKey(epochMs).slice(4);
export const startOfDay = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);

/** The marker's value on a table that was empty when counting began: every day is counted. */
export const EVERY_DAY = '0000-01-01';
const markers = new Map<string, string>();

/**
 * The first fully counted day of the table, creating the marker once per table: on a table without
 * rows (no day set yet) every day is counted; on a table that already holds rows (an upgrade),
 * counting begins tomorrow and earlier days are counted from their rows. Called before a process
 * writes its first row, so every row of a counted day is counted.
 */
export async function ensureCounted(db: DynamoDBDocumentClient, table: string, now = Date.now()): Promise<string> {
  const known = await countedFrom(db, table);
  if (known) return known;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { ConditionCheck: { TableName: table, Key: DAYS_KEY, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: table,
              Item: { ...COUNTERS_KEY, countedFrom: EVERY_DAY },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (err) {
    // Rows exist already, or another process wrote the marker first.
    if (!(err instanceof TransactionCanceledException)) throw err;
  }
  const r = await db.send(
    new UpdateCommand({
      TableName: table,
      Key: COUNTERS_KEY,
      UpdateExpression: 'SET countedFrom = if_not_exists(countedFrom, :tomorrow)',
      ExpressionAttributeValues: { ':tomorrow': dayOf(now + DAY_MS) },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const from = String(r.Attributes?.['countedFrom']);
  markers.set(table, from);
  return from;
}

/** The first fully counted day of the table, or undefined while nothing has been counted. */
export async function countedFrom(db: DynamoDBDocumentClient, table: string): Promise<string | undefined> {
  const known = markers.get(table);
  if (known) return known;
  const r = await db.send(new GetCommand({ TableName: table, Key: COUNTERS_KEY, ConsistentRead: true }));
  const from = r.Item?.['countedFrom'];
  if (typeof from !== 'string') return undefined;
  markers.set(table, from);
  return from;
}

/** The update that adds `delta` to counter `pk` of `day` on `shard` (alone or inside a transaction). */
export const counterUpdate = (table: string, pk: string, day: string, shard: number, delta: number) => ({
  TableName: table,
  Key: { pk, sk: `${day}#${shard}` },
  UpdateExpression: 'ADD #n :d',
  ExpressionAttributeNames: { '#n': 'n' },
  ExpressionAttributeValues: { ':d': delta },
});

/** Adds `delta` to each counter of `pks` for `day`, on `shard` (random unless given). */
export async function addCounts(
  db: DynamoDBDocumentClient,
  table: string,
  pks: readonly string[],
  day: string,
  delta: number,
  shard = Math.floor(Math.random() * COUNTER_SHARDS),
): Promise<void> {
  await Promise.all(pks.map((pk) => db.send(new UpdateCommand(counterUpdate(table, pk, day, shard, delta)))));
}

/** Counts one activity whose row is written, when its day is counted (earlier days are counted from the rows). */
export async function countActivity(
  db: DynamoDBDocumentClient,
  table: string,
  from: string,
  a: Activity,
  coll?: string,
): Promise<void> {
  const day = dayOf(a.startedAtMillis);
  if (day < from) return;
  await addCounts(db, table, counterPksOf(a, coll), day, 1);
}

/** The sum of one counter over the days `from` to `to` (inclusive; `to` open when undefined). */
export async function sumCounter(
  db: DynamoDBDocumentClient,
  table: string,
  pk: string,
  from: string,
  to: string | undefined,
): Promise<number> {
  let total = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': pk, ':lo': `${from}#`, ':hi': `${to ?? '9999-12-31'}#\uffff` },
        ProjectionExpression: 'n',
        ExclusiveStartKey,
      }),
    );
    for (const i of page.Items ?? []) total += Number(i['n'] ?? 0);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return total;
}

/**
 * How a count over [since, until] (inclusive milliseconds) splits: whole counted days summed from
 * counters, and at most two edge ranges counted from rows. `undefined` when no whole counted day
 * lies in the range.
 */
export interface CountSplit {
  counted: { from: string; to: string | undefined };
  edges: Array<{ since: number; until: number | undefined }>;
}

export function splitCount(countedFromDay: string, since: number | undefined, until: number | undefined) {
  const lo = since ?? 0;
  // The first millisecond of the first whole counted day, and the first after the last one.
  const a = Math.max(startOfDay(countedFromDay), Math.ceil(lo / DAY_MS) * DAY_MS);
  const b = until === undefined ? undefined : Math.floor((until + 1) / DAY_MS) * DAY_MS;
  if (b !== undefined && a >= b) return undefined;
  const edges: CountSplit['edges'] = [];
  if (lo <= a - 1) edges.push({ since: lo, until: a - 1 });
  if (b !== undefined && until !== undefined && b <= until) edges.push({ since: b, until });
  return { counted: { from: dayOf(a), to: b === undefined ? undefined : dayOf(b - 1) }, edges } satisfies CountSplit;
}
