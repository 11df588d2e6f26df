import { json, noContent, type ImplsFor } from '../../kernel/api.ts';
import { permissionImpls } from '../../access/permissions/routes.ts';
import { userGroupPermissions, type legacyUsersRoutes } from './routes.ts';
import {
  createUserGroup,
  deleteUserGroup,
  getUserGroup,
  listUserGroups,
  searchUserGroups,
  updateUserGroup,
} from './groups.ts';
import { createSubscription, deleteSubscription, getSubscription, listSubscriptions } from './subscriptions.ts';
import { searchUsers } from './users-search.ts';

export const usersImpls: ImplsFor<typeof legacyUsersRoutes> = {
  getAllUserGroups: async ({ principal, query }) => json(200, await listUserGroups(principal, query)),
  createUserGroup: async ({ principal, body }) => json(201, await createUserGroup(principal, body)),
  getUserGroup: async ({ principal, params }) => json(200, await getUserGroup(principal, params.userGroupId)),
  updateUserGroup: async ({ principal, params, body }) =>
    json(200, await updateUserGroup(principal, params.userGroupId, body)),
  deleteUserGroup: async ({ principal, params }) => {
    await deleteUserGroup(principal, params.userGroupId);
    return noContent();
  },
  ...permissionImpls(userGroupPermissions, 'UserGroup', 'userGroupId'),

  getAllSubscriptions: async ({ principal, params }) => json(200, await listSubscriptions(principal, params.username)),
  createSubscription: async ({ principal, params, body }) =>
    json(201, await createSubscription(principal, params.username, body)),
  getSubscription: async ({ principal, params }) =>
    json(200, await getSubscription(principal, params.username, params.subscriptionId)),
  deleteSubscription: async ({ principal, params }) => {
    await deleteSubscription(principal, params.username, params.subscriptionId);
    return noContent();
  },

  searchUsers: async ({ body }) =>
    json(200, {
      searchParams: { query: body.searchParams.query },
      results: await searchUsers(body.searchParams.query),
    }),
  searchUserGroups: async ({ principal, body }) =>
    json(200, {
      searchParams: { query: body.searchParams.query },
      results: await searchUserGroups(principal, body.searchParams.query),
    }),
};
