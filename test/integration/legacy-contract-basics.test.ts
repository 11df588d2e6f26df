import { describe, expect, it, vi } from 'vitest';
import { asAdmin, bearer, call, devToken, uniqueUser, userWithKey, withKey } from '../support/local.ts';
import { contractErrors } from '../support/fixtures.ts';
import { objSample } from '../support/cad-samples.ts';
import { fileForm } from '../support/multipart.ts';
import { expectProblem } from '../support/problem.ts';
import { newCollection } from '../support/seed.ts';

/** The issue-2 operations of the legacy shelf, each validated against the reference contract. */
describe('legacy users, API keys, health and version against the reference schemas', () => {
  it('users and API keys', async () => {
    const username = uniqueUser('contract');
    // The reference types these names as strings (the recorded fixture shows null when unset).
    const h = bearer(
      devToken(username, [], {
        claims: { given_name: 'Ada', family_name: 'Lovelace', email: `${username}@example.org` },
      }),
    );
    const me = await call('GET', '/svc/api/users', { headers: h });
    expect(contractErrors('/users', 'get', 200, me.body)).toEqual([]);
    const one = await call('GET', `/svc/api/users/${username}`, { headers: h });
    expect(contractErrors('/users/{username}', 'get', 200, one.body)).toEqual([]);
    const created = await call<{ uid: string }>('POST', `/svc/api/users/${username}/apikeys`, {
      headers: h,
      body: { name: 'contract', roles: [] },
    });
    expect(created.status).toBe(201);
    expect(contractErrors('/users/{username}/apikeys', 'post', 201, created.body)).toEqual([]);
    const all = await call('GET', `/svc/api/users/${username}/apikeys`, { headers: h });
    expect(contractErrors('/users/{username}/apikeys', 'get', 200, all.body)).toEqual([]);
    const key = await call('GET', `/svc/api/users/${username}/apikeys/${created.body.uid}`, { headers: h });
    expect(contractErrors('/users/{username}/apikeys/{apikeyUid}', 'get', 200, key.body)).toEqual([]);
    const del = await call('DELETE', `/svc/api/users/${username}/apikeys/${created.body.uid}`, { headers: h });
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
  });

  it('healthz and versionz', async () => {
    const health = await call('GET', '/svc/api/healthz');
    expect(contractErrors('/healthz', 'get', health.status, health.body)).toEqual([]);
    const version = await call('GET', '/svc/api/versionz');
    expect(contractErrors('/versionz', 'get', 200, version.body)).toEqual([]);
  });
});

/**
 * What svc seeds (the INTERNAL semantic repository, the bootstrap admin) and what its bundled
 * plugins write (fileformat-cad's annotations on an uploaded file's container) reach legacy
 * answers too: each such answer is validated against the reference as a 5.2 client reads it.
 */
