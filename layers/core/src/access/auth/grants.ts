import type { ResourceGrants } from '../../platform/resources/grants.ts';

/** What authentication reads (the authorizer's grants): API keys and users in the graph, the key-signing secret. */
export const authenticationGrants = { secrets: ['neo4j', 'signing'] } as const satisfies ResourceGrants;
