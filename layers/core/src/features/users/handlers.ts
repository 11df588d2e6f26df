import { json, noContent, type ImplsFor } from '../../kernel/api.ts';
import { notFound } from '../../kernel/problem.ts';
import { permissionImpls } from '../../access/permissions/routes.ts';
import { findUser } from '../../access/auth/users.ts';
import { getApiKey, listApiKeys, mintApiKey, revokeApiKey } from '../../access/auth/api-keys.ts';
import type { accountRoutes } from './account-routes.ts';
import { userGroupPermissions, type legacyUsersRoutes } from './routes.ts';
import { createUserGroup, deleteUserGroup, getUserGroup, listUserGroups, searchUserGroups, updateUserGroup } from './groups.ts';
import { createSubscription, deleteSubscription, getSubscription, listSubscriptions } from './subscriptions.ts';
import { searchUsers } from './users-search.ts';

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
  getApiKey: async ({ principal, params }) => json(200, await getApiKey(principal, params.username, params.apikeyUid)),
  deleteApiKey: async ({ principal, params }) => {
    await revokeApiKey(principal, params.username, params.apikeyUid);
    return noContent();
  },
};

export const usersImpls: ImplsFor<typeof legacyUsersRoutes> = {
  getAllUserGroups: async ({ principal, query }) => json(200, await listUserGroups(principal, query)),
  createUserGroup: async ({ principal, body }) => json(201, await createUserGroup(principal, body)),
  getUserGroup: async ({ principal, params }) => json(200, await getUserGroup(principal, params.userGroupId)),
  updateUserGroup: async ({ principal, params, body }) => json(200, await updateUserGroup(principal, params.userGroupId, body)),
  deleteUserGroup: async ({ principal, params }) => {
    await deleteUserGroup(principal, params.userGroupId);
    return noContent();
  },
  ...permissionImpls(userGroupPermissions, 'UserGroup', 'userGroupId'),

  getAllSubscriptions: async ({ principal, params }) => json(200, await listSubscriptions(principal, params.username)),
  createSubscription: async ({ principal, params, body }) => json(201, await createSubscription(principal, params.username, body)),
  getSubscription: async ({ principal, params }) => json(200, await getSubscription(principal, params.username, params.subscriptionId)),
  deleteSubscription: async ({ principal, params }) => {
    await deleteSubscription(principal, params.username, params.subscriptionId);
    return noContent();
  },

  searchUsers: async ({ body }) => json(200, { searchParams: { query: body.searchParams.query }, results: await searchUsers(body.searchParams.query) }),
  searchUserGroups: async ({ principal, body }) =>
    json(200, { searchParams: { query: body.searchParams.query }, results: await searchUserGroups(principal, body.searchParams.query) }),
};
