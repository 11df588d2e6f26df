import { describe, expect, it } from 'vitest';
import {
  buildQuery,
  conditionProblems,
  emptyCondition,
  formOfQuery,
  MAX_CONDITIONS,
  type SearchCondition,
  type SearchForm,
} from '../../../console/src/logic/search-query.ts';

const cond = (over: Partial<SearchCondition>): SearchCondition => ({ ...emptyCondition(), ...over });

describe('the attribute search form and the legacy search grammar', () => {
  it('writes one condition bare, with attributes addressed as attributes.<key>', () => {
    const form: SearchForm = { connective: 'AND', conditions: [cond({ key: ' material ', value: ' steel ' })] };
    expect(JSON.parse(buildQuery(form) ?? '')).toEqual({
      property: 'attributes.material',
      operator: 'eq',
      value: 'steel',
    });
  });

  it('joins several conditions with AND or OR and wraps a negated one in NOT', () => {
    const form: SearchForm = {
      connective: 'OR',
      conditions: [
        cond({ key: 'k', operator: 'contains', value: 'a' }),
        cond({ field: 'name', operator: 'eq', value: 'Run 7', negate: true }),
        cond({ field: 'id', operator: 'in', value: '1, 9007199254740993,' }),
      ],
    };
    expect(JSON.parse(buildQuery(form) ?? '')).toEqual({
      OR: [
        { property: 'attributes.k', operator: 'contains', value: 'a' },
        { NOT: { property: 'name', operator: 'eq', value: 'Run 7' } },
        { property: 'id', operator: 'in', value: ['1', '9007199254740993'] },
      ],
    });
    expect(buildQuery({ ...form, connective: 'AND' })).toMatch(/^\{"AND":\[/);
  });

  it('builds nothing while a condition is incomplete or the form is empty', () => {
    expect(conditionProblems(cond({}))).toEqual(['key', 'value']);
    expect(conditionProblems(cond({ field: 'id', value: '12x' }))).toEqual(['id']);
    expect(conditionProblems(cond({ field: 'id', operator: 'contains', value: '12x' }))).toEqual([]);
    expect(conditionProblems(cond({ key: 'k', operator: 'in', value: Array(501).fill('v').join(',') }))).toEqual([
      'tooMany',
    ]);
    expect(buildQuery({ connective: 'AND', conditions: [] })).toBeUndefined();
    expect(buildQuery({ connective: 'AND', conditions: [cond({ key: 'k' })] })).toBeUndefined();
    const many = Array.from({ length: MAX_CONDITIONS + 1 }, () => cond({ key: 'k', value: 'v' }));
    expect(buildQuery({ connective: 'AND', conditions: many })).toBeUndefined();
  });

  it('reads back the queries it writes (the URL keeps the search) and refuses others', () => {
    const form: SearchForm = {
      connective: 'OR',
      conditions: [
        cond({ key: 'a.b', operator: 'ge', value: '10' }),
        cond({ field: 'description', operator: 'contains', value: 'x', negate: true }),
        cond({ key: 'k', operator: 'in', value: 'a, b' }),
      ],
    };
    expect(formOfQuery(buildQuery(form) ?? '')).toEqual(form);
    const one: SearchForm = { connective: 'AND', conditions: [cond({ field: 'createdBy', value: 'alice' })] };
    expect(formOfQuery(buildQuery(one) ?? '')).toEqual(one);
    expect(formOfQuery('{"XOR":[{"property":"name","operator":"eq","value":"a"}]}')).toBeUndefined();
    expect(formOfQuery('{"AND":[{"AND":[]}]}')).toBeUndefined();
    expect(formOfQuery('{"property":"name","operator":"regex","value":"a"}')).toBeUndefined();
    expect(formOfQuery('{"property":"name","operator":"in","value":"a"}')).toBeUndefined();
    expect(formOfQuery('not json')).toBeUndefined();
  });
});
