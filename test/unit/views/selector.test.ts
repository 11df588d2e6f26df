import { describe, expect, it } from 'vitest';
import { parseSelector, select } from '../../../layers/core/src/features/views/selector.ts';
import { resolveBindings } from '../../../layers/core/src/features/views/bindings.ts';
import type { FocusChannel } from '../../../layers/core/src/features/views/focus.ts';

const ch = (id: number, names: Partial<FocusChannel> = {}): FocusChannel => ({
  id,
  containerId: 1,
  measurement: 'm',
  device: 'd1',
  location: 'lab',
  symbolicName: 's',
  field: 'force',
  valueType: 'DOUBLE',
  unit: null,
  references: [],
  ...names,
});

describe('channel selectors', () => {
  it('parses a JSON object of channel names, a decimal id and a UUID', () => {
    expect(parseSelector('{"field":"force","device":"d1"}')).toEqual({
      ok: true,
      selector: { kind: 'names', names: { field: 'force', device: 'd1' } },
    });
    expect(parseSelector(' 42 ')).toEqual({ ok: true, selector: { kind: 'id', id: 42 } });
    expect(parseSelector('0192F3A4-1111-7222-8333-444455556666')).toEqual({
      ok: true,
      selector: { kind: 'uuid', uuid: '0192f3a4-1111-7222-8333-444455556666' },
    });
  });

  it('refuses what is neither, naming why', () => {
    for (const [text, why] of [
      ['s', /neither/],
      ['[1]', /not a JSON object/],
      ['null', /not a JSON object/],
      ['{}', /names none/],
      ['{"sensor":"x"}', /"sensor"/],
      ['{"field":3}', /number, not a string/],
      ['{"field":null}', /null/],
      ['99999999999999999', /not a JSON object/],
    ] as const) {
      const r = parseSelector(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(why);
    }
  });

  it('matches every name it gives, exactly and case-sensitively, and ids by id', () => {
    const all = [ch(1), ch(2, { device: 'd2' }), ch(3, { field: 'Force' })];
    const names = (t: string) => {
      const p = parseSelector(t);
      if (!p.ok) throw new Error(p.reason);
      return p.selector;
    };
    expect(select(names('{"field":"force"}'), all).map((c) => c.id)).toEqual([1, 2]);
    expect(select(names('{"field":"force","device":"d2"}'), all).map((c) => c.id)).toEqual([2]);
    expect(select(names('{"field":"FORCE"}'), all)).toEqual([]);
    expect(select(names('3'), all).map((c) => c.id)).toEqual([3]);
    expect(select(names('0192f3a4-1111-7222-8333-444455556666'), all)).toEqual([]);
  });
});

describe('binding resolution', () => {
  const channels = [ch(1, { unit: 'http://qudt.org/vocab/unit/N' }), ch(2, { device: 'd2', field: 'strain' })];

  it('resolves one match, drops an optional missing one, and warns on a unit mismatch only when the channel has a unit', () => {
    const r = resolveBindings(
      [
        { role: 'y', channelSelector: '{"field":"force"}', unit: 'http://qudt.org/vocab/unit/KiloN' },
        { role: 'x', channelSelector: '{"field":"strain"}', unit: 'http://qudt.org/vocab/unit/PERCENT' },
        { role: 'color', channelSelector: '{"field":"temperature"}' },
      ],
      channels,
    );
    expect(r.refusals).toEqual([]);
    expect(r.bindings.map((b) => [b.role, b.status, b.channel?.id ?? null])).toEqual([
      ['y', 'RESOLVED', 1],
      ['x', 'RESOLVED', 2],
      ['color', 'MISSING', null],
    ]);
    expect(r.warnings).toEqual([
      { role: 'y', code: 'unit-mismatch', message: expect.stringContaining('KiloN') as string },
    ]);
  });

  it('refuses a missing required channel, an ambiguous selector (required or not) and a malformed one, naming each binding', () => {
    const r = resolveBindings(
      [
        { role: 'z', channelSelector: '{"field":"temperature"}', required: true },
        { role: 'y', channelSelector: '{"location":"lab"}' },
        { role: 'x', channelSelector: 'force' },
        { role: 'ok', channelSelector: '{"field":"force"}', required: true },
      ],
      channels,
    );
    expect(r.refusals.map((f) => [f.index, f.role, f.reason])).toEqual([
      [0, 'z', 'MISSING'],
      [1, 'y', 'AMBIGUOUS'],
      [2, 'x', 'INVALID_SELECTOR'],
    ]);
    const ambiguous = r.refusals[1];
    expect(ambiguous && 'candidates' in ambiguous ? ambiguous.candidates.map((c) => c.id) : []).toEqual([1, 2]);
    expect(r.refusals[0]?.message).toContain('hasChannelBinding[0] (role z)');
  });

  it('answers the same channel once however many references name it', () => {
    const r = resolveBindings(
      [{ role: 'y', channelSelector: '1' }],
      [
        ch(1, {
          references: [
            { id: 5, appId: 'a' },
            { id: 6, appId: 'b' },
          ],
        }),
      ],
    );
    expect(r.bindings[0]?.channel?.references).toHaveLength(2);
  });
});
