import type { Principal } from '../../kernel/principal.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt, cypherInts } from '../../platform/graph/legacy-ids.ts';
import { notFound } from '../../kernel/problem.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { requireAccess } from '../../access/permissions/gate.ts';
import { can, type LoadedPermissions } from '../../access/permissions/model.ts';
import { permissionsView, type PermissionsView } from '../../access/permissions/service.ts';
import { getCollection, type CollectionView } from '../collections/collections.ts';
import { listDataObjects, type DataObjectView } from '../collections/dataobjects.ts';
import { str } from '../../platform/graph/entity-row.ts';
import { REFERENCE_KINDS, type ReferenceKind } from '../references/kinds.ts';
import { entryView, toView as toLabJournalView, type LabJournalEntryView } from '../references/lab-journal.ts';
import { basicProjection, kindParams, toBasicView, toKindView } from '../references/view.ts';
import type { CratePerson } from './crate.ts';
import type { ChannelKey } from '../timeseries/csv.ts';
import { referenceCsv, type ReferencedRange } from '../timeseries/export-csv.ts';
import { timeseriesReferenceFields } from '../timeseries/references.ts';
import { referenceDocumentTexts, type ReferencedDocuments } from '../structured-data/export-documents.ts';
import { structuredDataReferenceFields } from '../structured-data/references.ts';
import { referencePointsJson, type ReferencedRead } from '../spatial/export-points.ts';
import { spatialDataReferenceFields } from '../spatial/references.ts';
import { fileReferenceFields } from '../files/references.ts';
import { safeFileName } from '../../platform/storage/file-names.ts';

/**
 * Everything an export of one Collection writes, read in a fixed number of queries whatever its
 * size (no query per DataObject, reference or file): the Collection (gated: 404, then 403 without
 * read), its DataObjects, all their references and lab journal entries, the file containers those
 * file references name with the caller's rights on each and the referenced file records, and the
 * authors. Ordered by id, so the same graph always gives the same ZIP layout.
 */
export interface StoredFile {
  readonly oid: string;
  readonly filename: string;
  readonly size: number | null;
  readonly contentType: string | null;
  readonly providerId: string;
  readonly locator: string;
}

export interface ContainerInfo {
  readonly id: number;
  readonly exists: boolean;
  readonly readable: boolean;
  /** The ACL when the caller may manage the container (reading it needs manage, as upstream). */
  readonly permissions: PermissionsView | null;
  readonly files: ReadonlyMap<string, StoredFile>;
}

export type ExportReference = Record<string, unknown> & {
  id: number;
  name: string;
  dataObjectId: number;
  type: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string | null;
  fileOids?: string[];
  fileContainerId?: number;
  start?: bigint;
  end?: bigint;
  timeseries?: ChannelKey[];
  timeseriesContainerId?: number;
  structuredDataOids?: string[];
  structuredDataContainerId?: number;
} & Partial<ReferencedRead>;

export interface ExportPlan {
  readonly collection: CollectionView;
  /** The Collection's ACL when the caller may manage it. */
  readonly collectionPermissions: PermissionsView | null;
  readonly dataObjects: readonly DataObjectView[];
  readonly references: readonly ExportReference[];
  readonly labJournal: readonly LabJournalEntryView[];
  readonly containers: ReadonlyMap<number, ContainerInfo>;
  readonly people: readonly CratePerson[];
  /** The referenced points of a timeseries reference as CSV text, gated by the caller's read on its container. */
  readonly timeseriesCsv: (ref: ReferencedRange) => ReturnType<typeof referenceCsv>;
  /** The referenced documents of a structured-data reference, one at a time, gated by the caller's read on its container. */
  readonly structuredDocuments: (ref: ReferencedDocuments) => ReturnType<typeof referenceDocumentTexts>;
  /** The points of a spatial data reference's stored read as JSON text, gated by the caller's read on its container. */
  readonly spatialPoints: (ref: ReferencedRead) => ReturnType<typeof referencePointsJson>;
}

const isKind = (t: string): t is ReferenceKind => (REFERENCE_KINDS as readonly string[]).includes(t);

/** The legacy id of the Collection with this appId; 404 when there is none. */
export async function collectionIdByAppId(appId: string): Promise<number> {
  const r = await readQuery<{ id: number }>('MATCH (c:BasicEntity:Collection {appId: $appId}) RETURN c.id AS id', {
    appId,
  });
  const row = r.records[0];
  if (!row) throw notFound(`No Collection has appId ${appId}.`);
  return Number(row.get('id'));
}

const manageable = (principal: Principal, id: number, perms: LoadedPermissions | null): PermissionsView | null =>
  perms && can(principal, perms, 'manage') ? permissionsView(id, perms) : null;

export async function collectExport(principal: Principal, collectionId: number): Promise<ExportPlan> {
  const perms = await requireAccess(principal, { kind: 'Collection', id: collectionId }, 'read');
  const [collection, dataObjects, references, labJournal] = await Promise.all([
    getCollection(principal, collectionId),
    listDataObjects(principal, collectionId, {}),
    referencesOf(collectionId),
    labJournalOf(collectionId),
  ]);
  const files = references.filter((r) => r.type === 'FileReference');
  const containerIds = [
    ...new Set(files.map((r) => r.fileContainerId).filter((id): id is number => typeof id === 'number')),
  ];
  const oids = [...new Set(files.flatMap((r) => r.fileOids ?? []))];
  const authors = [
    collection.createdBy,
    ...dataObjects.map((d) => d.createdBy),
    ...references.map((r) => r.createdBy),
    ...labJournal.map((l) => l.createdBy),
  ];
  const [containers, people] = await Promise.all([
    containersOf(principal, containerIds, oids),
    peopleOf([...new Set(authors.filter((a) => a !== ''))]),
  ]);
  return {
    collection,
    collectionPermissions: manageable(principal, collectionId, perms),
    dataObjects,
    references,
    labJournal,
    containers,
    people,
    timeseriesCsv: (ref) => referenceCsv(principal, ref),
    structuredDocuments: (ref) => referenceDocumentTexts(principal, ref),
    spatialPoints: (ref) => referencePointsJson(principal, ref),
  };
}

