import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../platform/aws/clients.ts';
import { settleWithin } from '../../platform/dependencies.ts';
import { logger } from '../../platform/observability/logger.ts';
import { outsideRequest } from '../../platform/request-deadline.ts';

/**
 * Usage of the legacy shelf, kept as counters (one conditional-free UpdateItem per legacy
 * request, as before, never a scan of provenance): one item per UTC day and operation in the
 * provenance table (pk `META`, sk `legacy-stats#<yyyy-mm-dd>#<operationId>`, beside the day set
 * every capturing function already updates) holding the operation's count that day, the set of its
 * callers and its last call. An item stays small however many operations a caller uses (its caller
 * set is one operation's), and the window is one Query over the days' key range. Operators read it
 * at GET /v2/admin/legacy/v1/stats to judge when to switch the shelf off. Items of the earlier
 * layout (one per day, `legacy-stats#<day>`, counts per operation as `op_<operationId>`) are read
 * too: they add their counts and callers, without per-operation callers or last calls.
 */
const PK = 'META';
const PREFIX = 'legacy-stats#';
const skOf = (day: string, operationId: string) => `${PREFIX}${day}#${operationId}`;
const OP_PREFIX = 'op_';
/** Recording never holds a legacy answer up for longer than this. */
const RECORD_WAIT_MS = 150;
const ANONYMOUS = '(anonymous)';

export async function recordLegacyCall(
  operationId: string,
  caller: string | undefined,
  at = new Date(),
): Promise<void> {
  // Outlives the request when slow, so it runs outside the request's budget (not cancelled when it ends).
  const write = outsideRequest(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('provenance'),
        Key: { pk: PK, sk: skOf(at.toISOString().slice(0, 10), operationId) },
        UpdateExpression: 'ADD #calls :one, #callers :caller SET #last = :now, #op = :opName',
        ExpressionAttributeNames: {
          '#calls': 'calls',
          '#callers': 'callers',
          '#last': 'lastCallAt',
          '#op': 'operation',
        },
        ExpressionAttributeValues: {
          ':one': 1,
          ':caller': new Set([caller ?? ANONYMOUS]),
          ':now': at.toISOString(),
          ':opName': operationId,
        },
      }),
    ),
  ).then(
    () => undefined,
    (error: unknown) => {
      // Statistics are best effort: a store hiccup must not fail a legacy call.
      logger.warn('legacy-stats: a call was not counted', { error: error as Error, operationId });
    },
  );
  await settleWithin(write, RECORD_WAIT_MS, undefined);
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
