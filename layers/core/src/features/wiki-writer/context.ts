import type { Principal } from '../../kernel/principal.ts';
import { notFound } from '../../kernel/problem.ts';
import { gateParams, parsePermissions, permissionsOf, readableBy } from '../../access/permissions/cypher.ts';
import { assertAccess } from '../../access/permissions/gate.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { queryActivities } from '../provenance/store.ts';

/**
 * What the wiki writer tells the model about a DataObject, read in one graph query plus one
 * provenance query, each list capped: the DataObject's own fields, its references (kind, name and
 * what they point at), its latest lab journal entries and its latest recorded changes. A
 * referenced Collection or DataObject is named only when the caller may read its Collection
 * (the gate's read rule, `readableBy`); otherwise the model sees its kind and id only.
 */
export const LIMITS = { references: 30, journal: 5, changes: 10 } as const;

export interface DataObjectContext {
  id: number;
  appId: string;
  collectionId: number;
  collectionAppId: string;
  collectionName: string;
  name: string;
  description: string | null;
  attributes: Record<string, string>;
  references: { type: string; name: string; detail: string | null }[];
  journal: { createdBy: string; createdAt: number; html: string }[];
  changes: { actionKind: string; agent: string; at: number; summary: string }[];
}

/** An id from the path: a legacy integer id, or an appId. */
const byKey = (v: string) =>
  /^\d{1,15}$/.test(v) ? { prop: 'id', value: cypherInt(Number(v)) } : { prop: 'appId', value: v };

function attributesOf(raw: unknown): Record<string, string> {
  if (typeof raw !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

const s = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** What a reference points at: the target's name when the caller may read it, else its kind and id. */
function targetDetail(raw: unknown, relationship: string | null): string | null {
  if (raw === null || typeof raw !== 'object') return relationship;
  const t = raw as Record<string, unknown>;
  const what = s(t['name']) !== null ? `"${s(t['name'])}"` : `${s(t['kind']) ?? 'entity'} ${Number(t['id'])}`;
  return `points to ${what}${relationship ? ` (${relationship})` : ''}`;
}

/** 404 when the Collection or DataObject is missing (or the DataObject is not in it), 403 without `access`. */
export async function dataObjectContext(
  principal: Principal,
  cid: string,
  did: string,
  access: 'read' | 'write',
): Promise<DataObjectContext> {
  const c = byKey(cid);
  const d = byKey(did);
  const r = await readQuery<Record<string, unknown>>(
    `MATCH (c:BasicEntity:Collection {${c.prop}: $cid})-[:HAS_DATAOBJECT]->(d:BasicEntity:DataObject {${d.prop}: $did})
     RETURN ${permissionsOf('c')} AS perms, c.id AS collectionId, c.appId AS collectionAppId, c.name AS collectionName,
       d.id AS id, d.appId AS appId, d.name AS name, d.description AS description, d.attributes AS attributes,
       COLLECT {
         MATCH (d)-[:HAS_REFERENCE]->(r:BasicEntity)
         RETURN r {
           .name, .uri, .relationship,
           type: [l IN labels(r) WHERE l <> 'BasicEntity'][0],
           target: COLLECT {
             MATCH (r)-[:POINTS_TO]->(t)
             OPTIONAL MATCH (tc:BasicEntity:Collection)-[:HAS_DATAOBJECT]->(t:DataObject)
             WITH t, CASE WHEN t:Collection THEN t ELSE tc END AS e
             RETURN {
               kind: CASE WHEN t:Collection THEN 'Collection' WHEN t:DataObject THEN 'DataObject' ELSE 'entity' END, id: t.id,
               name: CASE WHEN e IS NOT NULL AND ${readableBy('e')} THEN t.name END
             } LIMIT 1
           }[0]
         } ORDER BY r.id DESC LIMIT $refLimit
       } AS references,
       COLLECT {
         MATCH (d)-[:HAS_LAB_JOURNAL_ENTRY]->(l:LabJournalEntry)
         RETURN l { .journalContent, .createdBy, createdAt: l.createdAt.epochMillis } ORDER BY l.createdAt DESC, l.id DESC LIMIT $journalLimit
       } AS journal`,
    {
      cid: c.value,
      did: d.value,
      refLimit: cypherInt(LIMITS.references),
      journalLimit: cypherInt(LIMITS.journal),
      ...gateParams(principal),
    },
  );
  const row = r.records[0];
  if (!row) throw notFound(`DataObject ${did.slice(0, 64)} does not exist in Collection ${cid.slice(0, 64)}.`);
  const collectionId = Number(row.get('collectionId'));
  assertAccess(principal, { kind: 'Collection', id: collectionId }, parsePermissions(row.get('perms')), access);
  const appId = String(row.get('appId'));
  const changes = await queryActivities({ targetAppId: appId, limit: LIMITS.changes });
  return {
    id: Number(row.get('id')),
    appId,
    collectionId,
    collectionAppId: String(row.get('collectionAppId')),
    collectionName: s(row.get('collectionName')) ?? '',
    name: s(row.get('name')) ?? '',
    description: s(row.get('description')),
    attributes: attributesOf(row.get('attributes')),
    references: (row.get('references') as Record<string, unknown>[]).map((m) => ({
      type: s(m['type']) ?? 'Reference',
      name: s(m['name']) ?? '',
      detail: s(m['uri']) ?? targetDetail(m['target'], s(m['relationship'])),
    })),
    journal: (row.get('journal') as Record<string, unknown>[]).map((m) => ({
      createdBy: s(m['createdBy']) ?? '',
      createdAt: Number(m['createdAt']),
      html: s(m['journalContent']) ?? '',
    })),
    changes: changes.map((a) => ({
      actionKind: a.actionKind,
      agent: a.agentUsername,
      at: a.startedAtMillis,
      summary: a.summary,
    })),
  };
}
