import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeGraph, cypher, int } from '../support/fixtures.ts';
import { startSparqlEndpoint } from '../support/sparql-endpoint.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { asAdmin, call, userWithKey, withKey, type Reply } from '../support/local.ts';
import { fileForm } from '../support/multipart.ts';

/**
 * Legacy routes name entities by their integer ids, but an Activity's `targetAppId` is the
 * entity's appId wherever it has one (docs/provenance.md), so `GET /v2/provenance/entity/{appId}`
 * finds every row about it: deletes (the entity is gone afterwards), payload writes and
 * permission changes included.
 */
type Activity = { actionKind: string; targetKind: string; targetAppId: string; method: string; path: string };
type Entity = { id: number; appId: string };

const api = '/svc/api';
let owner: { username: string; key: string };
let h: Record<string, string>;
beforeAll(async () => {
  owner = await userWithKey();
  h = withKey(owner.key);
});
afterAll(closeGraph);

async function create(path: string, body: unknown, headers = h): Promise<Entity> {
  const r = await call<Entity>('POST', `${api}${path}`, { headers, body });
  expect(r.status, `${path}: ${r.text}`).toBe(201);
  expect(r.body.appId, path).toMatch(/^[0-9a-f-]{36}$/);
  return r.body;
}

/** The rows of one entity, waiting briefly for a just-answered request's capture. */
async function entityRows(appId: string, want: (rows: Activity[]) => boolean): Promise<Activity[]> {
  let rows: Activity[] = [];
  // Up to 3 s; the caller's assertions judge the rows seen last.
  await vi
    .waitFor(
      async () => {
        rows = (await call<Activity[]>('GET', `/v2/provenance/entity/${appId}`, { headers: asAdmin() })).body;
        if (!want(rows)) throw new Error('not captured yet');
      },
      { timeout: 3_000, interval: 50 },
    )
    .catch(() => undefined);
  return rows;
}

const has = (method: string, path: string, kind: string) => (rows: Activity[]) =>
  rows.some((r) => r.method === method && r.path === path && r.targetKind === kind);

async function expectRow(appId: string, method: string, path: string, kind: string): Promise<void> {
  const rows = await entityRows(appId, has(method, path, kind));
  expect(
    rows.map((r) => `${r.method} ${r.path} ${r.targetKind} ${r.targetAppId}`),
    `${method} ${path}`,
  ).toContainEqual(`${method} ${path} ${kind} ${appId}`);
}

const expectOk = (r: Reply, what: string) => expect(r.status, `${what}: ${r.text}`).toBeLessThan(300);

