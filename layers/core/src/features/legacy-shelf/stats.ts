import { randomInt } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../platform/aws/clients.ts';
import { logger } from '../../platform/observability/logger.ts';
import { outsideRequest } from '../../platform/request-deadline.ts';
import { CallTally, type PendingCount } from './call-tally.ts';

/**
 * Usage of the legacy shelf, kept as counters (never a scan of provenance), off the request path:
 * a legacy answer only adds its call to the sandbox's tally in memory (call-tally.ts); the tally
 * is written right after the answer, by one writer per sandbox that takes everything that
 * accumulated while its previous write ran, so a busy sandbox writes once per round trip to
 * DynamoDB, not once per request, and no answer waits for a write. Each write is one
 * conditional-free UpdateItem per UTC day and operation on one of SHARDS counter items (pk
 * `META`, sk `legacy-stats#<yyyy-mm-dd>#<operationId>#<shard>`, in the provenance table beside the
 * day set every capturing function already updates; the shard is chosen once per sandbox), so
 * no single item takes every call of the shelf. An item holds one operation's count that day,
 * the set of its callers and its last call. Operators read the window at
 * GET /v2/admin/legacy/v1/stats (one Query over the days' key range, shards summed) to judge when
 * to switch the shelf off. Items of earlier layouts count too: unsharded per-operation items
 * (`legacy-stats#<day>#<operationId>`), and one-per-day items (`legacy-stats#<day>`, counts per
 * operation as `op_<operationId>`, without per-operation callers or last calls).
 *
 * Recording stays best effort: a failed write is logged and its calls are lost. On Lambda a
 * sandbox frozen right after its answer finishes the write when it next thaws; calls of a sandbox
 * reclaimed before that are lost (at most its last round trip's).
 */
const PK = 'META';
const PREFIX = 'legacy-stats#';
/** Counter items per day and operation: spreads the shelf's writes over this many keys. */
export const SHARDS = 8;
const shard = randomInt(SHARDS);
const skOf = (day: string, operationId: string) => `${PREFIX}${day}#${operationId}#${shard}`;
const OP_PREFIX = 'op_';
const ANONYMOUS = '(anonymous)';

const tally = new CallTally();
let writing: Promise<void> | undefined;
/** Calls counted by this sandbox, and of them those whose write has ended (written or failed). */
let counted = 0;
let written = 0;
/** Flushes waiting for `written` to advance. */
const waiters = new Set<() => void>();
/** How long a flush waits at most (the stats read answers what is stored by then). */
export const FLUSH_TIMEOUT_MS = 3_000;

/** Counts one answered legacy call; returns at once (the write follows the answer). */
export function countLegacyCall(operationId: string, caller: string | undefined, at = new Date()): void {
  tally.add(operationId, caller ?? ANONYMOUS, at);
  counted++;
  if (writing === undefined) writing = writeTally();
}

/**
 * Waits until this sandbox has written every call it counted before the flush began (calls
 * counted meanwhile are not waited for, so steady traffic cannot hold it), at most `timeoutMs`.
 * Answers whether they were all written in time.
 */
export async function flushLegacyCalls(timeoutMs = FLUSH_TIMEOUT_MS): Promise<boolean> {
  const target = counted;
  const deadline = Date.now() + timeoutMs;
  while (written < target) {
    if (writing === undefined) writing = writeTally();
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, left);
      waiters.add(done);
    });
  }
  return true;
}

/** The one writer of the sandbox: after the current answer, writes the tally until it stays empty. */
function writeTally(): Promise<void> {
  // Outside the request (its deadline and cancellation), and after the answer: setImmediate.
  return outsideRequest(async () => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      while (tally.size > 0) {
        const upTo = counted; // drain() takes exactly the calls counted so far (both synchronous)
        await Promise.all(tally.drain().map(writeCount));
        written = upTo;
        for (const wake of [...waiters]) wake();
      }
    } finally {
      writing = undefined;
    }
  });
}

async function writeCount(p: PendingCount): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('provenance'),
        Key: { pk: PK, sk: skOf(p.day, p.operationId) },
        UpdateExpression: 'ADD #calls :n, #callers :callers SET #last = :last, #op = :opName',
        ExpressionAttributeNames: {
          '#calls': 'calls',
          '#callers': 'callers',
          '#last': 'lastCallAt',
          '#op': 'operation',
        },
        ExpressionAttributeValues: {
          ':n': p.calls,
          ':callers': p.callers,
          ':last': p.lastCallAt,
          ':opName': p.operationId,
        },
      }),
    );
  } catch (error) {
    // Statistics are best effort: a store hiccup must not fail a legacy call.
    logger.warn('legacy-stats: calls were not counted', {
      error: error as Error,
      operationId: p.operationId,
      calls: p.calls,
    });
  }
}

