/**
 * `npm run bench -- provenance-counts [sizes=1000,10000,30000] [samples=30]`: what a provenance
 * count costs as one agent's rows grow. For each size, a fresh copy of the provenance table (from
 * the stack's definition) in the local cloud's DynamoDB is filled with that many rows of one agent
 * over three days through the store's own write path (rows and their counters), then the count is
 * taken `samples` times in this process:
 *   - one agent (the counters' path: whole days from counters),
 *   - one agent within a range ending mid-day (counters plus the rows of the edge day),
 *   - one agent and a kind (a filter combination: counted from the rows, the path before counters).
 * Writes test/bench/results/provenance-counts.json. Needs the local cloud (`npm start`).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Activity } from '../../layers/core/src/features/provenance/activity.ts';
import { tables } from '../../layers/core/src/platform/resources/definitions.ts';
import { awsEndpoint, dynamodbEndpoint, localAwsCredentials } from '../../localstack/src/local-env.ts';
import { repoRoot } from '../../localstack/src/paths.ts';
import { createTable } from '../../localstack/src/provision.ts';

const sizes = (process.argv[2] ?? '1000,10000,30000').split(',').map(Number);
const samples = Number(process.argv[3] ?? '30');

Object.assign(process.env, {
  SVC_AWS_ENDPOINT: awsEndpoint,
  SVC_AWS_DYNAMODB_ENDPOINT: dynamodbEndpoint,
  AWS_ACCESS_KEY_ID: localAwsCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localAwsCredentials.secretAccessKey,
  LOG_LEVEL: 'ERROR',
});
const store = await import('../../layers/core/src/features/provenance/store.ts');
const ddb = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamodbEndpoint, credentials: localAwsCredentials });
const DAY = 86_400_000;
const DAY0 = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

async function timed(f: () => Promise<number>) {
  const ms: number[] = [];
  let value = 0;
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    value = await f();
    ms.push(performance.now() - t);
  }
  return { count: value, p50Ms: percentile(ms, 50), p95Ms: percentile(ms, 95) };
}

const results = [];
for (const size of sizes) {
  const name = `svc-bench-provenance-${randomUUID().slice(0, 8)}`;
  await createTable(ddb, tables.find((t) => t.id === 'provenance')!, name);
  process.env['SVC_TABLE_PROVENANCE'] = name;
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < size) {
        const i = next++;
        const at = DAY0 + Math.floor((i / size) * 3 * DAY);
        const a: Activity = {
          appId: randomUUID(),
          actionKind: 'UPDATE',
          targetKind: i % 2 ? 'DataObject' : 'Collection',
          targetAppId: `t-${i % 100}`,
          agentUsername: 'bench-agent',
          summary: 'bench',
          startedAtMillis: at,
          endedAtMillis: at,
          method: 'PUT',
          path: '/bench',
          status: 200,
          originInstance: 'bench',
        };
        await store.putActivity(a);
      }
    }),
  );
  const seedSeconds = (performance.now() - t0) / 1000;
  const later = DAY0 + 4 * DAY;
  const row = {
    rows: size,
    seed: { seconds: Math.round(seedSeconds), rowsPerSecond: Math.round(size / seedSeconds) },
    agent: await timed(() => store.countActivities({ agent: 'bench-agent' }, later)),
    agentUntilMidDay: await timed(() =>
      store.countActivities({ agent: 'bench-agent', until: DAY0 + 2 * DAY + DAY / 2 }, later),
    ),
    agentAndKindFromRows: await timed(() =>
      store.countActivities({ agent: 'bench-agent', targetKind: 'DataObject' }, later),
    ),
  };
  console.log(JSON.stringify(row));
  results.push(row);
  await ddb.send(new DeleteTableCommand({ TableName: name }));
}
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(
  join(dir, 'provenance-counts.json'),
  `${JSON.stringify({ when: new Date().toISOString(), samples, results }, null, 2)}\n`,
);
