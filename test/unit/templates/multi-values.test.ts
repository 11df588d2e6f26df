import { describe, expect, it } from 'vitest';
import { givenValues, multiValued, readValues, storedValues } from '#core/features/templates/multi-values.ts';

describe('multi-valued attributes', () => {
  const many = { maxCount: null };
  const three = { maxCount: 3 };
  const single = { maxCount: 1 };

  it('a field is multi-valued when sh:maxCount is absent or above 1', () => {
    expect([many, three, single, { maxCount: 0 }].map(multiValued)).toEqual([true, true, false, false]);
  });

  it('stores one value as itself, several as a JSON array, and none as no attribute', () => {
    expect(storedValues(three, ['a'])).toBe('a');
    expect(storedValues(three, ['a', 'b "quoted"'])).toBe('["a","b \\"quoted\\""]');
    expect(storedValues(three, [])).toBeUndefined();
    expect(storedValues(single, ['["a","b"]'])).toBe('["a","b"]');
  });

  it('reads back exactly what it stored, for every multi-valued field', () => {
    for (const values of [['a'], ['a', 'b'], ['[', ']'], ['["nested"]', 'x'], ['["a","b"]'], ['[]']]) {
      expect(readValues(three, storedValues(three, values)!)).toEqual(values);
    }
  });

  it('never splits a single-valued field, and keeps text that is no array of strings as one value', () => {
    expect(readValues(single, '["a","b"]')).toEqual(['["a","b"]']);
    expect(readValues(many, '[1,2]')).toEqual(['[1,2]']);
    expect(readValues(many, '[not json')).toEqual(['[not json']);
    expect(readValues(many, 'plain')).toEqual(['plain']);
  });

  it('takes given arrays as they are and given strings as stored text', () => {
    expect(givenValues(single, ['a', 'b'])).toEqual(['a', 'b']);
    expect(givenValues(many, '["a","b"]')).toEqual(['a', 'b']);
    expect(givenValues(single, '["a","b"]')).toEqual(['["a","b"]']);
  });
});
