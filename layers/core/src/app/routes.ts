import { createMatcher } from '../http/match.ts';
import type { RouteDef } from '../kernel/route-types.ts';
import { features } from './features.ts';

type Feature = (typeof features)[number];
export type FeatureName = Feature['name'];

/** The listed features by name, each with its own manifest type (so its route lists stay typed). */
const feature = Object.fromEntries(features.map((f) => [f.name, f])) as {
  readonly [F in Feature as F['name']]: F;
};

/**
 * THE route table (docs/architecture.md §1): the CDK stack creates API Gateway routes from it, the local
 * gateway dispatches with it, the OpenAPI documents are generated from it and every group
 * handler implements exactly its rows. Nothing else lists routes. The rows live with their
 * features; this fixes the order in which they are listed (the OpenAPI document's order).
 */
export const routes = [
  ...feature.ops.routes.opsRoutes,
  ...feature.admin.routes.adminRoutes,
  ...feature.plugins.routes.pluginsRoutes,
  ...feature.ai.routes.aiRoutes,
  ...feature['wiki-writer'].routes.wikiWriterRoutes,
  ...feature.provenance.routes.provenanceRoutes,
  ...feature.accounts.routes.accountRoutes,
  ...feature.collections.routes.collectionsRoutes,
  ...feature.users.routes.legacyUsersRoutes,
  ...feature.references.routes.legacyRefsRoutes,
  ...feature.search.routes.legacySearchRoutes,
  ...feature.semantic.routes.legacySemanticRoutes,
  ...feature.ontologies.routes.semanticRoutes,
  ...feature.files.routes.legacyFilesRoutes,
  ...feature.timeseries.routes.timeseriesRoutes,
  ...feature['structured-data'].routes.structuredDataRoutes,
  ...feature.spatial.routes.spatialRoutes,
  ...feature.hdf.routes.hdfRoutes,
  ...feature.templates.routes.templatesRoutes,
  ...feature.views.routes.viewsRoutes,
  ...feature.mappings.routes.mappingsRoutes,
  ...feature.snapshots.routes.snapshotsRoutes,
  ...feature.publishing.routes.publishingRoutes,
  ...feature.export.routes.legacyExportRoutes,
  ...feature['files-migration'].routes.filesMigrationRoutes,
  ...feature.importer.routes.importerRoutes,
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type OperationId = Route['operationId'];

/** Matches a method and path against the whole table (the local gateway, the `$default` fallback). */
export const matchRoute = createMatcher(routes);

/** Unmatched requests go to the `ops` group's `$default` route, which answers 404 or 405 as problem JSON. */
export const fallbackGroup = 'ops' as const;
