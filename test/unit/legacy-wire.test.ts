import { describe, expect, it } from 'vitest';
import * as w from '../../layers/core/src/features/collections/wire.ts';
import { permissionsWrite } from '../../layers/core/src/access/permissions/wire.ts';
import { listParams } from '../../layers/core/src/platform/graph/paging.ts';
import { parsePathParams } from '../../layers/core/src/kernel/path-params.ts';
import { ProblemError } from '../../layers/core/src/kernel/problem.ts';

describe('legacy wire shapes', () => {
  it('defaults what a create may leave out and ignores read-only fields', () => {
    expect(w.collectionWrite.parse({ name: 'n', id: 5, createdBy: 'x' })).toEqual({
      name: 'n',
      description: null,
      attributes: {},
    });
    expect(w.dataObjectWrite.parse({ name: 'n', parentId: null, predecessorIds: null })).toEqual({
      name: 'n',
      description: null,
      attributes: {},
      parentId: null,
      predecessorIds: [],
    });
    expect(permissionsWrite.parse({})).toMatchObject({
      permissionType: 'Private',
      reader: [],
      writer: [],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
    });
  });

  it('refuses blank names, non-string attributes and negative related ids', () => {
    expect(w.collectionWrite.safeParse({ name: ' \t' }).success).toBe(false);
    expect(w.collectionWrite.safeParse({ name: 'n', attributes: { a: 1 } }).success).toBe(false);
    expect(w.dataObjectWrite.safeParse({ name: 'n', parentId: -1 }).success).toBe(false);
    expect(permissionsWrite.safeParse({ permissionType: 'public' }).success).toBe(false);
  });

  it('parses the list query strings as the reference declares them', () => {
    expect(w.collectionListQuery.parse({ page: '2', size: '0', orderBy: 'name', orderDesc: 'true' })).toEqual({
      page: 2,
      size: 0,
      orderBy: 'name',
      orderDesc: true,
    });
    expect(w.dataObjectListQuery.safeParse({ size: '0' }).success).toBe(false);
    expect(w.dataObjectListQuery.parse({ parentId: '-1', successorId: '12' })).toEqual({
      parentId: -1,
      successorId: 12,
    });
    for (const bad of [{ page: '-1' }, { page: '1.5' }, { orderBy: 'id' }, { orderDesc: 'yes' }, { parentId: '-2' }]) {
      expect(w.dataObjectListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('cuts a page only when both page and size are given', () => {
    expect(listParams({ page: 3, size: 10 })).toMatchObject({
      skip: expect.objectContaining({ low: 30 }),
      limit: expect.objectContaining({ low: 10 }),
    });
    expect(listParams({ size: 10 }).skip.toNumber()).toBe(0);
    expect(listParams({ size: 10 }).limit.toNumber()).toBe(Number.MAX_SAFE_INTEGER);
    expect(listParams({})).toMatchObject({ name: null, orderBy: null, desc: false });
  });

  it('reads path ids as non-negative safe integers', () => {
    expect(parsePathParams({ collectionId: '42', appId: '42' })).toEqual({ collectionId: 42, appId: '42' });
    for (const bad of ['-1', '1e3', '', 'x', '99999999999999999'])
      expect(() => parsePathParams({ dataObjectId: bad })).toThrow(ProblemError);
  });
});
