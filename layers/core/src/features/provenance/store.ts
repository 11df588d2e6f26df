import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../../platform/config/load.ts';
import { dynamoEndpoint, tableName } from '../../platform/aws/clients.ts';
import { awsClient, boundedTransport, cancellable } from '../../platform/aws/resilience.ts';
import { DAYS_KEY, dayKey, sortKey } from './keys.ts';
import {
  COUNTER_SHARDS,
  countActivity,
  countedFrom,
  counterPk,
  counterPksOf,
  counterUpdate,
  ensureCounted,
  splitCount,
  sumCounter,
} from './counters.ts';
import type { Activity } from './activity.ts';

/**
 * Provenance rows in DynamoDB. Base table: pk `DAY#yyyy-mm-dd`, sk `<epochMs>#<appId>` (UUID v7,
 * so ties order stably). One GSI per filter dimension, all with the same sort key, so every
 * filter combination is a Query (newest first) on the most selective index with the remaining
 * filters applied server-side; the collection GSI is sparse (only rows with a collection).
 */
export interface ActivityFilter {
  agent?: string;
  targetKind?: string;
  targetAppId?: string;
  collectionAppId?: string;
  since?: number;
  until?: number;
  limit: number;
}

export const MAX_LIMIT = 1000;
export const DEFAULT_LIMIT = 100;
const COUNT_CONCURRENCY = 8;

let client: DynamoDBDocumentClient | undefined;
/** Own client with few retries: capture must never hold a request for long (the transport and deadline are the shared ones). */
function db(): DynamoDBDocumentClient {
  const c = config();
  const endpoint = dynamoEndpoint();
  client ??= cancellable(
    DynamoDBDocumentClient.from(
      awsClient(
        new DynamoDBClient({
          region: c['svc.aws.region'],
          ...(endpoint ? { endpoint } : {}),
          maxAttempts: 2,
          ...boundedTransport(),
        }),
        'dynamodb',
      ),
      { marshallOptions: { removeUndefinedValues: true } },
    ),
  );
  return client;
}

/**
 * The days that hold rows, as a string set on one item (pk `META`, sk `days`): an unfiltered
 * listing queries only those partitions instead of every day of the retention window. Each
 * process registers a day once; pruning removes emptied days.
 */
const registeredDays = new Set<string>();

async function registerDay(day: string): Promise<void> {
  const TableName = tableName('provenance');
  if (registeredDays.has(`${TableName}|${day}`)) return;
  await db().send(
    new UpdateCommand({
      TableName,
      Key: DAYS_KEY,
      UpdateExpression: 'ADD #days :d',
      ExpressionAttributeNames: { '#days': 'days' },
      ExpressionAttributeValues: { ':d': new Set([day]) },
    }),
  );
  registeredDays.add(`${TableName}|${day}`);
}

/** `yyyy-mm-dd` of every day partition that holds rows (unordered). */
export async function populatedDays(): Promise<string[]> {
  const r = await db().send(
    new GetCommand({ TableName: tableName('provenance'), Key: DAYS_KEY, ConsistentRead: true }),
  );
  const days = r.Item?.['days'];
  return days instanceof Set ? [...days].map(String) : [];
}

/**
 * Writes the row, then counts it (a row is never counted before it exists; see counters.ts).
 * With `once`, a row already written under the same time and appId (a step repeated after a crash,
 * with a derived appId) is left as it is; row and counters are then written in one transaction, so
 * the row is counted exactly when it is written. Answers whether it wrote.
 */
export async function putActivity(
  a: Activity,
  collectionAppId?: string,
  opts: { once?: boolean } = {},
): Promise<boolean> {
  const day = dayKey(a.startedAtMillis).slice(4);
  const table = tableName('provenance');
  const from = await ensureCounted(db(), table);
  if (opts.once) {
    const [, wrote] = await Promise.all([registerDay(day), putOnce(a, collectionAppId, table, from)]);
    return wrote;
  }
  await Promise.all([
    registerDay(day),
    db().send(new PutCommand({ TableName: table, Item: rowOf(a, collectionAppId) })),
  ]);
  await countActivity(db(), table, from, a, collectionAppId);
  return true;
}

