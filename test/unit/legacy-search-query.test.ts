import { describe, expect, it } from 'vitest';
import { ProblemError } from '#core/kernel/problem.ts';
import {
  MAX_CONDITIONS,
  MAX_DEPTH,
  MAX_IN_VALUES,
  MAX_QUERY_LENGTH,
  OPERATORS,
  parseQuery,
  type QueryNode,
} from '#core/features/search/query.ts';
import { MAX_ORDERED_LENGTH, attributeRegex, regexLiteral, translate } from '#core/features/search/translate.ts';
import { collectionTarget, containerTarget } from '#core/features/search/service.ts';
import { thrownProblem } from '../support/problem.ts';

const c = (property: string, operator: string, value: unknown) => ({ property, operator, value });
const q = (doc: unknown) => JSON.stringify(doc);

const problem = thrownProblem;

/** Compiles a query for Collections; the parameters with neo4j Integers shown as numbers. */
function compile(doc: unknown) {
  const t = translate(parseQuery(q(doc)), collectionTarget);
  const params = Object.fromEntries(Object.entries(t.params).map(([k, v]) => [k, plain(v)]));
  return { where: t.where, params };
}
const plain = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(plain)
    : v !== null && typeof v === 'object' && 'toNumber' in v
      ? (v as { toNumber(): number }).toNumber()
      : v;