/** Every reference of every DataObject of the Collection, with its kind's own fields. */
async function referencesOf(collectionId: number): Promise<ExportReference[]> {
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `MATCH (:BasicEntity:Collection {id: $id})-[:HAS_DATAOBJECT]->(d:DataObject)-[:HAS_REFERENCE]->(r)
     WHERE any(_l IN labels(r) WHERE _l IN $refKinds)
     RETURN r {
       ${basicProjection}, .relationship, .uri, .fileOids, .fileContainerId, .startNs, .endNs, .timeseries, .timeseriesContainerId,
       .structuredDataOids, .structuredDataContainerId,
       .spatialDataContainerId, .geometryFilter, .measurementsFilter, .metadataFilter, .startTime, .endTime, .limit, .skip,
       referencedCollectionId: coalesce(COLLECT { MATCH (r)-[:POINTS_TO]->(_t:Collection) RETURN _t.id LIMIT 1 }[0], r.referencedId),
       referencedDataObjectId: coalesce(COLLECT { MATCH (r)-[:POINTS_TO]->(_t:DataObject) RETURN _t.id LIMIT 1 }[0], r.referencedId)
     } AS view
     ORDER BY d.id, r.id`,
    { id: cypherInt(collectionId), ...kindParams() },
  );
  return r.records.map((rec) => {
    const m = rec.get('view');
    const type = str(m['type']) ?? '';
    const view = isKind(type) ? toKindView(type, m) : toBasicView(m);
    if (type === 'TimeseriesReference') return { ...view, ...timeseriesReferenceFields(m) };
    if (type === 'StructuredDataReference') return { ...view, ...structuredDataReferenceFields(m) };
    if (type === 'SpatialDataReference') return { ...view, ...spatialDataReferenceFields(m) };
    if (type === 'FileReference') return { ...view, ...fileReferenceFields(m) };
    return view;
  });
}

async function labJournalOf(collectionId: number): Promise<LabJournalEntryView[]> {
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `MATCH (:BasicEntity:Collection {id: $id})-[:HAS_DATAOBJECT]->(d:DataObject)-[:HAS_LAB_JOURNAL_ENTRY]->(l:LabJournalEntry)
     RETURN ${entryView} AS view ORDER BY d.id, l.id`,
    { id: cypherInt(collectionId) },
  );
  return r.records.map((rec) => toLabJournalView(rec.get('view')));
}

/** The named containers with the caller's rights, and (for those it may read) the records of the referenced oids. */
async function containersOf(
  principal: Principal,
  ids: readonly number[],
  oids: readonly string[],
): Promise<Map<number, ContainerInfo>> {
  const out = new Map<number, ContainerInfo>();
  if (ids.length === 0) return out;
  const r = await readQuery<{ id: number; found: boolean; perms: unknown; files: Record<string, unknown>[] }>(
    `UNWIND $ids AS cid
     OPTIONAL MATCH (c:BasicEntity:FileContainer {id: cid})
     RETURN cid AS id, c IS NOT NULL AS found,
       CASE WHEN c IS NULL THEN null ELSE ${permissionsOf('c')} END AS perms,
       CASE WHEN c IS NULL THEN [] ELSE COLLECT {
         MATCH (c)-[:HAS_FILE]->(f:ShepardFile) WHERE f.oid IN $oids
         RETURN f { .oid, .filename, .size, .contentType, .providerId, .locator } ORDER BY f.oid
       } END AS files`,
    { ids: cypherInts([...ids]), oids: [...oids], ...gateParams(principal) },
  );
  for (const rec of r.records) {
    const id = Number(rec.get('id'));
    const found = rec.get('found');
    const perms = found ? parsePermissions(rec.get('perms')) : null;
    const readable = found && can(principal, perms, 'read');
    const files = new Map<string, StoredFile>();
    if (readable) {
      for (const f of rec.get('files')) {
        const oid = str(f['oid']) ?? '';
        files.set(oid, {
          oid,
          filename: safeFileName(str(f['filename'])),
          size: typeof f['size'] === 'number' ? f['size'] : null,
          contentType: str(f['contentType']),
          providerId: str(f['providerId']) ?? 'dbfs',
          locator: str(f['locator']) ?? '',
        });
      }
    }
    out.set(id, {
      id,
      exists: found,
      readable,
      permissions: readable ? manageable(principal, id, perms) : null,
      files,
    });
  }
  return out;
}

async function peopleOf(usernames: readonly string[]): Promise<CratePerson[]> {
  if (usernames.length === 0) return [];
  const r = await readQuery<{ username: string; firstName: unknown; lastName: unknown; email: unknown }>(
    `MATCH (u:User) WHERE u.username IN $names
     RETURN u.username AS username, u.firstName AS firstName, u.lastName AS lastName, u.email AS email ORDER BY u.username`,
    { names: [...usernames] },
  );
  return r.records.map((rec) => ({
    username: rec.get('username'),
    givenName: str(rec.get('firstName')),
    familyName: str(rec.get('lastName')),
    email: str(rec.get('email')),
  }));
}