const rowOf = (a: Activity, collectionAppId: string | undefined) => ({
  pk: dayKey(a.startedAtMillis),
  sk: sortKey(a.startedAtMillis, a.appId),
  agentPk: `AGENT#${a.agentUsername}`,
  targetPk: `TARGET#${a.targetAppId}`,
  kindPk: `KIND#${a.targetKind}`,
  ...(collectionAppId ? { collectionPk: `COLL#${collectionAppId}`, collectionAppId } : {}),
  ...a,
});

/** The row if absent, with its counters in the same transaction (a conflict on a counter is tried again). */
async function putOnce(a: Activity, coll: string | undefined, table: string, from: string): Promise<boolean> {
  const day = dayKey(a.startedAtMillis).slice(4);
  const put = { TableName: table, Item: rowOf(a, coll), ConditionExpression: 'attribute_not_exists(pk)' };
  const shard = Math.floor(Math.random() * COUNTER_SHARDS);
  const counts =
    day < from ? [] : counterPksOf(a, coll).map((pk) => ({ Update: counterUpdate(table, pk, day, shard, 1) }));
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [{ Put: put }, ...counts] }));
      return true;
    } catch (err) {
      if (!(err instanceof TransactionCanceledException)) throw err;
      const reasons = err.CancellationReasons ?? [];
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return false;
      if (attempt >= 5 || !reasons.some((r) => r.Code === 'TransactionConflict')) throw err;
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 20));
    }
  }
}

const fromItem = (i: Record<string, unknown>): Activity => ({
  appId: String(i['appId']),
  actionKind: i['actionKind'] as Activity['actionKind'],
  targetKind: String(i['targetKind']),
  targetAppId: String(i['targetAppId']),
  agentUsername: String(i['agentUsername']),
  summary: String(i['summary']),
  startedAtMillis: Number(i['startedAtMillis']),
  endedAtMillis: Number(i['endedAtMillis']),
  method: String(i['method']),
  path: String(i['path']),
  status: Number(i['status']),
  originInstance: typeof i['originInstance'] === 'string' ? i['originInstance'] : null,
});

interface Plan {
  index?: string;
  pkName: string;
  pkValue: string;
  residual: (keyof ActivityFilter)[];
}

/** The most selective index for the given filters; the rest become a filter expression. */
async function plans(f: ActivityFilter, now: number): Promise<Plan[]> {
  // An empty time range (since after until) holds nothing; DynamoDB would refuse its BETWEEN.
  if (f.since !== undefined && f.until !== undefined && f.since > f.until) return [];
  const residual = (...used: (keyof ActivityFilter)[]) =>
    (['agent', 'targetKind', 'targetAppId', 'collectionAppId'] as const).filter(
      (k) => f[k] !== undefined && !used.includes(k),
    );
  if (f.targetAppId !== undefined)
    return [
      { index: 'byTarget', pkName: 'targetPk', pkValue: `TARGET#${f.targetAppId}`, residual: residual('targetAppId') },
    ];
  if (f.collectionAppId !== undefined)
    return [
      {
        index: 'byCollection',
        pkName: 'collectionPk',
        pkValue: `COLL#${f.collectionAppId}`,
        residual: residual('collectionAppId'),
      },
    ];
  if (f.agent !== undefined)
    return [{ index: 'byAgent', pkName: 'agentPk', pkValue: `AGENT#${f.agent}`, residual: residual('agent') }];
  if (f.targetKind !== undefined)
    return [{ index: 'byKind', pkName: 'kindPk', pkValue: `KIND#${f.targetKind}`, residual: residual('targetKind') }];
  // No selective filter: the populated day partitions within [since, until], newest first.
  const lo = dayKey(f.since ?? 0).slice(4);
  const hi = dayKey(Math.min(f.until ?? now, 9_999_999_999_999)).slice(4);
  return (await populatedDays())
    .filter((d) => d >= lo && d <= hi)
    .sort()
    .reverse()
    .map((d) => ({ pkName: 'pk', pkValue: `DAY#${d}`, residual: [] }));
}

