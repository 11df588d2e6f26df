import { describe, expect, it } from 'vitest';
import { stepEnd, withinStep } from '../../../layers/core/src/features/snapshots/walk-range.ts';

/** DataObject appIds of one length, in order: d00, d01, ... */
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => `d${String(from + i).padStart(2, '0')}`);

describe('stepEnd: a step records at most stepSize DataObjects, those deleted since the request included', () => {
  it('ends at the page when no DataObject was deleted ahead of it', () => {
    expect(stepEnd('', ids(0, 3), true, ['#c', 'd01'], true, 3)).toEqual({
      kind: 'through',
      last: 'd02',
      dataObjects: 3,
    });
  });

  it('counts DataObjects known only by their preimages toward the step', () => {
    // Page d00, d02, d04 (stepSize 3); d01 and d03 were deleted since, d03 with a reference.
    const end = stepEnd('', ['d00', 'd02', 'd04'], true, ['d01', 'd03', 'd03/r'], true, 3);
    expect(end).toEqual({ kind: 'through', last: 'd02', dataObjects: 3 });
  });

  it('bounds the last step by stepSize however many DataObjects after the page were deleted', () => {
    // Two live DataObjects left, then thousands deleted since: the read stops at stepSize + 1 preimages.
    const deleted = ids(10, 4); // what a read limited to 4 rows returns of them
    const end = stepEnd('d00', ['d01', 'd02'], false, deleted, false, 3);
    expect(end).toEqual({ kind: 'through', last: 'd10', dataObjects: 3 });
  });

  it('ends before a DataObject whose preimages the limited read may have cut off', () => {
    // Rows d01, d02, d02/a, d02/b: d02 may have more; the step takes d00 and d01 only.
    const end = stepEnd('', ['d00', 'd02'], false, ['d01', 'd02', 'd02/a', 'd02/b'], false, 3);
    expect(end).toEqual({ kind: 'through', last: 'd01', dataObjects: 2 });
  });

  it('records a DataObject with more preimages than the limit alone', () => {
    const end = stepEnd('d00', ['d05'], false, ['d03', 'd03/a', 'd03/b', 'd03/c'], false, 3);
    expect(end).toEqual({ kind: 'alone', last: 'd03' });
  });

  it('ends the walk when the page is short and every preimage to the end was read', () => {
    expect(stepEnd('d00', ['d01'], false, ['d02', 'd02/r'], true, 3)).toEqual({
      kind: 'end',
      last: 'd02',
      dataObjects: 2,
    });
    expect(stepEnd('d09', [], false, [], true, 3)).toEqual({ kind: 'end', last: 'd09', dataObjects: 0 });
  });

  it("keeps the Collection's key in every step and a DataObject's entities with it", () => {
    expect(withinStep('#c', 'd01')).toBe(true);
    expect(withinStep('d01/r', 'd01')).toBe(true);
    expect(withinStep('d02', 'd01')).toBe(false);
    expect(withinStep('d02/r', null)).toBe(true);
  });
});
