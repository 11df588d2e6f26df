import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, userWithKey, type Reply, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { closeGraph, cypher, fixture, int, matchesFixture } from '../support/fixtures.ts';
import {
  closedPortUrl,
  startFailingEndpoint,
  startFloodingEndpoint,
  startSilentEndpoint,
  startSparqlEndpoint,
  startStallingEndpoint,
  type Endpoint,
} from '../support/sparql-endpoint.ts';
import { expectContract } from '../support/contract.ts';
import { newCollection as seedCollection, newDataObject as seedDataObject } from '../support/seed.ts';

type H = Record<string, string>;
interface Repository {
  id: number;
  appId: string;
  name: string;
  type: string;
  endpoint: string;
  createdBy: string;
  [k: string]: unknown;
}
interface Annotation {
  id: number;
  name: string;
  propertyName: string;
  propertyIRI: string;
  valueName: string;
  valueIRI: string;
  propertyRepositoryId: number;
  valueRepositoryId: number;
  [k: string]: unknown;
}

const api = '/svc/api';
const key = withKey;
const REPOS = '/semanticRepositories';
const REPO = '/semanticRepositories/{semanticRepositoryId}';
const C_ANN = '/collections/{collectionId}/semanticAnnotations';
const C_ONE = '/collections/{collectionId}/semanticAnnotations/{semanticAnnotationId}';
const D_ANN = '/collections/{collectionId}/dataObjects/{dataObjectId}/semanticAnnotations';
const D_ONE = '/collections/{collectionId}/dataObjects/{dataObjectId}/semanticAnnotations/{semanticAnnotationId}';
const INGREDIENT = 'http://dbpedia.org/ontology/ingredient';
const ALMOND_MILK = 'http://dbpedia.org/resource/Almond_milk';

let owner: { username: string; key: string };
let h: H;
let sparql: Endpoint;
let repo: Repository;

