/**
 * `npm run bench -- hdf [runs=50] [containers=1000]`: the figures of issue 16, through a gateway
 * with svc.hdf.enabled that this bench starts on the shared local cloud (HSDS on 5101).
 *
 * - create and get of an HDF container, p50/p99, one at a time, beside a raw HSDS folder create
 *   (PUT /?domain=…, svc's own account) in the same run: what the sidecar itself costs;
 * - rebuild-acls over `containers` containers (created for the run in one Collection with a
 *   reader and a writer, so each sync writes real ACL entries the first time): seconds and
 *   containers/s, once with every ACL to write (the first rebuild after a reset of the entries)
 *   and once already in line (the idempotent re-run).
 *
 * Writes test/bench/results/hdf.json and prints a table. The containers are deleted at the end.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../localstack/src/paths.ts';
import { adminKeyFile, ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { freePort } from '../support/private-services.ts';
import { mapLimit } from '../../layers/core/src/kernel/concurrency.ts';
import { benchUser, requestAt } from './support.ts';

const RUNS = Number(process.argv[2] ?? '50');
const CONTAINERS = Number(process.argv[3] ?? '1000');
const HSDS = 'http://127.0.0.1:5101';

interface Latency {
  p50Ms: number;
  p99Ms: number;
  runs: number;
}
function latency(samples: readonly number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0).toFixed(1);
  return { p50Ms: at(0.5), p99Ms: at(0.99), runs: s.length };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await work();
  return [out, performance.now() - t0];
}

async function main(): Promise<void> {
  const gw = await startExtraGateway(await freePort(), { SVC_HDF_ENABLED: 'true' });
  const admin = readFileSync(adminKeyFile, 'utf8').trim();
  const secrets = ensureLocalSecrets();
  const basic = `Basic ${Buffer.from(`${secrets.hsdsUsername}:${secrets.hsdsPassword}`).toString('base64')}`;
  const created: string[] = [];
  try {
    const [owner, reader, writer] = [
      await benchUser('bench-hdf-owner'),
      await benchUser('bench-hdf-reader'),
      await benchUser('bench-hdf-writer'),
    ];
    const req = (method: string, path: string, key: string, body?: unknown) =>
      requestAt(gw.url, method, path, key, body);
    const collection = await req('POST', '/svc/api/collections', owner.key, { name: `bench-hdf-${Date.now()}` });
    if (collection.status !== 201) throw new Error(`collection: ${collection.status}`);
    const { id: cid, appId: collectionAppId } = collection.json as { id: number; appId: string };
    const perms = await req('PUT', `/svc/api/collections/${cid}/permissions`, owner.key, {
      permissionType: 'Private',
      reader: [reader.username],
      writer: [writer.username],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
    });
    if (perms.status !== 200) throw new Error(`permissions: ${perms.status}`);
    const create = () => req('POST', '/v2/hdf-containers', owner.key, { name: 'bench', collectionAppId });

    // Warm-up, then create / get / raw folder create, one at a time.
    for (let i = 0; i < 3; i++) created.push(((await create()).json as { appId: string }).appId);
    const creates: number[] = [];
    const gets: number[] = [];
    const raws: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [c, ms] = await timed(create);
      if (c.status !== 201) throw new Error(`create: ${c.status} ${JSON.stringify(c.json)}`);
      creates.push(ms);
      const appId = (c.json as { appId: string }).appId;
      created.push(appId);
      const [g, gms] = await timed(() => req('GET', `/v2/hdf-containers/${appId}`, owner.key));
      if (g.status !== 200) throw new Error(`get: ${g.status}`);
      gets.push(gms);
      const folder = `/svc/bench-raw-${Date.now()}-${i}`;
      const [r, rms] = await timed(() =>
        fetch(`${HSDS}/?domain=${encodeURIComponent(folder)}`, {
          method: 'PUT',
          headers: { authorization: basic, 'content-type': 'application/json' },
          body: '{"folder": true}',
        }),
      );
      if (r.status !== 201) throw new Error(`raw HSDS folder create: ${r.status}`);
      raws.push(rms);
      await fetch(`${HSDS}/?domain=${encodeURIComponent(folder)}`, {
        method: 'DELETE',
        headers: { authorization: basic },
      });
    }

    // rebuild-acls over CONTAINERS containers.
    const more = Math.max(0, CONTAINERS - created.length);
    const [, seedMs] = await timed(() =>
      mapLimit(Array.from({ length: more }), 8, async () => {
        const c = await create();
        if (c.status !== 201) throw new Error(`create: ${c.status}`);
        created.push((c.json as { appId: string }).appId);
      }),
    );
    console.log(`hdf: ${created.length} containers created (${(seedMs / 1000).toFixed(1)} s for ${more})`);
    // Clear every entry on the bench's folders so the first rebuild writes them all again.
    await mapLimit(created, 16, async (appId) => {
      for (const user of [reader.username, writer.username]) {
        await fetch(`${HSDS}/acls/${user}?domain=${encodeURIComponent(`/svc/${appId}`)}`, {
          method: 'PUT',
          headers: { authorization: basic, 'content-type': 'application/json' },
          body: JSON.stringify({
            create: false,
            read: false,
            update: false,
            delete: false,
            readACL: false,
            updateACL: false,
          }),
        });
      }
    });
    const rebuild = async () => {
      const [r, ms] = await timed(() => req('POST', '/v2/admin/hdf/rebuild-acls', admin));
      if (r.status !== 200) throw new Error(`rebuild: ${r.status} ${JSON.stringify(r.json)}`);
      const body = r.json as {
        containersProcessed: number;
        containersSynced: number;
        errors: { appId: string; reason: string }[];
      };
      return {
        seconds: +(ms / 1000).toFixed(2),
        containersProcessed: body.containersProcessed,
        containersSynced: body.containersSynced,
        errors: body.errors.length,
        firstErrors: body.errors.slice(0, 3),
        containersPerSecond: Math.round(body.containersProcessed / (ms / 1000)),
      };
    };
    const firstRebuild = await rebuild();
    const inLine = await rebuild();

    const result = {
      gateway: gw.url,
      runs: RUNS,
      at: new Date().toISOString(),
      create: latency(creates),
      get: latency(gets),
      rawHsdsFolderCreate: latency(raws),
      rebuild: { benchContainers: created.length, writingEveryEntry: firstRebuild, alreadyInLine: inLine },
    };
    const dir = join(repoRoot, 'test', 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'hdf.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`hdf bench against ${gw.url}, ${RUNS} runs each`);
    console.log('| measure | p50 | p99 |');
    console.log('|---|---|---|');
    console.log(`| create (POST /v2/hdf-containers) | ${result.create.p50Ms} ms | ${result.create.p99Ms} ms |`);
    console.log(`| get (GET /v2/hdf-containers/{appId}) | ${result.get.p50Ms} ms | ${result.get.p99Ms} ms |`);
    console.log(
      `| raw HSDS folder create | ${result.rawHsdsFolderCreate.p50Ms} ms | ${result.rawHsdsFolderCreate.p99Ms} ms |`,
    );
    console.log('| rebuild-acls | containers | seconds | containers/s | errors |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| writing every entry | ${firstRebuild.containersProcessed} | ${firstRebuild.seconds} | ${firstRebuild.containersPerSecond} | ${firstRebuild.errors} |`,
    );
    console.log(
      `| already in line | ${inLine.containersProcessed} | ${inLine.seconds} | ${inLine.containersPerSecond} | ${inLine.errors} |`,
    );
    for (const e of [...firstRebuild.firstErrors, ...inLine.firstErrors])
      console.log(`rebuild error: ${e.appId}: ${e.reason}`);
    // The bench's containers go again (owner only), eight at a time.
    await mapLimit(created.splice(0), 8, async (appId) => {
      await req('DELETE', `/v2/hdf-containers/${appId}`, owner.key);
    });
  } finally {
    gw.stop();
  }
}

await main();