describe('seeded and plugin-made data on the legacy shelf against the reference schemas', () => {
  it('the INTERNAL repository stays on /v2: the legacy list never shows it, its id answers 404', async () => {
    // Every repository, unfiltered: the seeded one included before this change, which 5.2's enum refuses.
    const all = await call<{ id: number; type: string }[]>('GET', '/svc/api/semanticRepositories?size=10000', {
      headers: asAdmin(),
    });
    expect(all.status, all.text).toBe(200);
    expect(contractErrors('/semanticRepositories', 'get', 200, all.body)).toEqual([]);
    const internal = await call<{ id: number; appId: string; type: string; endpoint: string }>(
      'GET',
      '/v2/semantic/internal-repository',
      { headers: asAdmin() },
    );
    expect(internal.status, internal.text).toBe(200);
    expect(internal.body).toMatchObject({ type: 'INTERNAL', name: 'INTERNAL', endpoint: '' });
    expect(all.body.map((r) => r.id)).not.toContain(internal.body.id);
    const byName = await call<unknown[]>('GET', '/svc/api/semanticRepositories?name=INTERNAL', { headers: asAdmin() });
    expect(byName.body).toEqual([]);
    const path = `/svc/api/semanticRepositories/${internal.body.id}`;
    expectProblem(await call('GET', path, { headers: asAdmin() }), 404, 'resource.not-found');
    expectProblem(await call('DELETE', path, { headers: asAdmin() }), 404, 'resource.not-found');
    // Annotations may still name it (svc's console does); what a 5.2 client reads of them is valid.
    const owner = await userWithKey();
    const c = await newCollection(withKey(owner.key), 'internal-terms');
    const made = await call('POST', `/svc/api/collections/${c}/semanticAnnotations`, {
      headers: withKey(owner.key),
      body: {
        propertyIRI: 'https://example.org/svc-test/terms#measures',
        propertyRepositoryId: internal.body.id,
        valueIRI: 'https://example.org/svc-test/terms#SoilMoisture',
        valueRepositoryId: internal.body.id,
      },
    });
    expect(made.status, made.text).toBe(201);
    const listed = await call('GET', `/svc/api/collections/${c}/semanticAnnotations`, { headers: withKey(owner.key) });
    expect(contractErrors('/collections/{collectionId}/semanticAnnotations', 'get', 200, listed.body)).toEqual([]);
  });

  it('the bootstrap admin, and a file container the CAD plugin annotated', async () => {
    // The bootstrap admin has no email: null, as upstream answers an unset name or email (its
    // recorded users--get-single shows null; the schema's optional strings say nothing of null,
    // and generated clients read a null optional field as unset). Everything else must be valid.
    const unsetAsAbsent = (u: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(u).filter(([k, v]) => !(v === null && ['email', 'firstName', 'lastName'].includes(k))),
      );
    const admin = await call<Record<string, unknown>>('GET', '/svc/api/users/admin', { headers: asAdmin() });
    expect(admin.status, admin.text).toBe(200);
    expect(contractErrors('/users/{username}', 'get', 200, unsetAsAbsent(admin.body))).toEqual([]);
    const users = await call<Record<string, unknown>>('GET', '/svc/api/users', { headers: asAdmin() });
    expect(contractErrors('/users', 'get', 200, unsetAsAbsent(users.body))).toEqual([]);

    const owner = await userWithKey();
    const h = withKey(owner.key);
    const c = await call<{ id: number; appId: string }>('POST', '/svc/api/fileContainers', {
      headers: h,
      body: { name: 'cad' },
    });
    expect(c.status, c.text).toBe(201);
    const form = fileForm(Buffer.from(objSample), 'cube.obj');
    const up = await call<{ oid: string }>('POST', `/svc/api/fileContainers/${c.body.id}/payload`, {
      headers: { ...h, 'content-type': form.contentType },
      raw: form.body,
    });
    expect(up.status, up.text).toBe(201);
    // The main gateway's file-metadata worker runs the plugin's parser.
    await vi.waitFor(
      async () => {
        const m = await call<{ metadata: unknown[] }>(
          'GET',
          `/v2/file-containers/${c.body.appId}/files/${up.body.oid}/metadata`,
          { headers: h },
        );
        expect(m.body.metadata.length).toBeGreaterThan(0);
      },
      { timeout: 60_000, interval: 500 },
    );
    const container = await call('GET', `/svc/api/fileContainers/${c.body.id}`, { headers: h });
    expect(contractErrors('/fileContainers/{fileContainerId}', 'get', 200, container.body)).toEqual([]);
    const files = await call('GET', `/svc/api/fileContainers/${c.body.id}/payload`, { headers: h });
    expect(contractErrors('/fileContainers/{fileContainerId}/payload', 'get', 200, files.body)).toEqual([]);
    const list = await call('GET', '/svc/api/fileContainers', { headers: h });
    expect(contractErrors('/fileContainers', 'get', 200, list.body)).toEqual([]);
  }, 90_000);
});
