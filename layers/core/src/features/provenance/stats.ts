import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../platform/aws/clients.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { notFound } from '../../kernel/problem.ts';
import { requireAccess } from '../../access/permissions/gate.ts';
import type { Principal } from '../../kernel/principal.ts';
import type { ActionKind } from './activity.ts';

/**
 * `GET /v2/provenance/stats?scope=collection&id=<id>`: aggregates of the activities recorded in
 * one Collection. Field names (documented in the OpenAPI document):
 * - `totals`: `activities`, distinct `agents`, `firstAtMillis`/`lastAtMillis` (null when none);
 * - `byActionKind`: a histogram over CREATE, READ, UPDATE, DELETE, EXECUTE (zeros included);
 * - `sparkline`: `bucket` (`day`), `days` buckets ending with today (UTC), `fromMillis`, and
 *   `counts` per bucket, oldest first;
 * - `cumulative`: the running total at the end of each sparkline bucket, counting every earlier
 *   activity too (the integral of the activity rate), so its last value equals `totals.activities`.
 */
export const SPARKLINE_DAYS = 30;
const DAY_MS = 86_400_000;
const KINDS: readonly ActionKind[] = ['CREATE', 'READ', 'UPDATE', 'DELETE', 'EXECUTE'];

export interface CollectionStats {
  scope: 'collection';
  collectionId: number;
  collectionAppId: string;
  totals: { activities: number; agents: number; firstAtMillis: number | null; lastAtMillis: number | null };
  byActionKind: Record<ActionKind, number>;
  sparkline: { bucket: 'day'; days: number; fromMillis: number; counts: number[] };
  cumulative: number[];
}

/** The Collection by legacy id or appId; 404 when it does not exist. */
async function resolveCollection(id: string): Promise<{ id: number; appId: string }> {
  const numeric = /^\d{1,15}$/.test(id);
  const r = await readQuery<{ id: number; appId: string }>(
    numeric
      ? 'MATCH (c:Collection {id: $id}) RETURN c.id AS id, c.appId AS appId'
      : 'MATCH (c:Collection {appId: $appId}) RETURN c.id AS id, c.appId AS appId',
    numeric ? { id: cypherInt(Number(id)) } : { appId: id },
  );
  const row = r.records[0];
  if (!row) throw notFound(`Collection ${id} does not exist.`);
  return { id: Number(row.get('id')), appId: String(row.get('appId')) };
}

interface Row {
  startedAtMillis: number;
  actionKind: ActionKind;
  agentUsername: string;
}

/** Legacy routes record the Collection by its int id, /v2 routes by appId: both partitions count. */
async function collectionRows(keys: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const key of keys) {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({
          TableName: tableName('provenance'),
          IndexName: 'byCollection',
          KeyConditionExpression: 'collectionPk = :c',
          ExpressionAttributeValues: { ':c': `COLL#${key}` },
          ProjectionExpression: 'startedAtMillis, actionKind, agentUsername',
          ExclusiveStartKey,
        }),
      );
      for (const i of page.Items ?? [])
        rows.push({
          startedAtMillis: Number(i['startedAtMillis']),
          actionKind: i['actionKind'] as ActionKind,
          agentUsername: String(i['agentUsername']),
        });
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }
  return rows;
}

export function aggregate(
  rows: readonly Row[],
  now: number,
  days = SPARKLINE_DAYS,
): Omit<CollectionStats, 'scope' | 'collectionId' | 'collectionAppId'> {
  const byActionKind = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<ActionKind, number>;
  const fromMillis = (Math.floor(now / DAY_MS) - (days - 1)) * DAY_MS;
  const counts = new Array<number>(days).fill(0);
  let before = 0;
  let first: number | null = null;
  let last: number | null = null;
  for (const r of rows) {
    byActionKind[r.actionKind] = (byActionKind[r.actionKind] ?? 0) + 1;
    first = first === null ? r.startedAtMillis : Math.min(first, r.startedAtMillis);
    last = last === null ? r.startedAtMillis : Math.max(last, r.startedAtMillis);
    const bucket = Math.floor((r.startedAtMillis - fromMillis) / DAY_MS);
    if (bucket < 0) before++;
    else if (bucket < days) counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  let running = before;
  const cumulative = counts.map((c) => (running += c));
  return {
    totals: {
      activities: rows.length,
      agents: new Set(rows.map((r) => r.agentUsername)).size,
      firstAtMillis: first,
      lastAtMillis: last,
    },
    byActionKind,
    sparkline: { bucket: 'day', days, fromMillis, counts },
    cumulative,
  };
}

/** Read on the Collection is required (admins bypass); a missing Collection is 404, no Read is 403. */
export async function collectionStats(caller: Principal, id: string, now = Date.now()): Promise<CollectionStats> {
  const c = await resolveCollection(id);
  await requireAccess(caller, { kind: 'Collection', id: c.id }, 'read');
  const rows = await collectionRows([String(c.id), c.appId]);
  return { scope: 'collection', collectionId: c.id, collectionAppId: c.appId, ...aggregate(rows, now) };
}
