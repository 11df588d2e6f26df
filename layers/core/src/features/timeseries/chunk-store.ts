/**
 * Timeseries points in DynamoDB, packed into time-bucketed chunk items.
 *
 * Layout (one table, partition key `pk`, sort key `sk`, both strings):
 * - `pk = CH#<channel>`, `sk = META`: the channel's value type (`ty`, its first type for good) and
 *   bucket width in ns (`w`, chosen once from the first batch's rate: about 2,000 points a bucket).
 * - `pk = CH#<channel>`, `sk = C#<bucket start, 19 digits>#<part key, 19 digits>`: the points of
 *   one part of a bucket in the compact binary encoding of codec.ts (`d`), a version (`v`), and
 *   the part's summary as plain attributes (summary.ts: count, first/last time and value, min,
 *   max, sum, m2). A bucket starts as one part; a part whose encoding would pass PART_BYTES is
 *   split by time, the new parts keyed by their first timestamps (buckets.ts), so a bucket may
 *   grow without limit when the rate grows beyond what the first batch showed.
 * - `pk = CH#<channel>`, `sk = R#<level>#<window start>`: rollups (rollups.ts).
 * - a global secondary index `summaries` on the same keys projects only the summary attributes:
 *   a Query reads (and is billed for) whole items even with a projection, so summaries over a long
 *   range read the index, about 200 bytes a chunk instead of the chunk.
 *
 * An append is, per part, read-modify-write: read the part the points fall into (strongly
 * consistent), merge (a point with an existing timestamp replaces it, as in InfluxDB), write with
 * the condition that the part's version is unchanged, and on a conflict read and merge again, so
 * concurrent writers never lose a point. A part's write is one PutItem, or one transaction when
 * it splits.
 *
 * Why this layout:
 * - one item per point costs one write unit (and one read) per point: 3.6 million writes for an
 *   hour of a 1 kHz channel;
 * - one item per channel hits the 400 KB item limit after some 50,000 points, and every append
 *   rewrites all of it;
 * - S3 objects per chunk have no conditional append (concurrent writers would need a lock
 *   elsewhere) and cost tens of milliseconds per object on the read path;
 * - chunk items cost about 7 write units per 1,000 smooth doubles (every point written about once
 *   when batches span whole buckets), a range read is one Query, and the summaries keep long
 *   aggregates from reading points.
 * Trade-off: an append of a few points into a bucket rewrites its last part (~14 KB, 14 units;
 * at most 64 KB).
 */
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { badRequest, ProblemError } from '../../kernel/problem.ts';
import { dynamo } from '../../platform/aws/clients.ts';
import { tables } from '../../platform/resources/definitions.ts';
import { createTableInput } from '../../platform/resources/table-input.ts';
import {
  chooseWidth,
  chunkKey,
  chunkKeyRange,
  chunkPrefix,
  groupByBucket,
  lowerBound,
  mergePoints,
  parseChunkKey,
} from './buckets.ts';
import { decodeChunk, encodeChunk } from './codec.ts';
import { checkBatch, isTimestamp, valueTypes, type Point, type ValueType } from './points.ts';
import {
  SUMMARY_ATTRIBUTES,
  TILE_ATTRIBUTES,
  combineStored,
  keepsTiles,
  summarize,
  summarizeTiles,
  summaryFromItem,
  summaryToItem,
  tilesToAttribute,
  type ChunkSummary,
} from './summary.ts';
import { parseRollupKey, rollupKey, STALE_WRITE_MS, touchedWindows, type RollupLevel } from './rollups.ts';
import { addStats, emptyStats, itemSize, writeUnits, type WriteStats } from './write-units.ts';

/**
 * A part's encoded points stay under this: 64 KB (about 9,000 smooth doubles), well under the
 * 400 KB item limit, so that an append into a full part rewrites at most 64 write units.
 */
export const PART_BYTES = 64 * 1024;
/** Pieces one part's rewrite may make: a transaction carries at most 4 MB. */
const MAX_PIECES = 40;
export const SUMMARY_INDEX = 'summaries';
/** The summaries with each chunk's tile summaries (`st`, summary.ts). */
export const TILES_INDEX = 'tiles';
const META_SK = 'META';
const MAX_ATTEMPTS = 40;
const BUCKET_CONCURRENCY = 4;
/** Index entries carry 100 bytes of overhead beyond their projected attributes (AWS's rule). */
const INDEX_OVERHEAD = 100;
/** A rollup item with its summary: keys, generation, marks and the summary attributes. */
const ROLLUP_ITEM_BYTES = 300;

