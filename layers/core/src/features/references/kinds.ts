/**
 * The reference kinds. Every reference is one node hanging off its DataObject,
 *
 *   (d:DataObject)-[:HAS_REFERENCE]->(r:BasicEntity:<Kind>)
 *
 * and its wire `type` is its kind label (upstream's class name). The generic operations
 * (`/references`) work on every kind listed here; a container-backed kind (file, timeseries,
 * structured data, spatial) slots in by adding its label here and its own fields projection.
 */
export const REFERENCE_KINDS = [
  'CollectionReference',
  'DataObjectReference',
  'URIReference',
  'FileReference',
  'TimeseriesReference',
  'StructuredDataReference',
  'SpatialDataReference',
  'VideoStreamReference',
] as const;

export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Kinds whose reference points at a legacy entity: `(r)-[:POINTS_TO]->(target)`. */
export type EntityTargetKind = 'CollectionReference' | 'DataObjectReference';

/**
 * Where each kind's own operations live on the legacy shelf, under a DataObject
 * (`…/dataObjects/{dataObjectId}/<segment>/{<idParam>}`), and their OpenAPI tag.
 */
export const referenceShelf = {
  CollectionReference: {
    segment: 'collectionReferences',
    idParam: 'collectionReferenceId',
    tag: 'collectionReference',
  },
  DataObjectReference: {
    segment: 'dataObjectReferences',
    idParam: 'dataObjectReferenceId',
    tag: 'dataObjectReference',
  },
  URIReference: { segment: 'uriReferences', idParam: 'uriReferenceId', tag: 'uriReference' },
  FileReference: { segment: 'fileReferences', idParam: 'fileReferenceId', tag: 'fileReference' },
  TimeseriesReference: {
    segment: 'timeseriesReferences',
    idParam: 'timeseriesReferenceId',
    tag: 'timeseriesReference',
  },
  StructuredDataReference: {
    segment: 'structuredDataReferences',
    idParam: 'structuredDataReferenceId',
    tag: 'structuredDataReference',
  },
  SpatialDataReference: {
    segment: 'spatialDataReferences',
    idParam: 'spatialDataReferenceId',
    tag: 'spatialDataReference',
  },
} as const satisfies Partial<
  Record<ReferenceKind, { readonly segment: string; readonly idParam: string; readonly tag: string }>
>;

/** The kinds with their own operations on the legacy shelf. */
export type ShelvedKind = keyof typeof referenceShelf;
