import * as z from 'zod';
import type { RouteDef, ProvenanceDecl } from '../../kernel/route-types.ts';
import { entityErrors, problemResponse, collectionInPath } from '../../kernel/route-common.ts';
import * as s from './wire.ts';

const base = { group: 'legacy-semantic', auth: 'authenticated', shelf: 'legacy' } as const;
const C = '/svc/api/collections/{collectionId}';
const DO = `${C}/dataObjects/{dataObjectId}`;
const inCollection = collectionInPath;
const repository = (target: ProvenanceDecl['target']): ProvenanceDecl => ({ targetKind: 'SemanticRepository', target });
const annotation = (target: ProvenanceDecl['target']): ProvenanceDecl => ({
  targetKind: 'SemanticAnnotation',
  target,
  collection: inCollection,
});
const TS = '/svc/api/timeseriesContainers/{timeseriesContainerId}/timeseries/{timeseriesId}';
const channelAnnotation = (target: ProvenanceDecl['target']): ProvenanceDecl => ({
  targetKind: 'SemanticAnnotation',
  target,
});

/** Term lookups call the annotation's repositories: they may fail or time out. */
const lookupErrors = {
  409: problemResponse('changed concurrently'),
  503: problemResponse(
    'dependency.unavailable (dependency sparql): a semantic repository is unreachable, did not answer within 4 s, or answered with an error',
  ),
} as const;

