import type { Principal } from '../../kernel/principal.ts';
import { ProblemError, notFound } from '../../kernel/problem.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { logger } from '../../platform/observability/logger.ts';
import { createContainer, discardNewContainer, getContainer, type ContainerView } from '../containers/records.ts';
import { createDocument } from '../structured-data/documents.ts';
import { deleteDocument } from '../structured-data/store.ts';
import { createStructuredDataReference } from '../structured-data/references.ts';
import type { DataObjectRow } from '../templates/entities.ts';

/**
 * A stored output: the result as a document of a structured-data container, and a
 * StructuredDataReference to it on the focus DataObject. Needs Write on the DataObject's Collection
 * (checked before the run, so nothing is computed for a caller who may not store it) and Write on
 * the container; without a container named, a new one owned by the caller (Private) is created.
 */
export interface StoredOutput {
  kind: 'StructuredDataReference';
  id: number;
  appId: string;
  name: string;
  dataObjectAppId: string;
  structuredDataContainerId: number;
  structuredDataContainerAppId: string;
  oid: string;
}

const KIND = 'StructuredDataContainer' as const;

/** The container with `appId`, gated for write (404 missing, 403 without Write). */
export async function writableContainer(principal: Principal, appId: string): Promise<ContainerView> {
  const r = await readQuery<{ id: number }>(`MATCH (c:BasicEntity:${KIND} {appId: $appId}) RETURN c.id AS id LIMIT 1`, {
    appId,
  });
  const id = r.records[0]?.get('id');
  if (id === undefined || id === null) throw notFound(`No StructuredDataContainer has appId ${appId}.`);
  return getContainer(principal, KIND, Number(id), 'write');
}

/** The result as a structured-data document: a JSON object or array, like every such document. */
export function documentText(result: unknown): string {
  if (result === null || typeof result !== 'object') {
    throw new ProblemError(
      'mapping.invalid-output',
      `A stored output is a structured-data document, a JSON object or array; the transform answered ${result === null ? 'nothing (null)' : typeof result}.`,
      {
        violations: [
          { field: 'body.transform', message: 'must evaluate to a JSON object or array for output.mode reference' },
        ],
      },
    );
  }
  return JSON.stringify(result);
}

/**
 * Writes the container (unless named), the document, then the reference. When a later write
 * fails, what this call wrote is removed before the failure is answered, so a retry starts from
 * nothing and never leaves a second set behind (docs/mappings.md).
 */
export async function storeOutput(
  principal: Principal,
  d: DataObjectRow,
  text: string,
  name: string,
  container: ContainerView | undefined,
): Promise<StoredOutput> {
  const target = container ?? (await createContainer(principal, KIND, { name }));
  let oid: string | undefined;
  try {
    oid = (await createDocument(principal, target.id, { payload: text, name })).oid;
    const ref = await createStructuredDataReference(
      principal,
      { collectionId: d.collection.id, dataObjectId: d.id },
      {
        name,
        structuredDataOids: [oid],
        structuredDataContainerId: target.id,
      },
    );
    return {
      kind: 'StructuredDataReference',
      id: ref.id,
      appId: ref.appId,
      name: ref.name,
      dataObjectAppId: d.appId,
      structuredDataContainerId: target.id,
      structuredDataContainerAppId: target.appId,
      oid,
    };
  } catch (error) {
    await undo(target.id, oid, container === undefined);
    throw error;
  }
}

async function undo(containerId: number, oid: string | undefined, discardContainer: boolean): Promise<void> {
  try {
    if (oid !== undefined) await deleteDocument(containerId, oid);
    if (discardContainer) await discardNewContainer(KIND, containerId);
  } catch (error) {
    logger.error('mappings: could not remove the partial output of a failed store', {
      error: error as Error,
      containerId,
      oid,
    });
  }
}
