import { opsRoutes } from './route-table/ops.ts';
import { adminRoutes } from './route-table/admin.ts';
import { pluginsRoutes } from './route-table/plugins.ts';
import { legacyRoutes } from './route-table/legacy.ts';
import { provenanceRoutes } from './route-table/provenance.ts';
import { legacyUsersRoutes } from './route-table/legacy-users.ts';
import { legacyRefsRoutes } from './route-table/legacy-refs.ts';
import { legacySearchRoutes } from './route-table/legacy-search.ts';
import { legacySemanticRoutes } from './route-table/legacy-semantic.ts';
import { legacyFilesRoutes } from './route-table/legacy-files.ts';
import { legacyExportRoutes } from './route-table/legacy-export.ts';
import { filesMigrationRoutes } from './route-table/files-migration.ts';
import type { RouteDef } from './route-types.ts';

/**
 * THE route table (DESIGN §1): the CDK stack creates API Gateway routes from it, the local
 * gateway dispatches with it, the OpenAPI documents are generated from it and every group
 * handler implements exactly its rows. Nothing else lists routes. Its rows are kept in one
 * module per area under route-table/, assembled here in a fixed order.
 */
export const routes = [...opsRoutes, ...adminRoutes, ...pluginsRoutes, ...provenanceRoutes, ...legacyRoutes, ...legacyUsersRoutes, ...legacyRefsRoutes, ...legacySearchRoutes, ...legacySemanticRoutes, ...legacyFilesRoutes, ...legacyExportRoutes, ...filesMigrationRoutes] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type OperationId = Route['operationId'];
export type GroupOperationId<G extends RouteDef['group']> = Extract<Route, { group: G }>['operationId'];

/** Unmatched requests go to the `ops` group's `$default` route, which answers 404 or 405 as problem JSON. */
export const fallbackGroup = 'ops' as const;