export interface ChannelMeta {
  readonly type: ValueType;
  readonly width: bigint;
}

/** The table this store needs (the `timeseries` resource definition), for tests that create a private copy. */
export function chunkTableInput(tableName: string): CreateTableCommandInput {
  const def = tables.find((t) => t.id === 'timeseries');
  if (!def) throw new Error('The resource definitions have no timeseries table.');
  return createTableInput(def, tableName);
}

const pk = (channel: string) => `CH#${channel}`;

interface StoredPart {
  readonly key: bigint;
  readonly version: number;
  readonly points: Point[];
  readonly size: number;
}

export class ChunkStore {
  private readonly metas = new Map<string, ChannelMeta>();

  /**
   * `maxAttempts`: conditional writes of one part tried before a conflict is answered 503 (a
   * smaller bound lets a test provoke the answer with real concurrent writers).
   */
  constructor(
    private readonly table: string,
    private readonly client: () => DynamoDBDocumentClient = dynamo,
    private readonly maxAttempts = MAX_ATTEMPTS,
  ) {}

  /** The channel's type and bucket width, or undefined before its first point. */
  async channelMeta(channel: string): Promise<ChannelMeta | undefined> {
    const cached = this.metas.get(channel);
    if (cached) return cached;
    const r = await this.client().send(
      new GetCommand({ TableName: this.table, Key: { pk: pk(channel), sk: META_SK }, ConsistentRead: true }),
    );
    if (!r.Item) return undefined;
    const type = valueTypes.find((t) => t === r.Item?.['ty']);
    if (type === undefined) throw new RangeError(`Channel ${channel} has an unknown value type.`);
    const meta = { type, width: BigInt(String(r.Item['w'])) };
    this.metas.set(channel, meta);
    return meta;
  }

  /**
   * Appends a batch. The batch is checked as a whole first (points.ts `checkBatch`, against the
   * channel's type if it has one): a refused batch writes nothing. Buckets are then written one
   * by one (a few at a time); a failure midway leaves the earlier buckets written, and repeating
   * the batch is harmless (a point with an existing timestamp replaces it).
   */
  async appendPoints(channel: string, points: readonly Point[]): Promise<WriteStats> {
    const batchType = checkBatch(points, (await this.channelMeta(channel))?.type);
    const meta = await this.ensureMeta(channel, batchType, points);
    if (meta.type !== batchType) checkBatch(points, meta.type);
    const stats = emptyStats();
    stats.points = points.length;
    const groups = [...groupByBucket(points, meta.width)];
    stats.buckets = groups.length;
    const windows = touchedWindows(
      meta.width,
      groups.map(([start]) => start),
    );
    await this.markWindows(channel, windows, 'start', stats);
    try {
      let next = 0;
      const worker = async () => {
        while (next < groups.length) {
          const [start, fresh] = groups[next++]!;
          addStats(stats, await this.writeBucket(channel, meta, start, fresh));
        }
      };
      await Promise.all(Array.from({ length: Math.min(BUCKET_CONCURRENCY, groups.length) }, worker));
    } finally {
      // Also after a failure midway: the buckets written so far have changed their windows.
      await this.markWindows(channel, windows, 'end', stats);
    }
    return stats;
  }

