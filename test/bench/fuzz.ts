/**
 * `npm run bench -- fuzz [examples=50] [seconds=1800]` (issue 33): the API fuzzer's longer run,
 * outside `npm test`. The same schemathesis, configuration (test/fuzz/schemathesis.toml) and hooks
 * (test/fuzz/hooks.py) as test/integration/api-fuzz.test.ts, against the local gateway as the
 * instance admin, with `examples` cases per operation and the stateful phase on (schemathesis
 * follows the document's links between operations: an id answered by one call used in the next).
 * Prints the summary and writes test/bench/results/fuzz.json (exit code, duration, the summary
 * lines) and the JUnit report beside it. Needs the local cloud (`npm start`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../localstack/src/paths.ts';
import {
  prepareFuzzer,
  removeFuzzBundles,
  removeFuzzCollections,
  retireFuzzTemplates,
  runFuzzer,
} from '../support/fuzz.ts';
import { adminKey, gateway } from '../support/local.ts';

const examples = Number(process.argv[2] ?? '50');
const seconds = Number(process.argv[3] ?? '1800');
const dir = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(dir, { recursive: true });
await prepareFuzzer(join(dir, 'fuzz-install.log'));

// The suite's configuration with the stateful phase on (npm test keeps it off for time).
const config = join(dir, 'fuzz-schemathesis.toml');
const base = readFileSync(join(repoRoot, 'test', 'fuzz', 'schemathesis.toml'), 'utf8');
const stateful = base.replace(/\[phases\.stateful\]\nenabled = false/, '[phases.stateful]\nenabled = true');
if (stateful === base)
  throw new Error('test/fuzz/schemathesis.toml has no [phases.stateful] enabled = false to turn on');
writeFileSync(config, stateful);

const started = Date.now();
const { code, output } = await runFuzzer({
  base: gateway,
  key: adminKey(),
  adminKey: adminKey(),
  config,
  seed: '20261127',
  report: join(dir, 'fuzz.xml'),
  args: ['--max-examples', String(examples), '--phases', 'examples,coverage,fuzzing,stateful'],
  timeoutMs: seconds * 1000,
});
// The ontology bundles the run uploaded (test/fuzz/hooks.py: `fuzz-<hex>`) must not reach the term
// search, the templates it created (`schemathesis-fuzz-<hex>`) are retired, and the Collection its
// hooks made (test/fuzz/fixtures.py), with what was imported from it, is removed.
const removedBundles = await removeFuzzBundles(gateway, adminKey());
const retiredTemplates = await retireFuzzTemplates(gateway, adminKey());
const removedCollections = await removeFuzzCollections(gateway, adminKey(), true);
const summary = output.slice(Math.max(0, output.indexOf('=== SUMMARY')));
const result = {
  when: new Date().toISOString(),
  command: `npm run bench -- fuzz ${process.argv.slice(2).join(' ')}`.trim(),
  examplesPerOperation: examples,
  exitCode: code,
  uploadedBundlesRemoved: removedBundles.length,
  createdTemplatesRetired: retiredTemplates.length,
  collectionsRemoved: removedCollections.length,
  seconds: Math.round((Date.now() - started) / 1000),
  summary: summary.split('\n').filter((l) => l.trim() !== ''),
  failures: output.includes('=== FAILURES')
    ? output.slice(output.indexOf('=== FAILURES'), output.indexOf('=== SUMMARY'))
    : '',
};
writeFileSync(join(dir, 'fuzz.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(summary || output.slice(-4000));
process.exitCode = code;
