import { createHash } from 'node:crypto';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { conflict, notFound } from '../../kernel/problem.ts';
import { requireAccess } from '../../access/permissions/gate.ts';
import type { Principal } from '../../kernel/principal.ts';
import type { MintRecord, MintSubject } from '../../platform/plugins/types.ts';
import { getCollection } from '../collections/collections.ts';
import { getDataObject } from '../collections/dataobjects.ts';
import { versioningEnabled } from '../collections/revisions.ts';
import { configuredMinter, instanceId, suffixOf, type EntityKind } from './pid.ts';

/**
 * Publishing (docs/publishing.md): freezes the entity's current revision in a `Publication`
 * node with the PID minted for it. Version n counts the entity's publications; publishing a
 * revision that is already published answers the record it has (idempotent by revision).
 */
export interface Publication {
  pid: string;
  suffix: string;
  kind: EntityKind;
  appId: string;
  collectionAppId: string;
  version: number;
  revision: number;
  minter: string;
  checksum: string;
  title: string;
  public: boolean;
  license: string | null;
  status: 'published' | 'withdrawn';
  publishedAt: string;
  publishedBy: string;
  withdrawnAt: string | null;
  withdrawalReason: string | null;
}

interface Target {
  id: number;
  kind: EntityKind;
  collectionId: number;
  collectionAppId: string;
  revision: number;
}

const publicationProjection = `p { .pid, .suffix, .kind, .appId, .collectionAppId, .version, .revision, .minter, .checksum, .title,
  public: p.public, .license, .status, .publishedAt, .publishedBy, .withdrawnAt, .withdrawalReason }`;
const publicationWithView = `${publicationProjection.slice(0, -1)}, .view, .record }`;

export function toPublication(m: Record<string, unknown>): Publication {
  return {
    pid: String(m['pid']),
    suffix: String(m['suffix']),
    kind: m['kind'] === 'dataobject' ? 'dataobject' : 'collection',
    appId: String(m['appId']),
    collectionAppId: String(m['collectionAppId']),
    version: Number(m['version']),
    revision: Number(m['revision']),
    minter: String(m['minter']),
    checksum: String(m['checksum']),
    title: String(m['title'] ?? ''),
    public: m['public'] === true,
    license: typeof m['license'] === 'string' ? m['license'] : null,
    status: m['status'] === 'withdrawn' ? 'withdrawn' : 'published',
    publishedAt: String(m['publishedAt']),
    publishedBy: String(m['publishedBy']),
    withdrawnAt: typeof m['withdrawnAt'] === 'string' ? m['withdrawnAt'] : null,
    withdrawalReason: typeof m['withdrawalReason'] === 'string' ? m['withdrawalReason'] : null,
  };
}

async function targetOf(appId: string, kind: EntityKind): Promise<Target> {
  const r = await readQuery<{
    id: number;
    isCollection: boolean;
    collectionId: number | null;
    collectionAppId: string | null;
    revision: number | null;
  }>(
    `MATCH (e:BasicEntity {appId: $appId}) WHERE e:Collection OR e:DataObject
     OPTIONAL MATCH (c:Collection)-[:HAS_DATAOBJECT]->(e)
     WITH e, CASE WHEN e:Collection THEN e ELSE c END AS coll
     RETURN e.id AS id, e:Collection AS isCollection, coll.id AS collectionId, coll.appId AS collectionAppId, coalesce(e.revision, 1) AS revision`,
    { appId },
  );
  const row = r.records[0];
  const what = kind === 'collection' ? 'Collection' : 'DataObject';
  if (!row || row.get('isCollection') !== (kind === 'collection') || row.get('collectionId') === null)
    throw notFound(`No ${what} has appId ${appId}.`);
  return {
    id: Number(row.get('id')),
    kind,
    collectionId: Number(row.get('collectionId')),
    collectionAppId: String(row.get('collectionAppId')),
    revision: Number(row.get('revision')),
  };
}

/** A stable digest of the frozen view: keys sorted at every level. */
export function checksumOf(view: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return `sha256:${createHash('sha256')
    .update(JSON.stringify(canonical(view)))
    .digest('hex')}`;
}

/** The record an agency was told at publication (stored since OAI-PMH; older publications have none). */
export const storedRecord = (m: Record<string, unknown>): MintRecord | undefined =>
  typeof m['record'] === 'string' ? (JSON.parse(m['record']) as MintRecord) : undefined;

async function latestOf(
  id: number,
): Promise<(Publication & { view: string; record: MintRecord | undefined }) | undefined> {
  const r = await readQuery<{ p: Record<string, unknown> }>(
    `MATCH (:BasicEntity {id: $id})-[:HAS_PUBLICATION]->(p:Publication) RETURN ${publicationWithView} AS p ORDER BY p.version DESC LIMIT 1`,
    { id: cypherInt(id) },
  );
  const m = r.records[0]?.get('p');
  return m ? { ...toPublication(m), view: String(m['view']), record: storedRecord(m) } : undefined;
}

