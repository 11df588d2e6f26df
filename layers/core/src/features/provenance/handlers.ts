import { json, type ApiResponse, type ImplsFor } from '../../kernel/api.ts';
import { countOf, listActivities } from './queries.ts';
import { renderAs, renderCount } from './representations.ts';
import { negotiateProvenance } from './negotiation.ts';
import type { provenanceRoutes } from './routes.ts';
import { collectionStats } from './stats.ts';

/** Representation by Accept; the choice is made before any query so a 406 costs nothing. */
const rendered = (r: { body: unknown; contentType: string }): ApiResponse => ({
  status: 200,
  body: r.body,
  contentType: r.contentType,
  headers: { vary: 'Accept' },
});

export const provenanceImpls: ImplsFor<typeof provenanceRoutes> = {
  listActivities: async ({ principal, query, headers }) => {
    const rep = negotiateProvenance(headers['accept']);
    return rendered(renderAs(rep, await listActivities(principal, query)));
  },
  listEntityActivities: async ({ principal, query, params, headers }) => {
    const rep = negotiateProvenance(headers['accept']);
    return rendered(renderAs(rep, await listActivities(principal, { ...query, targetAppId: params.appId })));
  },
  countActivities: async ({ principal, query, headers }) => {
    const rep = negotiateProvenance(headers['accept']);
    return rendered(renderCount(rep, await countOf(principal, query)));
  },
  getProvenanceStats: async ({ principal, query }) => json(200, await collectionStats(principal, query.id)),
};
