import { json, noContent, type ApiResponse, type ImplsFor } from '../../kernel/api.ts';
import { ProblemError, badRequest, notFound } from '../../kernel/problem.ts';
import { parseMultipart } from '../../kernel/multipart.ts';
import { patchSingleton, readSingleton } from '../../platform/config/singletons.ts';
import type { semanticRoutes } from './routes.ts';
import { bundleBytes, deleteBundle, listBundles, setEnabled, uploadBundle } from './bundles.ts';
import { semanticConfig } from './config.ts';
import { purgeBundle } from './rdf-import.ts';
import { INLINE_START_MS, getRun, refreshOntologies, startRun } from './refresh.ts';
import { runSparql } from './sparql.ts';
import { searchTerms } from './terms.ts';
import { getInternalRepository } from '../semantic/repositories.ts';

const sparqlAnswer = (a: { body: string; contentType: string }): ApiResponse => ({
  status: 200,
  body: a.body,
  contentType: a.contentType,
});

function postedQuery(raw: Buffer | undefined, contentType: string | undefined): string {
  const ct = (contentType ?? '').toLowerCase();
  const text = raw?.toString('utf8') ?? '';
  if (ct.startsWith('application/sparql-query')) return text;
  if (ct.startsWith('application/x-www-form-urlencoded')) {
    const q = new URLSearchParams(text).get('query');
    if (!q) throw badRequest('The form has no `query` field.');
    return q;
  }
  throw new ProblemError(
    'request.unsupported-media-type',
    `Content-Type must be application/sparql-query or application/x-www-form-urlencoded, got "${contentType ?? 'none'}".`,
  );
}

export const ontologiesImpls: ImplsFor<typeof semanticRoutes> = {
  searchTerms: async ({ query }) => json(200, await searchTerms(query.q, query.limit)),
  getInternalRepository: async () => json(200, await getInternalRepository()),
  sparqlGet: async ({ params, query, headers }) =>
    sparqlAnswer(await runSparql(params.repoAppId, query.query, headers['accept'])),
  sparqlPost: async ({ params, rawBody, headers }) =>
    sparqlAnswer(
      await runSparql(params.repoAppId, () => postedQuery(rawBody, headers['content-type']), headers['accept']),
    ),
  listOntologies: async () => json(200, await listBundles()),
  enableOntology: async ({ params, principal }) => json(200, await setEnabled(params.id, true, principal.username)),
  disableOntology: async ({ params, principal }) => json(200, await setEnabled(params.id, false, principal.username)),
  uploadOntology: async ({ rawBody, headers, principal }) => {
    const { decodedUploadBody, validateUpload } = await import('./upload.ts');
    const body = decodedUploadBody(rawBody ?? Buffer.alloc(0), headers['content-encoding']);
    return json(
      201,
      await uploadBundle(validateUpload(parseMultipart(body, headers['content-type'])), principal.username),
    );
  },
  deleteOntology: async ({ params }) => {
    await deleteBundle(params.id, purgeBundle);
    return noContent();
  },
  refreshOntologies: async ({ query }) => {
    const ids =
      query.bundles
        ?.split(',')
        .map((x) => x.trim())
        .filter(Boolean) ?? null;
    const { remaining, ...done } = await refreshOntologies(ids, query.force, bundleBytes, {
      startBy: Date.now() + INLINE_START_MS,
    });
    if (remaining.length === 0) return json(200, done);
    // The rest goes to the ontology-refresh worker; the caller polls the run.
    const runId = await startRun(done, remaining, query.force);
    return json(202, { id: runId, status: 'RUNNING', result: null });
  },
  getRefreshRun: async ({ params }) => {
    const run = await getRun(params.runAppId);
    if (!run) throw notFound(`No refresh run ${params.runAppId}.`);
    return json(200, run);
  },
  getSemanticConfig: async () => json(200, await readSingleton(semanticConfig)),
  patchSemanticConfig: async ({ body, principal }) =>
    json(200, await patchSingleton(semanticConfig, body, principal.username)),
};
