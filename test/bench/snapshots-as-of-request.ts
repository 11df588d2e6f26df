/**
 * `npm run bench -- snapshots-as-of-request [entities=100000] [step=250]`: the proof that a snapshot
 * records every entity as of its request (test/integration/snapshots-as-of-request.test.ts) at full
 * size: the same test, its assertions included, over a Collection of 100,000 entities walked in steps
 * of 250 while entities are revised, deleted and created through the API. Needs the local cloud
 * (`npm start`) and runs against SVC_TEST_GATEWAY (default http://127.0.0.1:8080), whose snapshot
 * worker carries the walk. Writes test/bench/results/snapshots-as-of-request.json (seeding, the edits,
 * the step the walk was at when they were done, the walk's time, the diff's counts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../localstack/src/paths.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const entities = args[0] ?? '100000';
const step = args[1] ?? '250';
const dir = join(repoRoot, 'test/bench/results');
mkdirSync(dir, { recursive: true });
const out = join(dir, 'snapshots-as-of-request.json');
const started = performance.now();
const r = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'integration', 'test/integration/snapshots-as-of-request.test.ts'],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      SVC_TEST_GATEWAY: process.env['SVC_TEST_GATEWAY'] ?? 'http://127.0.0.1:8080',
      SVC_TEST_SNAPSHOT_ENTITIES: entities,
      SVC_TEST_SNAPSHOT_STEP: step,
      SVC_TEST_SNAPSHOT_FIGURES: out,
    },
  },
);
if (r.status !== 0) {
  console.error('snapshots-as-of-request: the test failed; no figures kept');
  process.exit(r.status ?? 1);
}
console.log(readFileSync(out, 'utf8'));
console.log(`whole run ${Math.round((performance.now() - started) / 1000)} s`);
