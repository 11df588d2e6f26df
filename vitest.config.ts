import { defineConfig } from 'vitest/config';

/** Three layers (docs/architecture.md §8): pure unit tests, HTTP integration tests against the local cloud, CDK template tests. */
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Some tests flip instance-wide switches (plugin toggles, the legacy shelf): one file at a time.
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        extends: true,
        test: { name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000 },
      },
      // The IAM check reads the AWS calls a finished integration run recorded: `svc-local test` runs it
      // afterwards with SVC_IAM_CHECK=1; it is no part of a plain `vitest run`.
      ...(process.env['SVC_IAM_CHECK']
        ? [{ extends: true as const, test: { name: 'iam', include: ['test/iam/**/*.test.ts'], hookTimeout: 120_000 } }]
        : []),
    ],
  },
});
