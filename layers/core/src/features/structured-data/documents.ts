import { newObjectId } from '../../kernel/ids.ts';
import type { Principal } from '../../kernel/principal.ts';
import { ProblemError, badRequest, notFound } from '../../kernel/problem.ts';
import { time } from '../../platform/graph/entity-row.ts';
import { getContainer } from '../containers/records.ts';
import {
  MAX_DOCUMENT_BYTES,
  deleteDocument,
  getDocument,
  listRecords,
  putDocument,
  type DocumentRecord,
} from './store.ts';

/**
 * The documents of structured-data containers. Every operation passes the one permission gate on
 * the container first (404, then 403), so a missing container answers 404 before the document
 * itself is judged (it must be a JSON object or array, within MAX_DOCUMENT_BYTES).
 */
const KIND = 'StructuredDataContainer' as const;

export interface StructuredDataView {
  oid: string;
  createdAt: string | null;
  name: string | null;
}
export interface DocumentView {
  structuredData: StructuredDataView;
  payload: string;
}

export const recordView = (r: DocumentRecord): StructuredDataView => ({
  oid: r.oid,
  createdAt: time(r.createdAt),
  name: r.name,
});

const invalidPayload = (message: string) =>
  badRequest(`payload ${message}.`, { violations: [{ field: 'payload', message }] });

/** With the `u` flag a surrogate pair is one code point, so only a lone surrogate is a `Cs`. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The text as stored must be a JSON object or array, in well-formed Unicode (so UTF-8 keeps it exactly). */
export function checkDocument(text: string): void {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_DOCUMENT_BYTES) {
    throw new ProblemError(
      'request.too-large',
      `payload has ${bytes} bytes of UTF-8; a document may have at most ${MAX_DOCUMENT_BYTES} (3 MiB, what Lambda's 6 MB request limit carries for ordinary JSON).`,
      { limitBytes: MAX_DOCUMENT_BYTES, field: 'payload' },
    );
  }
  if (LONE_SURROGATE.test(text)) throw invalidPayload('holds a lone UTF-16 surrogate, which no UTF-8 store can keep');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw invalidPayload(`is not JSON (${(err as Error).message})`);
  }
  if (parsed === null || typeof parsed !== 'object') throw invalidPayload('must be a JSON object or array');
}

/** `opts.oid`: a caller-chosen oid (the importer's, kept across retries: writing it again replaces the document); minted otherwise. */
export async function createDocument(
  principal: Principal,
  containerId: number,
  input: { payload: string; name: string | null },
  opts: { readonly oid?: string } = {},
): Promise<StructuredDataView> {
  await getContainer(principal, KIND, containerId, 'write');
  checkDocument(input.payload);
  return recordView(await putDocument(containerId, opts.oid ?? newObjectId(), input.name, input.payload));
}

export async function listDocuments(
  principal: Principal,
  containerId: number,
  page: number,
  size: number,
): Promise<{ items: StructuredDataView[]; more: boolean }> {
  await getContainer(principal, KIND, containerId, 'read');
  const { records, more } = await listRecords(containerId, page * size, size);
  return { items: records.map(recordView), more };
}

/** A document of a container the caller may read (the gate is the caller's business). */
export async function readDocument(containerId: number, oid: string): Promise<DocumentView | undefined> {
  const found = await getDocument(containerId, oid);
  return found && { structuredData: recordView(found.record), payload: found.text };
}

export async function getDocumentOf(principal: Principal, containerId: number, oid: string): Promise<DocumentView> {
  await getContainer(principal, KIND, containerId, 'read');
  const doc = await readDocument(containerId, oid);
  if (!doc) throw notFound(`StructuredDataContainer ${containerId} holds no document ${oid}.`);
  return doc;
}

/**
 * Needs write; a document that is not (or no longer) there is a 404, as upstream 5.2 answers (only
 * file payload deletes are idempotent).
 */
export async function deleteDocumentOf(principal: Principal, containerId: number, oid: string): Promise<void> {
  await getContainer(principal, KIND, containerId, 'write');
  if (!(await deleteDocument(containerId, oid)))
    throw notFound(`StructuredDataContainer ${containerId} holds no document ${oid}.`);
}