describe('legacy rows record the entity appId', () => {
  it('deletes of Collections, DataObjects, references, lab journal entries, file containers and user groups', async () => {
    const c = await create('/collections', { name: 'ProvTargets' });
    const target = await create('/collections', { name: 'ProvTargetsTarget' });
    const d = await create(`/collections/${c.id}/dataObjects`, { name: 'd' });
    const other = await create(`/collections/${c.id}/dataObjects`, { name: 'other' });
    const refs = `/collections/${c.id}/dataObjects/${d.id}`;
    const cref = await create(`${refs}/collectionReferences`, {
      name: 'c',
      referencedCollectionId: target.id,
      relationship: 'cites',
    });
    const dref = await create(`${refs}/dataObjectReferences`, {
      name: 'd',
      referencedDataObjectId: other.id,
      relationship: 'cites',
    });
    const uref = await create(`${refs}/uriReferences`, { name: 'u', uri: 'https://example.org/x' });
    const generic = await create(`${refs}/uriReferences`, { name: 'g', uri: 'https://example.org/g' });
    const entry = await create(`/labJournalEntries?dataObjectId=${d.id}`, { journalContent: '<p>x</p>' });
    const fc = await create('/fileContainers', { name: 'ProvTargets' });
    const f = fileForm(randomBytes(16), 'r.bin');
    const file = await call<{ oid: string }>('POST', `${api}/fileContainers/${fc.id}/payload`, {
      headers: { ...h, 'content-type': f.contentType },
      raw: f.body,
    });
    expect(file.status, file.text).toBe(201);
    const fref = await create(`${refs}/fileReferences`, {
      name: 'f',
      fileOids: [file.body.oid],
      fileContainerId: fc.id,
    });
    const group = await create('/userGroups', { name: 'ProvTargets', usernames: [] });

    const deletes: [Entity, string, string][] = [
      [cref, `${api}${refs}/collectionReferences/${cref.id}`, 'CollectionReference'],
      [dref, `${api}${refs}/dataObjectReferences/${dref.id}`, 'DataObjectReference'],
      [uref, `${api}${refs}/uriReferences/${uref.id}`, 'URIReference'],
      [generic, `${api}${refs}/references/${generic.id}`, 'Reference'],
      [fref, `${api}${refs}/fileReferences/${fref.id}`, 'FileReference'],
      [entry, `${api}/labJournalEntries/${entry.id}`, 'LabJournalEntry'],
      [other, `${api}/collections/${c.id}/dataObjects/${other.id}`, 'DataObject'],
      [fc, `${api}/fileContainers/${fc.id}`, 'FileContainer'],
      [group, `${api}/userGroups/${group.id}`, 'UserGroup'],
      [c, `${api}/collections/${c.id}`, 'Collection'],
    ];
    for (const [, path] of deletes) expectOk(await call('DELETE', path, { headers: h }), path);
    for (const [e, path, kind] of deletes) await expectRow(e.appId, 'DELETE', path, kind);
  });

  it('payload writes and permission changes', async () => {
    const fc = await create('/fileContainers', { name: 'ProvPayload' });
    const f = fileForm(randomBytes(32), 'p.bin');
    const uploadPath = `${api}/fileContainers/${fc.id}/payload`;
    const up = await call<{ oid: string }>('POST', uploadPath, {
      headers: { ...h, 'content-type': f.contentType },
      raw: f.body,
    });
    expectOk(up, uploadPath);
    const filePath = `${uploadPath}/${up.body.oid}`;
    expectOk(await call('DELETE', filePath, { headers: h }), filePath);
    const fcPerms = `${api}/fileContainers/${fc.id}/permissions`;
    const perms = {
      permissionType: 'Private',
      reader: [],
      writer: [],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
    };
    expectOk(await call('PUT', fcPerms, { headers: h, body: perms }), fcPerms);
    const c = await create('/collections', { name: 'ProvPerms' });
    const cPerms = `${api}/collections/${c.id}/permissions`;
    expectOk(await call('PUT', cPerms, { headers: h, body: perms }), cPerms);
    const g = await create('/userGroups', { name: 'ProvPerms', usernames: [] });
    const gPerms = `${api}/userGroups/${g.id}/permissions`;
    expectOk(await call('PUT', gPerms, { headers: h, body: perms }), gPerms);

    await expectRow(fc.appId, 'POST', uploadPath, 'FileContainer');
    await expectRow(fc.appId, 'DELETE', filePath, 'FileContainer');
    await expectRow(fc.appId, 'PUT', fcPerms, 'FileContainer');
    await expectRow(c.appId, 'PUT', cPerms, 'Permissions');
    await expectRow(g.appId, 'PUT', gPerms, 'Permissions');
  });

  it('semantic repositories and annotations (whose appId the graph holds)', async () => {
    const sparql = await startSparqlEndpoint();
    try {
      const repo = await create('/semanticRepositories', { name: 'ProvTargets', type: 'SPARQL', endpoint: sparql.url });
      const c = await create('/collections', { name: 'ProvSemantic' });
      const annotations = `${api}/collections/${c.id}/semanticAnnotations`;
      const a = await call<{ id: number }>('POST', annotations, {
        headers: h,
        body: {
          propertyIRI: 'http://dbpedia.org/ontology/ingredient',
          propertyRepositoryId: repo.id,
          valueIRI: 'http://dbpedia.org/resource/Almond_milk',
          valueRepositoryId: repo.id,
        },
      });
      expect(a.status, a.text).toBe(201);
      const [row] = await cypher<{ appId: string }>('MATCH (a:SemanticAnnotation {id: $id}) RETURN a.appId AS appId', {
        id: int(a.body.id),
      });
      const annotationAppId = row?.appId ?? '';
      expect(annotationAppId).toMatch(/^[0-9a-f-]{36}$/);
      expectOk(await call('DELETE', `${annotations}/${a.body.id}`, { headers: h }), 'annotation');
      expectOk(await call('DELETE', `${api}/semanticRepositories/${repo.id}`, { headers: h }), 'repository');
      await expectRow(annotationAppId, 'POST', annotations, 'SemanticAnnotation');
      await expectRow(annotationAppId, 'DELETE', `${annotations}/${a.body.id}`, 'SemanticAnnotation');
      await expectRow(repo.appId, 'DELETE', `${api}/semanticRepositories/${repo.id}`, 'SemanticRepository');
    } finally {
      await sparql.close();
    }
  });

  it('things without an appId (subscriptions) keep their legacy id', async () => {
    const s = await call<{ id: number }>('POST', `${api}/users/${owner.username}/subscriptions`, {
      headers: h,
      body: { name: 's', callbackURL: 'https://example.org/hook', subscribedURL: '.*', requestMethod: 'GET' },
    });
    expect(s.status, s.text).toBe(201);
    const path = `${api}/users/${owner.username}/subscriptions/${s.body.id}`;
    expectOk(await call('DELETE', path, { headers: h }), path);
    await expectRow(String(s.body.id), 'DELETE', path, 'Subscription');
  });
});

describe('legacy reads (svc.provenance.capture-reads) record the entity appId', () => {
  let gw: { url: string; stop: () => void };
  beforeAll(async () => {
    gw = await startExtraGateway(18184, { SVC_PROVENANCE_CAPTURE_READS: 'true' });
  });
  afterAll(() => gw?.stop());

  it('permissions, roles, payload listings and references read by legacy id', async () => {
    const c = await create('/collections', { name: 'ProvReads' });
    const d = await create(`/collections/${c.id}/dataObjects`, { name: 'd' });
    const fc = await create('/fileContainers', { name: 'ProvReads' });
    const uref = await create(`/collections/${c.id}/dataObjects/${d.id}/uriReferences`, {
      name: 'u',
      uri: 'https://example.org/r',
    });
    const reads: [string, string, string][] = [
      [c.appId, `${api}/collections/${c.id}/permissions`, 'Permissions'],
      [c.appId, `${api}/collections/${c.id}/roles`, 'Collection'],
      [fc.appId, `${api}/fileContainers/${fc.id}/permissions`, 'FileContainer'],
      [fc.appId, `${api}/fileContainers/${fc.id}/payload`, 'FileContainer'],
      [uref.appId, `${api}/collections/${c.id}/dataObjects/${d.id}/references/${uref.id}`, 'Reference'],
      [c.appId, `${api}/collections/${c.id}/export`, 'Collection'],
    ];
    for (const [, path] of reads) expectOk(await call('GET', path, { headers: h, base: gw.url }), path);
    for (const [appId, path, kind] of reads) await expectRow(appId, 'GET', path, kind);
  });
});
