import { describe, expect, it } from 'vitest';
import { ROLE_BITS, aclWrites, desiredAcls, type AclBits } from '../../../layers/core/src/features/hdf/acl.ts';
import type { EntityPermissions } from '../../../layers/core/src/access/permissions/model.ts';
import { sidecarPassword } from '../../../layers/core/src/features/hdf/passwords.ts';
import { createHash } from 'node:crypto';

const perms = (p: Partial<EntityPermissions>): EntityPermissions => ({
  owner: 'olga',
  permissionType: 'Private',
  reader: [],
  writer: [],
  manager: [],
  readerGroupIds: [],
  writerGroupIds: [],
  ...p,
});

describe('the role each user gets on an HDF container', () => {
  it("follows the specification's table: owner and managers Manager, writers Writer, readers Reader, the highest winning", () => {
    const d = desiredAcls({
      owner: 'creator',
      collection: perms({
        manager: ['mia'],
        writer: ['wes', 'mia'],
        reader: ['rita', 'wes'],
        writerGroupIds: [7],
        readerGroupIds: [8],
      }),
      groupMembers: new Map([
        [7, ['gwen']],
        [8, ['gary', 'gwen']],
      ]),
    });
    expect(Object.fromEntries(d.users)).toEqual({
      creator: 'Manager',
      olga: 'Manager',
      mia: 'Manager',
      wes: 'Writer',
      rita: 'Reader',
      gwen: 'Writer',
      gary: 'Reader',
    });
    expect(d.defaultRole).toBe('none');
  });

  it("a standalone container: only its owner; the Collection's permissionType sets the default entry", () => {
    expect(desiredAcls({ owner: 'solo' })).toEqual({ users: new Map([['solo', 'Manager']]), defaultRole: 'none' });
    expect(desiredAcls({ owner: 'x', collection: perms({ permissionType: 'Public' }) }).defaultRole).toBe('Writer');
    expect(desiredAcls({ owner: 'x', collection: perms({ permissionType: 'PublicReadable' }) }).defaultRole).toBe(
      'Reader',
    );
  });

  it('maps roles to exactly the bits of the table', () => {
    const on = (b: AclBits) =>
      Object.entries(b)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort();
    expect(on(ROLE_BITS.Reader)).toEqual(['read']);
    expect(on(ROLE_BITS.Writer)).toEqual(['create', 'delete', 'read', 'update']);
    expect(on(ROLE_BITS.Manager)).toEqual(['create', 'delete', 'read', 'update', 'updateACL']);
    expect(on(ROLE_BITS.none)).toEqual([]);
  });
});

describe('the ACL writes that bring a domain in line', () => {
  const full: AclBits = { create: true, read: true, update: true, delete: true, readACL: true, updateACL: true };
  it("writes only what differs, clears users without a role (out-of-band entries too), leaves svc's own account alone", () => {
    const current = new Map<string, AclBits>([
      ['svc-hdf', full],
      ['olga', ROLE_BITS.Manager],
      ['rita', ROLE_BITS.Writer],
      ['eve', ROLE_BITS.Reader],
      ['gone', ROLE_BITS.none],
      ['default', ROLE_BITS.Reader],
    ]);
    const desired = desiredAcls({ owner: 'olga', collection: perms({ reader: ['rita', 'newbie'] }) });
    expect(aclWrites(current, desired, 'svc-hdf')).toEqual([
      { user: 'rita', bits: ROLE_BITS.Reader },
      { user: 'newbie', bits: ROLE_BITS.Reader },
      { user: 'eve', bits: ROLE_BITS.none },
      { user: 'default', bits: ROLE_BITS.none },
    ]);
  });

  it("is idempotent: a domain in line needs no writes; a file's creator (HSDS owner, every bit) is brought down to their role", () => {
    const desired = desiredAcls({ owner: 'olga', collection: perms({ writer: ['wes'] }) });
    const inLine = new Map<string, AclBits>([
      ['olga', ROLE_BITS.Manager],
      ['wes', ROLE_BITS.Writer],
      ['default', ROLE_BITS.none],
    ]);
    expect(aclWrites(inLine, desired, 'svc-hdf')).toEqual([]);
    const fileByWes = new Map<string, AclBits>([['wes', full]]);
    expect(aclWrites(fileByWes, desired, 'svc-hdf')).toEqual([
      { user: 'olga', bits: ROLE_BITS.Manager },
      { user: 'wes', bits: ROLE_BITS.Writer },
    ]);
  });
});

describe('sidecar passwords', () => {
  it("are what HSDS's password_salt mode accepts: the first 32 hex digits of SHA-512(username ‖ salt)", () => {
    const expected = createHash('sha512').update('aliceS4LT').digest('hex').slice(0, 32);
    expect(sidecarPassword('alice', 'S4LT')).toBe(expected);
    expect(sidecarPassword('alice', 'S4LT')).toMatch(/^[0-9a-f]{32}$/);
    expect(sidecarPassword('bob', 'S4LT')).not.toBe(expected);
  });
});
