import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test/support/slow-first-sequencer.ts';

/**
 * The order of a run, in three groups (`sequence.groupOrder`): first the unit, infra and integration
 * files side by side in parallel forks (the slowest integration files first: SlowFirstSequencer);
 * then the integration files that flip instance-wide state (plugin toggles, the legacy shelf, the
 * unhide and DataCite configs, disabled ontology bundles) or run instance-wide jobs (a file migration,
 * the providerId backfill), one at a time so no other file sees a switch half-way; last, alone, the
 * files that time answers against tight bounds (below). Projects of one group with different pool
 * options do not overlap (vitest 3.2 runs them one pool after the other), so the serial files cannot
 * share their group with the unit files.
 */
const instanceWide = [
  'admin-plugins',
  // schemathesis may PATCH the AI, unhide and DataCite configs and rebuild every HDF ACL.
  'api-fuzz',
  'cli',
  // Turns the legacy shelf off and on (and uploads an ontology bundle) through the console.
  'console-admin-config',
  // Binds the ai plugin's TEXT slot (a config singleton that ai-wiki-writer binds too) for the wiki-writer's page.
  'console-plugins',
  // Publishes through the minter-local plugin, which console-admin disables and enables.
  'console-records',
  'files-migration',
  'files-upgrade',
  'provenance',
  'publishing',
  'publishing-datacite',
  'publishing-oai',
  'semantic-cli',
  'semantic-ontologies',
  'storage-adapters',
].map((f) => `test/integration/${f}.test.ts`);

/**
 * Not instance-wide (they start private services or a private gateway), but they time answers against
 * 3-5 s bounds: beside three busy forks a frozen S3 answered in 5.3-6.6 s instead of ~3.1 s, so they run
 * last, on a quiet machine.
 */
const quiet = ['test/integration/dependency-faults.test.ts', 'test/integration/request-deadline.test.ts'];

/** Integration files spend much of their time waiting on the local cloud: more forks than cores pay off. */
const forks = Number(process.env['SVC_TEST_FORKS'] ?? '') || 3;

/** Three layers (docs/architecture.md §8): pure unit tests, HTTP integration tests against the local cloud, CDK template tests. */
export default defineConfig({
  test: {
    // A condition polled in a browser or across the local cloud can take seconds while three forks,
    // esbuild bundling and Chromium share two cores: 1 s (vitest's default) failed browser flows under
    // that load. Polls still end as soon as their condition holds.
    expect: { poll: { timeout: 15_000, interval: 50 } },
    pool: 'forks',
    poolOptions: { forks: { maxForks: forks, minForks: 1 } },
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: [...instanceWide, ...quiet],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-serial',
          include: instanceWide,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-quiet',
          include: quiet,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
          sequence: { groupOrder: 2 },
        },
      },
      // The IAM check reads the AWS calls a finished integration run recorded: `svc-local test` runs it
      // afterwards with SVC_IAM_CHECK=1; it is no part of a plain `vitest run`.
      ...(process.env['SVC_IAM_CHECK']
        ? [{ extends: true as const, test: { name: 'iam', include: ['test/iam/**/*.test.ts'], hookTimeout: 120_000 } }]
        : []),
    ],
  },
});
