import type { Principal } from '../../kernel/principal.ts';
import { badRequest, notFound } from '../../kernel/problem.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { insertReference, kindReferences } from '../references/kind-service.ts';
import { noSuchContainer, referableContainer, requireReferencedContainer } from '../containers/referenced.ts';
import { requireDataObjectWrite, type ReferenceView, type Scope } from '../references/references.ts';
import { readDocument, type DocumentView } from './documents.ts';
import { recordsOf } from './store.ts';

/**
 * Structured-data references: some documents of one container,
 *
 *   (d)-[:HAS_REFERENCE]->(r:BasicEntity:StructuredDataReference {structuredDataOids, structuredDataContainerId})
 *
 * gated like every reference by the Collection in the path; reading their documents also needs
 * read on the container. `structuredDataContainerId` survives the container's deletion, as upstream.
 */
export type StructuredDataReferenceView = ReferenceView & {
  structuredDataOids: string[];
  structuredDataContainerId: number;
};

const KIND = 'StructuredDataReference' as const;

interface Extras {
  structuredDataOids: string[];
  structuredDataContainerId: number;
}

/** A reference's own fields from its stored properties (also read by the Collection export). */
export function structuredDataReferenceFields(m: {
  structuredDataOids?: unknown;
  structuredDataContainerId?: unknown;
}): Extras {
  const oids = m.structuredDataOids;
  return {
    structuredDataOids: Array.isArray(oids) ? oids.filter((x): x is string => typeof x === 'string') : [],
    structuredDataContainerId: Number(m.structuredDataContainerId ?? 0),
  };
}

const structuredDataReferences = kindReferences<Extras>({
  kind: KIND,
  properties: ['structuredDataOids', 'structuredDataContainerId'],
  fields: structuredDataReferenceFields,
  absent: { structuredDataOids: [], structuredDataContainerId: 0 },
});

export const listStructuredDataReferences: (principal: Principal, s: Scope) => Promise<StructuredDataReferenceView[]> =
  structuredDataReferences.list;

export const getStructuredDataReference: (
  principal: Principal,
  s: Scope,
  refId: number,
) => Promise<StructuredDataReferenceView> = structuredDataReferences.get;

export interface StructuredDataReferenceInput {
  readonly name: string;
  readonly structuredDataOids: readonly string[];
  readonly structuredDataContainerId: number;
}

/**
 * Needs write on the path's Collection (404 Collection, 403, 404 DataObject first) and read on the
 * container; the container must exist and hold every listed document (400 otherwise).
 */
export async function createStructuredDataReference(
  principal: Principal,
  s: Scope,
  input: StructuredDataReferenceInput,
  opts: { readonly appId?: string } = {},
): Promise<StructuredDataReferenceView> {
  await requireDataObjectWrite(principal, s);
  const containerId = input.structuredDataContainerId;
  if (!Number.isSafeInteger(containerId))
    throw noSuchContainer('StructuredDataContainer', containerId, 'structuredDataContainerId');
  await referableContainer(principal, 'StructuredDataContainer', containerId, 'structuredDataContainerId');
  const oids = [...new Set(input.structuredDataOids)];
  const known = await recordsOf(containerId, oids);
  const missing = oids.filter((o) => !known.has(o));
  if (missing.length > 0) {
    const message = `StructuredDataContainer ${containerId} holds no document ${missing.join(', ')}`;
    throw badRequest(`${message}.`, { violations: [{ field: 'structuredDataOids', message }] });
  }

  const view = await insertReference(principal, s, KIND, {
    name: input.name,
    appId: opts.appId,
    props: { structuredDataOids: oids, structuredDataContainerId: cypherInt(containerId) },
  });
  return { ...view, structuredDataOids: oids, structuredDataContainerId: containerId };
}

/** The reference (read on its Collection) and read on its container (404 when it is gone). */
async function readable(principal: Principal, s: Scope, refId: number): Promise<StructuredDataReferenceView> {
  const ref = await getStructuredDataReference(principal, s, refId);
  await requireReferencedContainer(principal, 'StructuredDataContainer', ref.structuredDataContainerId, {
    kind: KIND,
    id: refId,
  });
  return ref;
}

/**
 * The most document bytes `referenceDocuments` reads at once (mappings hold them in memory): more is
 * a 400 naming the limit. The legacy payload route streams instead (referenceDocumentPieces).
 */
export const REFERENCE_PAYLOAD_BUDGET_BYTES = 3 * 1024 * 1024;

/**
 * `getStructuredDataPayload` on the legacy shelf: the JSON array of the documents the reference lists
 * that still exist, in its order, as text pieces (a document at a time, eight read ahead), so an answer
 * of any size is written out (platform/storage/large-answers.ts) without holding more than those
 * documents. Access is checked before the first piece; the text is what `JSON.stringify` of the
 * whole list gives.
 */
export async function referenceDocumentPieces(
  principal: Principal,
  s: Scope,
  refId: number,
): Promise<AsyncGenerator<string>> {
  const ref = await readable(principal, s, refId);
  const records = await recordsOf(ref.structuredDataContainerId, ref.structuredDataOids);
  const oids = ref.structuredDataOids.filter((o) => records.has(o));
  async function* pieces(): AsyncGenerator<string> {
    yield '[';
    let first = true;
    for (let i = 0; i < oids.length; i += 8) {
      const docs = await Promise.all(oids.slice(i, i + 8).map((o) => readDocument(ref.structuredDataContainerId, o)));
      for (const d of docs) {
        if (!d) continue;
        yield first ? JSON.stringify(d) : `,${JSON.stringify(d)}`;
        first = false;
      }
    }
    yield ']';
  }
  return pieces();
}

/** The documents the reference lists that still exist, in its order, at most REFERENCE_PAYLOAD_BUDGET_BYTES (mappings read them whole). */
export async function referenceDocuments(principal: Principal, s: Scope, refId: number): Promise<DocumentView[]> {
  const ref = await readable(principal, s, refId);
  // The records first: their sizes decide before any text is read.
  const records = await recordsOf(ref.structuredDataContainerId, ref.structuredDataOids);
  const oids = ref.structuredDataOids.filter((o) => records.has(o));
  const bytes = oids.reduce((n, o) => n + (records.get(o)?.bytes ?? 0), 0);
  if (bytes > REFERENCE_PAYLOAD_BUDGET_BYTES) {
    throw badRequest(
      `The documents of StructuredDataReference ${refId} have ${bytes} bytes, more than the ${REFERENCE_PAYLOAD_BUDGET_BYTES} one answer carries; read them one by one (…/payload/{oid}).`,
      { limitBytes: REFERENCE_PAYLOAD_BUDGET_BYTES },
    );
  }
  const out: DocumentView[] = [];
  for (let i = 0; i < oids.length; i += 8) {
    const docs = await Promise.all(oids.slice(i, i + 8).map((o) => readDocument(ref.structuredDataContainerId, o)));
    for (const d of docs) if (d) out.push(d);
  }
  return out;
}

/** `getSpecificStructuredDataPayload`: only an oid the reference lists is served through it. */
export async function referenceDocument(
  principal: Principal,
  s: Scope,
  refId: number,
  oid: string,
): Promise<DocumentView> {
  const ref = await readable(principal, s, refId);
  if (!ref.structuredDataOids.includes(oid))
    throw notFound(`StructuredDataReference ${refId} does not reference document ${oid}.`);
  const doc = await readDocument(ref.structuredDataContainerId, oid);
  if (!doc) throw notFound(`Document ${oid} of StructuredDataReference ${refId} no longer exists.`);
  return doc;
}
