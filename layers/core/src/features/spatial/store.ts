/**
 * Spatial points in DynamoDB (table `spatial`, partition key `pk`, sort key `sk`, both strings):
 *
 * - `pk = C#<container>`, `sk = META`: the container's grid (spatial-key.ts; origin `ox`, `oy`,
 *   `oz` and scale `sc`, chosen from its first batch and fixed for good), the last point id handed out (`nx`), the committed point count
 *   (`cnt`) and the tokens of batches still being written (`pend`, a string set).
 * - `pk = C#<container>`, `sk = P#<spatial key, 18 hex>#<point id, 16 digits>`: one point, its
 *   coordinates, timestamp, measurements and metadata as one JSON text (`d`), its batch token
 *   (`b`) and its time key (`ts = <timestamp + 2^63, 20 digits>#<point id>`), which the GSI
 *   `byTime` (projecting `d` and `b`) orders, so a read by time window alone follows its result.
 *
 * A batch is all or nothing for readers: its token enters `pend` in the same update that reserves
 * its ids, its items are written, then one update removes the token and adds to the count. Readers
 * skip the items of pending batches, so a batch that fails midway (its items are then deleted
 * again, best effort) was never visible, nor is one whose writer died.
 */
import { randomBytes } from 'node:crypto';
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  GetCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { parseInt64Json, stringifyInt64Json } from '../../kernel/int64-json.ts';
import { dynamo } from '../../platform/aws/clients.ts';
import { dependencyUnavailable } from '../../platform/dependencies.ts';
import { tables } from '../../platform/resources/definitions.ts';
import { createTableInput } from '../../platform/resources/table-input.ts';
import { gridOf, pointKey, type Grid, type Vec3 } from './spatial-key.ts';

export interface SpatialPoint extends Vec3 {
  readonly timestamp: bigint;
  readonly measurements: Readonly<Record<string, unknown>>;
  readonly metadata: Readonly<Record<string, unknown>>;
}
export interface StoredPoint extends SpatialPoint {
  readonly id: number;
  /** Length of the stored JSON text: the answer's byte budget counts it. */
  readonly size: number;
}

export interface ContainerMeta {
  readonly grid: Grid;
  readonly count: number;
  readonly pending: ReadonlySet<string>;
}

/** An inclusive range of sort keys. */
export interface SkRange {
  readonly from: string;
  readonly to: string;
}

export const ALL_POINTS: SkRange = { from: 'P#', to: 'P#~' };
/** The time index's sort keys of a window (inclusive; open ends reach int64's ends). */
export const timeRange = (start: bigint | undefined, end: bigint | undefined): SkRange => ({
  from: `${timeDigits(start ?? INT64_MIN)}#`,
  to: `${timeDigits(end ?? INT64_MAX)}#~`,
});

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
/** A signed int64 as 20 digits that sort as the numbers do. */
const timeDigits = (t: bigint) => (t - INT64_MIN).toString().padStart(20, '0');
const TIME_INDEX = 'byTime';
export const keyRange = (lo: string, hi: string): SkRange => ({ from: `P#${lo}#`, to: `P#${hi}#~` });

const META = 'META';
const pk = (containerId: number) => `C#${containerId}`;
const BATCH_ITEMS = 25;
const WRITE_CONCURRENCY = 4;
const MAX_UNPROCESSED_ROUNDS = 8;

export function spatialTableInput(tableName: string): CreateTableCommandInput {
  const def = tables.find((t) => t.id === 'spatial');
  if (!def) throw new Error('The resource definitions have no spatial table.');
  return createTableInput(def, tableName);
}

/** Runs `work` over `items` with at most `n` in flight; stops starting new ones once `stop()` holds. */
export async function pool<T>(
  items: readonly T[],
  n: number,
  work: (item: T, index: number) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length && !stop()) {
      const i = next++;
      await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, run));
}

function decode(item: Record<string, unknown>): StoredPoint {
  const d = String(item['d']);
  const v = parseInt64Json(d) as {
    t: bigint;
    x: number | bigint;
    y: number | bigint;
    z: number | bigint;
    m: Record<string, unknown>;
    md: Record<string, unknown>;
  };
  const sk = String(item['sk']);
  return {
    id: Number(sk.slice(sk.lastIndexOf('#') + 1)),
    timestamp: BigInt(v.t),
    x: Number(v.x),
    y: Number(v.y),
    z: Number(v.z),
    measurements: v.m,
    metadata: v.md,
    size: d.length,
  };
}

export class SpatialStore {
  constructor(
    private readonly table: string,
    private readonly client: () => DynamoDBDocumentClient = dynamo,
  ) {}

  async meta(containerId: number): Promise<ContainerMeta | undefined> {
    const r = await this.client().send(
      new GetCommand({ TableName: this.table, Key: { pk: pk(containerId), sk: META }, ConsistentRead: true }),
    );
    const m = r.Item;
    if (!m || typeof m['ox'] !== 'number') return undefined;
    const pend = m['pend'];
    return {
      grid: { origin: { x: m['ox'], y: Number(m['oy']), z: Number(m['oz']) }, scale: Number(m['sc']) },
      count: Number(m['cnt'] ?? 0),
      pending: pend instanceof Set ? new Set([...pend].map(String)) : new Set(),
    };
  }

