import type { Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { ProblemError, badRequest, notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess } from '../../access/permissions/gate.ts';
import { getContainer } from '../containers/records.ts';
import { getReference, listReferences, type ReferenceView, type Scope } from '../references/references.ts';
import { kindParams, referenceView, toBasicView } from '../references/view.ts';
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

async function withExtras(views: ReferenceView[]): Promise<StructuredDataReferenceView[]> {
  if (views.length === 0) return [];
  const r = await readQuery<{ id: number; oids: unknown; containerId: unknown }>(
    `MATCH (r:BasicEntity:StructuredDataReference) WHERE r.id IN $ids
     RETURN r.id AS id, r.structuredDataOids AS oids, r.structuredDataContainerId AS containerId`,
    { ids: views.map((v) => cypherInt(v.id)) },
  );
  const more = new Map(
    r.records.map((rec) => [
      Number(rec.get('id')),
      structuredDataReferenceFields({
        structuredDataOids: rec.get('oids'),
        structuredDataContainerId: rec.get('containerId'),
      }),
    ]),
  );
  return views.map((v) => ({ ...v, ...(more.get(v.id) ?? { structuredDataOids: [], structuredDataContainerId: 0 }) }));
}

export async function listStructuredDataReferences(
  principal: Principal,
  s: Scope,
): Promise<StructuredDataReferenceView[]> {
  return withExtras(await listReferences(principal, s, KIND));
}

export async function getStructuredDataReference(
  principal: Principal,
  s: Scope,
  refId: number,
): Promise<StructuredDataReferenceView> {
  const [view] = await withExtras([await getReference(principal, s, KIND, refId)]);
  if (!view) throw notFound(`StructuredDataReference ${refId} does not exist in DataObject ${s.dataObjectId}.`);
  return view;
}

export interface StructuredDataReferenceInput {
  readonly name: string;
  readonly structuredDataOids: readonly string[];
  readonly structuredDataContainerId: number;
}

const matchScope = `
  MATCH (c:BasicEntity:Collection {id: $collectionId})
  OPTIONAL MATCH (d:BasicEntity:DataObject {id: $dataObjectId}) WHERE (c)-[:HAS_DATAOBJECT]->(d)`;

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
  const scope = {
    collectionId: cypherInt(s.collectionId),
    dataObjectId: cypherInt(s.dataObjectId),
    ...gateParams(principal),
  };
  const pre = await readQuery<{ perms: unknown; found: boolean }>(
    `${matchScope} RETURN ${permissionsOf('c')} AS perms, d IS NOT NULL AS found LIMIT 1`,
    scope,
  );
  const row = pre.records[0];
  assertAccess(
    principal,
    { kind: 'Collection', id: s.collectionId },
    row ? parsePermissions(row.get('perms')) : undefined,
    'write',
  );
  if (!row?.get('found'))
    throw notFound(`DataObject ${s.dataObjectId} does not exist in Collection ${s.collectionId}.`);
  const containerId = input.structuredDataContainerId;
  const noContainer = () =>
    badRequest(`The referenced StructuredDataContainer ${containerId} does not exist.`, {
      violations: [{ field: 'structuredDataContainerId', message: 'no such container' }],
    });
  if (!Number.isSafeInteger(containerId)) throw noContainer();
  try {
    await getContainer(principal, 'StructuredDataContainer', containerId, 'read');
  } catch (err) {
    if (err instanceof ProblemError && err.status === 404) throw noContainer();
    throw err;
  }
  const oids = [...new Set(input.structuredDataOids)];
  const known = await recordsOf(containerId, oids);
  const missing = oids.filter((o) => !known.has(o));
  if (missing.length > 0) {
    const message = `StructuredDataContainer ${containerId} holds no document ${missing.join(', ')}`;
    throw badRequest(`${message}.`, { violations: [{ field: 'structuredDataOids', message }] });
  }

  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `${matchScope}
     WITH c, d WHERE d IS NOT NULL
     CREATE (d)-[:HAS_REFERENCE]->(r:BasicEntity:StructuredDataReference {
       id: $id, appId: $appId, name: $name, structuredDataOids: $oids, structuredDataContainerId: $containerId,
       createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, revision: 1
     })
     RETURN ${referenceView(KIND)} AS view`,
    {
      ...scope,
      ...kindParams(),
      id: cypherInt(id),
      appId: opts.appId ?? newAppId(),
      name: input.name,
      oids,
      containerId: cypherInt(containerId),
      now: cypherInt(Date.now()),
    },
  );
  const created = r.records[0];
  if (!created) throw new ProblemError('resource.conflict', 'The DataObject changed while this request ran; retry it.');
  return { ...toBasicView(created.get('view')), structuredDataOids: oids, structuredDataContainerId: containerId };
}

/** The reference (read on its Collection) and read on its container (404 when it is gone). */
async function readable(principal: Principal, s: Scope, refId: number): Promise<StructuredDataReferenceView> {
  const ref = await getStructuredDataReference(principal, s, refId);
  await getContainer(principal, 'StructuredDataContainer', ref.structuredDataContainerId, 'read').catch(
    (err: unknown) => {
      if (err instanceof ProblemError && err.status === 404)
        throw notFound(
          `The StructuredDataContainer ${ref.structuredDataContainerId} of StructuredDataReference ${refId} no longer exists.`,
        );
      throw err;
    },
  );
  return ref;
}

/**
 * The most document bytes one reference payload answers (the documents travel escaped in Lambda's
 * 6 MB response, as a single document does): more is a 400 naming the limit; read them by oid.
 */
export const REFERENCE_PAYLOAD_BUDGET_BYTES = 3 * 1024 * 1024;

/** `getStructuredDataPayload`: the documents the reference lists that still exist, in its order. */
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
