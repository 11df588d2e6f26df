/**
 * Whether this process has seen the graph schema current: every index created (and online) and
 * every data upgrade run. Until then, reads that rely on an index or on upgraded data (index-
 * ordered pages, index-anchored searches) take their plain path, which is slower but complete,
 * so a fresh deployment never answers from a half-built index.
 */
let current = false;

export const markGraphSchemaCurrent = (): void => {
  current = true;
};

export const graphSchemaCurrent = (): boolean => current;