  /** Stores a batch (all or nothing for readers); resolves to the ids given to its points. */
  async append(containerId: number, points: readonly SpatialPoint[]): Promise<number[]> {
    if (points.length === 0) return [];
    const token = randomBytes(6).toString('base64url');
    const reserved = await this.client().send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: pk(containerId), sk: META },
        UpdateExpression:
          'SET ox = if_not_exists(ox, :ox), oy = if_not_exists(oy, :oy), oz = if_not_exists(oz, :oz), sc = if_not_exists(sc, :sc) ADD nx :n, pend :tok',
        ExpressionAttributeValues: { ...gridValues(gridOf(points)), ':n': points.length, ':tok': new Set([token]) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const a = reserved.Attributes ?? {};
    const grid = { origin: { x: Number(a['ox']), y: Number(a['oy']), z: Number(a['oz']) }, scale: Number(a['sc']) };
    const first = Number(a['nx']) - points.length + 1;
    const items = points.map((p, i) => ({
      pk: pk(containerId),
      sk: `P#${pointKey(p, grid)}#${String(first + i).padStart(16, '0')}`,
      ts: `${timeDigits(p.timestamp)}#${String(first + i).padStart(16, '0')}`,
      b: token,
      d: stringifyInt64Json({ t: p.timestamp, x: p.x, y: p.y, z: p.z, m: p.measurements, md: p.metadata }),
    }));
    try {
      await this.batchWrite(items.map((Item) => ({ PutRequest: { Item } })));
    } catch (err) {
      await this.batchWrite(items.map((i) => ({ DeleteRequest: { Key: { pk: i.pk, sk: i.sk } } })))
        .then(() => this.settle(containerId, token, 0))
        .catch(() => undefined); // still pending: never visible
      throw err;
    }
    await this.settle(containerId, token, points.length);
    return points.map((_, i) => first + i);
  }

