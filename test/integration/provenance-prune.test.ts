import { randomUUID } from 'node:crypto';
import {
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  ScanCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../layers/core/src/platform/resources/definitions.ts';
import { createTable } from '../../localstack/src/provision.ts';
import { awsEndpoint, dynamodbEndpoint, localAwsCredentials } from '../../localstack/src/local-env.ts';
import type { Activity } from '../../layers/core/src/features/provenance/activity.ts';
import { asFunction } from '../../layers/core/src/platform/observability/aws-calls.ts';
import { sortKey } from '../../layers/core/src/features/provenance/keys.ts';

// Pruning keeps resumable progress state, so every test gets a fresh table provisioned from the
// same definition the stack uses, and calls the domain functions in this process against it.
const ddb = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamodbEndpoint, credentials: localAwsCredentials });
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 12);
let store: typeof import('../../layers/core/src/features/provenance/store.ts');
let prune: typeof import('../../layers/core/src/features/provenance/prune.ts');

// Integration files share one process: put back every variable this file changes.
const saved = Object.fromEntries(
  [
    'SVC_AWS_ENDPOINT',
    'SVC_AWS_DYNAMODB_ENDPOINT',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'LOG_LEVEL',
    'SVC_TABLE_PROVENANCE',
  ].map((k) => [k, process.env[k]]),
);
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

beforeAll(async () => {
  Object.assign(process.env, {
    SVC_AWS_ENDPOINT: awsEndpoint,
    SVC_AWS_DYNAMODB_ENDPOINT: dynamodbEndpoint,
    AWS_ACCESS_KEY_ID: localAwsCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localAwsCredentials.secretAccessKey,
    LOG_LEVEL: 'ERROR',
  });
  store = await import('../../layers/core/src/features/provenance/store.ts');
  prune = await import('../../layers/core/src/features/provenance/prune.ts');
});

/** The scheduled job's code, run as that function: the IAM check (test/iam/) then sees its AWS calls. */
const runPrune = (opts: Parameters<typeof prune.pruneProvenance>[0]) =>
  asFunction('provenance-prune', () => prune.pruneProvenance(opts));

async function freshTable(): Promise<string> {
  const name = `svc-test-provenance-${randomUUID().slice(0, 8)}`;
  await createTable(ddb, tables.find((t) => t.id === 'provenance')!, name);
  process.env['SVC_TABLE_PROVENANCE'] = name;
  return name;
}

const activity = (ageDays: number, i = 0): Activity => ({
  appId: randomUUID(),
  actionKind: 'UPDATE',
  targetKind: 'Thing',
  targetAppId: `t-${ageDays}-${i}`,
  agentUsername: 'pruner',
  summary: 'x',
  startedAtMillis: NOW - ageDays * DAY - i,
  endedAtMillis: NOW - ageDays * DAY - i,
  method: 'PUT',
  path: '/x',
  status: 200,
  originInstance: 'test',
});

async function rows(table: string): Promise<string[]> {
  const r = await ddb.send(new ScanCommand({ TableName: table }));
  return (r.Items ?? [])
    .filter((i) => i['pk']?.S?.startsWith('DAY#'))
    .map((i) => i['targetAppId']?.S ?? '')
    .sort();
}

async function seed(ages: number[]): Promise<void> {
  for (const a of ages) await store.putActivity(activity(a));
}

