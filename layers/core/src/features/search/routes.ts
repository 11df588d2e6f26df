import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import * as w from './wire.ts';

const legacyShelf = { group: 'legacy-search', auth: 'authenticated', shelf: 'legacy' } as const;

const provenance = { targetKind: 'Search', target: { from: 'const', value: 'search' }, actionKind: 'EXECUTE' } as const;

/** Legacy shelf: search with the upstream query language (group `legacy-search`). */
export const legacySearchRoutes = [
  {
    ...legacyShelf,
    operationId: 'search',
    method: 'POST',
    path: '/svc/api/search',
    summary: 'Search Collections, DataObjects (and later references) with the JSON query language, within scopes',
    tags: ['search'],
    request: { body: w.searchBody },
    provenance,
    // Every match, unpaged as upstream answers it: beyond a response, a 303 to storage.
    anySize: true,
    responses: {
      200: { description: 'ok', schema: w.searchResponse },
      400: problemResponse('bad request'),
      ...authErrors,
    },
  },
  {
    ...legacyShelf,
    operationId: 'searchCollections',
    method: 'POST',
    path: '/svc/api/search/collections',
    summary: 'Search Collections with paginated response (only those the caller may read)',
    tags: ['search'],
    request: { body: w.collectionSearchBody, query: w.collectionSearchQuery },
    provenance,
    // Every match, unpaged as upstream answers it: beyond a response, a 303 to storage.
    anySize: true,
    responses: {
      200: { description: 'ok', schema: w.collectionSearchResult },
      400: problemResponse('bad request'),
      ...authErrors,
    },
  },
  {
    ...legacyShelf,
    operationId: 'searchContainers',
    method: 'POST',
    path: '/svc/api/search/containers',
    summary: 'Search containers',
    tags: ['search'],
    request: { body: w.containerSearchBody, query: w.containerSearchQuery },
    provenance,
    // Every match, unpaged as upstream answers it: beyond a response, a 303 to storage.
    anySize: true,
    responses: {
      200: { description: 'ok', schema: w.containerSearchResult },
      400: problemResponse('bad request'),
      ...authErrors,
    },
  },
] as const satisfies readonly RouteDef[];
