import { describe, expect, it } from 'vitest';
import type { EntityPermissions } from '../../../layers/core/src/access/permissions/model.ts';
import { aclKey, SETTLE_ROUNDS, syncSettled } from '../../../layers/core/src/features/hdf/bridge.ts';
import type { ContainerAcl } from '../../../layers/core/src/features/hdf/containers.ts';

/** A graph of HDF containers whose Collection readers change, and an HSDS that keeps the last ACLs written. */
function world(ids: readonly string[]) {
  const readers = new Map(ids.map((id) => [id, ['ada']]));
  const hsds = new Map<string, string>();
  const acl = (appId: string): ContainerAcl => {
    const collection: EntityPermissions = {
      owner: 'owner',
      permissionType: 'Private',
      reader: [...(readers.get(appId) ?? [])],
      writer: [],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
    };
    return { appId, hdfDomain: `/svc/${appId}/`, owner: 'owner', collection };
  };
  const read = async (only?: readonly string[]) => (only ?? ids).map(acl);
  const write = async (c: ContainerAcl) => {
    hsds.set(c.appId, aclKey(c));
  };
  return { readers, hsds, acl, read, write };
}

describe('the HDF permission worker settles concurrent syncs', () => {
  it('syncs once when nothing changes meanwhile', async () => {
    const w = world(['a', 'b']);
    expect(await syncSettled(w.read, w.write)).toEqual([['a', 'b']]);
    expect(w.hsds.get('a')).toBe(aclKey(w.acl('a')));
  });

  it('puts back the newest ACLs when an older sync writes after a newer one', async () => {
    const w = world(['a']);
    let raced = false;
    // Worker A read the graph with ada as reader; before A writes, bob is added and worker B syncs that.
    const slowWrite = async (c: ContainerAcl) => {
      if (!raced) {
        raced = true;
        w.readers.set('a', ['ada', 'bob']);
        await syncSettled(w.read, w.write);
        expect(w.hsds.get('a')).toBe(aclKey(w.acl('a')));
      }
      await w.write(c); // A's stale ACLs: bob lost
    };
    const rounds = await syncSettled(w.read, slowWrite);
    expect(rounds).toEqual([['a'], ['a']]);
    expect(w.hsds.get('a')).toBe(aclKey(w.acl('a')));
    expect(w.hsds.get('a')).toContain('bob');
  });

  it('stops after a bounded number of rounds while the graph keeps changing', async () => {
    const w = world(['a', 'b']);
    let n = 0;
    const changing = async (only?: readonly string[]) => {
      w.readers.set('a', [`u${n++}`]);
      return w.read(only);
    };
    const rounds = await syncSettled(changing, w.write);
    expect(rounds).toHaveLength(SETTLE_ROUNDS);
    expect(rounds.slice(1)).toEqual(Array.from({ length: SETTLE_ROUNDS - 1 }, () => ['a']));
  });
});