describe('provenance retention', () => {
  it('a negative retention keeps everything', async () => {
    const t = await freshTable();
    await seed([1000, 400, 1]);
    expect(await runPrune({ retentionDays: -1, now: NOW })).toMatchObject({ deleted: 0, complete: true });
    expect(await rows(t)).toHaveLength(3);
  });

  it('zero retention deletes everything older than now', async () => {
    const t = await freshTable();
    await seed([30, 2, 0.01]);
    const r = await runPrune({ retentionDays: 0, now: NOW });
    expect(r).toMatchObject({ deleted: 3, complete: true });
    expect(await rows(t)).toEqual([]);
  });

  it('a positive retention deletes exactly the older rows, idempotently, and lists stay right', async () => {
    const t = await freshTable();
    await seed([45, 31, 29, 1]);
    expect(await runPrune({ retentionDays: 30, now: NOW })).toMatchObject({ deleted: 2, complete: true });
    expect(await rows(t)).toEqual(['t-1-0', 't-29-0']);
    expect(await runPrune({ retentionDays: 30, now: NOW })).toMatchObject({ deleted: 0, complete: true });
    const listed = await store.queryActivities({ limit: 10 }, NOW);
    expect(listed.map((a) => a.targetAppId)).toEqual(['t-1-0', 't-29-0']);
    expect(await store.countActivities({}, NOW)).toBe(2);
  });

  it('stops at its batch bound and resumes where it stopped', async () => {
    const t = await freshTable();
    for (let i = 0; i < 30; i++) await store.putActivity(activity(100, i));
    await seed([2]);
    const first = await runPrune({ retentionDays: 10, now: NOW, maxDeletes: 10 });
    expect(first.complete).toBe(false);
    expect(first.deleted).toBeGreaterThanOrEqual(10);
    let total = first.deleted;
    for (let i = 0; i < 10; i++) {
      const next = await runPrune({ retentionDays: 10, now: NOW, maxDeletes: 10 });
      total += next.deleted;
      if (next.complete) break;
    }
    expect(total).toBe(30);
    expect(await rows(t)).toEqual(['t-2-0']);
  });
});

