import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, withKey } from '../support/local.ts';
import {
  freePort,
  privateDynamo,
  privateNeo4j,
  provisionPrivate,
  type PrivateService,
} from '../support/private-services.ts';

/**
 * The vendored vocabularies (layers/core/ontologies/NOTICE) as a user meets them: a fresh graph and
 * config table (PRIVATE Neo4j and DynamoDB behind an extra gateway; the shared ones are untouched),
 * seeded by the `semantic` function's cold start as on a new deployment, then term search finds
 * "part of" in the OBO Relation Ontology and "kilogram" in OM 2.0 at their real IRIs, with what
 * only the real vocabularies say, and SPARQL over INTERNAL sees the same triples.
 */
const PART_OF = 'http://purl.obolibrary.org/obo/BFO_0000050';
const OM = 'http://www.ontology-of-units-of-measure.org/resource/om-2/';
const KILOGRAM = `${OM}kilogram`;

interface Bundle {
  id: string;
  stub: boolean;
  sha256: string;
  importedSha256: string | null;
}
interface Term {
  uri: string;
  label: string;
  description: string | null;
}

let graph: PrivateService | undefined;
let dynamo: PrivateService | undefined;
let gw: { url: string; stop: () => void } | undefined;
let key = '';
const base = () => gw?.url ?? '';

beforeAll(async () => {
  [graph, dynamo] = await Promise.all([privateNeo4j(), privateDynamo()]);
  const env = { SVC_NEO4J_URI: graph.url, SVC_AWS_DYNAMODB_ENDPOINT: dynamo.url };
  [key = ''] = await provisionPrivate(env);
  gw = await startExtraGateway(await freePort(), env);
}, 180_000);

afterAll(async () => {
  gw?.stop();
  await graph?.remove();
  await dynamo?.remove();
});

const search = async (q: string) => {
  const r = await call<Term[]>('GET', `/v2/semantic/terms/search?q=${encodeURIComponent(q)}&limit=10`, {
    base: base(),
    headers: withKey(key),
  });
  expect(r.status, r.text).toBe(200);
  return r.body;
};

describe('vendored vocabularies: obo-relations and om-2', () => {
  it('are seeded whole on a fresh graph and found by term search and SPARQL at their real IRIs', async () => {
    // The seed pass runs in the background of the semantic function's cold start.
    let bundles: Bundle[] = [];
    await vi
      .waitFor(
        async () => {
          const r = await call<Bundle[]>('GET', '/v2/admin/semantic/ontologies', {
            base: base(),
            headers: withKey(key),
          });
          bundles = r.body.filter((b) => b.id === 'obo-relations' || b.id === 'om-2');
          if (bundles.length !== 2 || bundles.some((b) => b.importedSha256 !== b.sha256)) throw new Error('not yet');
        },
        { timeout: 240_000, interval: 1_000 },
      )
      .catch(() => undefined);
    expect(
      bundles.map(({ id, stub, sha256, importedSha256 }) => ({ id, stub, current: importedSha256 === sha256 })),
    ).toEqual([
      { id: 'om-2', stub: false, current: true },
      { id: 'obo-relations', stub: false, current: true },
    ]);

    const partOf = await search('part of');
    // The exact label ranks first, before the relations only the whole RO has ("capable of part of", ...).
    expect(partOf[0]).toEqual({
      uri: PART_OF,
      label: 'part of',
      description: 'a core relation that holds between a part and its whole',
    });
    expect(partOf.map((t) => t.uri)).toContain('http://purl.obolibrary.org/obo/RO_0002216');

    const kilogram = await search('kilogram');
    expect(kilogram[0]).toEqual({
      uri: KILOGRAM,
      label: 'kilogram',
      // OM 2.0's own comment: the stub had none.
      description: 'The kilogram is a unit of mass defined as the mass of the international prototype of the kilogram.',
    });
    // Hundreds of OM units exist only in the real vocabulary, the derived units among them.
    expect((await search('kilogram per cubic met')).find((t) => t.uri === `${OM}kilogramPerCubicmetre`)).toMatchObject({
      label: 'kilogram per cubic metre',
    });

    const repo = await call<{ appId: string }>('GET', '/v2/semantic/internal-repository', {
      base: base(),
      headers: withKey(key),
    });
    expect(repo.status, repo.text).toBe(200);
    const ask = async (q: string) => {
      const r = await call<{ boolean: boolean }>(
        'GET',
        `/v2/semantic/${repo.body.appId}/sparql?query=${encodeURIComponent(q)}`,
        { base: base(), headers: { ...withKey(key), accept: 'application/sparql-results+json' } },
      );
      expect(r.status, r.text).toBe(200);
      return r.body.boolean;
    };
    expect(
      await ask(
        `ASK { <${PART_OF}> a <http://www.w3.org/2002/07/owl#TransitiveProperty> ; <http://www.w3.org/2000/01/rdf-schema#label> "part of"@en }`,
      ),
    ).toBe(true);
    expect(
      await ask(`ASK { <${KILOGRAM}> <${OM}hasDimension> <${OM}mass-Dimension> ; <${OM}hasPrefix> <${OM}kilo> }`),
    ).toBe(true);
  }, 300_000);
});
