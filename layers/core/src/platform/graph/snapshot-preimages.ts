/**
 * What a versionable entity of a Collection was when a snapshot of it was requested, kept while
 * the snapshot is walked (features/snapshots/walk.ts reads it). A snapshot of a large Collection is
 * walked in steps, long after it was requested; so every write that creates, revises or deletes a
 * versionable entity (the Collection, a DataObject, a reference, a lab journal entry) first keeps,
 * in its own transaction, a preimage for each snapshot of the Collection that is still being walked
 * and has not walked past the entity yet:
 *
 *   (:SnapshotPreimage {id: '<snapshotAppId> <key>', snapshotAppId, key, existed, revision})
 *
 * `key` is the entity's snapshot key (features/snapshots/keys.ts: `#<appId>` for the Collection,
 * `<appId>` for a DataObject, `<dataObjectAppId>/<appId>` for what a DataObject owns), `revision`
 * its revision before the write (`existed: false`, no revision, for an entity the write creates).
 * Only the first write after the request keeps one (MERGE on the unique `id`), so a preimage is
 * always the entity as of the request. When no snapshot of the Collection is being walked, as
 * almost always, the fragment costs one index seek (`snapshot_running`) and writes nothing.
 *
 * The labels and properties are those of features/snapshots (graph.ts declares the constraint and
 * indexes); they are named here so that the Collection's capabilities keep preimages without
 * importing the snapshots feature.
 */

/** A Cypher map expression `{key, scope, revision}` naming one entity; `scope` decides whether a walk is past it. */
export type PreimageEntry = string;

/** The Collection bound to `c` as it is now (revision as it reads: absent counts as 1). */
export const collectionPreimage = (c: string): PreimageEntry =>
  `{key: '#' + ${c}.appId, scope: '', revision: coalesce(${c}.revision, 1)}`;

/** The DataObject bound to `d`; `created`: the write creates it. */
export const dataObjectPreimage = (d: string, created = false): PreimageEntry =>
  `{key: ${d}.appId, scope: ${d}.appId, revision: ${created ? 'null' : `coalesce(${d}.revision, 1)`}}`;

/** The reference or lab journal entry bound to `x` of the DataObject bound to `d`; `created`: the write creates it. */
export const childPreimage = (d: string, x: string, created = false): PreimageEntry =>
  `{key: ${d}.appId + '/' + ${x}.appId, scope: ${d}.appId, revision: ${created ? 'null' : `coalesce(${x}.revision, 1)`}}`;

/** Everything the DataObject bound to `d` owns that a snapshot records (its references and lab journal entries). */
export const childrenPreimages = (d: string): string =>
  `COLLECT { MATCH (${d})-[:HAS_REFERENCE|HAS_LAB_JOURNAL_ENTRY]->(_owned:BasicEntity) WHERE _owned.appId IS NOT NULL
     RETURN ${childPreimage(d, '_owned')} }`;

/**
 * A unit subquery (it never changes the rows it runs for) keeping the preimages of `entries` (a
 * Cypher list expression of PreimageEntry maps) for each snapshot of the Collection whose id is
 * `collectionId` (an expression) that is PENDING or RUNNING and whose walk is not past them: its
 * cursor (the last DataObject appId it recorded, '' before the first step) sorts before their
 * scope. `vars` are the variables the expressions use. Put it before the SET or DELETE it guards.
 * An entity without an appId (the walk skips it) keeps none, and its write goes through.
 */
export const keepPreimages = (vars: readonly string[], collectionId: string, entries: string): string => `
     WITH *
     CALL (${vars.join(', ')}) {
       MATCH (_snap:Snapshot) WHERE _snap.collectionId = ${collectionId} AND _snap.status IN ['PENDING', 'RUNNING']
       UNWIND ${entries} AS _entry
       // An entity without an appId has no key (the walk does not record it either): it keeps none.
       WITH _snap, _entry WHERE _entry.key IS NOT NULL AND (_snap.cursor = '' OR _entry.scope > _snap.cursor)
       MERGE (_pre:SnapshotPreimage {id: _snap.appId + ' ' + _entry.key})
         ON CREATE SET _pre.snapshotAppId = _snap.appId, _pre.key = _entry.key, _pre.existed = _entry.revision IS NOT NULL,
           _pre.revision = _entry.revision
     }`;
