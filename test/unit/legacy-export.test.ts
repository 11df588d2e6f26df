import { describe, expect, it } from 'vitest';
import {
  EntryNames,
  METADATA_ENTRY,
  payloadEntryName,
  safeEntryName,
} from '../../layers/core/src/features/export/names.ts';
import { isoDate, roCrateMetadata } from '../../layers/core/src/features/export/crate.ts';
import { exportOptionsBody } from '../../layers/core/src/features/export/options.ts';
import { legacyExportRoutes } from '../../layers/core/src/features/export/routes.ts';
import { routes } from '../../layers/core/src/app/routes.ts';

describe('export entry names', () => {
  it('are one safe path segment whatever the filename', () => {
    for (const raw of [
      '../../etc/passwd',
      '..\\..\\win.ini',
      '/abs/path',
      'a/b/../c',
      '.hidden',
      'é ü ✓',
      '',
      '....',
      'x'.repeat(500),
      'nul\u0000byte',
    ]) {
      const name = safeEntryName(raw);
      expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
      expect(name).not.toContain('..');
      expect(name.length).toBeLessThanOrEqual(200);
    }
  });

  it('name payloads as upstream: oid plus what follows the first dot, sanitised', () => {
    const oid = '6b02dde00e88d1c9618f4933';
    expect(payloadEntryName(oid, 'data.tar.gz')).toBe(`${oid}.tar.gz`);
    expect(payloadEntryName(oid, 'README')).toBe(oid);
    expect(payloadEntryName(oid, 'trailing.')).toBe(oid);
    expect(payloadEntryName(oid, '../../etc/passwd')).toBe(`${oid}.etc_passwd`);
    expect(payloadEntryName(oid, 'a.b c/d')).toBe(`${oid}.b_c_d`);
  });

  it('are unique in allocation order and never take the metadata entry', () => {
    const names = new EntryNames();
    expect(names.allocate('1.json')).toBe('1.json');
    expect(names.allocate('1.json')).toBe('1-2.json');
    expect(names.allocate('1.json')).toBe('1-3.json');
    expect(names.allocate(METADATA_ENTRY)).toBe('ro-crate-metadata-2.json');
    expect(names.allocate('x.tar.gz')).toBe('x.tar.gz');
    expect(names.allocate('x.tar.gz')).toBe('x-2.tar.gz');
  });
});

describe('ro-crate-metadata.json', () => {
  const crate = roCrateMetadata({
    collection: { name: 'C', appId: 'app' },
    datePublished: '2026-01-01T00:00:00.000Z',
    files: [
      {
        id: '1.json',
        name: 'C',
        encodingFormat: 'application/json',
        author: 'alice',
        dateCreated: isoDate('2024-08-15T11:18:44.632+00:00'),
        additionalType: 'Collection',
        description: null,
      },
      { id: 'oid.bin', name: 'data.bin', contentSize: 42 },
    ],
    people: [
      { username: 'bob', givenName: null, familyName: null, email: null },
      { username: 'alice', givenName: 'A', familyName: 'L', email: 'a@x' },
    ],
    skipped: [],
  });
  const graph = crate['@graph'] as Record<string, unknown>[];

  it('has the RO-Crate 1.1 context, descriptor and root dataset listing every entry', () => {
    expect(crate['@context']).toBe('https://w3id.org/ro/crate/1.1/context');
    expect(graph[0]).toEqual({
      '@id': 'ro-crate-metadata.json',
      '@type': 'CreativeWork',
      conformsTo: { '@id': 'https://w3id.org/ro/crate/1.1' },
      about: { '@id': './' },
    });
    expect(graph[1]).toMatchObject({
      '@id': './',
      '@type': 'Dataset',
      name: 'C Research Object Crate',
      datePublished: '2026-01-01T00:00:00.000Z',
      hasPart: [{ '@id': '1.json' }, { '@id': 'oid.bin' }],
    });
    expect(graph[1]).not.toHaveProperty('skipped');
    expect(graph[1]).not.toHaveProperty('selection');
  });

  it('describes entities as upstream (File, author, dateCreated, additionalType) and drops empty fields', () => {
    expect(graph[2]).toEqual({
      '@id': '1.json',
      '@type': 'File',
      name: 'C',
      encodingFormat: 'application/json',
      author: { '@id': 'alice' },
      dateCreated: '2024-08-15T11:18:44.632Z',
      additionalType: 'Collection',
    });
    expect(graph[3]).toEqual({ '@id': 'oid.bin', '@type': 'File', name: 'data.bin', contentSize: '42' });
    expect(graph.slice(4)).toEqual([
      { '@id': 'alice', '@type': 'Person', givenName: 'A', familyName: 'L', email: 'a@x' },
      { '@id': 'bob', '@type': 'Person' },
    ]);
  });
});

describe('export options and routes', () => {
  it('default every omitted kind to included and refuse unknown keys', () => {
    expect(exportOptionsBody.parse({})).toEqual({
      includePermissions: true,
      payloads: { files: true, timeseries: true, structuredData: true, spatialData: true },
    });
    expect(exportOptionsBody.parse({ payloads: { files: false } }).payloads).toEqual({
      files: false,
      timeseries: true,
      structuredData: true,
      spatialData: true,
    });
    expect(exportOptionsBody.safeParse({ payloads: { video: true } }).success).toBe(false);
    expect(exportOptionsBody.safeParse({ includePermissions: 'yes' }).success).toBe(false);
    expect(exportOptionsBody.safeParse({ extra: 1 }).success).toBe(false);
  });

  it('are in the route table, in the legacy-files group, with provenance and an optional v2 body', () => {
    for (const r of legacyExportRoutes) {
      expect(routes).toContain(r);
      expect(r.group).toBe('legacy-files');
      expect(r.provenance).toBeDefined();
    }
    const [legacy, v2] = legacyExportRoutes;
    expect(legacy).toMatchObject({
      operationId: 'exportCollection',
      method: 'GET',
      path: '/svc/api/collections/{collectionId}/export',
      shelf: 'legacy',
      tags: ['collection'],
    });
    expect(v2).toMatchObject({
      operationId: 'createExportUrl',
      method: 'POST',
      path: '/v2/collections/{appId}/export-url',
      shelf: 'v2',
      request: { bodyOptional: true },
    });
  });
});
