import { describe, expect, it } from 'vitest';
import type { Principal } from '../../layers/core/src/kernel/principal.ts';
import {
  can,
  membershipOf,
  rolesOf,
  type Access,
  type LoadedPermissions,
  type PermissionType,
} from '../../layers/core/src/access/permissions/model.ts';
import { assertAccess } from '../../layers/core/src/access/permissions/gate.ts';
import { parsePermissions } from '../../layers/core/src/access/permissions/cypher.ts';
import { ProblemError } from '../../layers/core/src/kernel/problem.ts';

const user = (username: string, roles: string[] = []): Principal => ({ username, roles, method: 'apikey' });
const acl = (over: Partial<LoadedPermissions> = {}): LoadedPermissions => ({
  owner: 'olga',
  permissionType: 'Private',
  reader: ['rita'],
  writer: ['walt'],
  manager: ['mona'],
  readerGroupIds: [10],
  writerGroupIds: [20],
  callerGroupIds: [],
  ...over,
});
const rights = (p: Principal, perms: LoadedPermissions | null) =>
  (['read', 'write', 'manage'] as Access[]).filter((a) => can(p, perms, a));

describe('the permission gate (upstream semantics)', () => {
  it.each([
    ['owner', user('olga'), acl(), ['read', 'write', 'manage']],
    ['manager', user('mona'), acl(), ['read', 'write', 'manage']],
    ['writer', user('walt'), acl(), ['read', 'write']],
    ['reader', user('rita'), acl(), ['read']],
    ['reader-group member', user('gina'), acl({ callerGroupIds: [10] }), ['read']],
    ['writer-group member', user('gabe'), acl({ callerGroupIds: [20] }), ['read', 'write']],
    ['member of an unrelated group', user('gabe'), acl({ callerGroupIds: [99] }), []],
    ['stranger', user('sam'), acl(), []],
    ['instance-admin', user('root', ['instance-admin']), acl(), ['read', 'write', 'manage']],
  ] as const)('Private: %s', (_label, p, perms, expected) => {
    expect(rights(p, perms)).toEqual(expected);
  });

  it.each([
    ['Public', ['read', 'write']],
    ['PublicReadable', ['read']],
    ['Private', []],
  ] as [PermissionType, Access[]][])('%s: what a stranger may do', (permissionType, expected) => {
    expect(rights(user('sam'), acl({ permissionType }))).toEqual(expected);
    // whatever the type, managing stays with owner and managers
    expect(can(user('walt'), acl({ permissionType }), 'manage')).toBe(false);
  });

  it('fails closed for an entity without a permissions node, except for instance-admin', () => {
    expect(rights(user('olga'), null)).toEqual([]);
    expect(rights(user('root', ['instance-admin']), null)).toEqual(['read', 'write', 'manage']);
  });

  it('reports roles as upstream: membership, not cumulative rights', () => {
    expect(membershipOf('olga', acl())).toEqual({ owner: true, manager: false, writer: false, reader: false });
    expect(membershipOf('walt', acl())).toEqual({ owner: false, manager: false, writer: true, reader: false });
    expect(membershipOf('sam', acl({ permissionType: 'Public' }))).toEqual({
      owner: false,
      manager: false,
      writer: true,
      reader: true,
    });
    expect(membershipOf('sam', acl({ permissionType: 'PublicReadable' }))).toEqual({
      owner: false,
      manager: false,
      writer: false,
      reader: true,
    });
    expect(rolesOf(user('root', ['instance-admin']), acl())).toEqual({
      owner: false,
      manager: true,
      writer: true,
      reader: true,
    });
    expect(rolesOf(user('sam'), null)).toEqual({ owner: false, manager: false, writer: false, reader: false });
  });

  it('answers 404 for a missing entity before 403 for a forbidden one', () => {
    const target = { kind: 'Collection' as const, id: 7 };
    const status = (f: () => unknown) => {
      try {
        f();
        return 200;
      } catch (e) {
        return e instanceof ProblemError ? e.status : 500;
      }
    };
    expect(status(() => assertAccess(user('sam'), target, undefined, 'read'))).toBe(404);
    expect(status(() => assertAccess(user('root', ['instance-admin']), target, undefined, 'read'))).toBe(404);
    expect(status(() => assertAccess(user('sam'), target, acl(), 'read'))).toBe(403);
    expect(status(() => assertAccess(user('rita'), target, acl(), 'read'))).toBe(200);
    expect(status(() => assertAccess(user('rita'), target, acl(), 'write'))).toBe(403);
  });

  it('reads the stored map defensively (an unknown type is Private)', () => {
    expect(parsePermissions(null)).toBeNull();
    expect(parsePermissions({ permissionType: 'Everyone', owner: 'olga', reader: ['a', 3] })).toEqual({
      owner: 'olga',
      permissionType: 'Private',
      reader: ['a'],
      writer: [],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
      callerGroupIds: [],
    });
  });
});
