import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { closeGraph, contractErrors, cypher, int } from '../support/fixtures.ts';
import { startSparqlEndpoint, type Endpoint } from '../support/sparql-endpoint.ts';

const api = '/svc/api';
const ANN = '/collections/{collectionId}/dataObjects/{dataObjectId}/references/{referenceId}/semanticAnnotations';
const ONE = `${ANN}/{semanticAnnotationId}`;
let sparql: Endpoint;

beforeAll(async () => {
  sparql = await startSparqlEndpoint();
});
afterAll(async () => {
  await sparql.close();
  await closeGraph();
});

describe('semantic annotations on references', () => {
  it('list, create, get, delete on a URI reference, validated against the contract, removed with the reference', async () => {
    const owner = await userWithKey();
    const reader = await userWithKey();
    const h = { 'x-api-key': owner.key };
    const repo = (
      await call<{ id: number }>('POST', `${api}/semanticRepositories`, {
        headers: h,
        body: { name: 'dbpedia', type: 'SPARQL', endpoint: sparql.url },
      })
    ).body.id;
    const c = (
      await call<{ id: number }>('POST', `${api}/collections`, {
        headers: h,
        body: { name: 'refs', description: 'd', attributes: {} },
      })
    ).body.id;
    const d = (
      await call<{ id: number }>('POST', `${api}/collections/${c}/dataObjects`, {
        headers: h,
        body: { name: 'd', description: 'd', attributes: {} },
      })
    ).body.id;
    const ref = (
      await call<{ id: number }>('POST', `${api}/collections/${c}/dataObjects/${d}/uriReferences`, {
        headers: h,
        body: { name: 'u', uri: 'https://example.org/x' },
      })
    ).body.id;
    const base = `${api}/collections/${c}/dataObjects/${d}/references/${ref}/semanticAnnotations`;

    const created = await call<{ id: number; name: string }>('POST', base, {
      headers: h,
      body: {
        propertyIRI: 'http://dbpedia.org/ontology/ingredient',
        propertyRepositoryId: repo,
        valueIRI: 'http://dbpedia.org/resource/Almond_milk',
        valueRepositoryId: repo,
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.name).toBe('ingredient::Almond milk');
    expect(contractErrors(ANN, 'post', 201, created.body)).toEqual([]);
    const listed = await call<unknown[]>('GET', base, { headers: h });
    expect(contractErrors(ANN, 'get', 200, listed.body)).toEqual([]);
    expect(listed.body).toHaveLength(1);
    const got = await call('GET', `${base}/${created.body.id}`, { headers: h });
    expect(contractErrors(ONE, 'get', 200, got.body)).toEqual([]);
    expectProblem(await call('GET', base, { headers: { 'x-api-key': reader.key } }), 403);
    expectProblem(
      await call('GET', `${api}/collections/${c}/dataObjects/${d}/references/999999999/semanticAnnotations`, {
        headers: h,
      }),
      404,
    );

    expect((await call('DELETE', `${base}/${created.body.id}`, { headers: h })).status).toBe(204);
    expectProblem(await call('GET', `${base}/${created.body.id}`, { headers: h }), 404);

    const again = (
      await call<{ id: number }>('POST', base, {
        headers: h,
        body: {
          propertyIRI: 'http://dbpedia.org/ontology/ingredient',
          propertyRepositoryId: repo,
          valueIRI: 'http://dbpedia.org/resource/Almond_milk',
          valueRepositoryId: repo,
        },
      })
    ).body.id;
    expect((await call('DELETE', `${api}/collections/${c}/dataObjects/${d}`, { headers: h })).status).toBe(204);
    const left = await cypher<{ n: number }>('MATCH (a:SemanticAnnotation {id: $id}) RETURN count(a) AS n', {
      id: int(again),
    });
    expect(Number(left[0]?.n)).toBe(0);
  });
});
