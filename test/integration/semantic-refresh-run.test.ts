import { afterAll, describe, expect, it, vi } from 'vitest';
import { useLocalCore } from '../support/local-core.ts';
import { closeGraph } from '../support/fixtures.ts';
import { asAdmin, call } from '../support/local.ts';

/**
 * A refresh that outlasts its request: the request records a run with what it did and queues the
 * rest on `ontology-refresh`; the main gateway's worker (as Lambda's event source would) carries
 * it on and finishes the run, which GET …/refresh-ontologies/{runAppId} reports.
 */
let restoreEnv: () => void = () => {};
afterAll(async () => {
  restoreEnv();
  await closeGraph();
});

describe('refresh runs carried on by the ontology-refresh worker', () => {
  it("the worker finishes a run the request started, adding its outcome to the request's", async () => {
    restoreEnv();
    restoreEnv = useLocalCore();
    const { startRun } = await import('#core/features/ontologies/refresh.ts');
    const runId = await startRun(
      { requested: 2, refreshed: 0, alreadyCurrent: 1, errors: [] },
      ['no-such-bundle'],
      false,
    );
    const run = await vi.waitFor(
      async () => {
        const r = await call<{ status: string; result: unknown }>(
          'GET',
          `/v2/admin/semantic/refresh-ontologies/${runId}`,
          { headers: asAdmin() },
        );
        expect(r.status, r.text).toBe(200);
        expect(r.body.status).not.toBe('RUNNING');
        return r.body;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(run).toEqual({
      id: runId,
      status: 'DONE',
      result: {
        requested: 2,
        refreshed: 0,
        alreadyCurrent: 1,
        errors: [{ bundle: 'no-such-bundle', reason: 'no such bundle' }],
      },
    });
  }, 60_000);
});