describe('legacy search: parsing', () => {
  it.each([
    ['a condition', c('name', 'eq', 'x'), { kind: 'condition', property: 'name', operator: 'eq', value: 'x' }],
    [
      'operator names are case-insensitive, neq is ne',
      c('name', 'NEQ', 'x'),
      { kind: 'condition', property: 'name', operator: 'ne', value: 'x' },
    ],
    [
      'AND of two',
      { AND: [c('a', 'eq', 1), c('b', 'gt', 2)] },
      {
        kind: 'AND',
        children: [
          { kind: 'condition', property: 'a', operator: 'eq', value: 1 },
          { kind: 'condition', property: 'b', operator: 'gt', value: 2 },
        ],
      },
    ],
    [
      'NOT of an object',
      { NOT: c('a', 'eq', null) },
      { kind: 'NOT', child: { kind: 'condition', property: 'a', operator: 'eq', value: null } },
    ],
    [
      'NOT of a one-element array',
      { NOT: [c('a', 'eq', 'x')] },
      { kind: 'NOT', child: { kind: 'condition', property: 'a', operator: 'eq', value: 'x' } },
    ],
    [
      'in with a list',
      c('a', 'in', ['x', 2, true]),
      { kind: 'condition', property: 'a', operator: 'in', value: ['x', 2, true] },
    ],
  ] as [string, unknown, QueryNode][])('%s', (_name, doc, expected) => {
    expect(parseQuery(q(doc))).toEqual(expected);
  });

  it("counts the query in characters (code points), as the document's maxLength does", () => {
    const text = q(c('name', 'eq', '😀'.repeat(1000)));
    const padded = text + ' '.repeat(MAX_QUERY_LENGTH - [...text].length);
    expect(padded.length).toBeGreaterThan(MAX_QUERY_LENGTH);
    expect(parseQuery(padded)).toMatchObject({ operator: 'eq' });
    expect(() => parseQuery(`${padded} `)).toThrow(/longer than/);
  });

  it('accepts every operator', () => {
    for (const op of OPERATORS)
      expect(parseQuery(q(c('name', op, op === 'in' ? ['x'] : 'x')))).toMatchObject({ operator: op });
  });

  it.each([
    ['blank', '   ', /non-blank/],
    ['not JSON', '{nope', /not valid JSON/],
    ['too long', q(c('name', 'eq', 'x'.repeat(MAX_QUERY_LENGTH))), /longer than/],
    ['an array at the root', q([c('a', 'eq', 1)]), /\$: expected an object/],
    ['a string at the root', q('name'), /\$: expected an object/],
    ['an unknown operator', q(c('a', 'like', 'x')), /\$\.operator: unknown operator "like"/],
    ['a missing operator', q({ property: 'a', value: 1 }), /\$\.operator/],
    ['a missing value', q({ property: 'a', operator: 'eq' }), /\$\.value: a condition needs a value/],
    ['an empty property', q(c('', 'eq', 1)), /\$\.property/],
    ['a non-string property', q(c(7 as unknown as string, 'eq', 1)), /\$\.property/],
    ['an unknown key', q({ ...c('a', 'eq', 1), extra: 1 }), /unknown key "extra"/],
    ['a lower-case connective', q({ and: [c('a', 'eq', 1)] }), /unknown key "and"/],
    ['mixed logical and condition keys', q({ AND: [c('a', 'eq', 1)], property: 'a' }), /exactly one key/],
    ['two connectives', q({ AND: [c('a', 'eq', 1)], OR: [c('a', 'eq', 1)] }), /exactly one key/],
    ['an empty AND', q({ AND: [] }), /\$\.AND: AND takes a non-empty array/],
    ['OR of an object', q({ OR: c('a', 'eq', 1) }), /\$\.OR: OR takes a non-empty array/],
    ['NOT of two', q({ NOT: [c('a', 'eq', 1), c('a', 'eq', 2)] }), /\$\.NOT: NOT takes one query/],
    [
      'a nested error, pointed at',
      q({ AND: [c('a', 'eq', 1), { OR: [c('a', 'eq', 1), c('a', 'zz', 1)] }] }),
      /\$\.AND\[1\]\.OR\[1\]\.operator/,
    ],
    ['an object value', q(c('a', 'eq', { $ne: 1 })), /\$\.value: the eq operator takes/],
    ['an array value for eq', q(c('a', 'eq', ['x'])), /\$\.value/],
    ['in without an array', q(c('a', 'in', 'x')), /non-empty array/],
    ['in with an empty array', q(c('a', 'in', [])), /non-empty array/],
    ['in with a null', q(c('a', 'in', ['x', null])), /\$\.value\[1\]/],
    [
      'in with too many values',
      q(
        c(
          'a',
          'in',
          Array.from({ length: MAX_IN_VALUES + 1 }, (_, i) => i),
        ),
      ),
      /at most/,
    ],
    ['null with gt', q(c('a', 'gt', null)), /null is only allowed with eq and ne/],
    ['null with contains', q(c('a', 'contains', null)), /null is only allowed/],
  ])('refuses %s with a 400 pointing at it', (_name, text, detail) => {
    const err = problem(() => parseQuery(text));
    expect(err.status).toBe(400);
    expect(err.code).toBe('request.invalid');
    expect(err.detail).toMatch(detail);
  });

  it(`limits nesting to ${MAX_DEPTH} levels and conditions to ${MAX_CONDITIONS}`, () => {
    const nest = (levels: number): unknown => (levels === 1 ? c('a', 'eq', 1) : { NOT: nest(levels - 1) });
    expect(() => parseQuery(q(nest(MAX_DEPTH)))).not.toThrow();
    expect(problem(() => parseQuery(q(nest(MAX_DEPTH + 1)))).detail).toMatch(/nesting deeper than/);
    // Deep nesting far beyond the limit fails fast, without exhausting the stack.
    const text = '{"NOT":'.repeat(2000) + q(c('a', 'eq', 1)) + '}'.repeat(2000);
    expect(problem(() => parseQuery(text)).detail).toMatch(/nesting deeper than/);
    const many = (n: number) => q({ OR: Array.from({ length: n }, (_, i) => c('a', 'eq', i)) });
    expect(() => parseQuery(many(MAX_CONDITIONS))).not.toThrow();
    expect(problem(() => parseQuery(many(MAX_CONDITIONS + 1))).detail).toMatch(/more than/);
  });
});

