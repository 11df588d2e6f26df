/**
 * What the `templates` function reads from beside its bundle at run time rather than from inside
 * it (infra copies exactly these): the mapping engine, JSONata, as `node_modules/jsonata/`. The
 * sandbox's worker thread `require`s it by path, which a module inside an esbuild bundle cannot
 * offer; the recipe check imports the same copy (it is external to the bundle).
 */
export const mappingEnginePackage = 'jsonata';
export const mappingEngineShippedFiles = ['package.json', 'jsonata.js'] as const;
