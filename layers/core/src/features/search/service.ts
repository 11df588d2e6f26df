import type * as z from 'zod';
import type { Principal } from '../../kernel/principal.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { gateParams, readableBy } from '../../access/permissions/cypher.ts';
import { collectionView, toView, type CollectionView } from '../collections/collections.ts';
import { entityFields, entityProjection, stampOf, str, type EntityFields } from '../../platform/graph/entity-row.ts';
import { parseQuery } from './query.ts';
import {
  attributeAnchor,
  BASIC_ENTITY_PROPERTIES,
  translate,
  type SearchTarget,
  type Translation,
} from './translate.ts';
import { graphSchemaCurrent } from '../../platform/graph/schema-state.ts';
import type { COLLECTION_ORDER, CONTAINER_ORDER, CONTAINER_TYPES, QUERY_TYPES, searchScope } from './wire.ts';

/**
 * Legacy search. Every searchable kind is a `SearchTarget` (its property allow-list) plus a
 * runner; kinds the graph does not hold yet (references, structured data) have a target, so their
 * queries are validated exactly as they will be, and an empty runner. Container search covers
 * every container kind (`containerLabels`).
 *
 * Permissions: every match goes through the shared gate `readableBy` (DataObjects through their
 * Collection), inside the query, so counts and pages never include what the caller cannot read.
 */
export const collectionTarget: SearchTarget = {
  kind: 'Collection',
  properties: BASIC_ENTITY_PROPERTIES,
  attributes: true,
};
export const dataObjectTarget: SearchTarget = {
  kind: 'DataObject',
  properties: BASIC_ENTITY_PROPERTIES,
  attributes: true,
};
export const referenceTarget: SearchTarget = {
  kind: 'Reference',
  properties: BASIC_ENTITY_PROPERTIES,
  attributes: false,
};
const { description: _d, ...containerProperties } = BASIC_ENTITY_PROPERTIES;
export const containerTarget: SearchTarget = { kind: 'Container', properties: containerProperties, attributes: false };

type QueryType = (typeof QUERY_TYPES)[number];
type Scope = z.output<typeof searchScope>;
type Triple = { collectionId?: number; dataObjectId?: number; referenceId?: number };

const compile = (query: string, target: SearchTarget): Translation => translate(parseQuery(query), target);

// ── POST /search ─────────────────────────────────────────────────────────────────────
export interface SearchAnswer {
  searchParams: { query: string; queryType: QueryType };
  resultSet: Triple[];
  results: EntityFields[];
}

/**
 * A scope narrows the search: none of its ids = everything the caller may read; `collectionId`
 * = that Collection (or, for DataObjects, its DataObjects); `dataObjectId` = that DataObject plus
 * (reading of the contract's traversal rules) the DataObjects reachable from it along each
 * listed rule, transitively: children/parents over HAS_CHILD, successors/predecessors over
 * HAS_SUCCESSOR. Results of several scopes are united; every answer is ordered by id.
 */
export async function search(
  principal: Principal,
  params: { query: string; queryType: QueryType },
  scopes: readonly Scope[],
): Promise<SearchAnswer> {
  const empty = { searchParams: params, resultSet: [], results: [] };
  switch (params.queryType) {
    case 'Collection': {
      const tree = parseQuery(params.query);
      const t = translate(tree, collectionTarget);
      const anchor = collectionAnchor(tree);
      const scoped = scopes.every((s) => s.collectionId !== null)
        ? scopes.map((s) => cypherInt(s.collectionId ?? 0))
        : null;
      const r = await readQuery<{ view: Record<string, unknown> }>(
        `${collectionsFrom(anchor)}
         WHERE ($scoped IS NULL OR e.id IN $scoped) AND ${readableBy('e')} AND ${t.where}
         WITH e AS c ORDER BY c.id
         RETURN c { ${entityProjection('c')} } AS view`,
        { ...t.params, scoped, anchor: anchor ?? [], ...gateParams(principal) },
      );
      const results = r.records.map((rec) => entityFields(rec.get('view')));
      return { searchParams: params, resultSet: results.map((c) => ({ collectionId: c.id })), results };
    }
    case 'DataObject': {
      const tree = parseQuery(params.query);
      const t = translate(tree, dataObjectTarget);
      // The attribute index is used once this process has seen it built and backfilled.
      const anchor = graphSchemaCurrent() ? attributeAnchor(tree, dataObjectTarget) : null;
      const byId = new Map<number, { collectionId: number; fields: EntityFields }>();
      for (const scope of scopes) {
        for (const hit of await searchDataObjects(principal, t, scope, anchor)) byId.set(hit.fields.id, hit);
      }
      const hits = [...byId.values()].sort((a, b) => a.fields.id - b.fields.id);
      return {
        searchParams: params,
        resultSet: hits.map((h) => ({ collectionId: h.collectionId, dataObjectId: h.fields.id })),
        results: hits.map((h) => h.fields),
      };
    }
    case 'Reference':
    case 'StructuredData':
      // Validated now, answered empty until references exist in the graph.
      compile(params.query, referenceTarget);
      return empty;
  }
}

