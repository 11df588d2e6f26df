import type { Principal } from '../../kernel/principal.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { badRequest, notFound } from '../../kernel/problem.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess, requireAccess } from '../../access/permissions/gate.ts';
import { insertReference, kindReferences } from '../references/kind-service.ts';
import { matchScope, type ReferenceView, type Scope } from '../references/references.ts';
import { containerTarget } from './containers.ts';
import { filesOf, readStoredFile, type Download, type ShepardFileView } from './files.ts';

/**
 * File references: `(d)-[:HAS_REFERENCE]->(r:BasicEntity:FileReference {fileOids, fileContainerId})`,
 * gated like every reference by the Collection in the path; reading their payload also needs
 * read access on the container (a reference never opens a container to someone who cannot
 * read it). `fileContainerId` survives the container's deletion, as upstream.
 */
export type FileReferenceView = ReferenceView & { fileOids: string[]; fileContainerId: number };

const KIND = 'FileReference' as const;

interface Fields {
  fileOids: string[];
  fileContainerId: number;
}

/** A reference's own fields from its stored properties (also read by the Collection export). */
export function fileReferenceFields(m: { fileOids?: unknown; fileContainerId?: unknown }): Fields {
  const oids = m.fileOids;
  return {
    fileOids: Array.isArray(oids) ? oids.filter((x): x is string => typeof x === 'string') : [],
    fileContainerId: Number(m.fileContainerId),
  };
}

const fileReferences = kindReferences<Fields>({
  kind: KIND,
  properties: ['fileOids', 'fileContainerId'],
  fields: fileReferenceFields,
  absent: { fileOids: [], fileContainerId: 0 },
});

export const listFileReferences: (principal: Principal, s: Scope) => Promise<FileReferenceView[]> = fileReferences.list;

export const getFileReference: (principal: Principal, s: Scope, refId: number) => Promise<FileReferenceView> =
  fileReferences.get;

export interface FileReferenceInput {
  readonly name: string;
  readonly fileOids: readonly string[];
  readonly fileContainerId: number;
}

/**
 * Needs write on the path's Collection and read on the container; the container must exist
 * and hold every listed oid (400 otherwise).
 */
export async function createFileReference(
  principal: Principal,
  s: Scope,
  input: FileReferenceInput,
  opts: { readonly appId?: string } = {},
): Promise<FileReferenceView> {
  const scope = {
    collectionId: cypherInt(s.collectionId),
    dataObjectId: cypherInt(s.dataObjectId),
    ...gateParams(principal),
  };
  const pre = await readQuery<{
    perms: unknown;
    found: boolean;
    containerFound: boolean;
    containerPerms: unknown;
    knownOids: string[];
  }>(
    `${matchScope}
     OPTIONAL MATCH (e:BasicEntity:FileContainer {id: $containerId})
     RETURN ${permissionsOf('c')} AS perms, d IS NOT NULL AS found, e IS NOT NULL AS containerFound,
       CASE WHEN e IS NULL THEN null ELSE ${permissionsOf('e')} END AS containerPerms,
       COLLECT { MATCH (e)-[:HAS_FILE]->(f:ShepardFile) WHERE f.oid IN $oids RETURN DISTINCT f.oid } AS knownOids
     LIMIT 1`,
    { ...scope, containerId: cypherInt(input.fileContainerId), oids: [...input.fileOids] },
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
  if (!row.get('containerFound'))
    throw badRequest(`The referenced FileContainer ${input.fileContainerId} does not exist.`);
  assertAccess(principal, containerTarget(input.fileContainerId), parsePermissions(row.get('containerPerms')), 'read');
  const known = new Set(row.get('knownOids'));
  const unknown = input.fileOids.filter((o) => !known.has(o));
  if (unknown.length > 0)
    throw badRequest(`FileContainer ${input.fileContainerId} holds no file ${unknown.join(', ')}.`);

  const oids = [...new Set(input.fileOids)];
  const view = await insertReference(principal, s, KIND, {
    name: input.name,
    appId: opts.appId,
    props: { fileOids: oids, fileContainerId: cypherInt(input.fileContainerId) },
  });
  return { ...view, fileOids: oids, fileContainerId: input.fileContainerId };
}

/** The reference (read on its Collection) and read on its container. */
async function readable(principal: Principal, s: Scope, refId: number): Promise<FileReferenceView> {
  const ref = await getFileReference(principal, s, refId);
  await requireAccess(principal, containerTarget(ref.fileContainerId), 'read');
  return ref;
}

/** `getFiles`: the records the reference lists that still exist in its container. */
export async function fileReferenceFiles(principal: Principal, s: Scope, refId: number): Promise<ShepardFileView[]> {
  const ref = await readable(principal, s, refId);
  return filesOf(ref.fileContainerId, ref.fileOids);
}

/** `getFilePayload`: only an oid the reference lists is served through it. */
export async function fileReferencePayload(
  principal: Principal,
  s: Scope,
  refId: number,
  oid: string,
): Promise<Download> {
  const ref = await readable(principal, s, refId);
  if (!ref.fileOids.includes(oid)) throw notFound(`FileReference ${refId} does not reference file ${oid}.`);
  return readStoredFile(ref.fileContainerId, oid);
}
