import { describe, expect, it } from 'vitest';
import { legacyFilesRoutes } from '../../layers/core/src/features/files/routes.ts';
import type { RouteDef } from '../../layers/core/src/kernel/route-types.ts';
import { mongoLikeId } from '../../layers/core/src/features/files/containers.ts';
import { toFileView } from '../../layers/core/src/features/files/files.ts';
import * as f from '../../layers/core/src/features/files/wire.ts';
import { LEGACY_CONTRACT, referenceJson } from '../support/fixtures.ts';

const reference = referenceJson<{
  paths: Record<string, Record<string, { operationId: string }>>;
}>(LEGACY_CONTRACT);

describe('legacy files route table', () => {
  it('serves every file container and file reference operation of the reference, with its operationId', () => {
    const declared = Object.entries(reference.paths)
      .filter(([p]) => /^\/fileContainers|\/fileReferences/.test(p))
      .flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => `${m.toUpperCase()} /svc/api${p} ${op.operationId}`))
      .sort();
    // The /v2 presigned rows of the same group are not part of the legacy contract.
    const ours = legacyFilesRoutes
      .filter((r) => r.shelf === 'legacy')
      .map((r) => `${r.method} ${r.path} ${r.operationId}`)
      .sort();
    expect(ours).toEqual(declared);
  });

  it('declares provenance on every row, with the Collection for file references', () => {
    for (const r of legacyFilesRoutes) {
      const p: RouteDef['provenance'] = r.provenance;
      expect(p, r.operationId).toBeDefined();
      if (r.path.includes('/fileReferences'))
        expect(p?.collection, r.operationId).toEqual({
          from: 'path',
          param: 'collectionId',
          appIdOf: { label: 'BasicEntity' },
        });
    }
  });
});

describe('legacy files domain helpers', () => {
  it('mints 24-hex mongo-like ids that start with the creation second', () => {
    const id = mongoLikeId(0x5f000000 * 1000);
    expect(id).toMatch(/^5f000000[0-9a-f]{16}$/);
    expect(mongoLikeId()).not.toBe(mongoLikeId());
  });

  it('file records reach the wire with their appId, without providerId, locator or migration bookkeeping', () => {
    const view = toFileView({
      appId: '0190f0f0-0000-7000-8000-00000000f11e',
      oid: 'o',
      filename: 'f',
      md5: 'm',
      createdAt: 0,
      providerId: 'dbfs',
      locator: 'c/u',
      previousProviderId: 's3',
      migrationHmac: 'h',
    });
    expect(Object.keys(view).sort()).toEqual(['appId', 'createdAt', 'filename', 'md5', 'oid']);
    expect(view.appId).toBe('0190f0f0-0000-7000-8000-00000000f11e');
    expect(Object.keys(f.shepardFile.shape).sort()).toEqual(['appId', 'createdAt', 'filename', 'md5', 'oid']);
  });

  it('validates file reference bodies as declared (name, at least one oid, a container id)', () => {
    expect(f.fileReferenceWrite.safeParse({ name: 'r', fileOids: ['a'], fileContainerId: 1 }).success).toBe(true);
    expect(f.fileReferenceWrite.safeParse({ name: 'r', fileOids: [], fileContainerId: 1 }).success).toBe(false);
    expect(f.fileReferenceWrite.safeParse({ name: ' ', fileOids: ['a'], fileContainerId: 1 }).success).toBe(false);
    expect(f.fileReferenceWrite.safeParse({ name: 'r', fileOids: ['a'] }).success).toBe(false);
  });
});