/**
 * The attribute pairs one of which every matching Collection holds (as for DataObjects), once this
 * process has seen the attribute index built and backfilled; null when the query gives none.
 */
const collectionAnchor = (tree: ReturnType<typeof parseQuery>): string[] | null =>
  graphSchemaCurrent() ? attributeAnchor(tree, collectionTarget) : null;

/**
 * The Collections a search considers, as `e`, ready for a WHERE: with an anchor only those the
 * attribute index finds holding one of its pairs (`$anchor`), so a search costs what it finds,
 * not the number of Collections; else every Collection.
 */
export const collectionsFrom = (anchor: string[] | null): string =>
  anchor === null
    ? 'MATCH (e:BasicEntity:Collection)'
    : `MATCH (a:AttributeValue) USING INDEX a:AttributeValue(digest) WHERE a.digest IN $anchor
       MATCH (e:BasicEntity:Collection)-[:HAS_ATTRIBUTE]->(a)
       WITH DISTINCT e`;

/** Constant traversal fragments from the start DataObject `s` to `e`, chosen by the validated rules. */
const TRAVERSALS: Readonly<Record<string, string>> = {
  children: 'MATCH (s)-[:HAS_CHILD*1..]->(e:DataObject) RETURN e',
  parents: 'MATCH (s)<-[:HAS_CHILD*1..]-(e:DataObject) RETURN e',
  successors: 'MATCH (s)-[:HAS_SUCCESSOR*1..]->(e:DataObject) RETURN e',
  predecessors: 'MATCH (s)<-[:HAS_SUCCESSOR*1..]-(e:DataObject) RETURN e',
};

/**
 * `anchor`: attribute pair digests one of which every match holds (translate.ts attributeAnchor);
 * the search then starts from the attribute index instead of walking the scope.
 */
async function searchDataObjects(
  principal: Principal,
  t: Translation,
  scope: Scope,
  anchor: string[] | null,
): Promise<{ collectionId: number; fields: EntityFields }[]> {
  const collection =
    scope.collectionId === null ? '(c:BasicEntity:Collection)' : '(c:BasicEntity:Collection {id: $collectionId})';
  let match: string;
  if (scope.dataObjectId === null && anchor !== null) {
    match = `MATCH (a:AttributeValue) USING INDEX a:AttributeValue(digest) WHERE a.digest IN $anchor
             MATCH (e:BasicEntity:DataObject)-[:HAS_ATTRIBUTE]->(a)
             MATCH ${collection}-[:HAS_DATAOBJECT]->(e)`;
  } else if (scope.dataObjectId === null) {
    match = `MATCH ${collection}-[:HAS_DATAOBJECT]->(e:BasicEntity:DataObject)`;
  } else {
    const branches = ['RETURN s AS e', ...[...new Set(scope.traversalRules)].map((rule) => TRAVERSALS[rule] ?? '')].map(
      (b) => `WITH s ${b}`,
    );
    match = `MATCH ${collection}-[:HAS_DATAOBJECT]->(s:BasicEntity:DataObject {id: $dataObjectId})
             CALL { ${branches.join(' UNION ')} }
             WITH c, e WHERE (c)-[:HAS_DATAOBJECT]->(e)`;
  }
  const r = await readQuery<{ collectionId: number; view: Record<string, unknown> }>(
    `${match}
     WITH c, e WHERE ${readableBy('c')} AND ${t.where}
     WITH DISTINCT c, e AS d
     RETURN c.id AS collectionId, d { ${entityProjection('d')} } AS view`,
    {
      ...t.params,
      collectionId: cypherInt(scope.collectionId ?? 0),
      dataObjectId: cypherInt(scope.dataObjectId ?? 0),
      anchor: anchor ?? [],
      ...gateParams(principal),
    },
  );
  return r.records.map((rec) => ({
    collectionId: Number(rec.get('collectionId')),
    fields: entityFields(rec.get('view')),
  }));
}

// ── POST /search/collections, /search/containers ─────────────────────────────────────
export interface PageOptions<O extends string> {
  readonly page?: number | undefined;
  readonly size?: number | undefined;
  readonly orderBy?: O | undefined;
  readonly orderDesc?: boolean | undefined;
}

/**
 * Paging as the contract documents it: `page` starts at 0 and only applies with `size`; without
 * `size` every match is returned. Order defaults to createdAt, descending; ties go by id in the
 * same direction; names sort case-insensitively (as the Collection list does).
 */
function pageParams(o: PageOptions<string>) {
  // List indexes are int32 in Cypher; no list of matches is longer than that.
  const INT32_MAX = 2_147_483_647;
  const size = o.size;
  const skip = size === undefined ? 0 : Math.min((o.page ?? 0) * size, INT32_MAX);
  return {
    orderBy: o.orderBy ?? 'createdAt',
    desc: o.orderDesc ?? true,
    skip: cypherInt(skip),
    end: cypherInt(size === undefined ? INT32_MAX : Math.min(skip + size, INT32_MAX)),
  };
}

