import { describe, expect, it } from 'vitest';
import {
  collectionListParams,
  DEFAULT_LIST,
  listStateFrom,
  mayHaveNextPage,
  routeQueryOf,
} from '../../../console/src/logic/paging.ts';

describe('the Collections list state and its request parameters', () => {
  it('reads a URL query, refusing what the API would not take', () => {
    expect(listStateFrom({})).toEqual(DEFAULT_LIST);
    expect(listStateFrom({ page: '3', size: '50', orderBy: 'name', orderDesc: 'false', name: 'x' })).toEqual({
      page: 3,
      size: 50,
      orderBy: 'name',
      orderDesc: false,
      name: 'x',
    });
    expect(listStateFrom({ page: '-1', size: '7', orderBy: 'id', orderDesc: 'yes' })).toEqual(DEFAULT_LIST);
    expect(listStateFrom({ page: '2147483648' }).page).toBe(0);
    expect(listStateFrom({ page: ['2', '5'] }).page).toBe(2);
    expect(listStateFrom({ name: 'n'.repeat(2000) }).name).toHaveLength(1024);
  });

  it('round-trips through the URL, writing only what differs from the default', () => {
    expect(routeQueryOf(DEFAULT_LIST)).toEqual({});
    const s = { page: 1, size: 10, orderBy: 'updatedAt' as const, orderDesc: false, name: ' Run 7 ' };
    expect(routeQueryOf(s)).toEqual({ page: '1', size: '10', orderBy: 'updatedAt', orderDesc: 'false', name: 'Run 7' });
    expect(listStateFrom(routeQueryOf(s))).toEqual({ ...s, name: 'Run 7' });
  });

  it('asks the legacy list for one page: page and size always (both cut a page), name only when given', () => {
    expect(collectionListParams(DEFAULT_LIST)).toEqual({ page: 0, size: 25, orderBy: 'createdAt', orderDesc: true });
    expect(collectionListParams({ ...DEFAULT_LIST, name: '  a b ' })).toMatchObject({ name: 'a b' });
    expect(mayHaveNextPage(25, DEFAULT_LIST)).toBe(true);
    expect(mayHaveNextPage(24, DEFAULT_LIST)).toBe(false);
  });
});
