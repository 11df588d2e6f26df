import type { Principal } from '../../kernel/principal.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess } from '../../access/permissions/gate.ts';
import { listParams, orderedPage } from '../../platform/graph/paging.ts';
import { graphSchemaCurrent } from '../../platform/graph/schema-state.ts';
import { parseAttributes, str, time } from '../../platform/graph/entity-row.ts';
import type { DataObjectListOptions, DataObjectView } from './dataobjects.ts';

/**
 * The list of a Collection's DataObjects in one pass (issue 34): the page's rows as flat lists
 * of the properties the wire needs, and every relationship of the page that the view counts or
 * lists (children, parent, predecessors, successors, references, incoming DataObject references)
 * from one expansion per row, grouped per row here. The single reads (`dataObjectView` in
 * dataobjects.ts) run eleven subqueries per row instead; a 10,000-row list made 565,000 database
 * hits that way, this makes about 15 per row (one index entry, ten properties, the relationship
 * chain). `dataObjectsJson` writes the answer straight from the rows, the same bytes as
 * `JSON.stringify` of the views (test/integration/legacy-dataobject-list.test.ts holds it to the
 * single GETs).
 */

/** One row: id, appId, name, description, attributes (stored JSON), createdAt and updatedAt (epoch ms), createdBy, updatedBy, revision. */
type Row = readonly unknown[];
/** One relationship of a row: the row's id, the type, whether the row is its start, the other node's id and labels. */
type Link = readonly [number, string, boolean, unknown, readonly string[]];

export interface DataObjectPage {
  readonly collectionId: number;
  readonly rows: readonly Row[];
  readonly links: ReadonlyMap<number, readonly Link[]>;
}

/**
 * Where a page of DataObjects comes from. For the orders a composite index provides (creation
 * order by id, name, createdAt), the Collection's DataObjects are read in index order from its
 * `collectionId` prefix and the scan stops at the end of the page: the cost follows the page,
 * not the Collection (the planner picks the index for the equality prefix and the ORDER BY).
 * `updatedAt` is null until the first update, and a range index leaves such rows out, so that
 * order reads `updatedKey` instead: the update's epoch milliseconds, or NEVER_UPDATED (after every
 * real value) for a DataObject never updated, which is where the plain sort puts a null (last
 * ascending, first descending). Until this process has seen the graph schema current (indexes
 * online, list keys backfilled), every order sorts the Collection's rows as before.
 */
const INDEX_ORDER = {
  id: { keys: ['d.collectionId', 'd.id'] },
  name: { keys: ['d.collectionId', 'd.nameKey', 'd.id'] },
  createdAt: { keys: ['d.collectionId', 'd.createdAt', 'd.id'] },
  updatedAt: { keys: ['d.collectionId', 'd.updatedKey', 'd.id'] },
} as const;
const indexOrder = (orderBy: DataObjectListOptions['orderBy']) => {
  if (!graphSchemaCurrent()) return undefined;
  return INDEX_ORDER[orderBy ?? 'id'];
};

/** The `updatedKey` of a DataObject never updated: after every epoch millisecond. */
export const NEVER_UPDATED = cypherInt(Number.MAX_SAFE_INTEGER);

/** The clauses that select (`source`) and order and cut (`order`) a page, chosen once per request. */
function pageClauses(options: DataObjectListOptions): { source: string; order: string } {
  const o = indexOrder(options.orderBy);
  if (!o) return { source: 'MATCH (c)-[:HAS_DATAOBJECT]->(d:DataObject) WITH c, d', order: orderedPage('d') };
  const dir = options.orderDesc ? 'DESC' : 'ASC';
  return {
    // The hint: the planner costs the composite indexes alike (same equality prefix) and otherwise
    // may take (collectionId, id) and sort the whole Collection for another order.
    source: `MATCH (d:DataObject) USING INDEX d:DataObject(${o.keys.map((k) => k.slice(2)).join(', ')})
       WHERE d.collectionId = $collectionId AND ${o.keys
         .slice(1)
         .map((k) => `${k} IS NOT NULL`)
         .join(' AND ')}
       WITH c, d`,
    order: `ORDER BY ${o.keys.map((k) => `${k} ${dir}`).join(', ')} SKIP $skip LIMIT $limit`,
  };
}

/** The relationships the view reads, in one expansion of each row. */
const LINK_TYPES = 'HAS_CHILD|HAS_SUCCESSOR|HAS_REFERENCE|POINTS_TO';

