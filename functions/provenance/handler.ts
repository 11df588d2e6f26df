import { createGroupHandler } from '#core/http/group-handler.ts';
import { json } from '#core/http/api.ts';
import { countOf, listActivities } from '#core/provenance/queries.ts';

export const handler = createGroupHandler('provenance', {
  listActivities: async ({ principal, query }) => json(200, await listActivities(principal, query)),
  listEntityActivities: async ({ principal, query, pathParameters }) =>
    json(200, await listActivities(principal, { ...query, targetAppId: pathParameters['appId'] ?? '' })),
  countActivities: async ({ principal, query }) => json(200, { count: await countOf(principal, query) }),
});
