import { json, noContent, type ImplsFor } from '../../kernel/api.ts';
import { notFound } from '../../kernel/problem.ts';
import { findUser } from '../../access/auth/users.ts';
import { getApiKey, listApiKeys, mintApiKey, revokeApiKey } from '../../access/auth/api-keys.ts';
import type { accountRoutes } from './routes.ts';

async function userOr404(username: string) {
  const user = await findUser(username);
  if (!user) throw notFound(`User ${username} does not exist.`);
  return user;
}

export const accountImpls: ImplsFor<typeof accountRoutes> = {
  getCurrentUser: async ({ principal }) => json(200, await userOr404(principal.username)),
  getUser: async ({ params }) => json(200, await userOr404(params.username)),
  getAllApiKeys: async ({ principal, params }) => json(200, await listApiKeys(principal, params.username)),
  createApiKey: async ({ principal, params, body }) => json(201, await mintApiKey(principal, params.username, body)),
  createOwnApiKey: async ({ principal, body }) => json(201, await mintApiKey(principal, principal.username, body)),
  getApiKey: async ({ principal, params }) => json(200, await getApiKey(principal, params.username, params.apikeyUid)),
  deleteApiKey: async ({ principal, params }) => {
    await revokeApiKey(principal, params.username, params.apikeyUid);
    return noContent();
  },
};
