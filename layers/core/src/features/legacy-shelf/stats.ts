import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../platform/aws/clients.ts';
import { settleWithin } from '../../platform/dependencies.ts';
import { logger } from '../../platform/observability/logger.ts';
import { outsideRequest } from '../../platform/request-deadline.ts';

/**
 * Usage of the legacy shelf, kept as counters (one conditional-free UpdateItem per legacy
 * request, never a scan of provenance): one item per UTC day in the provenance table (pk `META`,
 * sk `legacy-stats#<yyyy-mm-dd>`, beside the day set every capturing function already updates)
 * holding a count per operation (`op_<operationId>`), the total, the set of callers and the last
 * call. Operators read it at GET /v2/admin/legacy/v1/stats to judge when to switch the shelf off.
 */
const PK = 'META';
const skOf = (day: string) => `legacy-stats#${day}`;
const OP_PREFIX = 'op_';
/** Recording never holds a legacy answer up for longer than this. */
const RECORD_WAIT_MS = 150;

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
        Key: { pk: PK, sk: skOf(at.toISOString().slice(0, 10)) },
        UpdateExpression: 'ADD #op :one, #total :one, #callers :caller SET #last = :now, #lastOp = :opName',
        ExpressionAttributeNames: {
          '#op': `${OP_PREFIX}${operationId}`,
          '#total': 'total',
          '#callers': 'callers',
          '#last': 'lastCallAt',
          '#lastOp': 'lastOperation',
        },
        ExpressionAttributeValues: {
          ':one': 1,
          ':caller': new Set([caller ?? '(anonymous)']),
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

export interface LegacyStats {
  from: string;
  to: string;
  total: number;
  distinctCallers: number;
  lastCallAt: string | null;
  lastOperation: string | null;
  perOperation: Record<string, number>;
  perDay: { day: string; total: number; distinctCallers: number; perOperation: Record<string, number> }[];
}

/** The last `days` UTC days (today included): one BatchGetItem of `days` keys. */
export async function legacyStats(days: number, now = new Date()): Promise<LegacyStats> {
  const dayList = Array.from({ length: days }, (_, i) =>
    new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < dayList.length; i += 100) {
    const keys = dayList.slice(i, i + 100).map((d) => ({ pk: PK, sk: skOf(d) }));
    const r = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [tableName('provenance')]: { Keys: keys, ConsistentRead: true } } }),
    );
    items.push(...(r.Responses?.[tableName('provenance')] ?? []));
  }
  const byDay = new Map(items.map((it) => [String(it['sk']).slice('legacy-stats#'.length), it]));
  const callers = new Set<string>();
  const perOperation: Record<string, number> = {};
  let lastCallAt: string | null = null;
  let lastOperation: string | null = null;
  const perDay = dayList.flatMap((day) => {
    const it = byDay.get(day);
    if (!it) return [];
    const ops: Record<string, number> = {};
    for (const [k, v] of Object.entries(it)) {
      if (!k.startsWith(OP_PREFIX)) continue;
      const op = k.slice(OP_PREFIX.length);
      ops[op] = Number(v);
      perOperation[op] = (perOperation[op] ?? 0) + Number(v);
    }
    const dayCallers = it['callers'] instanceof Set ? [...(it['callers'] as Set<string>)] : [];
    for (const c of dayCallers) callers.add(c);
    if (typeof it['lastCallAt'] === 'string' && (lastCallAt === null || it['lastCallAt'] > lastCallAt)) {
      lastCallAt = it['lastCallAt'];
      lastOperation = typeof it['lastOperation'] === 'string' ? it['lastOperation'] : null;
    }
    return [{ day, total: Number(it['total'] ?? 0), distinctCallers: dayCallers.length, perOperation: ops }];
  });
  return {
    from: dayList[0] ?? '',
    to: dayList.at(-1) ?? '',
    total: perDay.reduce((n, d) => n + d.total, 0),
    distinctCallers: callers.size,
    lastCallAt,
    lastOperation,
    perOperation,
    perDay,
  };
}