export interface OperationStats {
  calls: number;
  distinctCallers: number;
  lastCallAt: string | null;
}

export interface LegacyStats {
  from: string;
  to: string;
  total: number;
  distinctCallers: number;
  lastCallAt: string | null;
  lastOperation: string | null;
  perOperation: Record<string, number>;
  operations: Record<string, OperationStats>;
  perDay: { day: string; total: number; distinctCallers: number; perOperation: Record<string, number> }[];
}

const later = (a: string | null, b: unknown): string | null => (typeof b === 'string' && (a === null || b > a) ? b : a);
const stringsOf = (v: unknown): string[] => (v instanceof Set ? [...(v as Set<string>)].map(String) : []);

/** The items of the window, old layout and new, in key order: one Query, paged. */
async function windowItems(from: string, to: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await dynamo().send(
      new QueryCommand({
        TableName: tableName('provenance'),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        // '$' sorts right after '#': every item of the last day, whichever its operation.
        ExpressionAttributeValues: { ':pk': PK, ':from': `${PREFIX}${from}`, ':to': `${PREFIX}${to}$` },
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(r.Items ?? []));
    start = r.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The last `days` UTC days (today included). */
export async function legacyStats(days: number, now = new Date()): Promise<LegacyStats> {
  // What this sandbox counted before this read and has not written yet shows too (waited for at
  // most FLUSH_TIMEOUT_MS; calls counted meanwhile may show or not).
  await flushLegacyCalls();
  const dayList = Array.from({ length: days }, (_, i) =>
    new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
  return statsOf(dayList, await windowItems(dayList[0] ?? '', dayList.at(-1) ?? ''));
}

/** The figures of the days of `dayList` (ascending) from their stored items, either layout. */
export function statsOf(dayList: readonly string[], items: readonly Record<string, unknown>[]): LegacyStats {
  const from = dayList[0] ?? '';
  const to = dayList.at(-1) ?? '';
  const callers = new Set<string>();
  const perOperation: Record<string, number> = {};
  const opCallers = new Map<string, Set<string>>();
  const operations: Record<string, OperationStats> = {};
  const byDay = new Map<string, { total: number; callers: Set<string>; perOperation: Record<string, number> }>();
  let lastCallAt: string | null = null;
  let lastOperation: string | null = null;
  const dayOf = (day: string) => {
    const d = byDay.get(day) ?? { total: 0, callers: new Set<string>(), perOperation: {} };
    byDay.set(day, d);
    return d;
  };
  const opOf = (op: string) => (operations[op] ??= { calls: 0, distinctCallers: 0, lastCallAt: null });
  for (const it of items) {
    const [day = '', op] = String(it['sk']).slice(PREFIX.length).split('#', 2);
    if (day < from || day > to) continue;
    const d = dayOf(day);
    const itemCallers = stringsOf(it['callers']);
    for (const c of itemCallers) {
      callers.add(c);
      d.callers.add(c);
    }
    const at = typeof it['lastCallAt'] === 'string' ? it['lastCallAt'] : null;
    if (op === undefined) {
      // The earlier layout: a day's counts per operation, its callers and its last call.
      for (const [k, v] of Object.entries(it)) {
        if (!k.startsWith(OP_PREFIX)) continue;
        const name = k.slice(OP_PREFIX.length);
        d.perOperation[name] = (d.perOperation[name] ?? 0) + Number(v);
        opOf(name).calls += Number(v);
      }
      d.total += Number(it['total'] ?? 0);
      if (at !== null && later(lastCallAt, at) === at) {
        lastCallAt = at;
        lastOperation = typeof it['lastOperation'] === 'string' ? it['lastOperation'] : null;
      }
      continue;
    }
    const calls = Number(it['calls'] ?? 0);
    d.total += calls;
    d.perOperation[op] = (d.perOperation[op] ?? 0) + calls;
    const o = opOf(op);
    o.calls += calls;
    o.lastCallAt = later(o.lastCallAt, at);
    const set = opCallers.get(op) ?? new Set<string>();
    opCallers.set(op, set);
    for (const c of itemCallers) set.add(c);
    if (at !== null && later(lastCallAt, at) === at) {
      lastCallAt = at;
      lastOperation = op;
    }
  }
  for (const [op, o] of Object.entries(operations)) {
    perOperation[op] = o.calls;
    o.distinctCallers = opCallers.get(op)?.size ?? 0;
  }
  const perDay = dayList.flatMap((day) => {
    const d = byDay.get(day);
    return d ? [{ day, total: d.total, distinctCallers: d.callers.size, perOperation: d.perOperation }] : [];
  });
  return {
    from,
    to,
    total: perDay.reduce((n, d) => n + d.total, 0),
    distinctCallers: callers.size,
    lastCallAt,
    lastOperation,
    perOperation,
    operations,
    perDay,
  };
}
