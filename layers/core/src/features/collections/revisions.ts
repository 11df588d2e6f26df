import { config } from '../../platform/config/load.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { requireAccess } from '../../access/permissions/gate.ts';
import type { Principal } from '../../kernel/principal.ts';

/**
 * Entity versioning (`svc.versioning.enabled`, default false). With it on, every update of a
 * Collection or DataObject first keeps the previous legacy view as an `EntityRevision`
 * (`(e)-[:HAS_REVISION]->(r {uid, revision, view, createdAt, createdBy})`, owned by the entity, so
 * deletes remove it) and `?versionUid=<uid>` answers that view. `revision` counts updates either
 * way. The stored view is the entity as it was answered then, relation ids included.
 */
export const versioningEnabled = (): boolean => config()['svc.versioning.enabled'];

export interface RevisionInfo {
  uid: string;
  revision: number;
  createdAt: string;
  createdBy: string;
}

/** Keeps `previous` (the view before an update) as a revision of entity `id`. */
export async function keepRevision(id: number, previous: { revision: number }, username: string): Promise<void> {
  await writeQuery(
    `MATCH (e:BasicEntity {id: $id})
     CREATE (e)-[:HAS_REVISION]->(:EntityRevision {uid: $uid, revision: $revision, view: $view, createdAt: $createdAt, createdBy: $username})`,
    {
      id: cypherInt(id),
      uid: newAppId(),
      revision: cypherInt(previous.revision),
      view: JSON.stringify(previous),
      createdAt: new Date().toISOString(),
      username,
    },
  );
}

/** The stored view of revision `uid` of entity `id`; 404 when versioning is off or it does not exist. */
export async function revisionView<T>(id: number, uid: string): Promise<T> {
  if (!versioningEnabled()) throw notFound(`Version ${uid} does not exist (entity versioning is disabled).`);
  const r = await readQuery<{ view: string }>(
    'MATCH (:BasicEntity {id: $id})-[:HAS_REVISION]->(r:EntityRevision {uid: $uid}) RETURN r.view AS view',
    { id: cypherInt(id), uid },
  );
  const view = r.records[0]?.get('view');
  if (typeof view !== 'string') throw notFound(`Version ${uid} of entity ${id} does not exist.`);
  return JSON.parse(view) as T;
}

/** Kept revisions of a Collection or DataObject by appId, newest first; Read on its Collection needed. */
export async function listRevisions(
  principal: Principal,
  appId: string,
): Promise<{ appId: string; id: number; revisions: RevisionInfo[] }> {
  const r = await readQuery<{ id: number; collectionId: number | null; revisions: RevisionInfo[] }>(
    `MATCH (e:BasicEntity {appId: $appId}) WHERE e:Collection OR e:DataObject
     OPTIONAL MATCH (c:Collection)-[:HAS_DATAOBJECT]->(e)
     RETURN e.id AS id, CASE WHEN e:Collection THEN e.id ELSE c.id END AS collectionId,
       COLLECT { MATCH (e)-[:HAS_REVISION]->(r:EntityRevision)
         RETURN r { .uid, .revision, .createdAt, .createdBy } ORDER BY r.revision DESC } AS revisions`,
    { appId },
  );
  const row = r.records[0];
  const collectionId = row?.get('collectionId');
  if (!row || collectionId === null || collectionId === undefined)
    throw notFound(`No Collection or DataObject has appId ${appId}.`);
  await requireAccess(principal, { kind: 'Collection', id: Number(collectionId) }, 'read');
  return { appId, id: Number(row.get('id')), revisions: row.get('revisions') };
}