describe('legacy search: translation to parameterised Cypher', () => {
  it.each([
    ['eq', c('name', 'eq', 'x'), '(e.name = $q0)', { q0: 'x' }],
    ['ne', c('name', 'ne', 'x'), '(e.name <> $q0)', { q0: 'x' }],
    ['contains', c('description', 'contains', 'x'), '(e.description CONTAINS $q0)', { q0: 'x' }],
    ['gt', c('name', 'gt', 'x'), '(e.name > $q0)', { q0: 'x' }],
    ['lt', c('createdBy', 'lt', 'x'), '(e.createdBy < $q0)', { q0: 'x' }],
    ['ge', c('updatedBy', 'ge', 'x'), '(e.updatedBy >= $q0)', { q0: 'x' }],
    ['le', c('name', 'le', 'x'), '(e.name <= $q0)', { q0: 'x' }],
    ['in', c('name', 'in', ['x', 1]), '(e.name IN $q0)', { q0: ['x', '1'] }],
    ['a number on a string property is its text', c('name', 'eq', 12), '(e.name = $q0)', { q0: '12' }],
    ['eq null', c('description', 'eq', null), '(e.description IS NULL)', {}],
    ['ne null', c('description', 'ne', null), '(e.description IS NOT NULL)', {}],
    ['id eq an integer', c('id', 'eq', 42), '(e.id = $q0)', { q0: 42 }],
    ['id eq its decimal text', c('id', 'eq', '42'), '(e.id = $q0)', { q0: 42 }],
    ['id in', c('id', 'in', [1, '2']), '(e.id IN $q0)', { q0: [1, 2] }],
    ['id contains digits', c('id', 'contains', 123), '(toString(e.id) CONTAINS $q0)', { q0: '123' }],
    [
      'createdAt gt epoch millis',
      c('createdAt', 'gt', 1700000000000),
      '(e.createdAt.epochMillis > $q0)',
      { q0: 1700000000000 },
    ],
    [
      'updatedAt le ISO-8601',
      c('updatedAt', 'le', '2024-08-15T11:18:44.632+00:00'),
      '(e.updatedAt.epochMillis <= $q0)',
      { q0: Date.parse('2024-08-15T11:18:44.632+00:00') },
    ],
    [
      'AND',
      { AND: [c('name', 'eq', 'a'), c('name', 'eq', 'b')] },
      '((e.name = $q0) AND (e.name = $q1))',
      { q0: 'a', q1: 'b' },
    ],
    [
      'OR',
      { OR: [c('name', 'eq', 'a'), c('name', 'eq', 'b')] },
      '((e.name = $q0) OR (e.name = $q1))',
      { q0: 'a', q1: 'b' },
    ],
    [
      'XOR',
      { XOR: [c('name', 'eq', 'a'), c('name', 'eq', 'b')] },
      '((e.name = $q0) XOR (e.name = $q1))',
      { q0: 'a', q1: 'b' },
    ],
    ['NOT', { NOT: c('name', 'eq', 'a') }, '(NOT (e.name = $q0))', { q0: 'a' }],
    [
      'nested',
      { AND: [{ OR: [c('name', 'eq', 'a'), { NOT: c('id', 'eq', 1) }] }, c('name', 'contains', 'b')] },
      '(((e.name = $q0) OR (NOT (e.id = $q1))) AND (e.name CONTAINS $q2))',
      { q0: 'a', q1: 1, q2: 'b' },
    ],
  ])('%s', (_name, doc, where, params) => {
    expect(compile(doc)).toEqual({ where, params });
  });

  it('attributes: both spellings, three-valued, regexes as parameters', () => {
    const a = compile(c('attributes.color', 'eq', 'red'));
    const b = compile(c('attributes||color', 'eq', 'red'));
    expect(a).toEqual(b);
    expect(a.where).toBe(
      "(CASE WHEN coalesce(e.attributes, '{}') =~ $q0 THEN coalesce(e.attributes, '{}') =~ $q1 END)",
    );
    expect(compile(c('attributes.color', 'ne', 'red')).where).toMatch(/THEN NOT /);
    expect(compile(c('attributes.color', 'eq', null)).where).toBe("(NOT coalesce(e.attributes, '{}') =~ $q0)");
    expect(compile(c('attributes.color', 'ne', null)).where).toBe("(coalesce(e.attributes, '{}') =~ $q0)");
  });

  it('never puts input into the query text: hostile property names are refused, hostile values are parameters', () => {
    const hostile = [
      'name) OR true //',
      'name`]->() DETACH DELETE e //',
      'e.name',
      '__proto__',
      'constructor',
      'toString',
      'attributes',
      'attributes.',
      'password',
    ];
    for (const property of hostile) {
      const err = problem(() => compile(c(property, 'eq', 'x')));
      expect(err.detail).toMatch(/\$\.property: unknown property/);
    }
    const values = ["x' OR 1=1 //", '"}) DETACH DELETE e //', '$gateAdmin', '\\E.*\\Q', '.*'];
    for (const value of values) {
      for (const property of ['name', 'attributes.k', 'attributes.x") OR true //']) {
        for (const operator of ['eq', 'contains', 'in']) {
          const t = compile(c(property, operator, operator === 'in' ? [value] : value));
          expect(t.where).not.toContain(value);
          expect(t.where).toMatch(/^[\w\s.()$<>=~,'{}]+$/);
        }
      }
    }
  });

  it('refuses what does not apply, pointing at it', () => {
    expect(problem(() => compile(c('createdAt', 'contains', '2024'))).detail).toMatch(
      /\$\.operator: contains does not apply to createdAt/,
    );
    expect(problem(() => compile(c('id', 'eq', 'abc'))).detail).toMatch(/\$\.value: id takes an integer/);
    expect(problem(() => compile(c('id', 'in', [1, 'x']))).detail).toMatch(/\$\.value\[1\]/);
    expect(problem(() => compile(c('id', 'eq', 1.5))).detail).toMatch(/id takes an integer/);
    expect(problem(() => compile(c('createdAt', 'gt', 'yesterday'))).detail).toMatch(
      /epoch milliseconds or an ISO-8601/,
    );
    for (const op of ['gt', 'lt', 'ge', 'le']) {
      expect(problem(() => compile(c('attributes.a', op, 'x'.repeat(MAX_ORDERED_LENGTH + 1)))).detail).toMatch(
        /\$\.value: .* at most/,
      );
      expect(problem(() => compile(c('attributes.a', op, 'a\ud800')))).toBeInstanceOf(ProblemError);
    }
    expect(problem(() => compile({ OR: [c('name', 'eq', 'x'), c('nope', 'eq', 1)] })).detail).toMatch(
      /\$\.OR\[1\]\.property: unknown property "nope" for Collection/,
    );
  });

  it('containers: no description, no attributes', () => {
    expect(() => translate(parseQuery(q(c('name', 'eq', 'x'))), containerTarget)).not.toThrow();
    expect(problem(() => translate(parseQuery(q(c('description', 'eq', 'x'))), containerTarget)).detail).toMatch(
      /unknown property/,
    );
    expect(problem(() => translate(parseQuery(q(c('attributes.a', 'eq', 'x'))), containerTarget)).detail).toMatch(
      /unknown property/,
    );
  });
});

describe('legacy search: attribute regexes over the stored JSON text', () => {
  // Java regex (Neo4j `=~`, whole-string match) ⇄ JS: possessive quantifiers only cut backtracking
  // (the JSON string tokens are unambiguous), so dropping them keeps the language the same.
  // Java's \x{h} is JS's unicode-mode \u{h}; possessive `*+` becomes plain `*`.
  const js = (rx: string) =>
    new RegExp(
      `^(?:${rx
        .replace(/^\(\?s\)/, '')
        .replace(/\*\+/g, '*')
        .replace(/\\x\{/g, '\\u{')})$`,
      'su',
    );
  /** What the translator would match for one condition on one attribute, evaluated on `attrs`. */
  function matches(attrs: Record<string, string>, key: string, operator: string, value: unknown): boolean | null {
    const t = translate(parseQuery(q(c(`attributes.${key}`, operator, value))), collectionTarget);
    const text = JSON.stringify(attrs);
    const has = js(String(t.params['q0'])).test(text);
    if (value === null) return operator === 'eq' ? !has : has;
    if (!has) return null;
    const m = js(String(t.params['q1'])).test(text);
    return operator === 'ne' ? !m : m;
  }

  it.each([
    [{ color: 'red' }, 'color', 'eq', 'red', true],
    [{ color: 'red' }, 'color', 'eq', 're', false],
    [{ color: 'red' }, 'color', 'ne', 'blue', true],
    [{ color: 'red' }, 'size', 'eq', 'red', null],
    [{ color: 'red' }, 'size', 'ne', 'red', null],
    [{ color: 'red' }, 'size', 'eq', null, true],
    [{ color: 'red' }, 'color', 'ne', null, true],
    [{ a: 'x', color: 'dark red' }, 'color', 'contains', 'k r', true],
    [{ a: 'x', color: 'red' }, 'color', 'contains', 'x', false],
    [{ a: 'x', color: 'red' }, 'color', 'in', ['blue', 'red'], true],
    [{ a: 'red', b: 'color' }, 'color', 'eq', 'red', null],
    [{ red: 'color' }, 'color', 'eq', 'red', null],
    [{ n: '10' }, 'n', 'eq', 10, true],
    [{ 'we"ird,{': 'x' }, 'we"ird,{', 'eq', 'x', true],
    [{ 'a"b': 'x' }, 'b', 'eq', 'x', null],
    [{ k: 'a\nb' }, 'k', 'eq', 'a\nb', true],
    [{ k: 'a\nb' }, 'k', 'contains', 'n', false],
    [{ k: 'a\\nb' }, 'k', 'contains', 'n', true],
    [{ k: 'a\\nb' }, 'k', 'contains', '\\', true],
    [{ k: '\u0001' }, 'k', 'contains', '0', false],
    [{ k: 'q"uote' }, 'k', 'contains', '"', true],
    [{ k: '' }, 'k', 'contains', '', true],
    [{ k: '' }, 'k', 'eq', '', true],
    [{ k: 'x' }, 'k', 'eq', '.*', false],
    [{ k: 'x' }, 'k', 'contains', '.*', false],
    [{ 'k.*': 'x' }, 'k.*', 'eq', 'x', true],
    [{ kk: 'x' }, 'k.*', 'eq', 'x', null],
    [{ k: 'ü ✓ 𝄞' }, 'k', 'contains', '𝄞', true],
    // Text that looks like a key/value pair inside another string never matches.
    [{ a: 'a{', ':': '}' }, ',', 'eq', ':', null],
    [{ a: '{"k":"v"}' }, 'k', 'eq', 'v', null],
    [{ a: 'x,"k":"v' }, 'k', 'eq', 'v', null],
  ] as [Record<string, string>, string, string, unknown, boolean | null][])(
    '%j: %s %s %j → %s',
    (attrs, key, operator, value, expected) => {
      expect(matches(attrs, key, operator, value)).toBe(expected);
    },
  );

  it('gt, lt, ge, le agree with string order on decoded values (by code point)', () => {
    const values = [
      '',
      'a',
      'b',
      'ab',
      'abc',
      'abd',
      'b0',
      'B',
      '10',
      '2',
      '9',
      'a"b',
      'a\\b',
      'a\nb',
      'a\u0001',
      'a b',
      'ü',
      'z',
      '~',
      '\u007f',
      '✓',
      '𝄞',
      '\ue000',
      'a\ud800',
      '"',
      '\\',
    ];
    const order = (a: string, b: string) => {
      const x = Array.from(a, (ch) => ch.codePointAt(0) ?? 0);
      const y = Array.from(b, (ch) => ch.codePointAt(0) ?? 0);
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
      return x.length - y.length;
    };
    const want = {
      gt: (d: number) => d > 0,
      lt: (d: number) => d < 0,
      ge: (d: number) => d >= 0,
      le: (d: number) => d <= 0,
    };
    for (const x of values.filter((v) => !/[\ud800-\udfff]/u.test(v) || v === '𝄞')) {
      for (const v of values) {
        for (const op of ['gt', 'lt', 'ge', 'le'] as const) {
          expect(matches({ k: v, other: 'zzz' }, 'k', op, x), `${JSON.stringify(v)} ${op} ${JSON.stringify(x)}`).toBe(
            want[op](order(v, x)),
          );
        }
      }
    }
    expect(matches({ other: 'a' }, 'k', 'gt', 'a')).toBeNull();
  });

  it('loops over input only possessively (Java recurses per iteration of a plain group loop and overflows)', () => {
    for (const [op, value] of [
      ['eq', 'x'],
      ['ne', 'x'],
      ['contains', 'x'],
      ['in', ['x', 'y']],
      ['gt', 'ab'],
      ['lt', 'ab'],
      ['ge', 'ab'],
      ['le', 'ab'],
    ] as const) {
      const t = translate(parseQuery(q(c('attributes.k', op, value))), collectionTarget);
      for (const rx of Object.values(t.params).map(String)) {
        // Every quantified group or class is possessive; the only other loop is the trailing `.*` (a single-character loop).
        expect(rx.replace(/\.\*$/, '').match(/[)\]][*+](?!\+)|[)\]]\{\d+,\d*\}(?!\+)/g) ?? [], `${op}: ${rx}`).toEqual(
          [],
        );
      }
    }
  });

  it('quotes every regex metacharacter', () => {
    const special = '\\^$.|?*+()[]{}<>-=!:,"\'#&~/ ';
    expect(new RegExp(`^${regexLiteral(special)}$`, 'u').test(special)).toBe(true);
    expect(regexLiteral('abcXYZ019')).toBe('abcXYZ019');
    expect(attributeRegex('k', '"v"')).toContain('"k":"v"[,}]');
  });
});
