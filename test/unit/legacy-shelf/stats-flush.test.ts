import type { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** DynamoDB as the counter writes see it: each UpdateItem takes `latencyMs` (forever when null). */
const fake = {
  latencyMs: 5 as number | null,
  writtenCalls: 0,
  async send(command: UpdateCommand): Promise<object> {
    const n = Number(command.input.ExpressionAttributeValues?.[':n'] ?? 0);
    if (fake.latencyMs === null) return new Promise<object>(() => {});
    await new Promise((resolve) => setTimeout(resolve, fake.latencyMs ?? 0));
    fake.writtenCalls += n;
    return {};
  },
};
vi.mock('../../../layers/core/src/platform/aws/clients.ts', () => ({
  dynamo: () => fake,
  tableName: (id: string) => `test-${id}`,
}));

const { countLegacyCall, flushLegacyCalls } = await import('#core/features/legacy-shelf/stats.ts');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('flushLegacyCalls', () => {
  beforeEach(() => {
    fake.latencyMs = 5;
  });

  it('returns once the calls counted before it are written, while calls keep arriving', async () => {
    let traffic = true;
    let sent = 0;
    // Steady concurrent legacy traffic: a call every millisecond for as long as the test runs.
    const load = (async () => {
      while (traffic) {
        countLegacyCall(`op${sent % 3}`, `caller${sent % 5}`);
        sent++;
        await sleep(1);
      }
    })();
    await sleep(30);
    const before = sent;
    const started = Date.now();
    const outcome = await Promise.race([flushLegacyCalls(), sleep(1_000).then(() => 'still waiting' as const)]);
    const took = Date.now() - started;
    traffic = false;
    await load;
    expect(outcome).toBe(true);
    expect(took).toBeLessThan(500);
    expect(fake.writtenCalls).toBeGreaterThanOrEqual(before);
    // Everything is written once the traffic stops.
    expect(await flushLegacyCalls()).toBe(true);
    expect(fake.writtenCalls).toBe(sent);
  });

  it('gives up after its timeout when a write does not end', async () => {
    fake.latencyMs = null;
    countLegacyCall('op', 'caller');
    const started = Date.now();
    expect(await flushLegacyCalls(50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
