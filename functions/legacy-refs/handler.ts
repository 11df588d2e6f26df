import { createGroupHandler } from '#core/http/group-handler.ts';
import { legacyRefsRoutes } from '#core/http/route-table/legacy-refs.ts';
import { json, noContent } from '#core/http/api.ts';
import { ensureSchema } from '#core/graph/schema.ts';
import { logger } from '#core/observability/logger.ts';
import { currentVersionOnly, pathId } from '#core/legacy/params.ts';
import {
  createEntityReference, createUriReference, deleteReference, getReference, listReferences, type Scope,
} from '#core/legacy/refs/references.ts';
import { collectionReferencePayload, dataObjectReferencePayload } from '#core/legacy/refs/payload.ts';
import {
  createLabJournalEntry, deleteLabJournalEntry, getLabJournalEntry, listLabJournalEntries, updateLabJournalEntry,
} from '#core/legacy/refs/lab-journal.ts';

ensureSchema().catch((error: unknown) => logger.warn('graph schema not applied yet', { error: error as Error }));

type Params = Readonly<Record<string, string>>;
const scope = (p: Params): Scope => ({ collectionId: pathId(p, 'collectionId'), dataObjectId: pathId(p, 'dataObjectId') });
/** The scope and the reference id, validated (400) before anything is looked up. */
const ref = (p: Params, name: string): [Scope, number] => [scope(p), pathId(p, name)];
const head = (q: { versionUid?: string | undefined }) => currentVersionOnly(q.versionUid);

export const handler = createGroupHandler('legacy-refs', legacyRefsRoutes, {
  getAllReferences: async ({ principal, pathParameters, query }) => json(200, await listReferences(principal, scope(pathParameters), null, query)),
  getBasicReference: async ({ principal, pathParameters }) => {
    const [s, id] = ref(pathParameters, 'referenceId');
    return json(200, await getReference(principal, s, null, id));
  },
  deleteBasicReference: async ({ principal, pathParameters }) => {
    const [s, id] = ref(pathParameters, 'referenceId');
    await deleteReference(principal, s, null, id);
    return noContent();
  },

  getAllCollectionReferences: async ({ principal, pathParameters, query }) => {
    const s = scope(pathParameters);
    head(query);
    return json(200, await listReferences(principal, s, 'CollectionReference'));
  },
  createCollectionReference: async ({ principal, pathParameters, body }) =>
    json(201, await createEntityReference(principal, scope(pathParameters), 'CollectionReference', {
      name: body.name, targetId: body.referencedCollectionId, relationship: body.relationship,
    })),
  getCollectionReference: async ({ principal, pathParameters, query }) => {
    const [s, id] = ref(pathParameters, 'collectionReferenceId');
    head(query);
    return json(200, await getReference(principal, s, 'CollectionReference', id));
  },
  deleteCollectionReference: async ({ principal, pathParameters }) => {
    const [s, id] = ref(pathParameters, 'collectionReferenceId');
    await deleteReference(principal, s, 'CollectionReference', id);
    return noContent();
  },
  getCollectionReferencePayload: async ({ principal, pathParameters, query }) => {
    const [s, id] = ref(pathParameters, 'collectionReferenceId');
    head(query);
    return json(200, await collectionReferencePayload(principal, s, id));
  },

  getAllDataObjectReferences: async ({ principal, pathParameters, query }) => {
    const s = scope(pathParameters);
    head(query);
    return json(200, await listReferences(principal, s, 'DataObjectReference'));
  },
  createDataObjectReference: async ({ principal, pathParameters, body }) =>
    json(201, await createEntityReference(principal, scope(pathParameters), 'DataObjectReference', {
      name: body.name, targetId: body.referencedDataObjectId, relationship: body.relationship,
    })),
  getDataObjectReference: async ({ principal, pathParameters, query }) => {
    const [s, id] = ref(pathParameters, 'dataObjectReferenceId');
    head(query);
    return json(200, await getReference(principal, s, 'DataObjectReference', id));
  },
  deleteDataObjectReference: async ({ principal, pathParameters }) => {
    const [s, id] = ref(pathParameters, 'dataObjectReferenceId');
    await deleteReference(principal, s, 'DataObjectReference', id);
    return noContent();
  },
  getDataObjectReferencePayload: async ({ principal, pathParameters, query }) => {
    const [s, id] = ref(pathParameters, 'dataObjectReferenceId');
    head(query);
    return json(200, await dataObjectReferencePayload(principal, s, id));
  },

  getAllUriReferences: async ({ principal, pathParameters, query }) => {
    const s = scope(pathParameters);
    head(query);
    return json(200, await listReferences(principal, s, 'URIReference'));
  },
  createUriReference: async ({ principal, pathParameters, body }) => json(201, await createUriReference(principal, scope(pathParameters), body)),
  getUriReference: async ({ principal, pathParameters, query }) => {
    const [s, id] = ref(pathParameters, 'uriReferenceId');
    head(query);
    return json(200, await getReference(principal, s, 'URIReference', id));
  },
  deleteUriReference: async ({ principal, pathParameters }) => {
    const [s, id] = ref(pathParameters, 'uriReferenceId');
    await deleteReference(principal, s, 'URIReference', id);
    return noContent();
  },

  getLabJournalsByCollection: async ({ principal, query }) => json(200, await listLabJournalEntries(principal, query.dataObjectId)),
  createLabJournal: async ({ principal, query, body }) => json(201, await createLabJournalEntry(principal, query.dataObjectId, body.journalContent)),
  getLabJournalById: async ({ principal, pathParameters }) => json(200, await getLabJournalEntry(principal, pathId(pathParameters, 'labJournalEntryId'))),
  updateLabJournal: async ({ principal, pathParameters, body }) =>
    json(200, await updateLabJournalEntry(principal, pathId(pathParameters, 'labJournalEntryId'), body.journalContent)),
  deleteLabJournal: async ({ principal, pathParameters }) => {
    await deleteLabJournalEntry(principal, pathId(pathParameters, 'labJournalEntryId'));
    return noContent();
  },
});
