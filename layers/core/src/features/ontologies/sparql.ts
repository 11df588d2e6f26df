import { ProblemError, badRequest, notFound } from '../../kernel/problem.ts';
import { dependencyUnavailable } from '../../platform/dependencies.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { endpointProblem } from '../semantic/iri.ts';
import { BodyTooLarge, outboundFetch, outboundRefusal, readCapped } from '../../platform/net/outbound-fetch.ts';
import { MAX_RESULT_BYTES, QUERY_TIMEOUT_MS, queryInternal } from './sparql-engine.ts';
import { negotiate, queryForm } from './sparql-guard.ts';
import { budgetSpent, budgetUnavailable, dependencySignal, waitingOn } from '../../platform/request-deadline.ts';

/**
 * `GET`/`POST /v2/semantic/{repoAppId}/sparql`: a read-only query against one repository.
 * INTERNAL answers from the engine (sparql-engine.ts); SPARQL is proxied to its endpoint with the
 * same bounds (QUERY_TIMEOUT_MS for the whole exchange, MAX_RESULT_BYTES, no redirects) and the
 * SSRF rules of repository endpoints, checked again before each call; JSKOS and SKOSMOS have no
 * SPARQL endpoint (400).
 */
export interface SparqlAnswer {
  readonly body: string;
  readonly contentType: string;
}

async function repository(appId: string): Promise<{ id: number; type: string; endpoint: string }> {
  const r = await readQuery<{ id: number; type: string; endpoint: string }>(
    `MATCH (r:SemanticRepository {appId: $appId}) RETURN r.id AS id, r.type AS type, r.endpoint AS endpoint`,
    { appId },
  );
  const row = r.records[0];
  if (!row) throw notFound(`No semantic repository with appId ${appId}.`);
  return { id: Number(row.get('id')), type: row.get('type'), endpoint: row.get('endpoint') };
}

async function proxy(repo: { id: number; endpoint: string }, query: string, mediaType: string): Promise<SparqlAnswer> {
  const unavailable = (why: string, cause?: unknown) =>
    dependencyUnavailable('sparql', `Semantic repository ${repo.id} ${why}.`, cause, { semanticRepositoryId: repo.id });
  const problem = endpointProblem(repo.endpoint);
  if (problem) throw badRequest(`Semantic repository ${repo.id} cannot be queried: ${problem}.`);
  const url = new URL(repo.endpoint);
  url.searchParams.append('query', query);
  let status: number;
  let contentType: string;
  let body: string;
  // Capped by the request's deadline budget and cancelled by it (platform/request-deadline.ts).
  const signal = dependencySignal(QUERY_TIMEOUT_MS);
  try {
    const r = await waitingOn(
      'sparql',
      outboundFetch(url, {
        headers: { accept: mediaType },
        redirect: 'manual',
        signal,
      }),
    );
    status = r.status;
    contentType = r.headers.get('content-type') ?? mediaType;
    body = (await readCapped(r.body, MAX_RESULT_BYTES, signal)).toString('utf8');
  } catch (e) {
    if (e instanceof BodyTooLarge)
      throw new ProblemError(
        'sparql.result-too-large',
        `The answer of semantic repository ${repo.id} exceeds ${MAX_RESULT_BYTES} bytes; add a LIMIT.`,
      );
    if (e instanceof ProblemError) throw e;
    if (budgetSpent()) throw budgetUnavailable('sparql', e);
    const refused = outboundRefusal(e);
    if (refused) throw badRequest(`Semantic repository ${repo.id} cannot be queried: ${refused.message}.`);
    const timeout = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw unavailable(timeout ? `did not answer within ${QUERY_TIMEOUT_MS / 1000} s` : 'is unreachable', e);
  }
  if (status === 400)
    throw new ProblemError(
      'sparql.malformed-query',
      `Semantic repository ${repo.id} refused the query: ${body.slice(0, 300)}`,
    );
  if (status < 200 || status > 299) throw unavailable(`answered HTTP ${status}`);
  return { body, contentType };
}

/** The repository is found first (404 before any 400 about the query), then the query is checked. */
export async function runSparql(
  repoAppId: string,
  query: string | (() => string),
  accept: string | undefined,
): Promise<SparqlAnswer> {
  const repo = await repository(repoAppId);
  if (typeof query === 'function') query = query();
  const form = queryForm(query);
  const mediaType = negotiate(form, accept);
  if (repo.type === 'INTERNAL')
    return { body: await queryInternal(query, mediaType), contentType: `${mediaType}; charset=utf-8` };
  if (repo.type !== 'SPARQL')
    throw badRequest(`Semantic repository ${repo.id} is of type ${repo.type}; it has no SPARQL endpoint.`);
  return proxy(repo, query, mediaType);
}
