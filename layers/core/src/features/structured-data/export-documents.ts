import type { Principal } from '../../kernel/principal.ts';
import { getContainer } from '../containers/records.ts';
import { getDocument } from './store.ts';

/** What a Collection export needs of a structured-data reference. */
export interface ReferencedDocuments {
  readonly structuredDataContainerId: number;
  readonly structuredDataOids: readonly string[];
}

/**
 * The referenced documents, one at a time (an export never holds more than one document), each
 * the stored text or null when it no longer exists. A problem (the reason) instead when the
 * caller may not read the container or it is gone.
 */
export async function referenceDocumentTexts(
  principal: Principal,
  ref: ReferencedDocuments,
): Promise<{ documents: AsyncGenerator<{ oid: string; text: string | null }> } | { problem: string }> {
  try {
    await getContainer(principal, 'StructuredDataContainer', ref.structuredDataContainerId, 'read');
  } catch (err) {
    return { problem: (err as Error).message };
  }
  async function* documents(): AsyncGenerator<{ oid: string; text: string | null }> {
    for (const oid of ref.structuredDataOids)
      yield { oid, text: (await getDocument(ref.structuredDataContainerId, oid))?.text ?? null };
  }
  return { documents: documents() };
}
