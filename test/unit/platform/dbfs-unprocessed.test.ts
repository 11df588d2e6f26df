import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * DynamoDB may leave part of a BatchWriteItem unprocessed under throttling; DynamoDB Local never
 * does, so the retry loop of dbfs deletes is proven here with a client that injects it.
 */
type Key = { pk: string; sk: string };
const fake = {
  keys: [] as Key[],
  /** How many of each batch to hand back unprocessed, call by call (then none). */
  unprocessed: [] as number[],
  deleted: [] as Key[],
  batchCalls: 0,
  async send(cmd: unknown): Promise<unknown> {
    if (cmd instanceof QueryCommand) return { Items: fake.keys };
    if (cmd instanceof BatchWriteCommand) {
      fake.batchCalls += 1;
      const [table, requests] = Object.entries(cmd.input.RequestItems ?? {})[0] ?? ['', []];
      const back = Math.min(fake.unprocessed.shift() ?? 0, requests.length);
      const done = requests.slice(0, requests.length - back);
      fake.deleted.push(...done.map((r) => r.DeleteRequest?.Key as Key));
      return back > 0 ? { UnprocessedItems: { [table]: requests.slice(requests.length - back) } } : {};
    }
    throw new Error(`unexpected command ${String(cmd)}`);
  },
};
vi.mock('../../../layers/core/src/platform/aws/clients.ts', () => ({ dynamo: () => fake, tableName: (id: string) => `t-${id}` }));
const { dbfsAdapter } = await import('../../../layers/core/src/platform/storage/dbfs.ts');

afterEach(() => {
  Object.assign(fake, { keys: [], unprocessed: [], deleted: [], batchCalls: 0 });
});

const chunks = (n: number): Key[] => Array.from({ length: n }, (_, i) => ({ pk: 'DBFS#c', sk: `o#c${String(i).padStart(8, '0')}` }));

describe('dbfs deletes under unprocessed items', () => {
  it('sends back what DynamoDB left unprocessed until every chunk is gone', async () => {
    fake.keys = chunks(30);
    fake.unprocessed = [10, 4, 0, 2];
    await dbfsAdapter.delete('c/o');
    expect(fake.deleted.map((k) => k.sk).sort()).toEqual(fake.keys.map((k) => k.sk).sort());
    expect(fake.batchCalls).toBe(5);
  });

  it('gives up with an error when deletes stay unprocessed after its retries', async () => {
    // The backoff's waits, without waiting.
    const realSetTimeout = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', (fn: () => void) => realSetTimeout(fn, 0));
    fake.keys = chunks(3);
    fake.unprocessed = Array.from({ length: 20 }, () => 1);
    await expect(dbfsAdapter.delete('c/o')).rejects.toThrow(/unprocessed after retries/);
    expect(fake.batchCalls).toBe(9);
    vi.unstubAllGlobals();
  });
});
