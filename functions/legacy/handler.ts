import { createGroupHandler } from '#core/http/group-handler.ts';
import { json, noContent } from '#core/http/api.ts';
import { notFound } from '#core/http/problem.ts';
import { findUser } from '#core/users/users.ts';
import { getApiKey, listApiKeys, mintApiKey, revokeApiKey } from '#core/auth/api-keys.ts';
import { ensureSchema } from '#core/graph/schema.ts';
import { logger } from '#core/observability/logger.ts';

ensureSchema().catch((error: unknown) => logger.warn('graph schema not applied yet', { error: error as Error }));

async function userOr404(username: string) {
  const user = await findUser(username);
  if (!user) throw notFound(`User ${username} does not exist.`);
  return user;
}

export const handler = createGroupHandler('legacy', {
  getCurrentUser: async ({ principal }) => json(200, await userOr404(principal.username)),
  getUser: async ({ pathParameters }) => json(200, await userOr404(pathParameters['username'] ?? '')),
  getAllApiKeys: async ({ principal, pathParameters }) => json(200, await listApiKeys(principal, pathParameters['username'] ?? '')),
  createApiKey: async ({ principal, pathParameters, body }) =>
    json(201, await mintApiKey(principal, pathParameters['username'] ?? '', body)),
  getApiKey: async ({ principal, pathParameters }) =>
    json(200, await getApiKey(principal, pathParameters['username'] ?? '', pathParameters['apikeyUid'] ?? '')),
  deleteApiKey: async ({ principal, pathParameters }) => {
    await revokeApiKey(principal, pathParameters['username'] ?? '', pathParameters['apikeyUid'] ?? '');
    return noContent();
  },
});
