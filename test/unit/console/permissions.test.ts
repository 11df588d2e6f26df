import { describe, expect, it } from 'vitest';
import {
  accessProblem,
  draftOf,
  droppedEntries,
  editBody,
  invalidGroupIds,
  mayChangeOwner,
  mayEditPermissions,
  type Permissions,
  permissionChanges,
} from '../../../console/src/logic/permissions.ts';

const acl: Permissions = {
  entityId: 7,
  owner: 'alice',
  permissionType: 'Private',
  reader: ['bob'],
  writer: [],
  manager: ['carol'],
  readerGroupIds: [12],
  writerGroupIds: [],
};

describe('the permissions editor', () => {
  it('sends every list (the route replaces them) and the owner only when it changes', () => {
    const d = draftOf(acl);
    expect(editBody(acl, d)).toEqual({
      permissionType: 'Private',
      reader: ['bob'],
      writer: [],
      manager: ['carol'],
      readerGroupIds: [12],
      writerGroupIds: [],
    });
    const changed = {
      ...d,
      owner: ' carol ',
      reader: ['bob', ' dave ', 'dave', ''],
      writerGroupIds: ['9007199254740993'],
    };
    const body = editBody(acl, changed);
    expect(body.owner).toBe('carol');
    expect(body.reader).toEqual(['bob', 'dave']);
    expect(body.writerGroupIds).toEqual([9007199254740993n]);
  });

  it('lists what a save changes, and nothing when the draft is unchanged', () => {
    expect(permissionChanges(acl, draftOf(acl))).toEqual([]);
    const d = {
      ...draftOf(acl),
      owner: 'carol',
      permissionType: 'PublicReadable' as const,
      reader: ['dave'],
      readerGroupIds: [],
    };
    expect(permissionChanges(acl, d)).toEqual([
      { kind: 'owner', from: 'alice', to: 'carol' },
      { kind: 'permissionType', from: 'Private', to: 'PublicReadable' },
      { kind: 'reader', added: ['dave'], removed: ['bob'] },
      { kind: 'readerGroupIds', added: [], removed: ['12'] },
    ]);
  });

  it('names the entries the answer dropped (unknown users and groups) and bad group ids', () => {
    const sent = editBody(acl, { ...draftOf(acl), reader: ['bob', 'ghost'], writerGroupIds: ['99'] });
    expect(droppedEntries(sent, { ...acl, reader: ['bob'] })).toEqual(['ghost', '99']);
    expect(invalidGroupIds({ ...draftOf(acl), readerGroupIds: ['12', 'x1', '-3'] })).toEqual(['x1', '-3']);
  });

  it('says who may edit and hand over ownership, and explains 403 and 404', () => {
    const none = { owner: false, manager: false, writer: true, reader: true };
    expect(mayEditPermissions(none)).toBe(false);
    expect(mayEditPermissions({ ...none, manager: true })).toBe(true);
    expect(mayChangeOwner({ ...none, manager: true })).toBe(false);
    expect(mayChangeOwner({ ...none, owner: true })).toBe(true);
    expect(accessProblem(403)).toBe('forbidden');
    expect(accessProblem(404)).toBe('notFound');
    expect(accessProblem(500)).toBeUndefined();
  });
});
