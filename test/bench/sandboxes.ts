/**
 * `npm run bench -- sandboxes [dataObjects=10000] [seconds=10] [lists=3]` (issue 34, item 2): does
 * one CPU-heavy invocation stall unrelated requests? Two extra gateways on the local cloud's
 * stores, one running every invocation in the gateway's own process (the default) and one with
 * SVC_LOCAL_SANDBOXES=workers (a pool of worker threads per function, one invocation each at a
 * time). On each, for `seconds`: `lists` loops requesting the unpaged list of a Collection of
 * `dataObjects` DataObjects (a large JSON answer, written and br-compressed by the legacy
 * function), and beside them one loop asking `GET /versionz` (the ops function). Reports the
 * /versionz latencies (p50/p95/p99) with and without the lists, and the lists' own latencies.
 * Writes test/bench/results/sandboxes.json. Needs the local cloud (`npm start`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../localstack/src/paths.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { benchDriver, seedDataObjects } from './graph-seed.ts';
import { benchUser, request } from './support.ts';

const count = Number(process.argv[2] ?? '10000');
const seconds = Number(process.argv[3] ?? '10');
const lists = Number(process.argv[4] ?? '3');

const { username, key } = await benchUser('bench-sandbox');
const made = await request('POST', '/svc/api/collections', key, { name: `sandboxes-${Date.now().toString(36)}` });
const collectionId = (made.json as { id: number }).id;
const driver = benchDriver();
await seedDataObjects(driver, collectionId, count, username);
await driver.close();

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};
const summary = (xs: number[]) => ({
  n: xs.length,
  p50: percentile(xs, 50),
  p95: percentile(xs, 95),
  p99: percentile(xs, 99),
});

async function timedLoop(url: string, headers: Record<string, string>, until: number, out: number[]) {
  let failures = 0;
  while (Date.now() < until) {
    const t = performance.now();
    const r = await fetch(url, { headers }).catch(() => undefined);
    if (r) await r.arrayBuffer();
    if (!r?.ok) failures++;
    out.push(performance.now() - t);
  }
  return failures;
}

async function measure(base: string) {
  const versionz = `${base}/versionz`;
  const list = `${base}/svc/api/collections/${collectionId}/dataObjects`;
  const auth = { 'x-api-key': key, 'accept-encoding': 'br' };
  // Warm both functions (the sandboxed gateway starts its sandboxes in the background).
  for (let i = 0; i < 3; i++) {
    await fetch(list, { headers: auth }).then((r) => r.arrayBuffer());
    await fetch(versionz).then((r) => r.arrayBuffer());
  }
  const quiet: number[] = [];
  await timedLoop(versionz, {}, Date.now() + 3_000, quiet);
  const beside: number[] = [];
  const listMs: number[] = [];
  const until = Date.now() + seconds * 1000;
  const [versionzFailures, ...listFailures] = await Promise.all([
    timedLoop(versionz, {}, until, beside),
    ...Array.from({ length: lists }, () => timedLoop(list, auth, until, listMs)),
  ]);
  return {
    versionzAlone: summary(quiet),
    versionzBesideLists: summary(beside),
    lists: summary(listMs),
    failures: { versionz: versionzFailures, lists: listFailures.reduce((a, b) => a + (b ?? 0), 0) },
  };
}

const results: Record<string, unknown> = {
  when: new Date().toISOString(),
  dataObjects: count,
  seconds,
  concurrentLists: lists,
};
for (const [name, env, port] of [
  ['one process (default)', {}, 18151],
  ['sandboxes (SVC_LOCAL_SANDBOXES=workers)', { SVC_LOCAL_SANDBOXES: 'workers' }, 18152],
] as const) {
  const gw = await startExtraGateway(port, env);
  try {
    results[name] = await measure(gw.url);
    console.log(name, JSON.stringify(results[name]));
  } finally {
    gw.stop();
  }
}
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'sandboxes.json'), `${JSON.stringify(results, null, 2)}\n`);