interface FrozenView {
  name?: string;
  description?: string | null;
  createdBy?: string;
  createdAt?: string | null;
}

/** The OAI-PMH datestamp of a publication (seconds granularity, UTC) and its position in the harvest order. */
export const datestampOf = (iso: string) => `${iso.slice(0, 19)}Z`;
export const oaiKeyOf = (iso: string, pid: string) => `${datestampOf(iso)}|${pid}`;

/**
 * The entity's semantic annotations as DataCite subjects: the value's label, its IRI, and the
 * repository's name as the scheme when the term came from a named external repository (the
 * INTERNAL one is no scheme of its own). One subject per value IRI, in annotation order.
 */
export async function subjectsOf(entityId: number): Promise<MintSubject[]> {
  const r = await readQuery<{ name: string | null; iri: string; repoName: string | null; repoType: string | null }>(
    `MATCH (:BasicEntity {id: $id})-[:HAS_ANNOTATION]->(a:SemanticAnnotation)
     OPTIONAL MATCH (a)-[:VALUE_FROM]->(r:SemanticRepository)
     RETURN a.valueName AS name, a.valueIRI AS iri, r.name AS repoName, r.type AS repoType ORDER BY a.id LIMIT 100`,
    { id: cypherInt(entityId) },
  );
  const seen = new Set<string>();
  const subjects: MintSubject[] = [];
  for (const row of r.records) {
    const iri = String(row.get('iri') ?? '');
    if (seen.has(iri)) continue;
    seen.add(iri);
    const repoName = row.get('repoName');
    subjects.push({
      subject: row.get('name') || iri,
      ...(/^https?:\/\//.test(iri) ? { valueUri: iri } : {}),
      ...(repoName && row.get('repoType') !== 'INTERNAL' ? { subjectScheme: repoName } : {}),
    });
  }
  return subjects;
}

/** What an agency is told about a frozen view: creators are the entity's creator, by their name. */
async function recordOf(
  kind: EntityKind,
  view: FrozenView,
  publishedAt: string,
  subjects: readonly MintSubject[],
): Promise<MintRecord> {
  const r = await readQuery<{ firstName: string | null; lastName: string | null }>(
    'MATCH (u:User {username: $username}) RETURN u.firstName AS firstName, u.lastName AS lastName',
    { username: view.createdBy ?? '' },
  );
  const first = r.records[0]?.get('firstName') ?? undefined;
  const last = r.records[0]?.get('lastName') ?? undefined;
  const name = last ? `${last}${first ? `, ${first}` : ''}` : (view.createdBy ?? 'unknown');
  return {
    title: view.name ?? '',
    description: view.description ?? null,
    creators: [{ name, ...(first ? { givenName: first } : {}), ...(last ? { familyName: last } : {}) }],
    publicationYear: Number(publishedAt.slice(0, 4)),
    resourceType: kind === 'collection' ? 'Collection' : 'DataObject',
    subjects,
  };
}

export async function publish(
  principal: Principal,
  kind: EntityKind,
  appId: string,
  opts: { public?: boolean | undefined; license?: string | undefined },
): Promise<{ created: boolean; publication: Publication }> {
  if (!versioningEnabled()) {
    throw conflict(
      'Publishing freezes an entity revision, and entity versioning is off: set svc.versioning.enabled to true.',
      { setting: 'svc.versioning.enabled' },
    );
  }
  const target = await targetOf(appId, kind);
  await requireAccess(principal, { kind: 'Collection', id: target.collectionId }, 'manage');
  const latest = await latestOf(target.id);
  if (latest && latest.revision === target.revision) {
    const { view: _frozen, record: _told, ...publication } = latest;
    return { created: false, publication };
  }
  const minter = await configuredMinter();
  const view =
    kind === 'collection'
      ? await getCollection(principal, target.id)
      : await getDataObject(principal, target.collectionId, target.id);
  const version = (latest?.version ?? 0) + 1;
  const publishedAt = new Date().toISOString();
  const record = await recordOf(kind, view, publishedAt, await subjectsOf(target.id));
  const previous = latest
    ? {
        pid: latest.pid,
        version: latest.version,
        record: latest.record ?? (await recordOf(kind, JSON.parse(latest.view) as FrozenView, latest.publishedAt, [])),
      }
    : undefined;
  // The agency first: nothing is recorded unless it accepted (a retry mints the same version again).
  const pid = await minter.mint({
    kind,
    appId,
    version,
    instanceId: instanceId(),
    record,
    ...(previous ? { previous } : {}),
  });
  const r = await writeQuery<{ p: Record<string, unknown> }>(
    `MATCH (e:BasicEntity {id: $id})
     CREATE (e)-[:HAS_PUBLICATION]->(p:Publication {
       pid: $pid, suffix: $suffix, kind: $kind, appId: $appId, collectionAppId: $collectionAppId, version: $version, revision: $revision,
       minter: $minter, checksum: $checksum, title: $title, view: $view, record: $record, public: $public, license: $license, status: 'published',
       publishedAt: $publishedAt, publishedBy: $username, feedKey: $feedKey, oaiKey: $oaiKey, oaiDoiKey: $oaiDoiKey })
     FOREACH (_ IN CASE WHEN $public THEN [1] ELSE [] END | MERGE (:OaiSet {collectionAppId: $collectionAppId}))
     RETURN ${publicationProjection} AS p`,
    {
      id: cypherInt(target.id),
      pid,
      suffix: suffixOf(pid),
      kind,
      appId,
      collectionAppId: target.collectionAppId,
      version: cypherInt(version),
      revision: cypherInt(view.revision),
      minter: minter.id,
      checksum: checksumOf(view),
      title: view.name ?? '',
      view: JSON.stringify(view),
      record: JSON.stringify(record),
      public: opts.public ?? true,
      license: opts.license ?? null,
      publishedAt,
      username: principal.username,
      feedKey: `${publishedAt}|${pid}`,
      oaiKey: oaiKeyOf(publishedAt, pid),
      // Only DOIs have the oai_datacite key (a null property is absent: local PIDs stay out of its index).
      oaiDoiKey: minter.id === 'datacite' ? oaiKeyOf(publishedAt, pid) : null,
    },
  );
  const m = r.records[0]?.get('p');
  if (!m) throw notFound(`${kind} ${appId} was deleted while it was being published.`);
  return { created: true, publication: toPublication(m) };
}

/** Every PID of a Collection or DataObject, oldest first; Read on its Collection needed. */
export async function listPublications(
  principal: Principal,
  kind: EntityKind,
  appId: string,
): Promise<{ appId: string; publications: Publication[] }> {
  const target = await targetOf(appId, kind);
  await requireAccess(principal, { kind: 'Collection', id: target.collectionId }, 'read');
  const r = await readQuery<{ p: Record<string, unknown> }>(
    `MATCH (:BasicEntity {id: $id})-[:HAS_PUBLICATION]->(p:Publication) RETURN ${publicationProjection} AS p ORDER BY p.version`,
    { id: cypherInt(target.id) },
  );
  return { appId, publications: r.records.map((rec) => toPublication(rec.get('p'))) };
}

/** Withdraws one PID (Manager on its Collection): it then resolves to 410 and leaves the feed. */
export async function withdraw(principal: Principal, pid: string, reason: string): Promise<Publication> {
  const r = await readQuery<{ collectionId: number }>(
    `MATCH (e:BasicEntity)-[:HAS_PUBLICATION]->(p:Publication {pid: $pid})
     OPTIONAL MATCH (c:Collection)-[:HAS_DATAOBJECT]->(e)
     RETURN CASE WHEN e:Collection THEN e.id ELSE c.id END AS collectionId`,
    { pid },
  );
  const collectionId = r.records[0]?.get('collectionId');
  if (collectionId === undefined || collectionId === null) throw notFound(`No publication has PID ${pid}.`);
  await requireAccess(principal, { kind: 'Collection', id: Number(collectionId) }, 'manage');
  const w = await writeQuery<{ p: Record<string, unknown> }>(
    `MATCH (p:Publication {pid: $pid})
     SET p.status = 'withdrawn', p.withdrawnAt = coalesce(p.withdrawnAt, $now), p.withdrawalReason = $reason
     // A withdrawal changes the record's OAI-PMH datestamp: harvesters learn of the deletion incrementally.
     SET p.oaiKey = left(p.withdrawnAt, 19) + 'Z|' + p.pid
     SET p.oaiDoiKey = CASE WHEN p.minter = 'datacite' THEN p.oaiKey END
     RETURN ${publicationProjection} AS p`,
    { pid, now: new Date().toISOString(), reason },
  );
  const m = w.records[0]?.get('p');
  if (!m) throw notFound(`No publication has PID ${pid}.`);
  return toPublication(m);
}

/** DOIs (publications of the datacite minter) in publication order, a page after `cursor`. */
export async function listMinted(
  minter: string,
  after: string | undefined,
  limit: number,
): Promise<{ publications: Publication[]; next: string | null }> {
  const r = await readQuery<{ p: Record<string, unknown> }>(
    `MATCH (p:Publication) WHERE p.feedKey > $after AND p.minter = $minter WITH p ORDER BY p.feedKey LIMIT $limit RETURN p { .*, view: null } AS p`,
    { after: after ?? '', minter, limit: cypherInt(limit + 1) },
  );
  const rows = r.records.map((rec) => rec.get('p'));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { publications: page.map(toPublication), next: rows.length > limit && last ? String(last['feedKey']) : null };
}
