import { describe, expect, it } from 'vitest';
import {
  checkCompatibility,
  parseRange,
  runningRelease,
  versionSatisfies,
} from '../../../layers/core/src/platform/plugins/compatibility.ts';

describe('range parser (comma form)', () => {
  const cases: [string, string, boolean][] = [
    // range, version, satisfied
    ['>=5.2.0,<6', '5.2.0', true],
    ['>=5.2.0,<6', '5.9.9', true],
    ['>=5.2.0,<6', '6.0.0', false],
    ['>=5.2.0,<6', '5.1.9', false],
    ['>=5.2.0, <6', '5.3.0', true],
    ['>= 5.2.0', '5.3.0', true],
    ['5.2.1', '5.2.1', true],
    ['=5.2.1', '5.2.2', false],
    ['5.x', '5.7.1', true],
    ['5.2.*', '5.3.0', false],
    ['*', '0.0.1', true],
    ['x', '99.0.0', true],
    ['^5.2', '5.99.0', true],
    ['~5.2', '5.3.0', false],
    ['~>5.2', '5.2.9', true],
    ['5.2.0 - 5.4.0', '5.4.0', true],
    ['>=5.2.0,<6', '6.0.0-rc.1', false],
    ['>=5.2.0-beta', '5.2.0-rc.1', true],
  ];
  it.each(cases)('%s with %s → %s', (range, version, ok) => {
    const parsed = parseRange(range);
    expect(parsed.ok).toBe(true);
    expect(versionSatisfies(version, range)).toBe(ok);
  });

  // Hostile and broken input: refused, never thrown.
  const hostile: unknown[] = [
    '',
    ' ',
    ',',
    '>=5.2.0,',
    ',<6',
    '>=5.2.0,,<6',
    '>=',
    '<',
    'latest',
    'five',
    '>=five',
    '1.2.3.4',
    '>=5.2.0 || <4',
    '||',
    '>=5.2.0;<6',
    '>=5.2.0\n<6',
    '\u0000',
    '>'.repeat(300),
    `>=${'9'.repeat(300)}.0.0`,
    '><5',
    null,
    undefined,
    5,
    ['>=5'],
    { range: '>=5' },
  ];
  it.each(hostile.map((h) => [JSON.stringify(h) ?? String(h), h]))('refuses %s', (_label, input) => {
    const parsed = parseRange(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason.length).toBeGreaterThan(0);
  });

  it('is fast on long adversarial input (no catastrophic backtracking)', () => {
    const started = performance.now();
    for (const s of ['1'.repeat(255), ` ${'-'.repeat(254)}`, '>=1.0.0,'.repeat(32), 'x.'.repeat(128)]) parseRange(s);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('compatibility check', () => {
  it('inside and outside the range', () => {
    expect(checkCompatibility('>=5.2.0,<6', '5.2.0')).toEqual({ ok: true });
    expect(checkCompatibility('>=5.2.0,<6', '6.1.0')).toEqual({
      ok: false,
      code: 'plugin.compatibility.failed',
      message: 'plugin.compatibility.failed: running svc version 6.1.0 is outside the range ">=5.2.0,<6"',
    });
  });

  it('an unparseable range', () => {
    const r = checkCompatibility('>=5.2.0 || junk', '5.2.0');
    expect(r).toMatchObject({ ok: false, code: 'plugin.compatibility.unparseable' });
  });

  it('compares a prerelease or dev running version by its release triple', () => {
    expect(runningRelease('5.2.0-dev')).toBe('5.2.0');
    expect(runningRelease('0.1.0-dev+sha.abc')).toBe('0.1.0');
    expect(runningRelease('v5.2.0')).toBe('5.2.0');
    expect(runningRelease('dev')).toBeUndefined();
    expect(checkCompatibility('>=5.2.0,<6', '5.2.0-dev').ok).toBe(true);
    expect(checkCompatibility('>=5.2.0,<6', '6.0.0-rc.1').ok).toBe(false);
    expect(checkCompatibility('>=0.1.0', '0.1.0-dev').ok).toBe(true);
  });

  it('a non-semver running version fails every range but *', () => {
    expect(checkCompatibility('>=5.2.0', 'dev')).toMatchObject({ ok: false, code: 'plugin.compatibility.failed' });
  });
});