export async function searchCollections(
  principal: Principal,
  query: string,
  options: PageOptions<(typeof COLLECTION_ORDER)[number]>,
): Promise<{ searchParams: { query: string }; results: CollectionView[]; totalResults: number }> {
  const tree = parseQuery(query);
  const t = translate(tree, collectionTarget);
  const anchor = collectionAnchor(tree);
  const r = await readQuery<{ total: number; views: Record<string, unknown>[] }>(
    `${collectionsFrom(anchor)}
     WHERE ${readableBy('e')} AND ${t.where}
     WITH e, CASE $orderBy WHEN 'name' THEN toLower(e.name) WHEN 'createdAt' THEN e.createdAt WHEN 'updatedAt' THEN e.updatedAt
                           WHEN 'createdBy' THEN e.createdBy WHEN 'id' THEN e.id END AS _key
     ORDER BY CASE WHEN $desc THEN null ELSE _key END ASC, CASE WHEN $desc THEN _key END DESC,
              CASE WHEN $desc THEN -e.id ELSE e.id END ASC
     WITH collect(e) AS hits
     WITH size(hits) AS total, hits[$skip..$end] AS page
     CALL { WITH page UNWIND page AS c RETURN collect(${collectionView}) AS views }
     RETURN total, views`,
    { ...t.params, ...pageParams(options), anchor: anchor ?? [], ...gateParams(principal) },
  );
  const row = r.records[0];
  const views = row?.get('views') ?? [];
  return {
    searchParams: { query },
    totalResults: Number(row?.get('total') ?? 0),
    results: views.map(toView),
  };
}

/**
 * Graph labels per container type (the kinds' labels, never input: they are spliced into Cypher).
 * BASIC is any container, as upstream's `BasicContainer` label is. A deleted container has lost
 * its kind label (containers/deletion.ts), so none of these finds it.
 */
const containerLabels = {
  FILE: 'FileContainer',
  TIMESERIES: 'TimeseriesContainer',
  STRUCTUREDDATA: 'StructuredDataContainer',
  SPATIALDATA: 'SpatialDataContainer',
} as const satisfies Readonly<Record<Exclude<(typeof CONTAINER_TYPES)[number], 'BASIC'>, string>>;
type ContainerKindType = keyof typeof containerLabels;
const kindTypes = Object.keys(containerLabels) as ContainerKindType[];

/**
 * The container search over `e` filtered by `where` (the gate and the translated query): one
 * branch per kind asked for, each starting from its label (and the kind's name index where the
 * query pins a name), so a search costs the containers of its kinds, never every entity. Then
 * one order and one page over all of them.
 */
export function containerSearchCypher(queryType: (typeof CONTAINER_TYPES)[number], where: string): string {
  const types = queryType === 'BASIC' ? kindTypes : [queryType];
  const branches = types.map(
    (type) => `MATCH (e:BasicEntity:${containerLabels[type]}) WHERE ${where} RETURN e, '${type}' AS type`,
  );
  return `CALL { ${branches.join(' UNION ALL ')} }
     WITH e, type, CASE $orderBy WHEN 'name' THEN toLower(e.name) WHEN 'createdAt' THEN e.createdAt WHEN 'createdBy' THEN e.createdBy
                                 WHEN 'type' THEN type WHEN 'id' THEN e.id END AS _key
     ORDER BY CASE WHEN $desc THEN null ELSE _key END ASC, CASE WHEN $desc THEN _key END DESC,
              CASE WHEN $desc THEN -e.id ELSE e.id END ASC
     WITH collect(e { .id, .appId, .name, .createdBy, .updatedBy, createdAt: e.createdAt.epochMillis, updatedAt: e.updatedAt.epochMillis, type: type }) AS hits
     RETURN size(hits) AS total, hits[$skip..$end] AS views`;
}

export interface ContainerHit {
  id: number;
  appId: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string | null;
  name: string;
  type: (typeof CONTAINER_TYPES)[number];
}

/** Containers the caller may read that match the query, paged and ordered like the Collection search. */
export async function searchContainers(
  principal: Principal,
  params: { query: string; queryType: (typeof CONTAINER_TYPES)[number] },
  options: PageOptions<(typeof CONTAINER_ORDER)[number]>,
): Promise<{ searchParams: typeof params; results: ContainerHit[]; totalResults: number }> {
  const t = compile(params.query, containerTarget);
  const r = await readQuery<{ total: number; views: Record<string, unknown>[] }>(
    containerSearchCypher(params.queryType, `${readableBy('e')} AND ${t.where}`),
    { ...t.params, ...pageParams(options), ...gateParams(principal) },
  );
  const row = r.records[0];
  const views = row?.get('views') ?? [];
  return {
    searchParams: params,
    totalResults: Number(row?.get('total') ?? 0),
    results: views.map((m) => {
      const { revision: _r, ...stamp } = stampOf(m);
      return { ...stamp, name: str(m['name']) ?? '', type: (str(m['type']) ?? 'FILE') as ContainerHit['type'] };
    }),
  };
}
