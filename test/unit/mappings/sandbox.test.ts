import { describe, expect, it } from 'vitest';
import { SANDBOX_LIMITS, evaluateInSandbox } from '#core/features/mappings/sandbox.ts';

/** The sandbox really runs child processes: each case costs about 50 ms, the runaway ones their bound. */
const quick = { ...SANDBOX_LIMITS, timeMs: 500 };

describe('the mapping sandbox', () => {
  it('evaluates JSONata over the input', async () => {
    expect(
      await evaluateInSandbox('{"mean": $average(xs), "n": $count(xs), "s": $join(names, "+")}', {
        xs: [1, 2, 3.5],
        names: ['a', 'b'],
      }),
    ).toEqual({ ok: true, value: { mean: 6.5 / 3, n: 3, s: 'a+b' } });
    expect(await evaluateInSandbox('missing', {})).toEqual({ ok: true, value: null });
  });

  it('reports a JSONata error with its code and position', async () => {
    expect(await evaluateInSandbox('"a" + 1', {})).toMatchObject({ ok: false, code: 'T2001', position: 5 });
  });

  it('sees nothing of the host: no environment, no modules, no JavaScript', async () => {
    expect(await evaluateInSandbox('$eval("$keys($$)")', { a: 1 })).toEqual({ ok: true, value: 'a' });
    expect(await evaluateInSandbox('$string($require)', {})).toEqual({ ok: true, value: null });
    expect(await evaluateInSandbox('$process.env', {})).toEqual({ ok: true, value: null });
  });

  it('stops an endless loop, a native step that never yields, and deep recursion', async () => {
    const started = Date.now();
    expect(await evaluateInSandbox('($f := function($n) { $f($n + 1) }; $f(0))', {}, quick)).toMatchObject({
      ok: false,
      limit: 'time',
    });
    // Catastrophic backtracking: one regular-expression match that JSONata cannot interrupt; the process is killed.
    expect(
      await evaluateInSandbox(
        '$contains("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", /^(a|aa)+$/)',
        {},
        quick,
      ),
    ).toMatchObject({ ok: false, limit: 'time' });
    expect(
      await evaluateInSandbox('($f := function($n) { $n = 0 ? 0 : 1 + $f($n - 1) }; $f(100000))', {}, quick),
    ).toMatchObject({ ok: false, limit: 'memory' });
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);

  it('stops a run that explodes in memory without harming this process', async () => {
    // The whole time bound: on a loaded machine filling the heap can take longer than `quick` allows.
    expect(await evaluateInSandbox('$pad("", 300000000, "x")', {}, SANDBOX_LIMITS)).toMatchObject({
      ok: false,
      limit: 'memory',
    });
    expect(await evaluateInSandbox('[1..20000000]', {}, SANDBOX_LIMITS)).toMatchObject({ ok: false, limit: 'memory' });
    expect(await evaluateInSandbox('1 + 1', {})).toEqual({ ok: true, value: 2 });
  }, 20_000);

  it('bounds the input and the output', async () => {
    expect(await evaluateInSandbox('1', { big: 'x'.repeat(SANDBOX_LIMITS.inputBytes) })).toMatchObject({
      ok: false,
      limit: 'input',
    });
    expect(await evaluateInSandbox('$pad("", 2000000, "x")', {})).toMatchObject({ ok: false, limit: 'output' });
  }, 20_000);
});
