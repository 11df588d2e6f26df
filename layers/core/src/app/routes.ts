import { createMatcher } from '../http/match.ts';
import type { RouteDef } from '../kernel/route-types.ts';
import { features } from './features.ts';

const [
  ops,
  admin,
  plugins,
  provenance,
  accounts,
  collections,
  users,
  references,
  search,
  semantic,
  files,
  collectionExport,
  filesMigration,
  ,
  ,
  timeseries,
  structuredData,
  spatial,
  hdf,
  ontologies,
  templates,
  publishing,
] = features;
const mappings = features.find(
  (f): f is Extract<(typeof features)[number], { name: 'mappings' }> => f.name === 'mappings',
)!;
const views = features.find((f): f is Extract<(typeof features)[number], { name: 'views' }> => f.name === 'views')!;
const importer = features.find(
  (f): f is Extract<(typeof features)[number], { name: 'importer' }> => f.name === 'importer',
)!;
const snapshots = features.find(
  (f): f is Extract<(typeof features)[number], { name: 'snapshots' }> => f.name === 'snapshots',
)!;
const ai = features.find((f): f is Extract<(typeof features)[number], { name: 'ai' }> => f.name === 'ai')!;
const wikiWriter = features.find(
  (f): f is Extract<(typeof features)[number], { name: 'wiki-writer' }> => f.name === 'wiki-writer',
)!;

/**
 * THE route table (DESIGN §1): the CDK stack creates API Gateway routes from it, the local
 * gateway dispatches with it, the OpenAPI documents are generated from it and every group
 * handler implements exactly its rows. Nothing else lists routes. The rows live with their
 * features; this fixes the order in which they are listed (the OpenAPI document's order).
 */
export const routes = [
  ...ops.routes.opsRoutes,
  ...admin.routes.adminRoutes,
  ...plugins.routes.pluginsRoutes,
  ...ai.routes.aiRoutes,
  ...wikiWriter.routes.wikiWriterRoutes,
  ...provenance.routes.provenanceRoutes,
  ...accounts.routes.accountRoutes,
  ...collections.routes.collectionsRoutes,
  ...users.routes.legacyUsersRoutes,
  ...references.routes.legacyRefsRoutes,
  ...search.routes.legacySearchRoutes,
  ...semantic.routes.legacySemanticRoutes,
  ...ontologies.routes.semanticRoutes,
  ...files.routes.legacyFilesRoutes,
  ...timeseries.routes.timeseriesRoutes,
  ...structuredData.routes.structuredDataRoutes,
  ...spatial.routes.spatialRoutes,
  ...hdf.routes.hdfRoutes,
  ...templates.routes.templatesRoutes,
  ...views.routes.viewsRoutes,
  ...mappings.routes.mappingsRoutes,
  ...snapshots.routes.snapshotsRoutes,
  ...publishing.routes.publishingRoutes,
  ...collectionExport.routes.legacyExportRoutes,
  ...filesMigration.routes.filesMigrationRoutes,
  ...importer.routes.importerRoutes,
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type OperationId = Route['operationId'];

/** Matches a method and path against the whole table (the local gateway, the `$default` fallback). */
export const matchRoute = createMatcher(routes);

/** Unmatched requests go to the `ops` group's `$default` route, which answers 404 or 405 as problem JSON. */
export const fallbackGroup = 'ops' as const;
