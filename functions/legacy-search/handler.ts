import { createGroupHandler } from '#core/http/group-handler.ts';
import { legacySearchRoutes } from '#core/http/route-table/legacy-search.ts';
import { json } from '#core/http/api.ts';
import { search, searchCollections, searchContainers } from '#core/legacy/search/service.ts';

export const handler = createGroupHandler('legacy-search', legacySearchRoutes, {
  search: async ({ principal, body }) => json(200, await search(principal, body.searchParams, body.scopes)),
  searchCollections: async ({ principal, body, query }) => json(200, await searchCollections(principal, body.searchParams.query, query)),
  searchContainers: async ({ principal, body, query }) => json(200, await searchContainers(principal, body.searchParams, query)),
});
