/**
 * The route table's bounds of the console's free-text fields, in characters (Unicode code points,
 * as the OpenAPI document's `maxLength` and the kernel count them). A unit test compares each with
 * the document, so they cannot drift apart. Bounds owned by a feature's logic stay there
 * (attributes.ts, references.ts, spatial-query.ts, plugin-pages.ts, search-query.ts).
 */
export const FIELD_BOUNDS = {
  /** A Collection's, DataObject's or file container's name; the `name` filter of a list. */
  name: 1024,
  description: 65_536,
  /** A username (permissions). */
  username: 255,
  /** An IRI (semantic annotations, term fields). */
  iri: 2048,
  /** A URI reference's `uri`. */
  uri: 2048,
  /** A URI, DataObject or Collection reference's `relationship`. */
  relationship: 1024,
  /** An API key's name. */
  apiKeyName: 200,
  /** A lab journal entry's `journalContent` (HTML). */
  journalContent: 262_144,
  /** An appId in a path (HDF container, file migration rollback). */
  appId: 255,
  /** The term search's `q`. */
  termQuery: 200,
} as const;