async function newRepository(body: Record<string, unknown>, headers: H = h): Promise<Repository> {
  const r = await call<Repository>('POST', `${api}/semanticRepositories`, { headers, body });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

const newCollection = (headers: H = h) => seedCollection(headers, 'Semantic');

const newDataObject = (c: number, headers: H = h) => seedDataObject(c, headers, 'annotated');

const detailOf = (r: Reply<unknown>) => (r.body as { detail?: string }).detail ?? '';
const annotate = (path: string, body: Record<string, unknown>, headers: H = h) =>
  call<Annotation>('POST', `${api}${path}`, { headers, body });
const fixtureBody = (repository: number) => ({
  propertyIRI: INGREDIENT,
  propertyRepositoryId: repository,
  valueIRI: ALMOND_MILK,
  valueRepositoryId: repository,
});

beforeAll(async () => {
  owner = await userWithKey();
  h = key(owner.key);
  sparql = await startSparqlEndpoint();
  repo = await newRepository({ name: 'dbpedia (loopback)', type: 'SPARQL', endpoint: sparql.url });
});
afterAll(async () => {
  await sparql?.close();
  await closeGraph();
});

describe('Semantic annotations: the recorded fixture', () => {
  it('create answers semanticannotations--create, names looked up in the SPARQL repository', async () => {
    const c = await newCollection();
    const before = sparql.requests();
    const r = await annotate(`/collections/${c}/semanticAnnotations`, fixtureBody(repo.id));
    expect(r.status, r.text).toBe(201);
    expect(matchesFixture(r.body, fixture('semanticannotations--create'))).toEqual([]);
    expect(r.body).toMatchObject({ propertyRepositoryId: repo.id, valueRepositoryId: repo.id });
    expect(sparql.requests() - before).toBe(2);
  });
});

describe('Semantic repositories', () => {
  it('createSemanticRepository, getSemanticRepository, getAllSemanticRepositories, deleteSemanticRepository answer the reference schema', async () => {
    const name = `repo-${Date.now()}`;
    const created = await call<Repository>('POST', `${api}/semanticRepositories`, {
      headers: h,
      body: { name, type: 'SPARQL', endpoint: sparql.url, id: 999, createdBy: 'ignored' },
    });
    expectContract(created, REPOS, 'post', 201);
    expect(created.body).toMatchObject({
      name,
      type: 'SPARQL',
      endpoint: sparql.url,
      createdBy: owner.username,
      updatedAt: null,
      updatedBy: null,
    });
    expect(created.body.id).not.toBe(999);

    const got = await call<Repository>('GET', `${api}/semanticRepositories/${created.body.id}`, { headers: h });
    expectContract(got, REPO, 'get', 200);
    expect(got.body).toEqual(created.body);

    const listed = await call<Repository[]>('GET', `${api}/semanticRepositories?name=${encodeURIComponent(name)}`, {
      headers: h,
    });
    expectContract(listed, REPOS, 'get', 200);
    expect(listed.body.map((x) => x.id)).toEqual([created.body.id]);

    const del = await call('DELETE', `${api}/semanticRepositories/${created.body.id}`, { headers: h });
    expect(del.status, del.text).toBe(204);
    expectProblem(
      await call('GET', `${api}/semanticRepositories/${created.body.id}`, { headers: h }),
      404,
      'resource.not-found',
    );
    expectProblem(
      await call('DELETE', `${api}/semanticRepositories/${created.body.id}`, { headers: h }),
      404,
      'resource.not-found',
    );
  });

  it('accepts every type of the contract and lists, orders and pages', async () => {
    const tag = `types-${Date.now()}`;
    const made = [];
    for (const [i, type] of (['SPARQL', 'JSKOS', 'SKOSMOS'] as const).entries()) {
      made.push(
        await newRepository({ name: `${tag}`, type, endpoint: `https://example.org/${type.toLowerCase()}/${i}` }),
      );
    }
    const all = await call<Repository[]>('GET', `${api}/semanticRepositories?name=${tag}`, { headers: h });
    expect(all.body.map((x) => x.type)).toEqual(['SPARQL', 'JSKOS', 'SKOSMOS']);
    const desc = await call<Repository[]>(
      'GET',
      `${api}/semanticRepositories?name=${tag}&orderBy=createdAt&orderDesc=true`,
      { headers: h },
    );
    expect(desc.body.map((x) => x.id)).toEqual(made.map((x) => x.id).reverse());
    const page = await call<Repository[]>('GET', `${api}/semanticRepositories?name=${tag}&page=1&size=2`, {
      headers: h,
    });
    expect(page.body.map((x) => x.id)).toEqual([made[2]?.id]);
    expectProblem(
      await call('GET', `${api}/semanticRepositories?orderBy=type`, { headers: h }),
      400,
      'request.invalid',
    );
  });

  it('refuses endpoints that are not http(s) URLs, carry credentials or are link-local, and unknown types', async () => {
    for (const endpoint of [
      'file:///etc/passwd',
      'ftp://example.org/x',
      'gopher://127.0.0.1:6379/_',
      'javascript:alert(1)',
      'not a url',
      'http://user:secret@example.org/sparql',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/sparql',
      ' ',
    ]) {
      const r = await call('POST', `${api}/semanticRepositories`, {
        headers: h,
        body: { name: 'bad', type: 'SPARQL', endpoint },
      });
      expectProblem(r, 400, 'request.invalid');
    }
    expectProblem(
      await call('POST', `${api}/semanticRepositories`, {
        headers: h,
        body: { name: 'bad', type: 'OTHER', endpoint: sparql.url },
      }),
      400,
      'request.invalid',
    );
    expectProblem(
      await call('POST', `${api}/semanticRepositories`, {
        headers: h,
        body: { name: ' ', type: 'SPARQL', endpoint: sparql.url },
      }),
      400,
      'request.invalid',
    );
    expectProblem(
      await call('POST', `${api}/semanticRepositories`, { headers: h, body: { type: 'SPARQL', endpoint: sparql.url } }),
      400,
      'request.invalid',
    );
  });

  it('only the creator or an instance admin deletes; a repository in use cannot be deleted (409)', async () => {
    const stranger = await userWithKey();
    const r = await newRepository({ name: 'to delete', type: 'SPARQL', endpoint: sparql.url });
    expectProblem(
      await call('DELETE', `${api}/semanticRepositories/${r.id}`, { headers: key(stranger.key) }),
      403,
      'auth.forbidden',
    );
    // Readable by anyone authenticated.
    expect((await call('GET', `${api}/semanticRepositories/${r.id}`, { headers: key(stranger.key) })).status).toBe(200);

    const c = await newCollection();
    const a = await annotate(`/collections/${c}/semanticAnnotations`, fixtureBody(r.id));
    expect(a.status, a.text).toBe(201);
    expectProblem(
      await call('DELETE', `${api}/semanticRepositories/${r.id}`, { headers: h }),
      409,
      'resource.conflict',
    );
    expect(
      (await call('DELETE', `${api}/collections/${c}/semanticAnnotations/${a.body.id}`, { headers: h })).status,
    ).toBe(204);
    expect((await call('DELETE', `${api}/semanticRepositories/${r.id}`, { headers: asAdmin() })).status).toBe(204);
  });

  it('deleting a DataObject or Collection deletes its annotations; the repository is then free to go', async () => {
    const r = await newRepository({ name: 'outlives its annotations', type: 'SPARQL', endpoint: sparql.url });
    const c = await newCollection();
    const d = await newDataObject(c);
    const d2 = await newDataObject(c);
    const onD = await annotate(`/collections/${c}/dataObjects/${d}/semanticAnnotations`, fixtureBody(r.id));
    const onD2 = await annotate(`/collections/${c}/dataObjects/${d2}/semanticAnnotations`, fixtureBody(r.id));
    const onC = await annotate(`/collections/${c}/semanticAnnotations`, fixtureBody(r.id));
    expect([onD.status, onD2.status, onC.status]).toEqual([201, 201, 201]);
    const count = async (ids: number[]) =>
      Number(
        (
          await cypher<{ n: number }>('MATCH (a:SemanticAnnotation) WHERE a.id IN $ids RETURN count(a) AS n', {
            ids: ids.map(int),
          })
        )[0]?.n,
      );

    expect((await call('DELETE', `${api}/collections/${c}/dataObjects/${d}`, { headers: h })).status).toBe(204);
    expect(await count([onD.body.id])).toBe(0);
    expect(await count([onD2.body.id, onC.body.id])).toBe(2);
    expectProblem(
      await call('DELETE', `${api}/semanticRepositories/${r.id}`, { headers: h }),
      409,
      'resource.conflict',
    );

    expect((await call('DELETE', `${api}/collections/${c}`, { headers: h })).status).toBe(204);
    expect(await count([onD2.body.id, onC.body.id])).toBe(0);
    expect((await call('DELETE', `${api}/semanticRepositories/${r.id}`, { headers: h })).status).toBe(204);
  });

  it('answers 400 for an id that is not an int64 and 401 without credentials', async () => {
    expectProblem(await call('GET', `${api}/semanticRepositories/abc`, { headers: h }), 400, 'request.invalid');
    expectProblem(await call('GET', `${api}/semanticRepositories`), 401, 'auth.unauthenticated');
  });
});

describe('Semantic annotations: every operation answers the reference schema', () => {
  it('Collection: create, get, list, delete', async () => {
    const c = await newCollection();
    const created = await annotate(`/collections/${c}/semanticAnnotations`, {
      ...fixtureBody(repo.id),
      name: 'ignored',
      id: 1,
    });
    expectContract(created, C_ANN, 'post', 201);
    expect(created.body.name).toBe('ingredient::Almond milk');

    const got = await call<Annotation>('GET', `${api}/collections/${c}/semanticAnnotations/${created.body.id}`, {
      headers: h,
    });
    expectContract(got, C_ONE, 'get', 200);
    expect(got.body).toEqual(created.body);

    const listed = await call<Annotation[]>('GET', `${api}/collections/${c}/semanticAnnotations`, { headers: h });
    expectContract(listed, C_ANN, 'get', 200);
    expect(listed.body).toEqual([created.body]);

    const del = await call('DELETE', `${api}/collections/${c}/semanticAnnotations/${created.body.id}`, { headers: h });
    expect(del.status, del.text).toBe(204);
    expectProblem(
      await call('GET', `${api}/collections/${c}/semanticAnnotations/${created.body.id}`, { headers: h }),
      404,
      'resource.not-found',
    );
    expect(
      (await call<Annotation[]>('GET', `${api}/collections/${c}/semanticAnnotations`, { headers: h })).body,
    ).toEqual([]);
    const left = await cypher<{ n: number }>('MATCH (a:SemanticAnnotation {id: $id}) RETURN count(a) AS n', {
      id: int(created.body.id),
    });
    expect(Number(left[0]?.n)).toBe(0);
  });

  it('DataObject: create, get, list, delete', async () => {
    const c = await newCollection();
    const d = await newDataObject(c);
    const created = await annotate(`/collections/${c}/dataObjects/${d}/semanticAnnotations`, fixtureBody(repo.id));
    expectContract(created, D_ANN, 'post', 201);
    expect(matchesFixture(created.body, fixture('semanticannotations--create'))).toEqual([]);

    const got = await call<Annotation>(
      'GET',
      `${api}/collections/${c}/dataObjects/${d}/semanticAnnotations/${created.body.id}`,
      { headers: h },
    );
    expectContract(got, D_ONE, 'get', 200);

    const listed = await call<Annotation[]>('GET', `${api}/collections/${c}/dataObjects/${d}/semanticAnnotations`, {
      headers: h,
    });
    expectContract(listed, D_ANN, 'get', 200);
    expect(listed.body.map((a) => a.id)).toEqual([created.body.id]);
    // The Collection's own annotations are a different list.
    expect(
      (await call<Annotation[]>('GET', `${api}/collections/${c}/semanticAnnotations`, { headers: h })).body,
    ).toEqual([]);
    expectProblem(
      await call('GET', `${api}/collections/${c}/semanticAnnotations/${created.body.id}`, { headers: h }),
      404,
      'resource.not-found',
    );

    const del = await call(
      'DELETE',
      `${api}/collections/${c}/dataObjects/${d}/semanticAnnotations/${created.body.id}`,
      { headers: h },
    );
    expect(del.status, del.text).toBe(204);
    expect(
      (await call<Annotation[]>('GET', `${api}/collections/${c}/dataObjects/${d}/semanticAnnotations`, { headers: h }))
        .body,
    ).toEqual([]);
  });

  it('answers 404 for a DataObject of another Collection and for a missing Collection', async () => {
    const c1 = await newCollection();
    const c2 = await newCollection();
    const d = await newDataObject(c2);
    expectProblem(
      await call('GET', `${api}/collections/${c1}/dataObjects/${d}/semanticAnnotations`, { headers: h }),
      404,
      'resource.not-found',
    );
    expectProblem(
      await annotate(`/collections/${c1}/dataObjects/${d}/semanticAnnotations`, fixtureBody(repo.id)),
      404,
      'resource.not-found',
    );
    expectProblem(
      await call('GET', `${api}/collections/999999999999/semanticAnnotations`, { headers: h }),
      404,
      'resource.not-found',
    );
    const before = sparql.requests();
    expectProblem(
      await annotate('/collections/999999999999/semanticAnnotations', fixtureBody(repo.id)),
      404,
      'resource.not-found',
    );
    expect(sparql.requests()).toBe(before);
    expectProblem(
      await call('GET', `${api}/collections/${c1}/semanticAnnotations/999999999999`, { headers: h }),
      404,
      'resource.not-found',
    );
    expectProblem(
      await call('DELETE', `${api}/collections/${c1}/semanticAnnotations/999999999999`, { headers: h }),
      404,
      'resource.not-found',
    );
    expectProblem(
      await call('GET', `${api}/collections/${c1}/semanticAnnotations/x1`, { headers: h }),
      400,
      'request.invalid',
    );
    expectProblem(
      await call('GET', `${api}/collections/${c1}/dataObjects/-1/semanticAnnotations`, { headers: h }),
      400,
      'request.invalid',
    );
  });
});

describe('Semantic annotations: names from the repository', () => {
  const valueName = async (valueIRI: string, propertyIRI = INGREDIENT) => {
    const c = await newCollection();
    const r = await annotate(`/collections/${c}/semanticAnnotations`, {
      propertyIRI,
      propertyRepositoryId: repo.id,
      valueIRI,
      valueRepositoryId: repo.id,
    });
    expect(r.status, r.text).toBe(201);
    return r.body;
  };

  it('prefers English, then an untagged label, then another language; falls back to the local name', async () => {
    expect((await valueName('http://dbpedia.org/resource/Almond_milk')).valueName).toBe('Almond milk');
    expect((await valueName('http://dbpedia.org/resource/Oat_milk')).valueName).toBe('oat milk (untagged)');
    expect((await valueName('http://dbpedia.org/resource/Rice_milk')).valueName).toBe('Reismilch');
    const unknown = await valueName(
      'http://dbpedia.org/resource/Not_in_the_repository',
      'http://dbpedia.org/ontology/unlabelledProperty',
    );
    expect(unknown).toMatchObject({
      valueName: 'Not_in_the_repository',
      propertyName: 'unlabelledProperty',
      name: 'unlabelledProperty::Not_in_the_repository',
    });
  });

  it('refuses IRIs that are not absolute or could escape the SPARQL query (400, no lookup)', async () => {
    const c = await newCollection();
    const before = sparql.requests();
    for (const valueIRI of ['Almond_milk', 'http://x/> } ; DROP ALL ; <http://y', 'http://x/a b', ' ', 'http://x/"']) {
      expectProblem(
        await annotate(`/collections/${c}/semanticAnnotations`, { ...fixtureBody(repo.id), valueIRI }),
        400,
        'request.invalid',
      );
    }
    expect(sparql.requests()).toBe(before);
  });

  it('refuses a repository id that names no repository (400)', async () => {
    const c = await newCollection();
    expectProblem(
      await annotate(`/collections/${c}/semanticAnnotations`, {
        ...fixtureBody(repo.id),
        valueRepositoryId: 999999999999,
      }),
      400,
      'request.invalid',
    );
  });

  it('a repository of a type svc cannot query gives a clear 400', async () => {
    const c = await newCollection();
    const jskos = await newRepository({ name: 'jskos', type: 'JSKOS', endpoint: 'https://example.org/jskos' });
    const r = await annotate(`/collections/${c}/semanticAnnotations`, {
      ...fixtureBody(repo.id),
      valueRepositoryId: jskos.id,
    });
    expectProblem(r, 400, 'request.invalid');
    expect(detailOf(r)).toMatch(/JSKOS/);
  });
});

describe('Semantic annotations: a failing repository is a bounded problem answer', () => {
  const attempt = async (endpoint: string) => {
    const bad = await newRepository({ name: 'failing', type: 'SPARQL', endpoint });
    const c = await newCollection();
    const started = Date.now();
    const r = await annotate(`/collections/${c}/semanticAnnotations`, {
      ...fixtureBody(repo.id),
      valueRepositoryId: bad.id,
    });
    const elapsed = Date.now() - started;
    expect(
      (await call<Annotation[]>('GET', `${api}/collections/${c}/semanticAnnotations`, { headers: h })).body,
    ).toEqual([]);
    return { r, elapsed };
  };

  const expectSparqlUnavailable = (r: Reply) => {
    expectProblem(r, 503, 'dependency.unavailable');
    expect((r.body as { dependency?: string }).dependency).toBe('sparql');
    expect(r.headers.get('retry-after')).toBe('5');
  };

  it('unreachable (a closed port): 503 at once', async () => {
    const { r, elapsed } = await attempt(await closedPortUrl());
    expectSparqlUnavailable(r);
    expect(elapsed).toBeLessThan(4_000);
  });

  it('never answers: 503 after the lookup timeout (4 s), within 5 s, not a hang', async () => {
    const silent = await startSilentEndpoint();
    try {
      const { r, elapsed } = await attempt(silent.url);
      expectSparqlUnavailable(r);
      expect(silent.requests()).toBe(1);
      expect(elapsed).toBeGreaterThanOrEqual(3_500);
      expect(elapsed).toBeLessThan(5_000);
    } finally {
      await silent.close();
    }
  });

  it('starts an answer and stalls: 503 after the lookup timeout', async () => {
    const stalling = await startStallingEndpoint();
    try {
      const { r, elapsed } = await attempt(stalling.url);
      expectSparqlUnavailable(r);
      expect(elapsed).toBeLessThan(5_000);
    } finally {
      await stalling.close();
    }
  });

  it('answers more than the size limit: 503', async () => {
    const flooding = await startFloodingEndpoint();
    try {
      const { r } = await attempt(flooding.url);
      expectSparqlUnavailable(r);
      expect(detailOf(r)).toMatch(/too large/);
    } finally {
      await flooding.close();
    }
  });

  it('answers HTTP 500: 503', async () => {
    const failing = await startFailingEndpoint(500);
    try {
      const { r } = await attempt(failing.url);
      expectSparqlUnavailable(r);
      expect(detailOf(r)).toMatch(/HTTP 500/);
    } finally {
      await failing.close();
    }
  });
});

describe('Semantic annotations: permissions come from the Collection', () => {
  it('reader lists and gets but cannot create or delete; stranger gets 403 everywhere; writer creates', async () => {
    const [reader, writer, stranger] = await Promise.all([userWithKey(), userWithKey(), userWithKey()]);
    const c = await newCollection();
    const d = await newDataObject(c);
    const g = await call('PUT', `${api}/collections/${c}/permissions`, {
      headers: h,
      body: { permissionType: 'Private', reader: [reader.username], writer: [writer.username] },
    });
    expect(g.status, g.text).toBe(200);
    const onC = await annotate(`/collections/${c}/semanticAnnotations`, fixtureBody(repo.id));
    const onD = await annotate(`/collections/${c}/dataObjects/${d}/semanticAnnotations`, fixtureBody(repo.id));
    expect([onC.status, onD.status]).toEqual([201, 201]);

    for (const [base, id] of [
      [`/collections/${c}/semanticAnnotations`, onC.body.id],
      [`/collections/${c}/dataObjects/${d}/semanticAnnotations`, onD.body.id],
    ] as const) {
      const r = key(reader.key);
      expect((await call('GET', `${api}${base}`, { headers: r })).status).toBe(200);
      expect((await call('GET', `${api}${base}/${id}`, { headers: r })).status).toBe(200);
      expectProblem(await annotate(base, fixtureBody(repo.id), r), 403, 'auth.forbidden');
      expectProblem(await call('DELETE', `${api}${base}/${id}`, { headers: r }), 403, 'auth.forbidden');

      const s = key(stranger.key);
      expectProblem(await call('GET', `${api}${base}`, { headers: s }), 403, 'auth.forbidden');
      expectProblem(await call('GET', `${api}${base}/${id}`, { headers: s }), 403, 'auth.forbidden');
      expectProblem(await annotate(base, fixtureBody(repo.id), s), 403, 'auth.forbidden');
      expectProblem(await call('DELETE', `${api}${base}/${id}`, { headers: s }), 403, 'auth.forbidden');

      const w = await annotate(base, fixtureBody(repo.id), key(writer.key));
      expect(w.status, w.text).toBe(201);
      expect((await call('DELETE', `${api}${base}/${w.body.id}`, { headers: key(writer.key) })).status).toBe(204);
    }
  });

  it('a forbidden create never calls the repository', async () => {
    const stranger = await userWithKey();
    const c = await newCollection();
    const before = sparql.requests();
    expectProblem(
      await annotate(`/collections/${c}/semanticAnnotations`, fixtureBody(repo.id), key(stranger.key)),
      403,
      'auth.forbidden',
    );
    expect(sparql.requests()).toBe(before);
  });
});
