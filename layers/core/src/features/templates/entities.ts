import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess } from '../../access/permissions/gate.ts';
import type { Access } from '../../access/permissions/model.ts';
import type { Principal } from '../../kernel/principal.ts';
import { notFound } from '../../kernel/problem.ts';
import { readQuery } from '../../platform/graph/driver.ts';

/** Collections and DataObjects as the /v2 template flows address them: by appId, behind the Collection's gate. */
export interface CollectionRef {
  id: number;
  appId: string;
  templateAllowList: string[] | null;
  viewRecipeAppIds: string[];
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function toCollection(m: Record<string, unknown>): CollectionRef {
  return {
    id: Number(m['id']),
    appId: String(m['appId']),
    templateAllowList:
      m['templateAllowList'] === null || m['templateAllowList'] === undefined ? null : strings(m['templateAllowList']),
    viewRecipeAppIds: strings(m['viewRecipeAppIds']),
  };
}

const collectionFields = 'c { .id, .appId, .templateAllowList, .viewRecipeAppIds }';

/** The Collection with `appId`, after the gate (404 missing, 403 without `access`). */
export async function gatedCollection(principal: Principal, appId: string, access: Access): Promise<CollectionRef> {
  const r = await readQuery<{ perms: unknown; c: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:Collection {appId: $appId}) RETURN ${permissionsOf('c')} AS perms, ${collectionFields} AS c LIMIT 1`,
    { appId, ...gateParams(principal) },
  );
  const row = r.records[0];
  if (!row) throw notFound(`No Collection has appId ${appId}.`);
  assertAccess(
    principal,
    { kind: 'Collection', id: Number(row.get('c')['id']) },
    parsePermissions(row.get('perms')),
    access,
  );
  return toCollection(row.get('c'));
}

export interface DataObjectRow {
  id: number;
  appId: string;
  name: string;
  description: string | null;
  attributes: Record<string, string>;
  templateAppId: string | null;
  parentAppId: string | null;
  predecessorAppIds: string[];
  annotations: { propertyIRI: string; valueIRI: string }[];
  collection: CollectionRef;
}

function parseAttributes(v: unknown): Record<string, string> {
  if (typeof v !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(v);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** The focus entity of `applicable`: a Collection or a DataObject, with its Collection, after the gate (read). */
export async function gatedFocus(
  principal: Principal,
  appId: string,
): Promise<{ kind: 'Collection' | 'DataObject'; collection: CollectionRef; dataObjectTemplate: string | null }> {
  const r = await readQuery<{ perms: unknown; c: Record<string, unknown>; kind: string; tmpl: string | null }>(
    `MATCH (e:BasicEntity {appId: $appId}) WHERE e:Collection OR e:DataObject
     OPTIONAL MATCH (owner:Collection)-[:HAS_DATAOBJECT]->(e)
     WITH e, CASE WHEN e:Collection THEN e ELSE owner END AS c
     WHERE c IS NOT NULL
     RETURN ${permissionsOf('c')} AS perms, ${collectionFields} AS c, CASE WHEN e:Collection THEN 'Collection' ELSE 'DataObject' END AS kind,
       e.templateAppId AS tmpl LIMIT 1`,
    { appId, ...gateParams(principal) },
  );
  const row = r.records[0];
  if (!row) throw notFound(`No Collection or DataObject has appId ${appId}.`);
  assertAccess(
    principal,
    { kind: 'Collection', id: Number(row.get('c')['id']) },
    parsePermissions(row.get('perms')),
    'read',
  );
  return {
    kind: row.get('kind') === 'Collection' ? 'Collection' : 'DataObject',
    collection: toCollection(row.get('c')),
    dataObjectTemplate: row.get('tmpl'),
  };
}

/** A DataObject by appId with what its RDF needs, in one read, after the gate on its Collection (read). */
export async function gatedDataObject(principal: Principal, appId: string): Promise<DataObjectRow> {
  const r = await readQuery<{ perms: unknown; c: Record<string, unknown>; d: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:Collection)-[:HAS_DATAOBJECT]->(d:BasicEntity:DataObject {appId: $appId})
     RETURN ${permissionsOf('c')} AS perms, ${collectionFields} AS c, d {
       .id, .appId, .name, .description, .attributes, .templateAppId,
       parentAppId: COLLECT { MATCH (d)<-[:HAS_CHILD]-(_p:DataObject) RETURN _p.appId LIMIT 1 }[0],
       predecessorAppIds: COLLECT { MATCH (d)<-[:HAS_SUCCESSOR]-(_p:DataObject) RETURN _p.appId ORDER BY _p.appId },
       annotations: COLLECT { MATCH (d)-[:HAS_ANNOTATION]->(_a:SemanticAnnotation) RETURN {propertyIRI: _a.propertyIRI, valueIRI: _a.valueIRI} ORDER BY _a.id }
     } AS d LIMIT 1`,
    { appId, ...gateParams(principal) },
  );
  const row = r.records[0];
  if (!row) throw notFound(`No DataObject has appId ${appId}.`);
  const collection = toCollection(row.get('c'));
  assertAccess(principal, { kind: 'Collection', id: collection.id }, parsePermissions(row.get('perms')), 'read');
  const d = row.get('d');
  const anns = Array.isArray(d['annotations']) ? (d['annotations'] as Record<string, unknown>[]) : [];
  return {
    id: Number(d['id']),
    appId: String(d['appId']),
    name: String(d['name'] ?? ''),
    description: typeof d['description'] === 'string' ? d['description'] : null,
    attributes: parseAttributes(d['attributes']),
    templateAppId: typeof d['templateAppId'] === 'string' ? d['templateAppId'] : null,
    parentAppId: typeof d['parentAppId'] === 'string' ? d['parentAppId'] : null,
    predecessorAppIds: strings(d['predecessorAppIds']),
    annotations: anns.flatMap((a) =>
      typeof a['propertyIRI'] === 'string' && typeof a['valueIRI'] === 'string'
        ? [{ propertyIRI: a['propertyIRI'], valueIRI: a['valueIRI'] }]
        : [],
    ),
    collection,
  };
}
