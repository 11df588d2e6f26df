import { authorizer } from '#core/app/authorizer.ts';

/** HTTP API Lambda authorizer (simple responses); see app/authorizer.ts. */
export const handler = authorizer;