describe('provenance counts from per-day counters', () => {
  const TODAY = Math.floor(Date.now() / DAY) * DAY;
  const DAY0 = TODAY + 10 * DAY;
  const at = (day: number, ms: number, agent: string, kind: string, target: string): Activity => ({
    ...activity(0),
    startedAtMillis: DAY0 + day * DAY + ms,
    endedAtMillis: DAY0 + day * DAY + ms,
    agentUsername: agent,
    targetKind: kind,
    targetAppId: target,
  });
  const seeded = [
    at(0, 1_000, 'ada', 'DataObject', 'd1'),
    at(0, 2_000, 'ada', 'Collection', 'c1'),
    at(1, 5, 'grace', 'DataObject', 'd1'),
    at(1, 60_000, 'ada', 'DataObject', 'd2'),
    at(2, 0, 'ada', 'DataObject', 'd1'),
    at(2, DAY - 1, 'grace', 'DataObject', 'd3'),
  ];
  type Case = { agent?: string; kind?: string; target?: string; since?: number; until?: number };
  const matches = (c: Case) => (a: Activity) =>
    (c.agent === undefined || a.agentUsername === c.agent) &&
    (c.kind === undefined || a.targetKind === c.kind) &&
    (c.target === undefined || a.targetAppId === c.target) &&
    (c.since === undefined || a.startedAtMillis >= c.since) &&
    (c.until === undefined || a.startedAtMillis <= c.until);
  const filterOf = (c: Case) => ({
    ...(c.agent ? { agent: c.agent } : {}),
    ...(c.kind ? { targetKind: c.kind } : {}),
    ...(c.target ? { targetAppId: c.target } : {}),
    ...(c.since !== undefined ? { since: c.since } : {}),
    ...(c.until !== undefined ? { until: c.until } : {}),
  });
  const cases: Case[] = [
    {},
    { agent: 'grace' },
    { kind: 'DataObject' },
    { target: 'd1' },
    { agent: 'ada', since: DAY0 + 1_500 },
    { agent: 'ada', since: DAY0 + DAY, until: DAY0 + 2 * DAY - 1 },
    { kind: 'DataObject', since: DAY0 + 10, until: DAY0 + 2 * DAY },
    { agent: 'ada', kind: 'DataObject' },
    { since: DAY0 + DAY + 6, until: DAY0 + DAY + 59_999 },
    { since: TODAY, until: TODAY + DAY - 1 },
  ];
  const later = DAY0 + 5 * DAY;
  const dayPk = (ms: number) => `DAY#${new Date(ms).toISOString().slice(0, 10)}`;
  /** Deletes a row behind the counters' back. */
  const dropRow = (t: string, a: Activity) =>
    ddb.send(
      new DeleteItemCommand({
        TableName: t,
        Key: { pk: { S: dayPk(a.startedAtMillis) }, sk: { S: sortKey(a.startedAtMillis, a.appId) } },
      }),
    );

  it('on a new table every day is counted: a count reads counters, not rows', async () => {
    const t = await freshTable();
    const today = { ...activity(0), startedAtMillis: Date.now(), agentUsername: 'ada' };
    const all = [today, ...seeded];
    for (const a of all) await store.putActivity(a);
    for (const c of cases) {
      expect(await store.countActivities(filterOf(c), later), JSON.stringify(c)).toBe(all.filter(matches(c)).length);
    }
    // A row removed behind their back still counts where its whole day is counted, and no longer
    // counts where its day is an edge of the range (read from the rows).
    await dropRow(t, seeded[2]!);
    expect(await store.countActivities({ agent: 'grace', since: DAY0 }, later)).toBe(2);
    expect(await store.countActivities({ agent: 'grace', since: DAY0 + DAY + 1 }, later)).toBe(1);
    // A filter combination is counted from the rows of its most selective index.
    expect(await store.countActivities({ agent: 'grace', targetKind: 'DataObject' }, later)).toBe(1);
  });

  it('on a table that held rows before counting (an upgrade), earlier days are counted from the rows', async () => {
    const t = await freshTable();
    // A row as the release before counters wrote it: the row and its day, no counter.
    const old = { ...activity(0), startedAtMillis: Date.now(), agentUsername: 'ada' };
    await DynamoDBDocumentClient.from(ddb).send(
      new PutCommand({
        TableName: t,
        Item: {
          pk: dayPk(old.startedAtMillis),
          sk: sortKey(old.startedAtMillis, old.appId),
          agentPk: `AGENT#${old.agentUsername}`,
          targetPk: `TARGET#${old.targetAppId}`,
          kindPk: `KIND#${old.targetKind}`,
          ...old,
        },
      }),
    );
    await ddb.send(
      new UpdateItemCommand({
        TableName: t,
        Key: { pk: { S: 'META' }, sk: { S: 'days' } },
        UpdateExpression: 'ADD #d :d',
        ExpressionAttributeNames: { '#d': 'days' },
        ExpressionAttributeValues: { ':d': { SS: [dayPk(old.startedAtMillis).slice(4)] } },
      }),
    );
    for (const a of seeded) await store.putActivity(a);
    const marker = await ddb.send(
      new GetItemCommand({ TableName: t, Key: { pk: { S: 'META' }, sk: { S: 'counters' } } }),
    );
    expect(marker.Item?.['countedFrom']?.S).toBe(new Date(TODAY + DAY).toISOString().slice(0, 10));
    const all = [old, ...seeded];
    for (const c of cases) {
      expect(await store.countActivities(filterOf(c), later), JSON.stringify(c)).toBe(all.filter(matches(c)).length);
    }
  });

  it('a row written `once` twice (a step repeated after a crash) stays one row, counted once', async () => {
    const t = await freshTable();
    const a = { ...seeded[0]!, appId: randomUUID() };
    expect(await store.putActivity(a, 'coll-once', { once: true })).toBe(true);
    expect(await store.putActivity({ ...a, endedAtMillis: a.endedAtMillis + 5 }, 'coll-once', { once: true })).toBe(
      false,
    );
    expect((await rows(t)).filter((x) => x === a.targetAppId)).toHaveLength(1);
    expect(await store.countActivities({ agent: a.agentUsername }, later)).toBe(1);
    expect(await store.countActivities({ collectionAppId: 'coll-once' }, later)).toBe(1);
    // Without `once` the same write replaces the row (and counts again: capture never repeats one).
    expect(await store.putActivity(a)).toBe(true);
    expect((await rows(t)).filter((x) => x === a.targetAppId)).toHaveLength(1);
  });

  it('pruning takes what it deletes off the counters', async () => {
    await freshTable();
    const all = [{ ...activity(0), startedAtMillis: Date.now() }, ...seeded];
    for (const a of all) await store.putActivity(a);
    // Retention of one day at DAY0 + 2 days + 12 h: everything before DAY0 + 1 day + 12 h goes.
    const now = DAY0 + 2 * DAY + DAY / 2;
    const r = await runPrune({ retentionDays: 1, now });
    const left = all.filter((a) => a.startedAtMillis >= now - DAY);
    expect(r.deleted).toBe(all.length - left.length);
    for (const c of cases) {
      expect(await store.countActivities(filterOf(c), later), JSON.stringify(c)).toBe(left.filter(matches(c)).length);
    }
  });
});