/** Legacy shelf: semantic repositories and semantic annotations (group `legacy-semantic`). */
export const legacySemanticRoutes = [
  // ── semantic repositories (instance-wide) ───────────────────────────────────────────
  {
    ...base,
    operationId: 'getAllSemanticRepositories',
    method: 'GET',
    path: '/svc/api/semanticRepositories',
    summary: 'Get All Semantic Repositories',
    tags: ['semanticRepository'],
    request: { query: s.semanticRepositoryListQuery },
    provenance: repository({ from: 'const', value: 'semanticRepositories' }),
    responses: { 200: { description: 'ok', schema: z.array(s.semanticRepository) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'createSemanticRepository',
    method: 'POST',
    path: '/svc/api/semanticRepositories',
    summary: 'Create Semantic Repository (endpoint: an http(s) URL)',
    tags: ['semanticRepository'],
    request: { body: s.semanticRepositoryWrite },
    provenance: repository({ from: 'response', field: 'appId' }),
    responses: { 201: { description: 'created', schema: s.semanticRepository }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'getSemanticRepository',
    method: 'GET',
    path: '/svc/api/semanticRepositories/{semanticRepositoryId}',
    summary: 'Get Semantic Repository',
    tags: ['semanticRepository'],
    provenance: repository({ from: 'path', param: 'semanticRepositoryId', appIdOf: { label: 'SemanticRepository' } }),
    responses: { 200: { description: 'ok', schema: s.semanticRepository }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'deleteSemanticRepository',
    method: 'DELETE',
    path: '/svc/api/semanticRepositories/{semanticRepositoryId}',
    summary: 'Delete Semantic Repository (its creator or an instance admin; 409 while annotations use it)',
    tags: ['semanticRepository'],
    provenance: repository({ from: 'path', param: 'semanticRepositoryId', appIdOf: { label: 'SemanticRepository' } }),
    responses: {
      204: { description: 'deleted' },
      ...entityErrors,
      409: problemResponse('still used by semantic annotations'),
    },
  },
  // ── Collection annotations ──────────────────────────────────────────────────────────
  {
    ...base,
    operationId: 'getAllCollectionAnnotations',
    method: 'GET',
    path: `${C}/semanticAnnotations`,
    summary: 'Get All Annotations of the Collection (needs read on it)',
    tags: ['semanticAnnotation'],
    provenance: annotation({ from: 'const', value: 'semanticAnnotations' }),
    responses: { 200: { description: 'ok', schema: z.array(s.semanticAnnotation) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'createCollectionAnnotation',
    method: 'POST',
    path: `${C}/semanticAnnotations`,
    summary: 'Create Annotation on the Collection (needs write on it; names are looked up in the repositories)',
    tags: ['semanticAnnotation'],
    request: { body: s.semanticAnnotationWrite },
    provenance: annotation({ from: 'response', field: 'id', appIdOf: { label: 'SemanticAnnotation' } }),
    responses: { 201: { description: 'created', schema: s.semanticAnnotation }, ...entityErrors, ...lookupErrors },
  },
  {
    ...base,
    operationId: 'getCollectionAnnotation',
    method: 'GET',
    path: `${C}/semanticAnnotations/{semanticAnnotationId}`,
    summary: 'Get Annotation of the Collection (needs read on it)',
    tags: ['semanticAnnotation'],
    provenance: annotation({ from: 'path', param: 'semanticAnnotationId', appIdOf: { label: 'SemanticAnnotation' } }),
    responses: { 200: { description: 'ok', schema: s.semanticAnnotation }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'deleteCollectionAnnotation',
    method: 'DELETE',
    path: `${C}/semanticAnnotations/{semanticAnnotationId}`,
    summary: 'Delete Annotation of the Collection (needs write on it)',
    tags: ['semanticAnnotation'],
    provenance: annotation({ from: 'path', param: 'semanticAnnotationId', appIdOf: { label: 'SemanticAnnotation' } }),
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
  // ── DataObject annotations (gated by the Collection in the path) ────────────────────
  {
    ...base,
    operationId: 'getAllDataObjectAnnotations',
    method: 'GET',
    path: `${DO}/semanticAnnotations`,
    summary: 'Get All Annotations of the Data Object (needs read on the Collection)',
    tags: ['semanticAnnotation'],
    provenance: annotation({ from: 'const', value: 'semanticAnnotations' }),
    responses: { 200: { description: 'ok', schema: z.array(s.semanticAnnotation) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'createDataObjectAnnotation',
    method: 'POST',
    path: `${DO}/semanticAnnotations`,
    summary:
      'Create Annotation on the Data Object (needs write on the Collection; names are looked up in the repositories)',
    tags: ['semanticAnnotation'],
    request: { body: s.semanticAnnotationWrite },
    provenance: annotation({ from: 'response', field: 'id', appIdOf: { label: 'SemanticAnnotation' } }),
    responses: { 201: { description: 'created', schema: s.semanticAnnotation }, ...entityErrors, ...lookupErrors },
  },
  {
    ...base,
    operationId: 'getDataObjectAnnotation',
    method: 'GET',
    path: `${DO}/semanticAnnotations/{semanticAnnotationId}`,
    summary: 'Get Annotation of the Data Object (needs read on the Collection)',
    tags: ['semanticAnnotation'],
    provenance: annotation({ from: 'path', param: 'semanticAnnotationId', appIdOf: { label: 'SemanticAnnotation' } }),
    responses: { 200: { description: 'ok', schema: s.semanticAnnotation }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'deleteDataObjectAnnotation',
    method: 'DELETE',
    path: `${DO}/semanticAnnotations/{semanticAnnotationId}`,
    summary: 'Delete Annotation of the Data Object (needs write on the Collection)',
    tags: ['semanticAnnotation'],
    provenance: annotation({ from: 'path', param: 'semanticAnnotationId', appIdOf: { label: 'SemanticAnnotation' } }),
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
  // ── Reference annotations (any reference kind of the DataObject; gated by the Collection) ──
  {
    ...base,
    operationId: 'getAllReferenceAnnotations',
    method: 'GET',
    path: `${DO}/references/{referenceId}/semanticAnnotations`,
    summary: 'Get All Annotations of the Reference (needs read on the Collection)',
    tags: ['semanticAnnotation'],
    provenance: annotation({ from: 'const', value: 'semanticAnnotations' }),
    responses: { 200: { description: 'ok', schema: z.array(s.semanticAnnotation) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'createReferenceAnnotation',
    method: 'POST',
    path: `${DO}/references/{referenceId}/semanticAnnotations`,
    summary:
      'Create Annotation on the Reference (needs write on the Collection; names are looked up in the repositories)',
    tags: ['semanticAnnotation'],
    request: { body: s.semanticAnnotationWrite },
    provenance: annotation({ from: 'response', field: 'id', appIdOf: { label: 'SemanticAnnotation' } }),
    responses: { 201: { description: 'created', schema: s.semanticAnnotation }, ...entityErrors, ...lookupErrors },
  },
  {
    ...base,
    operationId: 'getReferenceAnnotation',
    method: 'GET',
    path: `${DO}/references/{referenceId}/semanticAnnotations/{semanticAnnotationId}`,
    summary: 'Get Annotation of the Reference (needs read on the Collection)',
    tags: ['semanticAnnotation'],
    provenance: annotation({ from: 'path', param: 'semanticAnnotationId', appIdOf: { label: 'SemanticAnnotation' } }),
    responses: { 200: { description: 'ok', schema: s.semanticAnnotation }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'deleteReferenceAnnotation',
    method: 'DELETE',
    path: `${DO}/references/{referenceId}/semanticAnnotations/{semanticAnnotationId}`,
    summary: 'Delete Annotation of the Reference (needs write on the Collection)',
    tags: ['semanticAnnotation'],
    provenance: annotation({ from: 'path', param: 'semanticAnnotationId', appIdOf: { label: 'SemanticAnnotation' } }),
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
  // ── timeseries annotations (a channel of a timeseries container; gated by the container) ──
  {
    ...base,
    operationId: 'getAllAnnotationsOfTimeseries',
    method: 'GET',
    path: `${TS}/semanticAnnotations`,
    summary: 'Get All Annotations of the Timeseries (needs read on the container)',
    tags: ['semanticAnnotation'],
    legacy: { tags: ['timeseriesContainer'] },
    provenance: channelAnnotation({ from: 'const', value: 'semanticAnnotations' }),
    responses: { 200: { description: 'ok', schema: z.array(s.semanticAnnotation) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'createAnnotationForTimeseries',
    method: 'POST',
    path: `${TS}/semanticAnnotations`,
    summary:
      'Create Annotation for the Timeseries (needs write on the container; names are looked up in the repositories)',
    tags: ['semanticAnnotation'],
    legacy: { tags: ['timeseriesContainer'] },
    request: { body: s.semanticAnnotationWrite },
    provenance: channelAnnotation({ from: 'response', field: 'id', appIdOf: { label: 'SemanticAnnotation' } }),
    responses: { 201: { description: 'created', schema: s.semanticAnnotation }, ...entityErrors, ...lookupErrors },
  },
  {
    ...base,
    operationId: 'getSemanticAnnotationOfTimeseries',
    method: 'GET',
    path: `${TS}/semanticAnnotations/{semanticAnnotationId}`,
    summary: 'Get Annotation of the Timeseries (a one-element list, as upstream; needs read on the container)',
    tags: ['semanticAnnotation'],
    legacy: { tags: ['timeseriesContainer'] },
    provenance: channelAnnotation({
      from: 'path',
      param: 'semanticAnnotationId',
      appIdOf: { label: 'SemanticAnnotation' },
    }),
    responses: { 200: { description: 'ok', schema: z.array(s.semanticAnnotation) }, ...entityErrors },
  },
  {
    ...base,
    operationId: 'deleteAnnotationOfTimeseries',
    method: 'DELETE',
    path: `${TS}/semanticAnnotations/{semanticAnnotationId}`,
    summary: 'Delete Annotation of the Timeseries (needs write on the container)',
    tags: ['semanticAnnotation'],
    legacy: { tags: ['timeseriesContainer'] },
    provenance: channelAnnotation({
      from: 'path',
      param: 'semanticAnnotationId',
      appIdOf: { label: 'SemanticAnnotation' },
    }),
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
] as const satisfies readonly RouteDef[];
