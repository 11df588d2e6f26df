import { randomUUID } from 'node:crypto';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../layers/core/src/platform/resources/definitions.ts';
import { createTable } from '../../localstack/src/provision.ts';
import { awsEndpoint, dynamodbEndpoint, localAwsCredentials } from '../../localstack/src/local-env.ts';
import type { Activity } from '../../layers/core/src/features/provenance/activity.ts';
import { asFunction } from '../../layers/core/src/platform/observability/aws-calls.ts';

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
