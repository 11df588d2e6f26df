import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Real DynamoDB behaviour that DynamoDB Local never produces (unprocessed batch items under
 * throttling, transactions cancelled by a conflict), injected to prove the paths that handle it.
 */
type Key = { pk: string; sk: string };
const fake = {
  keys: [] as Key[],
  unprocessed: [] as number[],
  deleted: [] as Key[],
  updates: 0,
  async send(cmd: unknown): Promise<unknown> {
    if (cmd instanceof QueryCommand) return { Items: fake.keys };
    // The provenance counters' marker: none, so pruning subtracts from no counter.
    if (cmd instanceof GetCommand) return {};
    if (cmd instanceof UpdateCommand) {
      fake.updates += 1;
      return {};
    }
    if (cmd instanceof BatchWriteCommand) {
      const [table, requests] = Object.entries(cmd.input.RequestItems ?? {})[0] ?? ['', []];
      const back = Math.min(fake.unprocessed.shift() ?? 0, requests.length);
      fake.deleted.push(...requests.slice(0, requests.length - back).map((r) => r.DeleteRequest?.Key as Key));
      return back > 0 ? { UnprocessedItems: { [table]: requests.slice(requests.length - back) } } : {};
    }
    throw new Error(`unexpected command ${String(cmd)}`);
  },
};
vi.mock('../../../layers/core/src/platform/aws/clients.ts', () => ({
  dynamo: () => fake,
  tableName: (id: string) => `t-${id}`,
}));
vi.mock('../../../layers/core/src/features/provenance/store.ts', () => ({
  populatedDays: async () => ['2020-01-01'],
}));
const { dbfsAdapter } = await import('../../../layers/core/src/platform/storage/dbfs.ts');
const { pruneProvenance } = await import('../../../layers/core/src/features/provenance/prune.ts');
const { withRetries } = await import('../../../layers/core/src/features/files-migration/worker.ts');

const realSetTimeout = globalThis.setTimeout;
beforeEach(() => {
  // The backoff's waits, without waiting.
  vi.stubGlobal('setTimeout', (fn: () => void) => realSetTimeout(fn, 0));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(fake, { keys: [], unprocessed: [], deleted: [], updates: 0 });
});

const chunks = (n: number): Key[] =>
  Array.from({ length: n }, (_, i) => ({ pk: 'DBFS#c', sk: `o#c${String(i).padStart(8, '0')}` }));

describe('dbfs deletes under unprocessed items', () => {
  it('sends back what DynamoDB left unprocessed until every chunk is gone', async () => {
    fake.keys = chunks(30);
    fake.unprocessed = [10, 4, 0, 2];
    await dbfsAdapter.delete('c/o');
    expect(fake.deleted.map((k) => k.sk).sort()).toEqual(fake.keys.map((k) => k.sk).sort());
  });

  it('gives up with an error when deletes stay unprocessed after its retries', async () => {
    fake.keys = chunks(3);
    fake.unprocessed = Array.from({ length: 20 }, () => 1);
    await expect(dbfsAdapter.delete('c/o')).rejects.toThrow(/unprocessed after retries/);
  });
});

describe('provenance prune under unprocessed items', () => {
  it('deletes every row of an expired day although batches come back partly unprocessed, then drops the day', async () => {
    fake.keys = Array.from({ length: 40 }, (_, i) => ({
      pk: 'DAY#2020-01-01',
      sk: `${String(i).padStart(13, '0')}#a`,
    }));
    fake.unprocessed = [7, 0, 3, 1];
    const r = await pruneProvenance({ retentionDays: 30, now: Date.parse('2021-01-01') });
    expect(r).toMatchObject({ deleted: 40, daysVisited: 1, complete: true });
    expect(new Set(fake.deleted.map((k) => k.sk)).size).toBe(40);
    expect(fake.updates).toBe(1);
  });

  it('fails loudly, keeping the day, when deletes stay unprocessed', async () => {
    fake.keys = [{ pk: 'DAY#2020-01-01', sk: '0000000000001#a' }];
    fake.unprocessed = Array.from({ length: 20 }, () => 1);
    await expect(pruneProvenance({ retentionDays: 30, now: Date.parse('2021-01-01') })).rejects.toThrow(
      /still unprocessed after retries/,
    );
    expect(fake.updates).toBe(0);
  });
});

describe('file migration counting under transaction conflicts', () => {
  const conflict = () =>
    new TransactionCanceledException({
      $metadata: {},
      message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]',
      CancellationReasons: [{ Code: 'TransactionConflict' }],
    });

  it('retries a transaction cancelled by a conflict in-process until it commits', async () => {
    let calls = 0;
    const result = await withRetries(async () => {
      calls += 1;
      if (calls < 3) throw conflict();
      return 'counted';
    });
    expect(result).toBe('counted');
    expect(calls).toBe(3);
  });

  it('gives the conflict back after its attempts, so the message is delivered again', async () => {
    let calls = 0;
    await expect(
      withRetries(async () => {
        calls += 1;
        throw conflict();
      }),
    ).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(calls).toBe(3);
  });
});
