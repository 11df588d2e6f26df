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
