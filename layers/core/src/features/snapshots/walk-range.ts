import { scopeOf } from './preimages.ts';

/**
 * Where a walk step ends. A step reads its page (at most `stepSize` live DataObjects after the
 * cursor) and then the preimages of the page's range in key order, at most `stepSize + 1` of them
 * (preimages.ts). A DataObject deleted since the request has preimages and no live entry, so the step
 * counts the DataObjects of both sources: it records the first `stepSize` of them, whatever was
 * deleted since, and the next step starts after the last. When the preimage read was cut off by its
 * limit, the DataObject of its last row may have more of them than were read: the step ends before
 * it. Only when that DataObject is the first after the cursor (it alone has more than `stepSize`
 * preimages, i.e. entities written since the request) does the step read all of that DataObject's
 * preimages and record it alone: a step costs at most `stepSize` DataObjects, each with its entities.
 */
export type StepEnd =
  /** The step records the DataObjects through `last` (`dataObjects` of them); more may follow. */
  | { readonly kind: 'through'; readonly last: string; readonly dataObjects: number }
  /** The last step: it records everything it read (`last`: its last DataObject, or the cursor when none). */
  | { readonly kind: 'end'; readonly last: string; readonly dataObjects: number }
  /** Read all preimages through the DataObject `last` and record it alone; more may follow. */
  | { readonly kind: 'alone'; readonly last: string };

/**
 * `live`: the appIds of the page in order; `pageFull`: it holds `stepSize` of them (so the preimages were
 * read only through its last); `preimageKeys`: the keys of the preimages read, in order; `complete`:
 * fewer than the limit were read, so they are all of the range.
 */
export function stepEnd(
  cursor: string,
  live: readonly string[],
  pageFull: boolean,
  preimageKeys: readonly string[],
  complete: boolean,
  stepSize: number,
): StepEnd {
  // DataObjects at or after `bound` may have preimages the read did not reach.
  const bound = complete ? null : scopeOf(preimageKeys[preimageKeys.length - 1] ?? '');
  const before = (appId: string) => bound === null || appId < bound;
  const dataObjects = new Set(live.filter(before));
  for (const k of preimageKeys) {
    const s = scopeOf(k);
    if (s !== '' && before(s)) dataObjects.add(s);
  }
  const sorted = [...dataObjects].sort();
  if (sorted.length >= stepSize) return { kind: 'through', last: sorted[stepSize - 1]!, dataObjects: stepSize };
  if (bound !== null)
    return sorted.length > 0
      ? { kind: 'through', last: sorted[sorted.length - 1]!, dataObjects: sorted.length }
      : { kind: 'alone', last: bound };
  // All preimages to the page's last read, and fewer than stepSize DataObjects: the page was short.
  if (pageFull) return { kind: 'through', last: live[live.length - 1]!, dataObjects: sorted.length };
  return { kind: 'end', last: sorted[sorted.length - 1] ?? cursor, dataObjects: sorted.length };
}

/** Whether an entry key (or a preimage's) belongs to a step that ends with the DataObject `last` (null: to the end). */
export const withinStep = (key: string, last: string | null): boolean => {
  const s = scopeOf(key);
  return s === '' || last === null || s <= last;
};
