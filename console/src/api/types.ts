import type { paths } from './schema.d.ts';

/** Names for the generated shapes the pages use (derived from schema.d.ts, never written by hand). */
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type Collection = JsonOf<paths['/svc/api/collections/{collectionId}']['get']['responses'][200]>;
export type CollectionInput = JsonOf<NonNullable<paths['/svc/api/collections']['post']['requestBody']>>;
export type DataObject = JsonOf<
  paths['/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}']['get']['responses'][200]
>;
export type DataObjectInput = JsonOf<
  NonNullable<paths['/svc/api/collections/{collectionId}/dataObjects']['post']['requestBody']>
>;
export type DataObjectListQuery = NonNullable<
  paths['/svc/api/collections/{collectionId}/dataObjects']['get']['parameters']['query']
>;
