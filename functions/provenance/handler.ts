import { createGroupHandler } from '#core/http/group-handler.ts';
import { provenanceRoutes } from '#core/http/route-table/provenance.ts';
import type { ApiResponse } from '#core/http/api.ts';
import { countOf, listActivities } from '#core/provenance/queries.ts';
import { renderAs, renderCount } from '#core/provenance/representations.ts';
import { negotiateProvenance } from '#core/provenance/negotiation.ts';
import { collectionStats } from '#core/provenance/stats.ts';
import { json } from '#core/http/api.ts';

/** Representation by Accept; the choice is made before any query so a 406 costs nothing. */
const rendered = (r: { body: unknown; contentType: string }): ApiResponse => ({
  status: 200, body: r.body, contentType: r.contentType, headers: { vary: 'Accept' },
});

export const handler = createGroupHandler('provenance', provenanceRoutes, {
  listActivities: async ({ principal, query, headers }) => {
    const rep = negotiateProvenance(headers['accept']);
    return rendered(renderAs(rep, await listActivities(principal, query)));
  },
  listEntityActivities: async ({ principal, query, pathParameters, headers }) => {
    const rep = negotiateProvenance(headers['accept']);
    return rendered(renderAs(rep, await listActivities(principal, { ...query, targetAppId: pathParameters['appId'] ?? '' })));
  },
  countActivities: async ({ principal, query, headers }) => rendered(renderCount(await countOf(principal, query), headers['accept'])),
  getProvenanceStats: async ({ principal, query }) => json(200, await collectionStats(principal, query.id)),
});
