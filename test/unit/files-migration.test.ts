import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  deriveMigrationKey,
  migrationHmac,
  verifyMigrationHmac,
  type MigrationFacts,
} from '../../layers/core/src/features/files-migration/hmac.ts';
import {
  FILES_PER_MESSAGE,
  batchesOf,
  migrationMessage,
} from '../../layers/core/src/features/files-migration/messages.ts';
import type { ContainerRow, RunItem } from '../../layers/core/src/features/files-migration/run-store.ts';
import { containerView, runStatusView } from '../../layers/core/src/features/files-migration/status-view.ts';
import { EXIT_FOR_RUN } from '../../cli/src/commands/files.ts';

const facts: MigrationFacts = {
  sha256: 'a'.repeat(64),
  appId: '01900000-0000-7000-8000-000000000001',
  oid: '5f0000000000000000000001',
  previousProviderId: 'dbfs',
  previousLocator: 'c0/u1',
  providerId: 's3',
  locator: 'c0/u1',
  migratedAt: 1_700_000_000_000,
};

describe('migration HMAC', () => {
  const key = deriveMigrationKey(randomBytes(32));

  it('verifies the facts it was made from', () => {
    expect(verifyMigrationHmac(facts, migrationHmac(facts, key), key)).toBe(true);
  });

  it('fails when any single fact, or the key, changes', () => {
    const mac = migrationHmac(facts, key);
    for (const k of Object.keys(facts) as (keyof MigrationFacts)[]) {
      const changed = {
        ...facts,
        [k]: typeof facts[k] === 'number' ? (facts[k] as number) + 1 : `${String(facts[k])}x`,
      };
      expect(verifyMigrationHmac(changed, mac, key), k).toBe(false);
    }
    expect(verifyMigrationHmac(facts, mac, deriveMigrationKey(randomBytes(32)))).toBe(false);
    expect(verifyMigrationHmac(facts, 'not hex', key)).toBe(false);
  });

  it('is not ambiguous where one field ends and the next begins', () => {
    const a = { ...facts, previousLocator: 'c0/u1', providerId: 's3' };
    const b = { ...facts, previousLocator: 'c0/u1s', providerId: '3' };
    expect(migrationHmac(a, key)).not.toBe(migrationHmac(b, key));
  });

  it('uses a key derived from the signing key, never the signing key itself', () => {
    const signing = randomBytes(32);
    expect(deriveMigrationKey(signing).equals(signing)).toBe(false);
    expect(deriveMigrationKey(signing).equals(deriveMigrationKey(signing))).toBe(true);
  });
});

describe('queue messages', () => {
  it('splits a container into batches of at most five files, in order', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `f${i}`);
    const batches = batchesOf('r', 7, ids);
    expect(batches.map((b) => b.appIds.length)).toEqual([5, 5, 2]);
    expect(batches.flatMap((b) => b.appIds)).toEqual(ids);
    for (const b of batches) expect(migrationMessage.safeParse(b).success).toBe(true);
  });

  it('refuses malformed bodies', () => {
    expect(
      migrationMessage.safeParse({
        kind: 'files',
        runId: 'r',
        containerId: 1,
        appIds: Array(FILES_PER_MESSAGE + 1).fill('x'),
      }).success,
    ).toBe(false);
    expect(migrationMessage.safeParse({ kind: 'files', runId: 'r', containerId: 1, appIds: [] }).success).toBe(false);
    expect(migrationMessage.safeParse({ kind: 'copy', runId: 'r' }).success).toBe(false);
    expect(migrationMessage.safeParse({ kind: 'plan', runId: 'r' }).success).toBe(true);
  });
});

const run = (over: Partial<RunItem> = {}): RunItem => ({
  runId: 'r1',
  status: 'RUNNING',
  sourceProviderId: 'dbfs',
  targetProviderId: 's3',
  filesTotal: 10,
  filesPlanned: 10,
  filesMigrated: 0,
  filesFailed: 0,
  filesSkipped: 0,
  planned: true,
  planCursor: 'x',
  startedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:10.000Z',
  ...over,
});
const row = (over: Partial<ContainerRow> = {}): ContainerRow => ({
  containerId: 5,
  runId: 'r1',
  total: 10,
  migrated: 0,
  failed: 0,
  skipped: 0,
  batches: 2,
  startedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:10.000Z',
  ...over,
});

describe('status views', () => {
  it('IDLE before any run; while planning the total is never below what was planned', () => {
    expect(runStatusView(undefined)).toMatchObject({ status: 'IDLE', runId: null, filesTotal: 0, errorMessage: null });
    expect(runStatusView(run({ planned: false, filesTotal: 3, filesPlanned: 8 })).filesTotal).toBe(8);
    expect(runStatusView(run({ planned: true, filesTotal: 6, filesPlanned: 6 })).filesTotal).toBe(6);
  });

  it('derives RUNNING with an ETA, COMPLETED, and FAILED per container', () => {
    const running = containerView(row({ migrated: 4, failed: 1 }), run());
    expect(running).toMatchObject({ status: 'RUNNING', batch: 2, errors: null, etaSeconds: 10 });
    expect(containerView(row({ migrated: 0 }), run()).etaSeconds).toBeNull();
    expect(containerView(row({ migrated: 10 }), run({ status: 'DONE' }))).toMatchObject({
      status: 'COMPLETED',
      etaSeconds: 0,
    });
    // All files have an outcome but the run is still planning: more may come.
    expect(containerView(row({ migrated: 10 }), run({ planned: false })).status).toBe('RUNNING');
    expect(containerView(row({ migrated: 9, failed: 1, errors: 'boom' }), run({ status: 'FAILED' }))).toMatchObject({
      status: 'FAILED',
      errors: 'boom',
    });
    // A row of an earlier run, or of a run that ended early, is judged by its counts.
    expect(containerView(row({ migrated: 10 }), run({ runId: 'r2' })).status).toBe('COMPLETED');
    expect(containerView(row({ migrated: 3 }), run({ status: 'FAILED' }))).toMatchObject({
      status: 'FAILED',
      errors: 'the run ended with 7 files of this container unprocessed',
    });
    expect(running.startedAt).toBe('2026-01-01T00:00:00.000+00:00');
  });

  it('svc-admin files migrate-status exit codes follow the spec', () => {
    expect(EXIT_FOR_RUN).toEqual({ IDLE: 0, DONE: 0, RUNNING: 1, FAILED: 2 });
  });
});
