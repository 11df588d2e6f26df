import { createGroupHandler } from '#core/http/group-handler.ts';
import { legacyUsersRoutes } from '#core/http/route-table/legacy-users.ts';
import { json, noContent } from '#core/http/api.ts';
import { ensureSchema } from '#core/graph/schema.ts';
import { logger } from '#core/observability/logger.ts';
import { pathId } from '#core/legacy/params.ts';
import {
  createUserGroup, deleteUserGroup, getUserGroup, listUserGroups, searchUserGroups, updateUserGroup, userGroupTarget,
} from '#core/legacy/users/groups.ts';
import { createSubscription, deleteSubscription, getSubscription, listSubscriptions } from '#core/legacy/users/subscriptions.ts';
import { searchUsers } from '#core/legacy/users/users-search.ts';
import { editPermissions, getPermissions, getRoles } from '#core/permissions/service.ts';

ensureSchema().catch((error: unknown) => logger.warn('graph schema not applied yet', { error: error as Error }));

type Params = Readonly<Record<string, string>>;
const groupId = (params: Params) => pathId(params, 'userGroupId');
const group = (params: Params) => userGroupTarget(groupId(params));
const username = (params: Params) => params['username'] ?? '';
const subscriptionId = (params: Params) => pathId(params, 'subscriptionId');

export const handler = createGroupHandler('legacy-users', legacyUsersRoutes, {
  getAllUserGroups: async ({ principal, query }) => json(200, await listUserGroups(principal, query)),
  createUserGroup: async ({ principal, body }) => json(201, await createUserGroup(principal, body)),
  getUserGroup: async ({ principal, pathParameters }) => json(200, await getUserGroup(principal, groupId(pathParameters))),
  updateUserGroup: async ({ principal, pathParameters, body }) => json(200, await updateUserGroup(principal, groupId(pathParameters), body)),
  deleteUserGroup: async ({ principal, pathParameters }) => {
    await deleteUserGroup(principal, groupId(pathParameters));
    return noContent();
  },
  getUserGroupPermissions: async ({ principal, pathParameters }) => json(200, await getPermissions(principal, group(pathParameters))),
  editUserGroupPermissions: async ({ principal, pathParameters, body }) => json(200, await editPermissions(principal, group(pathParameters), body)),
  getUserGroupRoles: async ({ principal, pathParameters }) => json(200, await getRoles(principal, group(pathParameters))),

  getAllSubscriptions: async ({ principal, pathParameters }) => json(200, await listSubscriptions(principal, username(pathParameters))),
  createSubscription: async ({ principal, pathParameters, body }) =>
    json(201, await createSubscription(principal, username(pathParameters), body)),
  getSubscription: async ({ principal, pathParameters }) =>
    json(200, await getSubscription(principal, username(pathParameters), subscriptionId(pathParameters))),
  deleteSubscription: async ({ principal, pathParameters }) => {
    await deleteSubscription(principal, username(pathParameters), subscriptionId(pathParameters));
    return noContent();
  },

  searchUsers: async ({ body }) => json(200, { searchParams: { query: body.searchParams.query }, results: await searchUsers(body.searchParams.query) }),
  searchUserGroups: async ({ principal, body }) =>
    json(200, { searchParams: { query: body.searchParams.query }, results: await searchUserGroups(principal, body.searchParams.query) }),
});