  /**
   * Marks the rollup windows a write touches (rollups.ts): at its start one more write in flight,
   * at its end one fewer, a new generation, and the stored summary dropped.
   */
  private async markWindows(
    channel: string,
    windows: readonly { level: RollupLevel; start: bigint }[],
    phase: 'start' | 'end',
    stats: WriteStats,
  ): Promise<void> {
    await Promise.all(
      windows.map(async ({ level, start }) => {
        await this.client().send(
          new UpdateCommand({
            TableName: this.table,
            Key: { pk: pk(channel), sk: rollupKey(level, start) },
            ...(phase === 'start'
              ? {
                  UpdateExpression: 'ADD w :one, g :zero SET dt = :now',
                  ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':now': Date.now() },
                }
              : {
                  UpdateExpression: `ADD w :minus, g :one REMOVE ${SUMMARY_ATTRIBUTES.join(', ')}`,
                  ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
                }),
          }),
        );
        stats.writeUnits += writeUnits(ROLLUP_ITEM_BYTES) + writeUnits(INDEX_OVERHEAD + 60);
        stats.itemsWritten++;
      }),
    );
  }

  /**
   * The summaries of the windows of `level` starting in [first, last] that hold points (one per
   * window, in time order), read consistently from the table. A stale window is computed from its
   * chunks and stored when no write into it is in flight (rollups.ts).
   */
  async rollupSummaries(channel: string, level: RollupLevel, first: bigint, last: bigint): Promise<ChunkSummary[]> {
    const meta = await this.channelMeta(channel);
    if (!meta) return [];
    const found: { start: bigint; item: Record<string, unknown> }[] = [];
    for await (const item of this.query({
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': pk(channel),
        ':from': rollupKey(level, first),
        ':to': rollupKey(level, last),
      },
      ConsistentRead: true,
    })) {
      found.push({ start: parseRollupKey(String(item['sk'])), item });
    }
    const out: (ChunkSummary | undefined)[] = new Array<ChunkSummary | undefined>(found.length);
    let next = 0;
    const worker = async () => {
      while (next < found.length) {
        const i = next++;
        const { start, item } = found[i]!;
        out[i] =
          item['n'] !== undefined
            ? summaryFromItem(meta.type, start, start, item)
            : await this.materialise(channel, meta, level, start, item);
      }
    };
    await Promise.all(Array.from({ length: Math.min(BUCKET_CONCURRENCY, found.length) }, worker));
    return out.filter((s): s is ChunkSummary => s !== undefined && s.count > 0);
  }

  /** A stale window's summary from its chunks; stored when nothing writes into the window. */
  private async materialise(
    channel: string,
    meta: ChannelMeta,
    level: RollupLevel,
    start: bigint,
    seen: Record<string, unknown>,
  ): Promise<ChunkSummary | undefined> {
    const parts: ChunkSummary[] = [];
    const [from, to] = chunkKeyRange(start, start + level.width - 1n, meta.width);
    for await (const item of this.query({
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk(channel), ':from': from, ':to': to },
      ProjectionExpression: ['sk', ...SUMMARY_ATTRIBUTES].join(', '),
      ConsistentRead: true,
    })) {
      const { start: bucket, partKey } = parseChunkKey(String(item['sk']));
      parts.push(summaryFromItem(meta.type, bucket, partKey, item));
    }
    const summary = combineStored(start, parts);
    const inFlight = Number(seen['w'] ?? 0) > 0 && Number(seen['dt'] ?? 0) > Date.now() - STALE_WRITE_MS;
    if (summary === undefined || inFlight) return summary;
    try {
      await this.client().send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: pk(channel), sk: rollupKey(level, start) },
          UpdateExpression: `SET ${Object.keys(summaryToItem(summary))
            .map((k) => `${k} = :${k}`)
            .join(', ')}`,
          ConditionExpression: 'g = :g AND (w <= :zero OR dt < :staleBefore)',
          ExpressionAttributeValues: {
            ...Object.fromEntries(Object.entries(summaryToItem(summary)).map(([k, v]) => [`:${k}`, v])),
            ':g': Number(seen['g'] ?? 0),
            ':zero': 0,
            ':staleBefore': Date.now() - STALE_WRITE_MS,
          },
        }),
      );
    } catch (err) {
      if (!isConflict(err)) throw err;
    }
    return summary;
  }

  private async ensureMeta(channel: string, type: ValueType, points: readonly Point[]): Promise<ChannelMeta> {
    const known = await this.channelMeta(channel);
    if (known) return known;
    const width = chooseWidth(points.map((p) => p.timestamp));
    try {
      await this.client().send(
        new PutCommand({
          TableName: this.table,
          Item: { pk: pk(channel), sk: META_SK, ty: type, w: width.toString() },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (err) {
      if (!isConflict(err)) throw err;
    }
    this.metas.delete(channel);
    const meta = await this.channelMeta(channel);
    if (!meta) throw new Error(`Channel ${channel} has no META item after creating it.`);
    return meta;
  }

  /** The part of `bucket` that holds timestamp t (the last with key ≤ t), read consistently; undefined for an empty bucket. */
  private async partHolding(channel: string, bucket: bigint, t: bigint): Promise<StoredPart | undefined> {
    const r = await this.client().send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': pk(channel), ':lo': chunkKey(bucket, bucket), ':hi': chunkKey(bucket, t) },
        ScanIndexForward: false,
        Limit: 1,
        ConsistentRead: true,
      }),
    );
    const item = r.Items?.[0];
    if (!item) return undefined;
    return {
      key: parseChunkKey(String(item['sk'])).partKey,
      version: Number(item['v']),
      points: decodeChunk(item['d'] as Uint8Array).points,
      size: itemSize(item),
    };
  }

  /** The key of the first part of `bucket` after timestamp t, if any. */
  private async nextPartKey(channel: string, bucket: bigint, t: bigint): Promise<bigint | undefined> {
    const r = await this.client().send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
        ExpressionAttributeValues: {
          ':pk': pk(channel),
          ':lo': chunkKey(bucket, t + 1n),
          ':hi': `${chunkPrefix(bucket)}~`,
        },
        ProjectionExpression: 'sk',
        Limit: 1,
        ConsistentRead: true,
      }),
    );
    const item = r.Items?.[0];
    return item ? parseChunkKey(String(item['sk'])).partKey : undefined;
  }

  /**
   * Writes the fresh points of one bucket (sorted, one per timestamp), part by part: the part
   * holding the first fresh point takes every fresh point up to the next part's key, is merged,
   * re-encoded and, past PART_BYTES, split by time into pieces (the first keeps the part's key,
   * each other is keyed by its first timestamp), and written on the condition that the part's
   * version is unchanged and the new keys are still free: one PutItem, or one transaction with
   * the pieces. On a conflict that part is read and merged again. A bucket may hold any number of
   * parts, and a write reads and rewrites only the parts its points fall into.
   */
  private async writeBucket(
    channel: string,
    { type, width }: ChannelMeta,
    bucket: bigint,
    fresh: readonly Point[],
  ): Promise<WriteStats> {
    const stats = emptyStats();
    let rest = fresh;
    for (let attempt = 0; rest.length > 0; ) {
      const holding = await this.partHolding(channel, bucket, rest[0]!.timestamp);
      const nextKey = holding ? await this.nextPartKey(channel, bucket, rest[0]!.timestamp) : undefined;
      let mine = nextKey === undefined ? rest : rest.slice(0, lowerBound(rest, nextKey));
      let pieces = splitParts(type, mergePoints(holding?.points ?? [], mine));
      if (pieces.length > MAX_PIECES) {
        // A transaction carries at most 4 MB: this round takes the points of the first MAX_PIECES pieces.
        const cut = pieces[MAX_PIECES]!.points[0]!.timestamp;
        mine = mine.slice(0, Math.max(1, lowerBound(mine, cut)));
        pieces = splitParts(type, mergePoints(holding?.points ?? [], mine));
      }
      const partKey = holding?.key ?? bucket;
      const items = pieces.map(({ points, data }, i) => {
        const key = i === 0 ? partKey : points[0]!.timestamp;
        return {
          pk: pk(channel),
          sk: chunkKey(bucket, key),
          v: i === 0 ? (holding?.version ?? 0) + 1 : 1,
          d: data,
          ...summaryToItem(summarize(type, bucket, key, points)),
          ...(keepsTiles(type)
            ? { st: tilesToAttribute(type, bucket, summarizeTiles(type, bucket, width, key, points)) }
            : {}),
        };
      });
      const free = { ConditionExpression: 'attribute_not_exists(pk)' };
      const unchanged = holding
        ? { ConditionExpression: 'v = :v', ExpressionAttributeValues: { ':v': holding.version } }
        : free;
      try {
        if (items.length === 1) {
          await this.client().send(new PutCommand({ TableName: this.table, Item: items[0], ...unchanged }));
        } else {
          const tx: TransactWriteCommandInput = {
            TransactItems: items.map((Item, i) => ({
              Put: { TableName: this.table, Item, ...(i === 0 ? unchanged : free) },
            })),
          };
          await this.client().send(new TransactWriteCommand(tx));
        }
      } catch (err) {
        if (!isConflict(err)) throw err;
        if (attempt + 1 >= this.maxAttempts) throw contended(err);
        attempt++;
        stats.conflicts++;
        await sleep(Math.random() * Math.min(200, 5 * 2 ** attempt));
        continue;
      }
      const transactional = items.length > 1;
      items.forEach((item, i) => {
        const size = i === 0 ? Math.max(itemSize(item), holding?.size ?? 0) : itemSize(item);
        stats.bytesWritten += itemSize(item);
        stats.writeUnits +=
          writeUnits(size, transactional) +
          writeUnits(indexEntrySize(item, SUMMARY_ATTRIBUTES), transactional) +
          writeUnits(indexEntrySize(item, TILE_ATTRIBUTES), transactional);
      });
      stats.itemsWritten += items.length;
      rest = rest.slice(mine.length);
      attempt = 0;
    }
    return stats;
  }

  /**
   * The points with start ≤ timestamp ≤ end, in time order, chunk by chunk: one paged Query over
   * the buckets that hold the range; a part wholly outside it (by its summary) is not decoded.
   */
  async *readChunks(channel: string, start: bigint, end: bigint): AsyncGenerator<Point[]> {
    checkRange(start, end);
    const meta = await this.channelMeta(channel);
    if (!meta) return;
    const [from, to] = chunkKeyRange(start, end, meta.width);
    for await (const item of this.query({
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk(channel), ':from': from, ':to': to },
      ProjectionExpression: 'd, t0, t1',
    })) {
      if (BigInt(String(item['t1'])) < start || BigInt(String(item['t0'])) > end) continue;
      const points = decodeChunk(item['d'] as Uint8Array).points;
      const out = points.slice(lowerBound(points, start), lowerBound(points, end + 1n));
      if (out.length > 0) yield out;
    }
  }

  async readRange(channel: string, start: bigint, end: bigint): Promise<Point[]> {
    const out: Point[] = [];
    for await (const chunk of this.readChunks(channel, start, end)) for (const p of chunk) out.push(p);
    return out;
  }

  /**
   * The summaries of the chunks of the buckets that hold [start, end], without their points, in
   * time order. Chunks at the edges may reach outside the range (compare `first`/`last` with it
   * and read those with `readChunks`). From the summary index (eventually consistent: a write
   * shows within a second on AWS), or with `consistent` from the table itself (reads whole items).
   * With `tiles`, each summary carries its tile summaries, from the tiles index (about eight times
   * the bytes of the summary index: for aggregates whose buckets cut chunks).
   */
  async readSummaries(
    channel: string,
    start: bigint,
    end: bigint,
    options: { consistent?: boolean; tiles?: boolean } = {},
  ): Promise<ChunkSummary[]> {
    checkRange(start, end);
    const meta = await this.channelMeta(channel);
    if (!meta) return [];
    const readPiece = async ([a, b]: [bigint, bigint]): Promise<ChunkSummary[]> => {
      const [from, to] = chunkKeyRange(a, b, meta.width);
      const out: ChunkSummary[] = [];
      for await (const item of this.query({
        TableName: this.table,
        ...(options.consistent ? { ConsistentRead: true } : { IndexName: options.tiles ? TILES_INDEX : SUMMARY_INDEX }),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pk(channel), ':from': from, ':to': to },
        ProjectionExpression: ['sk', ...(options.tiles ? TILE_ATTRIBUTES : SUMMARY_ATTRIBUTES)].join(', '),
      })) {
        const { start: bucket, partKey } = parseChunkKey(String(item['sk']));
        out.push(summaryFromItem(meta.type, bucket, partKey, item));
      }
      return out;
    };
    return (await Promise.all(bucketPieces(start, end, meta.width).map(readPiece))).flat();
  }

  /**
   * Deletes up to `batchLimit` items of the channel (chunks in time order, its META item last):
   * one bounded step of a background deletion. `done` once nothing of the channel is left.
   */
  async deleteChannelChunks(channel: string, batchLimit: number): Promise<{ deleted: number; done: boolean }> {
    this.metas.delete(channel);
    const r = await this.client().send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk(channel) },
        ProjectionExpression: 'pk, sk',
        Limit: batchLimit,
        ConsistentRead: true,
      }),
    );
    const keys = (r.Items ?? []).map((i) => ({ pk: String(i['pk']), sk: String(i['sk']) }));
    for (let i = 0; i < keys.length; i += 25) {
      let pending: { DeleteRequest: { Key: Record<string, unknown> } }[] = keys
        .slice(i, i + 25)
        .map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt >= MAX_ATTEMPTS)
          throw new Error(`DynamoDB left ${pending.length} deletions of channel ${channel} unprocessed.`);
        if (attempt > 0) await sleep(Math.min(1000, 20 * 2 ** attempt));
        const w = await this.client().send(new BatchWriteCommand({ RequestItems: { [this.table]: pending } }));
        pending = (w.UnprocessedItems?.[this.table] ?? []).flatMap((u) =>
          u.DeleteRequest?.Key ? [{ DeleteRequest: { Key: u.DeleteRequest.Key } }] : [],
        );
      }
    }
    return { deleted: keys.length, done: r.LastEvaluatedKey === undefined && keys.length < batchLimit };
  }

  /**
   * The items of a paged Query, the next page asked for while this one's items are used (a long
   * raw read decodes and writes a page in about the time DynamoDB takes to read the next). A
   * consumer that stops early leaves at most one page read for nothing.
   */
  private async *query(input: QueryCommandInput): AsyncGenerator<Record<string, unknown>> {
    const page = (cursor?: Record<string, unknown>) => {
      const p = this.client().send(new QueryCommand({ ...input, ...(cursor ? { ExclusiveStartKey: cursor } : {}) }));
      p.catch(() => undefined); // awaited below, unless the consumer stopped first
      return p;
    };
    let next = page();
    for (;;) {
      const r = await next;
      const cursor = r.LastEvaluatedKey;
      if (cursor) next = page(cursor);
      for (const item of r.Items ?? []) yield item;
      if (!cursor) return;
    }
  }
}

