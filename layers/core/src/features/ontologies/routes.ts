import * as z from 'zod';
import type { ProvenanceDecl, RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import * as k from '../../kernel/schemas.ts';
import { MERGE_PATCH_JSON } from '../../kernel/merge-patch.ts';
import { semanticConfig } from './config.ts';
import * as s from './wire.ts';
import { semanticRepository } from '../semantic/wire.ts';

const users = { group: 'semantic', auth: 'authenticated', shelf: 'v2' } as const;
const admins = { group: 'semantic', auth: 'instance-admin', shelf: 'v2' } as const;
const B = '/v2/admin/semantic/ontologies';
const ontology = (target: ProvenanceDecl['target']): ProvenanceDecl => ({ targetKind: 'OntologyBundle', target });
const repo: ProvenanceDecl = { targetKind: 'SemanticRepository', target: { from: 'path', param: 'repoAppId' } };
const sparqlResults = {
  description:
    'SPARQL results: JSON, XML, CSV or TSV for SELECT; JSON or XML for ASK; Turtle or N-Triples for CONSTRUCT and DESCRIBE (Accept)',
  contentType: 'application/sparql-results+json',
  alternateContentTypes: [
    'application/sparql-results+xml',
    'text/csv',
    'text/tab-separated-values',
    'text/turtle',
    'application/n-triples',
  ],
};
const sparqlErrors = {
  400: problemResponse(
    'sparql.update-refused (an update or SERVICE), sparql.malformed-query, or a repository without SPARQL',
  ),
  ...authErrors,
  404: problemResponse('no repository with that appId'),
  406: problemResponse('Accept names no media type the query form answers in'),
  413: problemResponse('sparql.result-too-large: more than 5 MB of answer'),
  503: problemResponse('sparql.timeout (10 s), or dependency.unavailable (sparql) for a proxied repository'),
} as const;

/** Ontology bundles, the INTERNAL repository's term search and SPARQL (group `semantic`). */
export const semanticRoutes = [
  {
    ...users,
    operationId: 'searchTerms',
    method: 'GET',
    path: '/v2/semantic/terms/search',
    summary:
      'Term suggestions from the INTERNAL repository, relevance-ranked (fulltext index resource_labels; CONTAINS scan without it)',
    tags: ['semantic'],
    request: { query: s.termSearchQuery },
    provenance: { targetKind: 'SemanticRepository', target: { from: 'const', value: 'terms' } },
    responses: {
      200: { description: 'Suggestions, best first; empty when nothing is loaded', schema: z.array(s.termSuggestion) },
      400: problemResponse('q shorter than 2 characters, limit outside 1..50'),
      ...authErrors,
    },
  },
  {
    ...users,
    operationId: 'getInternalRepository',
    method: 'GET',
    path: '/v2/semantic/internal-repository',
    summary:
      'The INTERNAL semantic repository (the loaded ontologies): its legacy id for annotations and its appId for SPARQL. It is not on the legacy shelf, whose 5.2 schema has no INTERNAL type',
    tags: ['semantic'],
    provenance: { targetKind: 'SemanticRepository', target: { from: 'const', value: 'internal' } },
    responses: {
      200: { description: 'ok', schema: semanticRepository },
      ...authErrors,
      404: problemResponse('not seeded yet (the graph schema has not run)'),
    },
  },
  {
    ...users,
    operationId: 'sparqlGet',
    method: 'GET',
    path: '/v2/semantic/{repoAppId}/sparql',
    summary:
      'Read-only SPARQL query (SELECT, ASK, CONSTRUCT, DESCRIBE) against a repository: INTERNAL answered here, SPARQL proxied',
    tags: ['semantic'],
    request: { query: s.sparqlQuery },
    provenance: repo,
    responses: { 200: sparqlResults, ...sparqlErrors },
  },
  {
    ...users,
    operationId: 'sparqlPost',
    method: 'POST',
    path: '/v2/semantic/{repoAppId}/sparql',
    summary: 'The same, the query as the body (application/sparql-query) or as the form field `query`',
    tags: ['semantic'],
    provenance: { ...repo, actionKind: 'READ' },
    responses: { 200: sparqlResults, ...sparqlErrors, 415: problemResponse('not application/sparql-query or a form') },
  },
  {
    ...admins,
    operationId: 'listOntologies',
    method: 'GET',
    path: B,
    summary: 'Ontology bundles: built-ins in manifest order, then uploads by id',
    tags: ['semantic', 'admin'],
    provenance: ontology({ from: 'const', value: 'ontologies' }),
    responses: { 200: { description: 'Bundles', schema: z.array(s.bundle) }, ...authErrors },
  },
  {
    ...admins,
    operationId: 'enableOntology',
    method: 'POST',
    path: `${B}/{id}/enable`,
    summary: 'Enable a bundle (it rejoins the seed pass at the next start; a no-op when enabled)',
    tags: ['semantic', 'admin'],
    provenance: ontology({ from: 'path', param: 'id' }),
    responses: {
      200: { description: 'The bundle', schema: s.bundle },
      ...authErrors,
      404: problemResponse('no such bundle'),
    },
  },
  {
    ...admins,
    operationId: 'disableOntology',
    method: 'POST',
    path: `${B}/{id}/disable`,
    summary: 'Disable a bundle (409 semantic.bundle.required for prov-o and obo-relations)',
    tags: ['semantic', 'admin'],
    provenance: ontology({ from: 'path', param: 'id' }),
    responses: {
      200: { description: 'The bundle', schema: s.bundle },
      ...authErrors,
      404: problemResponse('no such bundle'),
      409: problemResponse('semantic.bundle.required'),
    },
  },
  {
    ...admins,
    operationId: 'uploadOntology',
    method: 'POST',
    path: B,
    summary:
      'Upload a Turtle bundle (part `file`, at most 10 MB; part `metadata`: JSON {id, iriPrefix, license, name?, canonicalUrl?}); it joins the seed pass at the next start, or now through refresh-ontologies?bundles=<id>. A body over about 4.4 MB exceeds what a Lambda invocation carries (413): send it `Content-Encoding: gzip` (the whole multipart body), which is inflated to at most 10 MB plus the framing and then measured',
    tags: ['semantic', 'admin'],
    request: { multipart: { file: 'binary', metadata: 'string' } },
    provenance: ontology({ from: 'response', field: 'id' }),
    responses: {
      201: { description: 'The stored bundle', schema: s.bundle },
      400: problemResponse(
        'semantic.bundle.too-large, semantic.bundle.invalid-ttl, semantic.bundle.bad-metadata, or a malformed multipart body',
      ),
      ...authErrors,
      409: problemResponse('semantic.bundle.duplicate-id'),
      415: problemResponse('not multipart/form-data, or a Content-Encoding other than gzip'),
    },
  },
  {
    ...admins,
    operationId: 'deleteOntology',
    method: 'DELETE',
    path: `${B}/{id}`,
    summary: 'Remove an uploaded bundle: its file, its row and what it brought into the INTERNAL repository',
    tags: ['semantic', 'admin'],
    provenance: ontology({ from: 'path', param: 'id' }),
    responses: {
      204: { description: 'Removed' },
      ...authErrors,
      404: problemResponse('no such bundle'),
      409: problemResponse('semantic.bundle.builtin-not-removable'),
    },
  },
  {
    ...admins,
    operationId: 'refreshOntologies',
    method: 'POST',
    path: '/v2/admin/semantic/refresh-ontologies',
    summary:
      'Fetch each pinned canonicalUrl, re-import on a changed SHA-256 (force: always); a named bundle without URL is imported from its file. Answers 202 with a run to poll when it outlasts 25 s.',
    tags: ['semantic', 'admin'],
    request: { query: s.refreshQuery },
    provenance: {
      targetKind: 'OntologyBundle',
      target: { from: 'const', value: 'refresh-ontologies' },
      actionKind: 'EXECUTE',
    },
    responses: {
      200: { description: 'Outcome, errors per bundle', schema: s.refreshResult },
      202: { description: 'Still running', schema: s.refreshRun },
      ...authErrors,
    },
  },
  {
    ...admins,
    operationId: 'getRefreshRun',
    method: 'GET',
    path: '/v2/admin/semantic/refresh-ontologies/{runAppId}',
    summary: 'A refresh run that outlasted its request, with its outcome once DONE',
    tags: ['semantic', 'admin'],
    provenance: { targetKind: 'OntologyBundle', target: { from: 'path', param: 'runAppId' } },
    responses: {
      200: { description: 'The run', schema: s.refreshRun },
      ...authErrors,
      404: problemResponse('no such run'),
    },
  },
  {
    ...admins,
    operationId: 'getSemanticConfig',
    method: 'GET',
    path: '/v2/admin/semantic/config',
    summary: `Runtime configuration singleton \`${semanticConfig.id}\`: ${semanticConfig.description}`,
    tags: ['semantic', 'admin', 'config'],
    provenance: { targetKind: 'ConfigSingleton', target: { from: 'const', value: 'semantic' } },
    responses: {
      200: { description: 'Current value', schema: k.singletonResponse(semanticConfig.schema) },
      ...authErrors,
    },
  },
  {
    ...admins,
    operationId: 'patchSemanticConfig',
    method: 'PATCH',
    path: '/v2/admin/semantic/config',
    summary: `Change the \`${semanticConfig.id}\` singleton (RFC 7396 merge patch; \`null\` resets a member to its default)`,
    tags: ['semantic', 'admin', 'config'],
    request: { body: k.mergePatchOf(semanticConfig.schema), contentTypes: [MERGE_PATCH_JSON] },
    provenance: { targetKind: 'ConfigSingleton', target: { from: 'const', value: 'semantic' } },
    responses: {
      200: { description: 'The updated value', schema: k.singletonResponse(semanticConfig.schema) },
      400: problemResponse('Invalid value'),
      ...authErrors,
      415: problemResponse('Not application/merge-patch+json'),
    },
  },
] as const satisfies readonly RouteDef[];