/** The list query and its parameters (exported for the bench's PROFILE). */
export function dataObjectListQuery(
  principal: Principal,
  collectionId: number,
  options: DataObjectListOptions,
): { cypher: string; params: Record<string, unknown> } {
  const page = pageClauses(options);
  const related = (v: number | undefined) => (v === undefined ? null : cypherInt(v));
  return {
    cypher: `MATCH (c:BasicEntity:Collection {id: $collectionId})
     WITH c, COLLECT {
       ${page.source}
       WHERE ($name IS NULL OR d.name = $name)
         AND ($parentId IS NULL
              OR ($parentId = -1 AND NOT EXISTS { (d)<-[:HAS_CHILD]-(:DataObject) })
              OR EXISTS { (d)<-[:HAS_CHILD]-(:DataObject {id: $parentId}) })
         AND ($predecessorId IS NULL
              OR ($predecessorId = -1 AND NOT EXISTS { (d)<-[:HAS_SUCCESSOR]-(:DataObject) })
              OR EXISTS { (d)<-[:HAS_SUCCESSOR]-(:DataObject {id: $predecessorId}) })
         AND ($successorId IS NULL
              OR ($successorId = -1 AND NOT EXISTS { (d)-[:HAS_SUCCESSOR]->(:DataObject) })
              OR EXISTS { (d)-[:HAS_SUCCESSOR]->(:DataObject {id: $successorId}) })
       ${page.order}
       RETURN d
     } AS ds
     RETURN ${permissionsOf('c')} AS perms,
       [d IN ds | [d.id, d.appId, d.name, d.description, d.attributes, d.createdAt.epochMillis,
                   d.createdBy, d.updatedAt.epochMillis, d.updatedBy, d.revision]] AS rows,
       COLLECT {
         UNWIND ds AS d
         MATCH (d)-[r:${LINK_TYPES}]-(x)
         RETURN [d.id, type(r), startNode(r) = d, x.id, labels(x)]
       } AS links`,
    params: {
      collectionId: cypherInt(collectionId),
      parentId: related(options.parentId),
      predecessorId: related(options.predecessorId),
      successorId: related(options.successorId),
      ...listParams(options),
      ...gateParams(principal),
    },
  };
}

/** The page of a Collection's DataObjects the caller may read (404 and 403 by the Collection's gate). */
export async function readDataObjectPage(
  principal: Principal,
  collectionId: number,
  options: DataObjectListOptions,
): Promise<DataObjectPage> {
  const q = dataObjectListQuery(principal, collectionId, options);
  const r = await readQuery<{ perms: unknown; rows: Row[]; links: Link[] }>(q.cypher, q.params);
  const record = r.records[0];
  assertAccess(
    principal,
    { kind: 'Collection', id: collectionId },
    record ? parsePermissions(record.get('perms')) : undefined,
    'read',
  );
  const links = new Map<number, Link[]>();
  for (const link of record?.get('links') ?? []) {
    const own = links.get(link[0]);
    if (own) own.push(link);
    else links.set(link[0], [link]);
  }
  return { collectionId, rows: record?.get('rows') ?? [], links };
}

/** What the view derives from a row's relationships; id lists ascending, as the single read orders them. */
interface Related {
  parentId: number | null;
  childrenIds: number[];
  predecessorIds: number[];
  successorIds: number[];
  referenceIds: number[];
  incomingIds: number[];
  fileBundleCount: number;
  structuredDataReferenceCount: number;
  spatialDataReferenceCount: number;
  timeseriesReferenceCount: number;
  videoStreamReferenceCount: number;
}

const COUNTED = {
  FileReference: 'fileBundleCount',
  StructuredDataReference: 'structuredDataReferenceCount',
  SpatialDataReference: 'spatialDataReferenceCount',
  TimeseriesReference: 'timeseriesReferenceCount',
  VideoStreamReference: 'videoStreamReferenceCount',
} as const;

const ascending = (a: number, b: number) => a - b;
const NONE: readonly Link[] = [];

function related(links: readonly Link[]): Related {
  const r: Related = {
    parentId: null,
    childrenIds: [],
    predecessorIds: [],
    successorIds: [],
    referenceIds: [],
    incomingIds: [],
    fileBundleCount: 0,
    structuredDataReferenceCount: 0,
    spatialDataReferenceCount: 0,
    timeseriesReferenceCount: 0,
    videoStreamReferenceCount: 0,
  };
  const parents: number[] = [];
  for (const [, type, outgoing, other, labels] of links) {
    const id = typeof other === 'number' ? other : undefined;
    const isDataObject = labels.includes('DataObject');
    if (type === 'HAS_REFERENCE') {
      if (!outgoing) continue;
      if (id !== undefined) r.referenceIds.push(id);
      for (const label of labels) {
        const field = COUNTED[label as keyof typeof COUNTED];
        if (field) r[field] += 1;
      }
    } else if (id === undefined) {
      // an id list leaves out a node without an id, as idsOf does for the single read
    } else if (type === 'POINTS_TO') {
      if (!outgoing && labels.includes('DataObjectReference')) r.incomingIds.push(id);
    } else if (!isDataObject) {
      // children, parents, predecessors and successors are DataObjects
    } else if (type === 'HAS_CHILD') {
      (outgoing ? r.childrenIds : parents).push(id);
    } else if (type === 'HAS_SUCCESSOR') {
      (outgoing ? r.successorIds : r.predecessorIds).push(id);
    }
  }
  for (const list of [parents, r.childrenIds, r.predecessorIds, r.successorIds, r.referenceIds, r.incomingIds])
    if (list.length > 1) list.sort(ascending);
  r.parentId = parents[0] ?? null;
  return r;
}