/** Buckets one Query of summaries reads before the range is cut into pieces read at once. */
export const SUMMARY_PIECE_BUCKETS = 128n;
/** At most this many pieces (concurrent Queries) per summary read. */
export const SUMMARY_PIECES = 4n;

/**
 * [start, end] cut at bucket borders into up to SUMMARY_PIECES ranges of about equal numbers of
 * buckets (at least SUMMARY_PIECE_BUCKETS each), in time order: the summaries of a long range are
 * read by concurrent Queries, which DynamoDB answers sooner than one long one (DynamoDB Local's
 * Query time grows faster than the items it returns: 626 summaries took 180–280 ms in one Query,
 * 70–90 ms in four). Each bucket lies in exactly one piece.
 */
export function bucketPieces(start: bigint, end: bigint, width: bigint): [bigint, bigint][] {
  const first = start - (start % width);
  const buckets = (end - (end % width) - first) / width + 1n;
  let n = buckets / SUMMARY_PIECE_BUCKETS;
  if (n > SUMMARY_PIECES) n = SUMMARY_PIECES;
  if (n < 2n) return [[start, end]];
  const out: [bigint, bigint][] = [];
  let from = start;
  for (let k = 1n; k < n; k++) {
    const border = first + ((buckets * k) / n) * width;
    out.push([from, border - 1n]);
    from = border;
  }
  out.push([from, end]);
  return out;
}

