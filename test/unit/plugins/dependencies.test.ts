import { describe, expect, it } from 'vitest';
import { resolveDependencies, type DependencyNode } from '../../../layers/core/src/platform/plugins/dependencies.ts';

const n = (id: string, dependencies: Record<string, string> = {}, version = '1.0.0'): DependencyNode => ({
  id,
  version,
  dependencies,
});

describe('dependency resolution', () => {
  it('orders dependencies first, ties by discovery order', () => {
    const r = resolveDependencies([
      n('app', { lib: '*', util: '*' }),
      n('zed'),
      n('lib', { util: '>=1' }),
      n('util'),
      n('alone'),
    ]);
    expect(r.failures.size).toBe(0);
    expect(r.order).toEqual(['zed', 'util', 'lib', 'app', 'alone']);
  });

  it('missing, failed-elsewhere and mismatched dependencies', () => {
    const r = resolveDependencies(
      [n('a', { ghost: '*' }), n('b', { gone: '*' }), n('c', { d: '>=2.0.0,<3' }), n('d', {}, '1.5.0')],
      new Set(['gone']),
    );
    expect(Object.fromEntries(r.failures)).toEqual({
      a: 'plugin.dependency.missing: ghost',
      b: 'plugin.dependency.missing: gone (FAILED)',
      c: 'plugin.dependency.version-mismatch: d 1.5.0 does not satisfy ">=2.0.0,<3"',
    });
    expect(r.order).toEqual(['d']);
  });

  it('cycles: 2-cycle, 3-cycle, self-dependency; dependents of cycle members fail as missing', () => {
    const r = resolveDependencies([
      n('a', { b: '*' }),
      n('b', { a: '*' }),
      n('p', { q: '*' }),
      n('q', { r: '*' }),
      n('r', { p: '*' }),
      n('self', { self: '*' }),
      n('user', { q: '*' }),
      n('ok'),
    ]);
    expect(Object.fromEntries(r.failures)).toEqual({
      a: 'plugin.dependency.cycle: a -> b -> a',
      b: 'plugin.dependency.cycle: b -> a -> b',
      p: 'plugin.dependency.cycle: p -> q -> r -> p',
      q: 'plugin.dependency.cycle: q -> r -> p -> q',
      r: 'plugin.dependency.cycle: r -> p -> q -> r',
      self: 'plugin.dependency.cycle: self -> self',
      user: 'plugin.dependency.missing: q (FAILED)',
    });
    expect(r.order).toEqual(['ok']);
  });

  it('a cycle with a chord reports the shortest cycle per member', () => {
    const r = resolveDependencies([n('a', { b: '*' }), n('b', { c: '*', a: '*' }), n('c', { a: '*' })]);
    expect(r.failures.get('a')).toBe('plugin.dependency.cycle: a -> b -> a');
    expect(r.failures.get('c')).toBe('plugin.dependency.cycle: c -> a -> b -> c');
  });

  it('prototype-named ids are plain ids', () => {
    const r = resolveDependencies([n('constructor'), n('x', { constructor: '*', 'to-string': '*' })]);
    expect(r.failures.get('x')).toBe('plugin.dependency.missing: to-string');
  });

  it('scales linearly-ish on a long chain', () => {
    const nodes = Array.from({ length: 300 }, (_, i) => n(`p${i}`, i === 0 ? {} : { [`p${i - 1}`]: '*' })).reverse();
    const r = resolveDependencies(nodes);
    expect(r.order[0]).toBe('p0');
    expect(r.order).toHaveLength(300);
  });
});
