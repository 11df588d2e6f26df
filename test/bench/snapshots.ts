/**
 * `npm run bench -- snapshots [sizes=1000,100000] [diffRuns=5]`: snapshot creation and diff over
 * Collections of each size (in entities: the Collection plus size − 1 DataObjects), through the
 * gateway under test (SVC_TEST_GATEWAY; it must run the snapshot worker, LOCAL_GATEWAY_WORKERS=on).
 * Per size: the DataObjects are seeded straight into the graph in batches of 5,000 (UNWIND, the
 * shape the legacy create writes); snapshot a is taken through the API and polled until COMPLETE;
 * 1% of the DataObjects get a new revision (in the graph, as an update would); snapshot b is taken;
 * then the whole diff a → b is read (pages of 10,000 listed entities) `diffRuns` times and checked
 * (1% changed, the rest unchanged). Reports creation time and rate, the diff's median and the
 * ratio of the diff's cost per size to the smallest's (linear: the ratio of the sizes). Afterwards
 * the seeded nodes, the Collection, the snapshot records and their entries are removed (`--keep`
 * keeps the entries). Writes test/bench/results/snapshots.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import neo4j from 'neo4j-driver';
import { v7 as uuidv7 } from 'uuid';
import { repoRoot } from '../../localstack/src/paths.ts';
import { benchDriver, reserveLegacyIds } from './graph-seed.ts';
import { useLocalCore } from '../support/local-core.ts';
import { benchUser, gateway, request } from './support.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const sizes = (args[0] ?? '1000,100000').split(',').map(Number);
const diffRuns = Number(args[1] ?? '5');
const keep = process.argv.includes('--keep');
const driver = benchDriver();
const { username, key } = await benchUser('bench-snap');

interface Snapshot {
  appId: string;
  status: string;
  entityCount: number;
  failure: string | null;
}
interface DiffPage {
  added: unknown[];
  removed: unknown[];
  changed: unknown[];
  unchangedCount: number;
  next: string | null;
}

const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function seed(collectionId: number, n: number): Promise<number[]> {
  const ids: number[] = [];
  const batch = 5_000;
  for (let done = 0; done < n; done += batch) {
    const k = Math.min(batch, n - done);
    const start = await reserveLegacyIds(driver, k);
    const rows = Array.from({ length: k }, (_, i) => ({
      id: neo4j.int(start + i),
      appId: uuidv7(),
      name: `obj-${done + i}`,
    }));
    ids.push(...rows.map((r) => r.id.toNumber()));
    await driver.executeQuery(
      `MATCH (c:BasicEntity:Collection {id: $collectionId})
       UNWIND $rows AS row
       CREATE (d:BasicEntity:DataObject { id: row.id, appId: row.appId, name: row.name, nameKey: toLower(row.name), updatedKey: 9007199254740991, description: null, attributes: '{}',
         collectionId: $collectionId, createdAt: datetime(), createdBy: $user, revision: 1, attributesIndexed: true })
       CREATE (c)-[:HAS_DATAOBJECT]->(d)`,
      { collectionId: neo4j.int(collectionId), rows, user: username },
    );
  }
  return ids;
}

async function takeSnapshot(
  collectionAppId: string,
): Promise<{ snapshot: Snapshot; seconds: number; answeredWith: number }> {
  const t = performance.now();
  const r = await request('POST', `/v2/collections/${collectionAppId}/snapshots`, key);
  if (r.status !== 201 && r.status !== 202) throw new Error(`snapshot: ${r.status} ${JSON.stringify(r.json)}`);
  let s = r.json as Snapshot;
  while (s.status === 'PENDING' || s.status === 'RUNNING') {
    await new Promise((res) => setTimeout(res, 500));
    const g = await request('GET', `/v2/snapshots/${s.appId}`, key);
    if (g.status !== 200) throw new Error(`snapshot status: ${g.status}`);
    s = g.json as Snapshot;
  }
  if (s.status !== 'COMPLETE')
    throw new Error(`snapshot ${s.appId} ${s.status}: ${s.failure} (is LOCAL_GATEWAY_WORKERS=on at ${gateway}?)`);
  return { snapshot: s, seconds: (performance.now() - t) / 1000, answeredWith: r.status };
}

async function wholeDiff(
  a: string,
  b: string,
): Promise<{ ms: number; pages: number; added: number; removed: number; changed: number; unchanged: number }> {
  const t = performance.now();
  const out = { pages: 0, added: 0, removed: 0, changed: 0, unchanged: 0 };
  let cursor: string | null = null;
  do {
    const r = await request(
      'GET',
      `/v2/snapshots/${a}/diff/${b}?limit=10000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      key,
    );
    if (r.status !== 200) throw new Error(`diff: ${r.status} ${JSON.stringify(r.json)}`);
    const p = r.json as DiffPage;
    out.pages++;
    out.added += p.added.length;
    out.removed += p.removed.length;
    out.changed += p.changed.length;
    out.unchanged += p.unchangedCount;
    cursor = p.next;
  } while (cursor);
  return { ms: performance.now() - t, ...out };
}

async function removeEntries(snapshotAppIds: string[]): Promise<void> {
  const restore = useLocalCore();
  try {
    const { dynamo, tableName } = await import('../../layers/core/src/platform/aws/clients.ts');
    const { BatchWriteCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const table = tableName('snapshots');
    for (const pk of snapshotAppIds) {
      let start: Record<string, unknown> | undefined;
      do {
        const q = await dynamo().send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :p',
            ExpressionAttributeValues: { ':p': pk },
            ProjectionExpression: 'pk, sk',
            Limit: 1_000,
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        const keys = q.Items ?? [];
        const chunks = Array.from({ length: Math.ceil(keys.length / 25) }, (_, i) => keys.slice(i * 25, i * 25 + 25));
        await Promise.all(
          chunks.map(async (chunk) => {
            let pending: Record<string, unknown>[] = chunk.map((k) => ({
              DeleteRequest: { Key: { pk: k['pk'], sk: k['sk'] } },
            }));
            while (pending.length) {
              const w = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending as never } }));
              pending = (w.UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
            }
          }),
        );
        start = q.LastEvaluatedKey;
      } while (start);
    }
  } finally {
    restore();
  }
}

const perSize = [];
const snapshotsMade: string[] = [];
for (const size of sizes) {
  const c = await request('POST', '/svc/api/collections', key, { name: `bench-snapshots-${size}` });
  if (c.status !== 201) throw new Error(`collection: ${c.status}`);
  const collection = c.json as { id: number; appId: string };
  const seedStarted = performance.now();
  const ids = await seed(collection.id, size - 1);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const a = await takeSnapshot(collection.appId);
  if (a.snapshot.entityCount !== size) throw new Error(`snapshot a recorded ${a.snapshot.entityCount} of ${size}`);
  const changedIds = ids.filter((_, i) => i % 100 === 0);
  await driver.executeQuery('MATCH (d:DataObject) WHERE d.id IN $ids SET d.revision = d.revision + 1', {
    ids: changedIds.map((x) => neo4j.int(x)),
  });
  const b = await takeSnapshot(collection.appId);
  snapshotsMade.push(a.snapshot.appId, b.snapshot.appId);

  const runs = [];
  for (let i = 0; i < diffRuns; i++) runs.push(await wholeDiff(a.snapshot.appId, b.snapshot.appId));
  const last = runs[runs.length - 1]!;
  if (last.changed !== changedIds.length || last.unchanged !== size - changedIds.length || last.added || last.removed) {
    throw new Error(`diff of ${size}: ${JSON.stringify(last)}, expected ${changedIds.length} changed`);
  }
  perSize.push({
    entities: size,
    changed: changedIds.length,
    seedSeconds: round(seedSeconds),
    create: {
      answeredWith: a.answeredWith,
      seconds: round(a.seconds, 2),
      entitiesPerSecond: Math.round(size / a.seconds),
      secondSnapshotSeconds: round(b.seconds, 2),
    },
    diff: {
      runs: diffRuns,
      pages: last.pages,
      medianMs: round(median(runs.map((r) => r.ms))),
      msPerThousandEntities: round((median(runs.map((r) => r.ms)) / size) * 1000, 2),
    },
  });
  console.log(JSON.stringify(perSize[perSize.length - 1]));

  for (let n = 1; n > 0; ) {
    n = Number(
      (
        await driver.executeQuery(
          'MATCH (d:DataObject) WHERE d.collectionId = $id WITH d LIMIT 10000 DETACH DELETE d RETURN count(*) AS n',
          { id: neo4j.int(collection.id) },
        )
      ).records[0]?.get('n'),
    );
  }
  await request('DELETE', `/svc/api/collections/${collection.id}`, key);
}

const smallest = perSize[0]!;
const results = {
  gateway,
  sizes,
  perSize,
  diffCostRatio: Object.fromEntries(
    perSize
      .slice(1)
      .map((p) => [
        `${p.entities}/${smallest.entities}`,
        { diff: round(p.diff.medianMs / smallest.diff.medianMs), entities: p.entities / smallest.entities },
      ]),
  ),
  createCostRatio: Object.fromEntries(
    perSize
      .slice(1)
      .map((p) => [`${p.entities}/${smallest.entities}`, round(p.create.seconds / smallest.create.seconds)]),
  ),
};
mkdirSync(join(repoRoot, 'test/bench/results'), { recursive: true });
writeFileSync(join(repoRoot, 'test/bench/results/snapshots.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));

await driver.executeQuery('MATCH (s:Snapshot) WHERE s.appId IN $ids DELETE s', { ids: snapshotsMade });
if (!keep) await removeEntries(snapshotsMade);
await driver.close();