/** Encodes sorted points into as few parts as keep each under PART_BYTES, halving by count. */
export function splitParts(
  type: ValueType,
  points: readonly Point[],
): { points: readonly Point[]; data: Uint8Array }[] {
  const data = encodeChunk(type, points);
  if (data.length <= PART_BYTES || points.length < 2) return [{ points, data }];
  const mid = Math.ceil(points.length / 2);
  return [...splitParts(type, points.slice(0, mid)), ...splitParts(type, points.slice(mid))];
}

function indexEntrySize(item: Record<string, unknown>, attributes: readonly string[]): number {
  const projected: Record<string, unknown> = { pk: item['pk'], sk: item['sk'] };
  for (const a of attributes) if (item[a] !== undefined) projected[a] = item[a];
  return itemSize(projected) + INDEX_OVERHEAD;
}

function checkRange(start: bigint, end: bigint): void {
  if (!isTimestamp(start))
    throw badRequest('start must be an integer number of nanoseconds between 0 and 2^63-1.', {
      violations: [{ field: 'start', message: 'out of range' }],
    });
  if (!isTimestamp(end))
    throw badRequest('end must be an integer number of nanoseconds between 0 and 2^63-1.', {
      violations: [{ field: 'end', message: 'out of range' }],
    });
  if (start > end)
    throw badRequest('start is after end.', { violations: [{ field: 'start', message: 'must not be after end' }] });
}

/**
 * A lost race on a conditional write. By name as well as class: a bundle or the local gateway may
 * load another copy of the SDK than the one that threw, and `instanceof` then misses it.
 */
export function isConflict(err: unknown): boolean {
  if (err instanceof ConditionalCheckFailedException) return true;
  const name = err instanceof Error ? err.name : undefined;
  if (name === 'ConditionalCheckFailedException' || name === 'TransactionConflictException') return true;
  if (!(err instanceof TransactionCanceledException) && name !== 'TransactionCanceledException') return false;
  const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict');
}

/** Writers kept winning the race for one part past every retry: retryable, never a 500. */
function contended(cause: unknown): ProblemError {
  return new ProblemError(
    'service.unavailable',
    'Concurrent writes into the same timeseries chunk kept conflicting; retry the batch (repeating it is harmless).',
    {},
    { cause, headers: { 'Retry-After': '1' } },
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
