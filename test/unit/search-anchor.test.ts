import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../layers/core/src/features/search/query.ts';
import { attributeAnchor } from '../../layers/core/src/features/search/translate.ts';
import { dataObjectTarget, referenceTarget } from '../../layers/core/src/features/search/service.ts';
import { attributeDigest } from '../../layers/core/src/platform/graph/attribute-index.ts';

const anchor = (q: unknown, target = dataObjectTarget) => attributeAnchor(parseQuery(JSON.stringify(q)), target);
const c = (property: string, operator: string, value: unknown) => ({ property, operator, value });

describe('attribute anchor of a search (the index the search may start from)', () => {
  it('an equality or `in` on an attribute gives its pairs, values compared as text', () => {
    expect(anchor(c('attributes.color', 'eq', 'red'))).toEqual([attributeDigest('color', 'red')]);
    expect(anchor(c('attributes||n', 'eq', 1))).toEqual([attributeDigest('n', '1')]);
    expect(anchor(c('attributes.color', 'in', ['red', 'blue']))).toEqual([
      attributeDigest('color', 'red'),
      attributeDigest('color', 'blue'),
    ]);
  });

  it('AND takes the fewest pairs of any child; OR only when every branch has some', () => {
    expect(
      anchor({ AND: [c('name', 'eq', 'x'), c('attributes.a', 'in', ['1', '2']), c('attributes.b', 'eq', '3')] }),
    ).toEqual([attributeDigest('b', '3')]);
    expect(anchor({ OR: [c('attributes.a', 'eq', '1'), c('attributes.b', 'eq', '2')] })).toEqual([
      attributeDigest('a', '1'),
      attributeDigest('b', '2'),
    ]);
    expect(anchor({ OR: [c('attributes.a', 'eq', '1'), c('name', 'eq', 'x')] })).toBeNull();
  });

  it('gives none where a match need not hold a pair', () => {
    for (const q of [
      c('attributes.a', 'ne', '1'),
      c('attributes.a', 'contains', '1'),
      c('attributes.a', 'eq', null),
      c('attributes.a', 'gt', 'x'),
      { NOT: c('attributes.a', 'eq', '1') },
      { XOR: [c('attributes.a', 'eq', '1'), c('attributes.b', 'eq', '2')] },
      c('name', 'eq', 'x'),
    ]) {
      expect(anchor(q), JSON.stringify(q)).toBeNull();
    }
    expect(anchor(c('attributes.a', 'eq', '1'), referenceTarget)).toBeNull();
  });

  it('digests tell key from value', () => {
    expect(attributeDigest('a\u0000b', 'c')).not.toBe(attributeDigest('a', 'b\u0000c'));
    expect(attributeDigest('ab', 'c')).not.toBe(attributeDigest('a', 'bc'));
  });
});
