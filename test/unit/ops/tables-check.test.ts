import { describe, expect, it } from 'vitest';
import { TABLES_RECHECK_MS, tablesCheck } from '../../../layers/core/src/features/ops/health.ts';

/** A fake DynamoDB: each table's status, the calls made, and a switch that makes every call fail. */
function store() {
  const status: Record<string, string> = { a: 'ACTIVE', b: 'ACTIVE', c: 'ACTIVE' };
  const calls: string[] = [];
  let down = false;
  return {
    status,
    calls,
    setDown: (v: boolean) => {
      down = v;
    },
    describe: async (id: 'a' | 'b' | 'c') => {
      calls.push(id);
      if (down) throw new Error('connect ECONNREFUSED');
      return status[id] ?? 'UNKNOWN';
    },
  };
}

describe('the readiness check of the tables', () => {
  it('describes every table first, then one a call in turn until the recheck time has passed', async () => {
    const s = store();
    let t = 0;
    const probe = tablesCheck(['a', 'b', 'c'], s.describe, () => t);
    expect(await probe()).toEqual({ tables: 3 });
    expect(s.calls).toEqual(['a', 'b', 'c']);
    s.calls.length = 0;
    for (let i = 0; i < 4; i++) await probe();
    expect(s.calls).toHaveLength(4);
    expect(new Set(s.calls)).toEqual(new Set(['a', 'b', 'c']));
    s.calls.length = 0;
    t = TABLES_RECHECK_MS;
    await probe();
    expect(s.calls.sort()).toEqual(['a', 'b', 'c']);
  });

  it('is DOWN at once when the store fails or a table is not active, and describes every table on the next call', async () => {
    const s = store();
    const probe = tablesCheck(['a', 'b', 'c'], s.describe, () => 0);
    await probe();
    s.setDown(true);
    await expect(probe()).rejects.toThrow(/ECONNREFUSED/);
    s.setDown(false);
    s.status['b'] = 'CREATING';
    s.calls.length = 0;
    await expect(probe()).rejects.toThrow('tables not active: b=CREATING');
    expect(s.calls.sort()).toEqual(['a', 'b', 'c']);
    s.status['b'] = 'ACTIVE';
    await expect(probe()).resolves.toEqual({ tables: 3 });
  });
});
