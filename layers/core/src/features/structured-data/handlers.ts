import { json, noContent, type ImplsFor } from '../../kernel/api.ts';
import { badRequest } from '../../kernel/problem.ts';
import { largeAnswer } from '../../platform/storage/large-answers.ts';
import { containerImpls } from '../containers/routes.ts';
import { referenceImpls } from '../references/kind-handlers.ts';
import { createDocument, deleteDocumentOf, getDocumentOf, listDocuments } from './documents.ts';
import {
  createStructuredDataReference,
  getStructuredDataReference,
  listStructuredDataReferences,
  referenceDocument,
  referenceDocumentPieces,
} from './references.ts';
import { structuredDataContainerSpec, structuredDataReferenceSpec, type structuredDataRoutes } from './routes.ts';
import { MAX_LIST } from './wire.ts';

/** JSON answered inline up to this many bytes (Lambda's 6 MB, with room); beyond, a 303 to the same body in storage. */
const JSON_INLINE_BYTES = 5_000_000;

const scope = (p: { readonly collectionId: number; readonly dataObjectId: number }) => ({
  collectionId: p.collectionId,
  dataObjectId: p.dataObjectId,
});

export const structuredDataImpls: ImplsFor<typeof structuredDataRoutes> = {
  ...containerImpls(structuredDataContainerSpec),

  getAllStructuredDatas: async ({ principal, params, query, path }) => {
    const page = query.page ?? 0;
    const size = query.size ?? MAX_LIST;
    const { items, more } = await listDocuments(principal, params.structuredDataContainerId, page, size);
    return json(200, items, more ? { link: `<${path}?page=${page + 1}&size=${size}>; rel="next"` } : undefined);
  },
  createStructuredData: async ({ principal, params, body }) =>
    json(
      201,
      await createDocument(principal, params.structuredDataContainerId, {
        payload: body.payload,
        name: body.structuredData?.name ?? null,
      }),
    ),
  getStructuredData: async ({ principal, params }) =>
    json(200, await getDocumentOf(principal, params.structuredDataContainerId, params.oid)),
  deleteStructuredData: async ({ principal, params }) => {
    await deleteDocumentOf(principal, params.structuredDataContainerId, params.oid);
    return noContent();
  },

  ...referenceImpls(
    structuredDataReferenceSpec,
    { list: listStructuredDataReferences, create: createStructuredDataReference, get: getStructuredDataReference },
    json,
  ),
  getStructuredDataPayload: async ({ principal, params }) =>
    largeAnswer(await referenceDocumentPieces(principal, scope(params), params.structuredDataReferenceId), {
      inlineLimit: JSON_INLINE_BYTES,
      contentType: 'application/json',
      extension: 'json',
      beyond: (bytes) =>
        badRequest(
          `The documents of StructuredDataReference ${params.structuredDataReferenceId} take more than one request may spend writing them (${bytes.toLocaleString('en')} bytes written when the request's time ran out): read them one by one (…/payload/{oid}).`,
        ),
    }),
  getSpecificStructuredDataPayload: async ({ principal, params }) =>
    json(200, await referenceDocument(principal, scope(params), params.structuredDataReferenceId, params.oid)),
};
