import { badRequest } from '../../kernel/problem.ts';
import { dependencyUnavailable } from '../../platform/dependencies.ts';
import { localName } from './iri.ts';
import { getTerms } from './internal-terms.ts';
import { outboundFetch, outboundRefusal, readCapped } from '../../platform/net/outbound-fetch.ts';
import { budgetSpent, budgetUnavailable, dependencySignal, waitingOn } from '../../platform/request-deadline.ts';

/**
 * Term lookup: the human-readable name of an IRI, asked from the semantic repository it was
 * taken from. Only SPARQL repositories are queried (SPARQL 1.1 protocol, GET `?query=`,
 * `Accept: application/sparql-results+json`); JSKOS and SKOSMOS repositories are stored but
 * cannot be used for a lookup (400, saying so).
 *
 * The name is the term's `rdfs:label`: English first (`en`, then `en-*`), then an untagged
 * label, then any other language (by tag, then text, so the choice is stable). A term with no
 * label is named by the IRI's local name (`…/Almond_milk` → `Almond_milk`): the contract makes
 * the name mandatory and gives no error for an unlabelled term, and many vocabularies leave
 * properties unlabelled.
 *
 * A repository is outside svc: every call is bounded (LOOKUP_TIMEOUT_MS for the whole exchange,
 * MAX_RESPONSE_BYTES of body, no redirects followed) and every failure is a dependency that is
 * unavailable (503 `dependency.unavailable`, `dependency: "sparql"`, the repository's id,
 * `Retry-After`): it did not answer in time, could not be reached, or answered with an error or
 * garbage.
 */
export const LOOKUP_TIMEOUT_MS = 4_000;
export const MAX_RESPONSE_BYTES = 1_000_000;
/** Types a caller may create; `INTERNAL` is the system repository, seeded, never created over HTTP. */
export const CREATABLE_REPOSITORY_TYPES = ['SPARQL', 'JSKOS', 'SKOSMOS'] as const;
export const REPOSITORY_TYPES = [...CREATABLE_REPOSITORY_TYPES, 'INTERNAL'] as const;
export type RepositoryType = (typeof REPOSITORY_TYPES)[number];

export interface LookupRepository {
  readonly id: number;
  readonly type: RepositoryType;
  readonly endpoint: string;
}

const RDFS_LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';

/** The SELECT sent to the repository; `iri` must have passed `iriProblem` (it is written as `<iri>`). */
export const labelQuery = (iri: string) =>
  `SELECT ?label WHERE { <${iri}> <${RDFS_LABEL}> ?label . FILTER(isLiteral(?label)) } LIMIT 1000`;

export interface LabelLiteral {
  readonly value: string;
  readonly lang: string;
}

/** The preferred label, as documented above; null when there is none. */
export function preferredLabel(labels: readonly LabelLiteral[]): string | null {
  const rank = (l: LabelLiteral) => {
    const lang = l.lang.toLowerCase();
    if (lang === 'en') return 0;
    if (lang.startsWith('en-')) return 1;
    if (lang === '') return 2;
    return 3;
  };
  const sorted = labels
    .filter((l) => l.value.trim() !== '')
    .toSorted(
      (a, b) =>
        rank(a) - rank(b) || a.lang.localeCompare(b.lang) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    );
  return sorted[0]?.value ?? null;
}

/** The literals bound to `label` in a SPARQL JSON result; throws when the document is not one. */
export function labelsOf(doc: unknown): LabelLiteral[] {
  const bindings = (doc as { results?: { bindings?: unknown } } | null)?.results?.bindings;
  if (!Array.isArray(bindings)) throw new TypeError('not a SPARQL JSON result set');
  const out: LabelLiteral[] = [];
  for (const b of bindings) {
    const term = (b as Record<string, unknown> | null)?.['label'] as Record<string, unknown> | undefined;
    if (!term || typeof term['value'] !== 'string' || (term['type'] !== 'literal' && term['type'] !== 'typed-literal'))
      continue;
    out.push({ value: term['value'], lang: typeof term['xml:lang'] === 'string' ? term['xml:lang'] : '' });
  }
  return out;
}

const unavailable = (repo: LookupRepository, why: string, cause?: unknown) =>
  dependencyUnavailable('sparql', `Semantic repository ${repo.id} ${why}; the term could not be looked up.`, cause, {
    semanticRepositoryId: repo.id,
  });

const isTimeout = (e: unknown) => e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');

/** Runs one SPARQL SELECT against the repository and returns the parsed JSON result. */
export async function sparqlSelect(
  repo: LookupRepository,
  query: string,
  timeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<unknown> {
  const url = new URL(repo.endpoint);
  url.searchParams.append('query', query);
  // Capped by the request's deadline budget and cancelled by it (platform/request-deadline.ts).
  const signal = dependencySignal(timeoutMs);
  let text: string;
  let status: number;
  try {
    const r = await waitingOn(
      'sparql',
      outboundFetch(url, {
        method: 'GET',
        headers: { accept: 'application/sparql-results+json' },
        redirect: 'manual',
        signal,
      }),
    );
    status = r.status;
    text = (await readCapped(r.body, MAX_RESPONSE_BYTES, signal)).toString('utf8');
  } catch (e) {
    if (budgetSpent()) throw budgetUnavailable('sparql', e);
    const refused = outboundRefusal(e);
    if (refused) throw badRequest(`Semantic repository ${repo.id} cannot be queried: ${refused.message}.`);
    if (isTimeout(e) || signal.aborted) {
      throw unavailable(repo, `did not answer within ${timeoutMs / 1000} s`, e);
    }
    if (e instanceof RangeError) throw unavailable(repo, 'answered with a response that is too large', e);
    throw unavailable(repo, 'is unreachable', e);
  }
  if (status < 200 || status > 299) throw unavailable(repo, `answered HTTP ${status}`);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw unavailable(repo, 'did not answer with SPARQL JSON results', e);
  }
}

/** The name of `iri` in the repository (see the module comment for the rules). */
export async function lookupName(repo: LookupRepository, iri: string, timeoutMs = LOOKUP_TIMEOUT_MS): Promise<string> {
  // INTERNAL: the label comes from the graph, no HTTP call; an unhealthy repository names the term by its IRI.
  if (repo.type === 'INTERNAL') return (await getTerms([iri])).get(iri) ?? localName(iri);
  if (repo.type !== 'SPARQL') {
    throw badRequest(
      `Semantic repository ${repo.id} is of type ${repo.type}; svc looks terms up only in SPARQL repositories.`,
      { semanticRepositoryId: repo.id },
    );
  }
  const doc = await sparqlSelect(repo, labelQuery(iri), timeoutMs);
  let labels: LabelLiteral[];
  try {
    labels = labelsOf(doc);
  } catch (e) {
    throw unavailable(repo, 'did not answer with SPARQL JSON results', e);
  }
  return preferredLabel(labels) ?? localName(iri);
}
