import { json, noContent, type ImplsFor } from '../../kernel/api.ts';
import type { legacyRefsRoutes } from './routes.ts';
import {
  createEntityReference,
  createUriReference,
  deleteReference,
  getReference,
  listReferences,
  type Scope,
} from './references.ts';
import { collectionReferencePayload, dataObjectReferencePayload } from './payload.ts';
import {
  createLabJournalEntry,
  deleteLabJournalEntry,
  getLabJournalEntry,
  listLabJournalEntries,
  updateLabJournalEntry,
} from './lab-journal.ts';

const scope = (p: { readonly collectionId: number; readonly dataObjectId: number }): Scope => ({
  collectionId: p.collectionId,
  dataObjectId: p.dataObjectId,
});

export const referencesImpls: ImplsFor<typeof legacyRefsRoutes> = {
  getAllReferences: async ({ principal, params, query }) =>
    json(200, await listReferences(principal, scope(params), null, query)),
  getBasicReference: async ({ principal, params }) =>
    json(200, await getReference(principal, scope(params), null, params.referenceId)),
  deleteBasicReference: async ({ principal, params }) => {
    await deleteReference(principal, scope(params), null, params.referenceId);
    return noContent();
  },

  getAllCollectionReferences: async ({ principal, params }) =>
    json(200, await listReferences(principal, scope(params), 'CollectionReference')),
  createCollectionReference: async ({ principal, params, body }) =>
    json(
      201,
      await createEntityReference(principal, scope(params), 'CollectionReference', {
        name: body.name,
        targetId: body.referencedCollectionId,
        relationship: body.relationship,
      }),
    ),
  getCollectionReference: async ({ principal, params }) =>
    json(200, await getReference(principal, scope(params), 'CollectionReference', params.collectionReferenceId)),
  deleteCollectionReference: async ({ principal, params }) => {
    await deleteReference(principal, scope(params), 'CollectionReference', params.collectionReferenceId);
    return noContent();
  },
  getCollectionReferencePayload: async ({ principal, params }) =>
    json(200, await collectionReferencePayload(principal, scope(params), params.collectionReferenceId)),

  getAllDataObjectReferences: async ({ principal, params }) =>
    json(200, await listReferences(principal, scope(params), 'DataObjectReference')),
  createDataObjectReference: async ({ principal, params, body }) =>
    json(
      201,
      await createEntityReference(principal, scope(params), 'DataObjectReference', {
        name: body.name,
        targetId: body.referencedDataObjectId,
        relationship: body.relationship,
      }),
    ),
  getDataObjectReference: async ({ principal, params }) =>
    json(200, await getReference(principal, scope(params), 'DataObjectReference', params.dataObjectReferenceId)),
  deleteDataObjectReference: async ({ principal, params }) => {
    await deleteReference(principal, scope(params), 'DataObjectReference', params.dataObjectReferenceId);
    return noContent();
  },
  getDataObjectReferencePayload: async ({ principal, params }) =>
    json(200, await dataObjectReferencePayload(principal, scope(params), params.dataObjectReferenceId)),

  getAllUriReferences: async ({ principal, params }) =>
    json(200, await listReferences(principal, scope(params), 'URIReference')),
  createUriReference: async ({ principal, params, body }) =>
    json(201, await createUriReference(principal, scope(params), body)),
  getUriReference: async ({ principal, params }) =>
    json(200, await getReference(principal, scope(params), 'URIReference', params.uriReferenceId)),
  deleteUriReference: async ({ principal, params }) => {
    await deleteReference(principal, scope(params), 'URIReference', params.uriReferenceId);
    return noContent();
  },

  getLabJournalsByCollection: async ({ principal, query }) =>
    json(200, await listLabJournalEntries(principal, query.dataObjectId)),
  createLabJournal: async ({ principal, query, body }) =>
    json(201, await createLabJournalEntry(principal, query.dataObjectId, body.journalContent)),
  getLabJournalById: async ({ principal, params }) =>
    json(200, await getLabJournalEntry(principal, params.labJournalEntryId)),
  updateLabJournal: async ({ principal, params, body }) =>
    json(200, await updateLabJournalEntry(principal, params.labJournalEntryId, body.journalContent)),
  deleteLabJournal: async ({ principal, params }) => {
    await deleteLabJournalEntry(principal, params.labJournalEntryId);
    return noContent();
  },
};
