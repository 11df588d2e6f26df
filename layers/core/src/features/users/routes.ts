import * as z from 'zod';
import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import * as u from './wire.ts';
import { permissionRoutes } from '../../access/permissions/routes.ts';

const legacyShelf = { group: 'legacy-users', auth: 'authenticated', shelf: 'legacy' } as const;

const notFound = { 404: problemResponse('not found') };
const bad = { 400: problemResponse('bad request') };

/** The permission rows (and their implementations' names) of the gated kind. */
export const userGroupPermissions = {
  group: 'legacy-users',
  basePath: '/svc/api/userGroups/{userGroupId}',
  tag: 'userGroup',
  get: { operationId: 'getUserGroupPermissions', summary: 'Get User Group Permissions (needs manage)' },
  edit: {
    operationId: 'editUserGroupPermissions',
    summary: 'Edit User Group Permissions (needs manage; only the owner hands ownership over)',
  },
  roles: { operationId: 'getUserGroupRoles', summary: "Get the caller's Roles on the User Group (needs read)" },
  provenance: {
    permissions: {
      targetKind: 'Permissions',
      target: { from: 'path', param: 'userGroupId', appIdOf: { label: 'BasicEntity' } },
    },
    roles: {
      targetKind: 'UserGroup',
      target: { from: 'path', param: 'userGroupId', appIdOf: { label: 'BasicEntity' } },
    },
  },
} as const;

/** Legacy shelf: user groups, user search and subscriptions (group `legacy-users`). */
export const legacyUsersRoutes = [
  // ── legacy: UserGroups ──────────────────────────────────────────────────────────────
  {
    ...legacyShelf,
    operationId: 'getAllUserGroups',
    method: 'GET',
    path: '/svc/api/userGroups',
    summary: 'Get All User Groups (those the caller may read)',
    tags: ['userGroup'],
    request: { query: u.userGroupListQuery },
    provenance: { targetKind: 'UserGroup', target: { from: 'const', value: 'userGroups' } },
    responses: { 200: { description: 'ok', schema: z.array(u.userGroup) }, ...bad, ...authErrors },
  },
  {
    ...legacyShelf,
    operationId: 'createUserGroup',
    method: 'POST',
    path: '/svc/api/userGroups',
    summary: 'Create User Group (owned by the caller, Private; members from `usernames`, unknown ones dropped)',
    tags: ['userGroup'],
    request: { body: u.userGroupWrite },
    provenance: { targetKind: 'UserGroup', target: { from: 'response', field: 'appId' } },
    responses: { 201: { description: 'created', schema: u.userGroup }, ...bad, ...authErrors },
  },
  {
    ...legacyShelf,
    operationId: 'getUserGroup',
    method: 'GET',
    path: '/svc/api/userGroups/{userGroupId}',
    summary: 'Get User Group (needs read)',
    tags: ['userGroup'],
    provenance: { targetKind: 'UserGroup', target: { from: 'response', field: 'appId' } },
    responses: { 200: { description: 'ok', schema: u.userGroup }, ...bad, ...authErrors, ...notFound },
  },
  {
    ...legacyShelf,
    operationId: 'updateUserGroup',
    method: 'PUT',
    path: '/svc/api/userGroups/{userGroupId}',
    summary: 'Update User Group (replaces name and members; needs write)',
    tags: ['userGroup'],
    request: { body: u.userGroupWrite },
    provenance: { targetKind: 'UserGroup', target: { from: 'response', field: 'appId' } },
    responses: { 200: { description: 'ok', schema: u.userGroup }, ...bad, ...authErrors, ...notFound },
  },
  {
    ...legacyShelf,
    operationId: 'deleteUserGroup',
    method: 'DELETE',
    path: '/svc/api/userGroups/{userGroupId}',
    summary: 'Delete User Group with its memberships and the grants naming it (needs write)',
    tags: ['userGroup'],
    provenance: {
      targetKind: 'UserGroup',
      target: { from: 'path', param: 'userGroupId', appIdOf: { label: 'BasicEntity' } },
    },
    responses: { 204: { description: 'deleted' }, ...bad, ...authErrors, ...notFound },
  },
  ...permissionRoutes(userGroupPermissions),
  // ── legacy: Subscriptions (the user themself or an instance-admin) ──────────────────
  {
    ...legacyShelf,
    operationId: 'getAllSubscriptions',
    method: 'GET',
    path: '/svc/api/users/{username}/subscriptions',
    summary: 'Get All Subscriptions of the user',
    tags: ['subscription'],
    provenance: { targetKind: 'Subscription', target: { from: 'path', param: 'username' } },
    responses: { 200: { description: 'ok', schema: z.array(u.subscription) }, ...bad, ...authErrors, ...notFound },
  },
  {
    ...legacyShelf,
    operationId: 'createSubscription',
    method: 'POST',
    path: '/svc/api/users/{username}/subscriptions',
    summary: 'Create Subscription (recorded; callbacks are not sent)',
    tags: ['subscription'],
    request: { body: u.subscriptionWrite },
    provenance: { targetKind: 'Subscription', target: { from: 'response', field: 'id' } },
    responses: { 201: { description: 'created', schema: u.subscription }, ...bad, ...authErrors, ...notFound },
  },
  {
    ...legacyShelf,
    operationId: 'getSubscription',
    method: 'GET',
    path: '/svc/api/users/{username}/subscriptions/{subscriptionId}',
    summary: 'Get Subscription',
    tags: ['subscription'],
    provenance: { targetKind: 'Subscription', target: { from: 'path', param: 'subscriptionId' } },
    responses: { 200: { description: 'ok', schema: u.subscription }, ...bad, ...authErrors, ...notFound },
  },
  {
    ...legacyShelf,
    operationId: 'deleteSubscription',
    method: 'DELETE',
    path: '/svc/api/users/{username}/subscriptions/{subscriptionId}',
    summary: 'Delete Subscription',
    tags: ['subscription'],
    provenance: { targetKind: 'Subscription', target: { from: 'path', param: 'subscriptionId' } },
    responses: { 204: { description: 'deleted' }, ...bad, ...authErrors, ...notFound },
  },
  // ── legacy: user and user-group search ──────────────────────────────────────────────
  {
    ...legacyShelf,
    operationId: 'searchUsers',
    method: 'POST',
    path: '/svc/api/search/users',
    summary: 'Search Users (JSON query over username, firstName, lastName, email)',
    tags: ['search'],
    request: { body: u.userSearchBody },
    provenance: { targetKind: 'User', target: { from: 'const', value: 'users' }, actionKind: 'READ' },
    // Every match, unpaged as upstream answers it: beyond a response, a 303 to storage.
    anySize: true,
    responses: { 200: { description: 'ok', schema: u.userSearchResult }, ...bad, 401: authErrors[401] },
  },
  {
    ...legacyShelf,
    operationId: 'searchUserGroups',
    method: 'POST',
    path: '/svc/api/search/userGroups',
    summary: 'Search User Groups the caller may read (JSON query over id, name, createdBy, updatedBy)',
    tags: ['search'],
    request: { body: u.userSearchBody },
    provenance: { targetKind: 'UserGroup', target: { from: 'const', value: 'userGroups' }, actionKind: 'READ' },
    // Every match, unpaged as upstream answers it: beyond a response, a 303 to storage.
    anySize: true,
    responses: { 200: { description: 'ok', schema: u.userGroupSearchResult }, ...bad, 401: authErrors[401] },
  },
] as const satisfies readonly RouteDef[];
