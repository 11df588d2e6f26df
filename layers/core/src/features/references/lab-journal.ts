import type { Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { childPreimage, keepPreimages } from '../../platform/graph/snapshot-preimages.ts';
import { ProblemError, notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess } from '../../access/permissions/gate.ts';
import type { Access } from '../../access/permissions/model.ts';
import { stampOf, str } from '../../platform/graph/entity-row.ts';
import { checkJournalHtml } from './journal-html.ts';

/**
 * Lab journal entries: HTML notes on a DataObject, gated by the DataObject's Collection (read to
 * list and get, write to create, update and delete). Listed newest first, as upstream.
 *
 *   (c:Collection)-[:HAS_DATAOBJECT]->(d:DataObject)-[:HAS_LAB_JOURNAL_ENTRY]->(l:BasicEntity:LabJournalEntry)
 */
export interface LabJournalEntryView {
  id: number;
  appId: string;
  dataObjectId: number;
  journalContent: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string | null;
  revision: number;
}

/** The wire projection of entry `l` on DataObject `d` (also read by collection exports). */
export const entryView = `l {
  .id, .appId, .journalContent, .createdBy, .updatedBy, .revision,
  createdAt: l.createdAt.epochMillis, updatedAt: l.updatedAt.epochMillis, dataObjectId: d.id
}`;

/** The entity stamp, with the entry's own fields after id and appId (the wire order). */
export function toView(m: Record<string, unknown>): LabJournalEntryView {
  const { id, appId, ...stamp } = stampOf(m);
  return {
    id,
    appId,
    dataObjectId: Number(m['dataObjectId']),
    journalContent: str(m['journalContent']) ?? '',
    ...stamp,
  };
}

interface GateRow {
  get(key: 'perms'): unknown;
  get(key: 'collectionId'): number | null;
}

/** 404 when the DataObject (or its Collection) is missing, 403 without the right. */
function gate(principal: Principal, row: GateRow | undefined, access: Access, missing: string): void {
  const collectionId = row?.get('collectionId');
  if (!row || typeof collectionId !== 'number') throw notFound(missing);
  assertAccess(principal, { kind: 'Collection', id: collectionId }, parsePermissions(row.get('perms')), access);
}

const matchObject = `
  MATCH (d:BasicEntity:DataObject {id: $dataObjectId})<-[:HAS_DATAOBJECT]-(c:BasicEntity:Collection)`;
const matchEntry = `
  MATCH (l:BasicEntity:LabJournalEntry {id: $id})<-[:HAS_LAB_JOURNAL_ENTRY]-(d:DataObject)<-[:HAS_DATAOBJECT]-(c:BasicEntity:Collection)`;

const missingObject = (id: number) => `DataObject ${id} does not exist.`;
const missingEntry = (id: number) => `LabJournalEntry ${id} does not exist.`;

export async function listLabJournalEntries(
  principal: Principal,
  dataObjectId: number,
): Promise<LabJournalEntryView[]> {
  const r = await readQuery<{ perms: unknown; collectionId: number; items: Record<string, unknown>[] }>(
    `${matchObject}
     RETURN ${permissionsOf('c')} AS perms, c.id AS collectionId, COLLECT {
       MATCH (d)-[:HAS_LAB_JOURNAL_ENTRY]->(l:LabJournalEntry)
       RETURN ${entryView} ORDER BY l.createdAt DESC, l.id DESC
     } AS items`,
    { dataObjectId: cypherInt(dataObjectId), ...gateParams(principal) },
  );
  const row = r.records[0];
  gate(principal, row, 'read', missingObject(dataObjectId));
  return (row?.get('items') ?? []).map(toView);
}

export async function getLabJournalEntry(principal: Principal, id: number): Promise<LabJournalEntryView> {
  const r = await readQuery<{ perms: unknown; collectionId: number; view: Record<string, unknown> }>(
    `${matchEntry}
     RETURN ${permissionsOf('c')} AS perms, c.id AS collectionId, ${entryView} AS view`,
    { id: cypherInt(id), ...gateParams(principal) },
  );
  const row = r.records[0];
  gate(principal, row, 'read', missingEntry(id));
  return toView(row!.get('view'));
}

const changedConcurrently = () =>
  new ProblemError('resource.conflict', 'The DataObject or entry changed while this request ran; retry it.');

export async function createLabJournalEntry(
  principal: Principal,
  dataObjectId: number,
  journalContent: string,
  opts: { readonly appId?: string } = {},
): Promise<LabJournalEntryView> {
  checkJournalHtml(journalContent);
  const params = { dataObjectId: cypherInt(dataObjectId), ...gateParams(principal) };
  const pre = await readQuery<{ perms: unknown; collectionId: number }>(
    `${matchObject} RETURN ${permissionsOf('c')} AS perms, c.id AS collectionId`,
    params,
  );
  gate(principal, pre.records[0], 'write', missingObject(dataObjectId));
  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `${matchObject}
     CREATE (d)-[:HAS_LAB_JOURNAL_ENTRY]->(l:BasicEntity:LabJournalEntry {
       id: $id, appId: $appId, journalContent: $journalContent,
       createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, revision: 1
     })
     ${keepPreimages(['c', 'd', 'l'], 'c.id', `[${childPreimage('d', 'l', true)}]`)}
     RETURN ${entryView} AS view`,
    { ...params, id: cypherInt(id), appId: opts.appId ?? newAppId(), journalContent, now: cypherInt(Date.now()) },
  );
  const row = r.records[0];
  if (!row) throw changedConcurrently();
  return toView(row.get('view'));
}

async function preflightEntry(principal: Principal, id: number): Promise<void> {
  const pre = await readQuery<{ perms: unknown; collectionId: number }>(
    `${matchEntry} RETURN ${permissionsOf('c')} AS perms, c.id AS collectionId`,
    { id: cypherInt(id), ...gateParams(principal) },
  );
  gate(principal, pre.records[0], 'write', missingEntry(id));
}

export async function updateLabJournalEntry(
  principal: Principal,
  id: number,
  journalContent: string,
): Promise<LabJournalEntryView> {
  checkJournalHtml(journalContent);
  await preflightEntry(principal, id);
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `${matchEntry}
     ${keepPreimages(['c', 'd', 'l'], 'c.id', `[${childPreimage('d', 'l')}]`)}
     SET l.journalContent = $journalContent, l.updatedAt = datetime({epochMillis: $now}), l.updatedBy = $gateUsername,
         l.revision = coalesce(l.revision, 1) + 1
     RETURN ${entryView} AS view`,
    { id: cypherInt(id), journalContent, now: cypherInt(Date.now()), ...gateParams(principal) },
  );
  const row = r.records[0];
  if (!row) throw notFound(missingEntry(id));
  return toView(row.get('view'));
}

export async function deleteLabJournalEntry(principal: Principal, id: number): Promise<void> {
  await preflightEntry(principal, id);
  const r = await writeQuery<{ n: number }>(
    `${matchEntry}
     ${keepPreimages(['c', 'd', 'l'], 'c.id', `[${childPreimage('d', 'l')}]`)}
     DETACH DELETE l
     RETURN count(*) AS n`,
    { id: cypherInt(id) },
  );
  if ((r.records[0]?.get('n') ?? 0) === 0) throw notFound(missingEntry(id));
}
