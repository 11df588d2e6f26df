import { describe, expect, it } from 'vitest';
import { compileQuery, USER_GROUP_PROPERTIES, USER_PROPERTIES } from '../../layers/core/src/legacy/users/query.ts';
import { ProblemError } from '../../layers/core/src/http/problem.ts';

const compile = (q: unknown, props = USER_PROPERTIES) => compileQuery(JSON.stringify(q), props, 'u');

describe('legacy user/user-group search query language', () => {
  it('compiles a leaf to a parameterised, null-safe predicate', () => {
    expect(compile({ property: 'username', operator: 'eq', value: "x' OR 1=1" })).toEqual({
      where: 'coalesce(u.username = $q0, false)',
      params: { q0: "x' OR 1=1" },
    });
    expect(compile({ property: 'email', operator: 'contains', value: '@' }).where).toBe('coalesce(u.email CONTAINS $q0, false)');
    expect(compile({ property: 'email', operator: 'ne', value: '@' }).where).toBe('coalesce(u.email <> $q0, false)');
    expect(compile({ property: 'email', operator: 'in', value: ['a', 'b'] })).toEqual({ where: 'coalesce(u.email IN $q0, false)', params: { q0: ['a', 'b'] } });
  });

  it('combines AND, OR and NOT, numbering parameters in order', () => {
    const c = compile({ AND: [{ property: 'firstName', operator: 'eq', value: 'a' }, { OR: [{ property: 'lastName', operator: 'eq', value: 'b' }, { NOT: { property: 'email', operator: 'contains', value: 'c' } }] }] });
    expect(c.where).toBe('(coalesce(u.firstName = $q0, false) AND (coalesce(u.lastName = $q1, false) OR (NOT coalesce(u.email CONTAINS $q2, false))))');
    expect(c.params).toEqual({ q0: 'a', q1: 'b', q2: 'c' });
  });

  it('takes group ids as integers', () => {
    const c = compileQuery(JSON.stringify({ property: 'id', operator: 'in', value: [1, 2] }), USER_GROUP_PROPERTIES, 'c');
    expect(c.where).toBe('coalesce(c.id IN $q0, false)');
    expect((c.params['q0'] as { toNumber(): number }[]).map((i) => i.toNumber())).toEqual([1, 2]);
  });

  it('refuses what it does not understand with a 400 problem', () => {
    const bad = [
      '{nope',
      JSON.stringify([]),
      JSON.stringify({ property: 'roles', operator: 'eq', value: 'x' }),
      JSON.stringify({ property: 'toString', operator: 'eq', value: 'x' }),
      JSON.stringify({ property: 'username', operator: 'regex', value: 'x' }),
      JSON.stringify({ property: 'username', operator: 'eq' }),
      JSON.stringify({ property: 'username', operator: 'eq', value: 1 }),
      JSON.stringify({ property: 'username', operator: 'in', value: 'x' }),
      JSON.stringify({ AND: [] }),
      JSON.stringify({ OR: {} }),
    ];
    for (const text of bad) {
      expect(() => compileQuery(text, USER_PROPERTIES, 'u'), text).toThrow(ProblemError);
    }
    expect(() => compileQuery(JSON.stringify({ property: 'id', operator: 'contains', value: '1' }), USER_GROUP_PROPERTIES, 'c')).toThrow(ProblemError);
    expect(() => compileQuery(JSON.stringify({ property: 'id', operator: 'eq', value: 1.5 }), USER_GROUP_PROPERTIES, 'c')).toThrow(ProblemError);
    let deep: unknown = { property: 'username', operator: 'eq', value: 'x' };
    for (let i = 0; i < 20; i++) deep = { NOT: deep };
    expect(() => compile(deep)).toThrow(ProblemError);
  });
});
