import type { Principal } from '../../kernel/principal.ts';
import { notFound } from '../../kernel/problem.ts';
import { getCollection, type CollectionView } from '../collections/collections.ts';
import { getDataObject, type DataObjectView } from '../collections/dataobjects.ts';
import { referenceTarget, type Scope } from './references.ts';

/**
 * Payloads of the entity references: the referenced Collection or DataObject in its legacy
 * shape. Reading one needs read on the reference's Collection (checked with the reference) AND
 * read on the target's Collection (checked by the target's own read, which answers 403).
 */
export async function collectionReferencePayload(
  principal: Principal,
  s: Scope,
  refId: number,
): Promise<CollectionView> {
  const target = await referenceTarget(principal, s, 'CollectionReference', refId);
  return getCollection(principal, target.id);
}

export async function dataObjectReferencePayload(
  principal: Principal,
  s: Scope,
  refId: number,
): Promise<DataObjectView> {
  const target = await referenceTarget(principal, s, 'DataObjectReference', refId);
  if (target.collectionId === null) throw notFound(`The referenced DataObject ${target.id} no longer exists.`);
  return getDataObject(principal, target.collectionId, target.id);
}
