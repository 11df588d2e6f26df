import { describe, expect, it } from 'vitest';
import { featuresJson, featuresTable } from '../../../cli/src/commands/features.ts';
import { healthJson, healthText } from '../../../cli/src/commands/health.ts';
import { pluginJson, pluginsTable, type PluginEntry } from '../../../cli/src/commands/plugins.ts';
import {
  cellText,
  formatJson,
  formatKeyValues,
  formatTable,
  Output,
  sanitize,
  sortKeys,
} from '../../../cli/src/output.ts';
import { sink } from './helpers.ts';

describe('tables', () => {
  it('aligns columns with two spaces, capital headers and no trailing blanks', () => {
    const text = formatTable(
      [
        { header: 'name', value: (r: { n: string; v: number }) => r.n },
        { header: 'count', value: (r) => r.v, align: 'right' },
        { header: 'note', value: () => '' },
      ],
      [
        { n: 'a', v: 1 },
        { n: 'longer-name', v: 12345 },
      ],
    );
    expect(text).toBe(['NAME         COUNT  NOTE', 'a                1', 'longer-name  12345', ''].join('\n'));
  });

  it('prints a header alone for no rows', () => {
    expect(formatTable([{ header: 'id', value: () => 'x' }], [])).toBe('ID\n');
  });

  it('keeps every cell on one line and makes control characters visible', () => {
    expect(sanitize('two\nlines\r\nand \u001b[31mred')).toBe('two lines and \\u001b[31mred');
    expect(cellText(null)).toBe('-');
    expect(cellText(true)).toBe('true');
    expect(cellText({ b: 1, a: [2] })).toBe('{"a":[2],"b":1}');
  });

  it('aligns key-value views', () => {
    expect(
      formatKeyValues([
        ['id', 'x'],
        ['longer key', 1],
      ]),
    ).toBe('id:          x\nlonger key:  1\n');
  });
});

describe('JSON', () => {
  it('is pretty, newline-terminated and key-sorted where the shape is free', () => {
    expect(formatJson({ b: 1 })).toBe('{\n  "b": 1\n}\n');
    expect(Object.keys(sortKeys({ b: 1, a: { d: 1, c: 2 } }) as object)).toEqual(['a', 'b']);
    expect(JSON.stringify(sortKeys([{ y: 1, x: 2 }]))).toBe('[{"x":2,"y":1}]');
  });

  it('features: a fixed key order whatever the server sends', () => {
    const json = featuresJson([{ description: 'd', enabled: true, name: 'svc.x' } as never]);
    expect(JSON.stringify(json)).toBe('{"features":[{"name":"svc.x","enabled":true,"description":"d"}]}');
    expect(featuresTable([{ name: 'svc.x', enabled: true, description: 'd' }])).toBe(
      'NAME   ENABLED  DESCRIPTION\nsvc.x  true     d\n',
    );
  });

  it('plugins: the spec field order, failureMessage only when present', () => {
    const base: PluginEntry = {
      id: 'p',
      version: '1.0.0',
      svcCompatibility: '>=0.1.0',
      state: 'ENABLED',
      enabled: true,
      sourcePath: null,
      registeredAt: '2026-01-01T00:00:00.000Z',
    };
    expect(Object.keys(pluginJson({ ...base }))).toEqual([
      'id',
      'version',
      'svcCompatibility',
      'state',
      'enabled',
      'sourcePath',
      'registeredAt',
    ]);
    expect(
      pluginJson({ ...base, state: 'FAILED', failureMessage: 'plugin.dependency.missing: x' }).failureMessage,
    ).toBe('plugin.dependency.missing: x');
    const table = pluginsTable([
      base,
      {
        ...base,
        id: 'broken',
        state: 'FAILED',
        enabled: false,
        sourcePath: '/p/broken',
        failureMessage: 'plugin.dependency.missing: x',
      },
    ]);
    expect(table).toContain('ID      VERSION  STATE    ENABLED  SVC COMPATIBILITY  REGISTERED                SOURCE');
    expect(table).toContain('(built in)');
    expect(table).toContain('Failures:\n  broken: plugin.dependency.missing: x\n');
    expect(pluginsTable([])).toBe('No plugins registered.\n');
  });

  it('health: overall UP only when both probes are UP; every check listed', () => {
    const up = { status: 'UP' as const, checks: [{ name: 'runtime', status: 'UP' as const, data: { z: 1, a: 'x' } }] };
    const down = {
      status: 'DOWN' as const,
      checks: [
        { name: 'tables', status: 'DOWN' as const },
        { name: 'graph-schema', status: 'UP' as const },
      ],
    };
    const h = healthJson(up, down);
    expect(h.status).toBe('DOWN');
    expect(Object.keys(h.live.checks[0]?.data ?? {})).toEqual(['a', 'z']);
    expect(healthJson(up, up).status).toBe('UP');
    expect(healthText(h)).toBe(
      [
        'PROBE  CHECK         STATUS  DATA',
        'live   runtime       UP      a=x z=1',
        'ready  tables        DOWN',
        'ready  graph-schema  UP',
        '',
        'live UP, ready DOWN: DOWN',
        '',
      ].join('\n'),
    );
  });
});

describe('Output', () => {
  it('writes the JSON value in json mode and the rendered text otherwise', () => {
    const out = sink();
    new Output('json', out, sink()).result({ a: 1 }, () => 'human');
    expect(out.text).toBe('{\n  "a": 1\n}\n');
    const out2 = sink();
    new Output('human', out2, sink()).result({ a: 1 }, () => 'human\n');
    expect(out2.text).toBe('human\n');
  });

  it('verbose lines go to stderr only when enabled', () => {
    const err = sink();
    new Output('human', sink(), err, false).verbose('hidden');
    new Output('human', sink(), err, true).verbose('shown');
    expect(err.text).toBe('* shown\n');
  });
});