  private async settle(containerId: number, token: string, count: number): Promise<void> {
    await this.client().send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: pk(containerId), sk: META },
        UpdateExpression: 'ADD cnt :n DELETE pend :tok',
        ExpressionAttributeValues: { ':n': count, ':tok': new Set([token]) },
      }),
    );
  }

  private async batchWrite(requests: readonly Record<string, unknown>[]): Promise<void> {
    const chunks: Record<string, unknown>[][] = [];
    for (let i = 0; i < requests.length; i += BATCH_ITEMS) chunks.push(requests.slice(i, i + BATCH_ITEMS));
    await pool(chunks, WRITE_CONCURRENCY, async (chunk) => {
      let pending = chunk;
      for (let round = 0; pending.length > 0; round++) {
        if (round >= MAX_UNPROCESSED_ROUNDS)
          throw dependencyUnavailable('dynamodb', 'DynamoDB left part of a batch write unprocessed; retry shortly.');
        if (round > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** round));
        const r = await this.client().send(new BatchWriteCommand({ RequestItems: { [this.table]: pending as never } }));
        pending = (r.UnprocessedItems?.[this.table] ?? []) as Record<string, unknown>[];
      }
    });
  }

  /**
   * Reads the committed points of the ranges (a few ranges at a time), handing each to `visit`
   * until it answers false. Resolves to the number of committed points read. `byTime`: the ranges
   * are of the time index (eventually consistent on AWS, as every GSI), else of spatial keys.
   */
  async scan(
    containerId: number,
    meta: ContainerMeta,
    ranges: readonly SkRange[],
    visit: (p: StoredPoint) => boolean,
    opts: { concurrency?: number; byTime?: boolean } = {},
  ): Promise<number> {
    let stopped = false;
    let read = 0;
    const key = opts.byTime ? 'ts' : 'sk';
    await pool(
      ranges,
      opts.concurrency ?? 8,
      async (range) => {
        let start: Record<string, unknown> | undefined;
        do {
          const r = await this.client().send(
            new QueryCommand({
              TableName: this.table,
              ...(opts.byTime ? { IndexName: TIME_INDEX } : { ConsistentRead: true }),
              KeyConditionExpression: `pk = :pk AND ${key} BETWEEN :from AND :to`,
              ExpressionAttributeValues: { ':pk': pk(containerId), ':from': range.from, ':to': range.to },
              ...(start ? { ExclusiveStartKey: start } : {}),
            }),
          );
          for (const item of r.Items ?? []) {
            if (stopped) return;
            if (meta.pending.has(String(item['b']))) continue;
            read++;
            if (!visit(decode(item))) stopped = true;
          }
          start = r.LastEvaluatedKey;
        } while (start && !stopped);
      },
      () => stopped,
    );
    return read;
  }

  /** Up to `n` committed points on each side of a spatial key (the start of a nearest-neighbour search). */
  async around(containerId: number, meta: ContainerMeta, key: string, n: number): Promise<StoredPoint[]> {
    const side = async (forward: boolean) => {
      const r = await this.client().send(
        new QueryCommand({
          TableName: this.table,
          ConsistentRead: true,
          Limit: n,
          ScanIndexForward: forward,
          KeyConditionExpression: forward
            ? 'pk = :pk AND sk BETWEEN :k AND :end'
            : 'pk = :pk AND sk BETWEEN :begin AND :k',
          ExpressionAttributeValues: {
            ':pk': pk(containerId),
            ':k': `P#${key}`,
            ...(forward ? { ':end': ALL_POINTS.to } : { ':begin': ALL_POINTS.from }),
          },
        }),
      );
      return (r.Items ?? []).filter((i) => !meta.pending.has(String(i['b']))).map(decode);
    };
    const [after, before] = await Promise.all([side(true), side(false)]);
    return [...after, ...before];
  }

  /**
   * Deletes the points of a container from timestamp `from` on, keeping the first `keep` committed
   * points of `from` itself (in point-id order, the order they were written): the tail a writer
   * that died after its last recorded position left behind, committed or still pending. It reads
   * the time index (eventually consistent on AWS: call it once the dead writer's last write is
   * seconds old, as a redelivery is), then takes the committed points it deleted off the count and
   * the tokens of the pending batches it emptied out of `pend` (after their items are gone, so none
   * of them ever becomes visible). A crash between the deletes and that update leaves the count
   * above the truth, which only makes a nearest-neighbour search read further. Resolves to the
   * number of items deleted. For a container with one writer (an import's copy).
   */
  async truncateFrom(containerId: number, from: bigint, keep: number): Promise<number> {
    const meta = await this.meta(containerId);
    if (!meta) return 0;
    const range = timeRange(from, undefined);
    let kept = 0;
    let committed = 0;
    let deleted = 0;
    const emptied = new Set<string>();
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.client().send(
        new QueryCommand({
          TableName: this.table,
          IndexName: TIME_INDEX,
          KeyConditionExpression: 'pk = :pk AND ts BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': pk(containerId), ':from': range.from, ':to': range.to },
          ProjectionExpression: 'pk, sk, ts, b',
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      const items = (r.Items ?? []).map((i) => ({ sk: String(i['sk']), ts: String(i['ts']), b: String(i['b']) }));
      const tail = tailItems(items, from, keep, meta.pending, kept);
      kept = tail.kept;
      await this.batchWrite(tail.drop.map((i) => ({ DeleteRequest: { Key: { pk: pk(containerId), sk: i.sk } } })));
      for (const i of tail.drop) {
        if (meta.pending.has(i.b)) emptied.add(i.b);
        else committed++;
      }
      deleted += tail.drop.length;
      start = r.LastEvaluatedKey;
    } while (start);
    if (committed > 0 || emptied.size > 0)
      await this.client().send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: pk(containerId), sk: META },
          UpdateExpression: emptied.size > 0 ? 'ADD cnt :n DELETE pend :toks' : 'ADD cnt :n',
          ExpressionAttributeValues: { ':n': -committed, ...(emptied.size > 0 ? { ':toks': emptied } : {}) },
        }),
      );
    return deleted;
  }

  /** Deletes up to about `budget` items of a container (points, then its META item). */
  async purgeStep(containerId: number, budget: number): Promise<{ deleted: number; done: boolean }> {
    const r = await this.client().send(
      new QueryCommand({
        TableName: this.table,
        ConsistentRead: true,
        Limit: budget,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk(containerId) },
        ProjectionExpression: 'pk, sk',
      }),
    );
    const keys = (r.Items ?? []).map((i) => ({ pk: String(i['pk']), sk: String(i['sk']) }));
    await this.batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
    return { deleted: keys.length, done: !r.LastEvaluatedKey };
  }
}

/** A point as the time index holds it: its sort key, time key (`<20 digits>#<point id>`) and batch token. */
export interface TimeItem {
  readonly sk: string;
  readonly ts: string;
  readonly b: string;
}

/**
 * Of time-index items in index order from timestamp `from` on, those a truncation deletes: every
 * one but the first `keep` committed points of `from` itself (pending ones always go). `kept`
 * carries how many of those were met on the earlier pages of the same walk.
 */
export function tailItems(
  items: readonly TimeItem[],
  from: bigint,
  keep: number,
  pending: ReadonlySet<string>,
  kept = 0,
): { drop: TimeItem[]; kept: number } {
  const at = `${timeDigits(from)}#`;
  const drop: TimeItem[] = [];
  let n = kept;
  for (const i of items) {
    if (i.ts.startsWith(at) && !pending.has(i.b) && n < keep) n++;
    else drop.push(i);
  }
  return { drop, kept: n };
}

const gridValues = (g: Grid) => ({ ':ox': g.origin.x, ':oy': g.origin.y, ':oz': g.origin.z, ':sc': g.scale });