const attr: Record<string, string> = {
  agent: 'agentUsername',
  targetKind: 'targetKind',
  targetAppId: 'targetAppId',
  collectionAppId: 'collectionAppId',
};

function queryInput(p: Plan, f: ActivityFilter, count: boolean): QueryCommandInput {
  const values: Record<string, unknown> = {
    ':pk': p.pkValue,
    ':lo': sortKey(f.since ?? 0, ''),
    ':hi': `${sortKey(f.until ?? 9_999_999_999_999, '')}\uffff`,
  };
  const names: Record<string, string> = { '#pk': p.pkName };
  const conditions = p.residual.map((k) => {
    names[`#${k}`] = attr[k] ?? k;
    values[`:${k}`] = f[k];
    return `#${k} = :${k}`;
  });
  return {
    TableName: tableName('provenance'),
    ...(p.index ? { IndexName: p.index } : {}),
    KeyConditionExpression: '#pk = :pk AND sk BETWEEN :lo AND :hi',
    ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
    ...(count ? { Select: 'COUNT' as const } : {}),
  };
}

/** Newest first, stable (time, then appId), at most `limit` rows. */
export async function queryActivities(f: ActivityFilter, now = Date.now()): Promise<Activity[]> {
  const out: Activity[] = [];
  for (const p of await plans(f, now)) {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          ...queryInput(p, f, false),
          Limit: Math.min(MAX_LIMIT, f.limit - out.length + 50),
          ExclusiveStartKey,
        }),
      );
      for (const i of page.Items ?? []) {
        out.push(fromItem(i));
        if (out.length >= f.limit) return out;
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }
  return out;
}

/** The counter that answers a plan alone: none when filters remain to apply to the rows. */
function counterOf(p: Plan): string | undefined {
  if (p.residual.length > 0) return undefined;
  if (p.index === undefined) return counterPk();
  const dimension = ({ byCollection: 'COLL', byAgent: 'AGENT', byKind: 'KIND' } as const)[
    p.index as 'byCollection' | 'byAgent' | 'byKind'
  ];
  return dimension ? counterPk(dimension, p.pkValue.slice(p.pkValue.indexOf('#') + 1)) : undefined;
}

/**
 * How many rows match: whole counted days from their counters, the rest (edge days of the range,
 * days before counting began, filter combinations) from the rows (docs/provenance.md, Counting).
 */
export async function countActivities(f: Omit<ActivityFilter, 'limit'>, now = Date.now()): Promise<number> {
  const full: ActivityFilter = { ...f, limit: Number.MAX_SAFE_INTEGER };
  const all = await plans(full, now);
  if (all.length === 0) return 0;
  const counter = all.length === 1 || all[0]!.index === undefined ? counterOf(all[0]!) : undefined;
  const table = tableName('provenance');
  const from = counter ? await countedFrom(db(), table) : undefined;
  const split = counter && from ? splitCount(from, f.since, f.until) : undefined;
  if (!counter || !split) return countRows(full, now);
  const parts = await Promise.all([
    sumCounter(db(), table, counter, split.counted.from, split.counted.to),
    ...split.edges.map((e) =>
      countRows({ ...full, since: e.since, ...(e.until === undefined ? {} : { until: e.until }) }, now),
    ),
  ]);
  return parts.reduce((x, y) => x + y, 0);
}

/** Counts the matching rows themselves (Select COUNT over the plan's partitions). */
async function countRows(full: ActivityFilter, now: number): Promise<number> {
  const countPlan = async (p: Plan): Promise<number> => {
    let total = 0;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db().send(new QueryCommand({ ...queryInput(p, full, true), ExclusiveStartKey }));
      total += page.Count ?? 0;
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return total;
  };
  // Day partitions are independent: count them a few at a time.
  const all = await plans(full, now);
  let total = 0;
  for (let i = 0; i < all.length; i += COUNT_CONCURRENCY) {
    total += (await Promise.all(all.slice(i, i + COUNT_CONCURRENCY).map(countPlan))).reduce((a, b) => a + b, 0);
  }
  return total;
}