/** The views of a page, as the single read builds them (for callers that need objects, e.g. the export). */
export function dataObjectViews(page: DataObjectPage): DataObjectView[] {
  return page.rows.map((row) => {
    const stamp = stampFields(row);
    return {
      ...stamp,
      collectionId: page.collectionId,
      ...related(page.links.get(Number(row[0])) ?? NONE),
    };
  });
}

function stampFields(row: Row) {
  return {
    id: Number(row[0]),
    appId: str(row[1]) ?? '',
    createdAt: time(row[5]) ?? '',
    createdBy: str(row[6]) ?? '',
    updatedAt: time(row[7]),
    updatedBy: str(row[8]),
    revision: typeof row[9] === 'number' ? row[9] : 1,
    name: str(row[2]) ?? '',
    description: str(row[3]),
    attributes: parseAttributes(row[4]),
  };
}

const q = JSON.stringify;
const nullable = (v: string | null): string => (v === null ? 'null' : q(v));
const ids = (list: readonly number[]): string => `[${list.join(',')}]`;

/**
 * A stored attributes text that is a flat object of strings (as every text `storedAttributes`
 * writes is): its parse is what `parseAttributes` keeps, key for key in the same order, so it
 * is written without the filter's copies. Anything else takes `parseAttributes`.
 */
const PLAIN_STRING = '"(?:[^"\\\\\\u0000-\\u001f]|\\\\["\\\\bfnrt])*"';
const FLAT_STRINGS = new RegExp(`^\\{(?:${PLAIN_STRING}:${PLAIN_STRING}(?:,(?=")|(?=\\})))*\\}$`);
const attributesJson = (stored: unknown): string =>
  q(typeof stored === 'string' && FLAT_STRINGS.test(stored) ? JSON.parse(stored) : parseAttributes(stored));

const relatedJson = (r: Related): string =>
  `"parentId":${r.parentId === null ? 'null' : r.parentId},` +
  `"childrenIds":${ids(r.childrenIds)},"predecessorIds":${ids(r.predecessorIds)},` +
  `"successorIds":${ids(r.successorIds)},"referenceIds":${ids(r.referenceIds)},` +
  `"incomingIds":${ids(r.incomingIds)},"fileBundleCount":${r.fileBundleCount},` +
  `"structuredDataReferenceCount":${r.structuredDataReferenceCount},` +
  `"spatialDataReferenceCount":${r.spatialDataReferenceCount},` +
  `"timeseriesReferenceCount":${r.timeseriesReferenceCount},` +
  `"videoStreamReferenceCount":${r.videoStreamReferenceCount}}`;
/** The tail of a row without relationships, most rows of a large Collection. */
const UNRELATED = relatedJson(related(NONE));

/**
 * The JSON array of a page's views, written straight from the rows: the bytes `JSON.stringify`
 * gives for `dataObjectViews(page)` (same keys in the same order; ids are integers below 2^53,
 * which `join` and `JSON.stringify` write alike), without building the objects first.
 */
export function dataObjectsJson(page: DataObjectPage): string {
  const parts: string[] = [];
  const collection = String(page.collectionId);
  for (const row of page.rows) {
    const id = Number(row[0]);
    const links = page.links.get(id);
    const description = str(row[3]);
    const updatedAt = time(row[7]);
    const updatedBy = str(row[8]);
    parts.push(
      `{"id":${q(id)},"appId":${q(str(row[1]) ?? '')},"createdAt":${q(time(row[5]) ?? '')},` +
        `"createdBy":${q(str(row[6]) ?? '')},"updatedAt":${nullable(updatedAt)},"updatedBy":${nullable(updatedBy)},` +
        `"revision":${typeof row[9] === 'number' ? q(row[9]) : '1'},"name":${q(str(row[2]) ?? '')},` +
        `"description":${nullable(description)},"attributes":${attributesJson(row[4])},` +
        `"collectionId":${collection},${links ? relatedJson(related(links)) : UNRELATED}`,
    );
  }
  return `[${parts.join(',')}]`;
}
