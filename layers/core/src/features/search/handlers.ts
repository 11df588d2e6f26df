import { json, type ImplsFor } from '../../kernel/api.ts';
import type { legacySearchRoutes } from './routes.ts';
import { search, searchCollections, searchContainers } from './service.ts';

export const searchImpls: ImplsFor<typeof legacySearchRoutes> = {
  search: async ({ principal, body }) => json(200, await search(principal, body.searchParams, body.scopes)),
  searchCollections: async ({ principal, body, query }) =>
    json(200, await searchCollections(principal, body.searchParams.query, query)),
  searchContainers: async ({ principal, body, query }) =>
    json(200, await searchContainers(principal, body.searchParams, query)),
};
