import { describe, expect, it } from 'vitest';
import { asOfRequest, type Preimage } from '../../../layers/core/src/features/snapshots/preimages.ts';

/** A step's entries as of the request, from what it read and the preimages writes kept since. */
const live = [
  { key: '#c', revision: 3 },
  { key: 'a', revision: 2 },
  { key: 'a/r1', revision: 1 },
  { key: 'b', revision: 5 },
  { key: 'b/j1', revision: 4 },
  { key: 'b/r9', revision: 1 },
  { key: 'e', revision: 1 },
  { key: 'e/r1', revision: 1 },
];
const was = (key: string, revision: number): Preimage => ({ key, existed: true, revision });
const createdSince = (key: string): Preimage => ({ key, existed: false, revision: 0 });

describe('asOfRequest', () => {
  it('records what was read when no write kept a preimage', () => {
    expect(asOfRequest(live, [])).toEqual(live);
  });

  it('records a revised entity at its revision then, a deleted one as it was, and leaves out what was created since', () => {
    const out = asOfRequest(live, [
      was('#c', 2),
      was('b', 4),
      was('b/j1', 3),
      createdSince('b/r9'),
      // DataObject d was deleted since, with its reference; e was created since, with its reference.
      was('d', 7),
      was('d/r2', 2),
      createdSince('e'),
      createdSince('e/r1'),
      // A reference of a created DataObject whose own preimage was kept without the DataObject's.
      was('a/r0', 1),
    ]);
    expect(out).toEqual([
      { key: '#c', revision: 2 },
      { key: 'a', revision: 2 },
      { key: 'a/r0', revision: 1 },
      { key: 'a/r1', revision: 1 },
      { key: 'b', revision: 4 },
      { key: 'b/j1', revision: 3 },
      { key: 'd', revision: 7 },
      { key: 'd/r2', revision: 2 },
    ]);
  });

  it('leaves out the entities of a DataObject created since, even without their own preimages', () => {
    expect(asOfRequest(live, [createdSince('e')]).map((e) => e.key)).toEqual(['#c', 'a', 'a/r1', 'b', 'b/j1', 'b/r9']);
  });
});
