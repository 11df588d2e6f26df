import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import type { Body, TemplateKind } from './kinds.ts';

/**
 * Templates in the graph:
 *
 *   (t:Template {appId, kind, name, body (JSON text), parentTemplateAppId, revision, lineageAppId,
 *                predecessorAppId, successorAppId, retired, retiredAt, retiredBy, createdAt, createdBy})
 *   (t)-[:INHERITS_FROM]->(parent:Template)      (t)-[:REVISION_OF]->(predecessor:Template)
 *
 * A revision is immutable once written: PATCH writes a new node (new appId, revision + 1, the
 * same `lineageAppId`) and sets `successorAppId` on its predecessor, which stays readable.
 */
export interface TemplateRecord {
  appId: string;
  kind: TemplateKind;
  name: string | null;
  body: Body;
  parentTemplateAppId: string | null;
  revision: number;
  lineageAppId: string;
  predecessorAppId: string | null;
  successorAppId: string | null;
  retired: boolean;
  retiredAt: string | null;
  createdAt: string;
  createdBy: string;
}

export const MAX_CHAIN = 16;

const projection = `t { .appId, .kind, .name, .body, .parentTemplateAppId, .revision, .lineageAppId, .predecessorAppId, .successorAppId,
  retired: coalesce(t.retired, false), retiredAt: toString(t.retiredAt), createdAt: toString(t.createdAt), .createdBy }`;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function toRecord(m: Record<string, unknown>): TemplateRecord {
  let body: Body = {};
  try {
    const parsed: unknown = JSON.parse(String(m['body'] ?? '{}'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Body;
  } catch {
    body = {};
  }
  return {
    appId: String(m['appId']),
    kind: String(m['kind']) as TemplateKind,
    name: str(m['name']),
    body,
    parentTemplateAppId: str(m['parentTemplateAppId']),
    revision: Number(m['revision'] ?? 1),
    lineageAppId: String(m['lineageAppId'] ?? m['appId']),
    predecessorAppId: str(m['predecessorAppId']),
    successorAppId: str(m['successorAppId']),
    retired: m['retired'] === true,
    retiredAt: str(m['retiredAt']),
    createdAt: String(m['createdAt']),
    createdBy: String(m['createdBy']),
  };
}

/** The template and its ancestors, root first (empty when the template does not exist). */
export async function readChain(appId: string): Promise<TemplateRecord[]> {
  const r = await readQuery<{ t: Record<string, unknown> }>(
    `MATCH p = (:Template {appId: $appId})-[:INHERITS_FROM*0..${MAX_CHAIN}]->(t:Template)
     WITH t, length(p) AS depth ORDER BY depth DESC
     RETURN ${projection} AS t`,
    { appId },
  );
  return r.records.map((x) => toRecord(x.get('t')));
}

export async function readTemplate(appId: string): Promise<TemplateRecord | undefined> {
  const r = await readQuery<{ t: Record<string, unknown> }>(
    `MATCH (t:Template {appId: $appId}) RETURN ${projection} AS t`,
    { appId },
  );
  const row = r.records[0];
  return row ? toRecord(row.get('t')) : undefined;
}

export interface ListFilter {
  kind?: TemplateKind | undefined;
  includeRetired: boolean;
  allRevisions: boolean;
  limit: number;
  offset: number;
}

export async function listTemplates(f: ListFilter): Promise<TemplateRecord[]> {
  const r = await readQuery<{ t: Record<string, unknown> }>(
    `MATCH (t:Template)
     WHERE ($kind IS NULL OR t.kind = $kind)
       AND ($includeRetired OR NOT coalesce(t.retired, false))
       AND ($allRevisions OR t.successorAppId IS NULL)
     WITH t ORDER BY t.createdAt, t.appId SKIP $offset LIMIT $limit
     RETURN ${projection} AS t`,
    {
      kind: f.kind ?? null,
      includeRetired: f.includeRetired,
      allRevisions: f.allRevisions,
      offset: cypherInt(f.offset),
      limit: cypherInt(f.limit),
    },
  );
  return r.records.map((x) => toRecord(x.get('t')));
}

export interface NewTemplate {
  appId: string;
  kind: TemplateKind;
  name: string | null;
  body: Body;
  parentTemplateAppId: string | null;
  revision: number;
  lineageAppId: string;
  predecessorAppId: string | null;
  createdBy: string;
}

/**
 * Writes a template (a first revision, or the next one of `predecessorAppId`, which must still be
 * the head and not retired: otherwise nothing is written and undefined comes back).
 */
export async function insertTemplate(t: NewTemplate): Promise<TemplateRecord | undefined> {
  const r = await writeQuery<{ t: Record<string, unknown> }>(
    `OPTIONAL MATCH (prev:Template {appId: $predecessorAppId})
     WITH prev WHERE $predecessorAppId IS NULL OR (prev IS NOT NULL AND prev.successorAppId IS NULL AND NOT coalesce(prev.retired, false))
     OPTIONAL MATCH (parent:Template {appId: $parentTemplateAppId})
     WITH prev, parent WHERE $parentTemplateAppId IS NULL OR parent IS NOT NULL
     CREATE (t:Template {appId: $appId, kind: $kind, name: $name, body: $body, parentTemplateAppId: $parentTemplateAppId, revision: $revision,
       lineageAppId: $lineageAppId, predecessorAppId: $predecessorAppId, successorAppId: null, retired: false,
       createdAt: datetime(), createdBy: $createdBy})
     FOREACH (_p IN CASE WHEN parent IS NULL THEN [] ELSE [parent] END | CREATE (t)-[:INHERITS_FROM]->(_p))
     FOREACH (_p IN CASE WHEN prev IS NULL THEN [] ELSE [prev] END | CREATE (t)-[:REVISION_OF]->(_p) SET _p.successorAppId = $appId)
     RETURN ${projection} AS t`,
    { ...t, body: JSON.stringify(t.body), revision: cypherInt(t.revision) },
  );
  const row = r.records[0];
  return row ? toRecord(row.get('t')) : undefined;
}

/** Marks a template retired (idempotent); false when it does not exist. */
export async function retireTemplate(appId: string, by: string): Promise<boolean> {
  const r = await writeQuery<{ n: number }>(
    `MATCH (t:Template {appId: $appId})
     SET t.retiredAt = coalesce(t.retiredAt, datetime()), t.retiredBy = coalesce(t.retiredBy, $by), t.retired = true
     RETURN count(t) AS n`,
    { appId, by },
  );
  return Number(r.records[0]?.get('n') ?? 0) > 0;
}
