import { json, noContent, type ImplsFor } from '../../kernel/api.ts';
import type { legacySemanticRoutes } from './routes.ts';
import { createRepository, deleteRepository, getRepository, listRepositories } from './repositories.ts';
import {
  createAnnotation,
  deleteAnnotation,
  getAnnotation,
  listAnnotations,
  type AnnotationOwner,
} from './annotations.ts';

interface Ids {
  readonly collectionId: number;
  readonly dataObjectId: number;
  readonly referenceId: number;
}
const ofCollection = (p: Pick<Ids, 'collectionId'>): AnnotationOwner => ({
  kind: 'Collection',
  collectionId: p.collectionId,
});
const ofDataObject = (p: Pick<Ids, 'collectionId' | 'dataObjectId'>): AnnotationOwner => ({
  kind: 'DataObject',
  collectionId: p.collectionId,
  dataObjectId: p.dataObjectId,
});
const ofReference = (p: Ids): AnnotationOwner => ({
  kind: 'Reference',
  collectionId: p.collectionId,
  dataObjectId: p.dataObjectId,
  referenceId: p.referenceId,
});
const ofTimeseries = (p: {
  readonly timeseriesContainerId: number;
  readonly timeseriesId: number;
}): AnnotationOwner => ({ kind: 'Timeseries', containerId: p.timeseriesContainerId, timeseriesId: p.timeseriesId });

export const semanticImpls: ImplsFor<typeof legacySemanticRoutes> = {
  getAllSemanticRepositories: async ({ query }) => json(200, await listRepositories(query)),
  createSemanticRepository: async ({ principal, body }) => json(201, await createRepository(principal, body)),
  getSemanticRepository: async ({ params }) => json(200, await getRepository(params.semanticRepositoryId)),
  deleteSemanticRepository: async ({ principal, params }) => {
    await deleteRepository(principal, params.semanticRepositoryId);
    return noContent();
  },

  getAllCollectionAnnotations: async ({ principal, params }) =>
    json(200, await listAnnotations(principal, ofCollection(params))),
  createCollectionAnnotation: async ({ principal, params, body }) =>
    json(201, await createAnnotation(principal, ofCollection(params), body)),
  getCollectionAnnotation: async ({ principal, params }) =>
    json(200, await getAnnotation(principal, ofCollection(params), params.semanticAnnotationId)),
  deleteCollectionAnnotation: async ({ principal, params }) => {
    await deleteAnnotation(principal, ofCollection(params), params.semanticAnnotationId);
    return noContent();
  },

  getAllDataObjectAnnotations: async ({ principal, params }) =>
    json(200, await listAnnotations(principal, ofDataObject(params))),
  createDataObjectAnnotation: async ({ principal, params, body }) =>
    json(201, await createAnnotation(principal, ofDataObject(params), body)),
  getDataObjectAnnotation: async ({ principal, params }) =>
    json(200, await getAnnotation(principal, ofDataObject(params), params.semanticAnnotationId)),
  deleteDataObjectAnnotation: async ({ principal, params }) => {
    await deleteAnnotation(principal, ofDataObject(params), params.semanticAnnotationId);
    return noContent();
  },

  getAllReferenceAnnotations: async ({ principal, params }) =>
    json(200, await listAnnotations(principal, ofReference(params))),
  createReferenceAnnotation: async ({ principal, params, body }) =>
    json(201, await createAnnotation(principal, ofReference(params), body)),
  getReferenceAnnotation: async ({ principal, params }) =>
    json(200, await getAnnotation(principal, ofReference(params), params.semanticAnnotationId)),
  deleteReferenceAnnotation: async ({ principal, params }) => {
    await deleteAnnotation(principal, ofReference(params), params.semanticAnnotationId);
    return noContent();
  },

  getAllAnnotationsOfTimeseries: async ({ principal, params }) =>
    json(200, await listAnnotations(principal, ofTimeseries(params))),
  createAnnotationForTimeseries: async ({ principal, params, body }) =>
    json(201, await createAnnotation(principal, ofTimeseries(params), body)),
  getSemanticAnnotationOfTimeseries: async ({ principal, params }) =>
    json(200, [await getAnnotation(principal, ofTimeseries(params), params.semanticAnnotationId)]),
  deleteAnnotationOfTimeseries: async ({ principal, params }) => {
    await deleteAnnotation(principal, ofTimeseries(params), params.semanticAnnotationId);
    return noContent();
  },
};
