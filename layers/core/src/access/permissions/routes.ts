import type { ApiResponse } from '../../kernel/api.ts';
import { json } from '../../kernel/api.ts';
import type { Principal } from '../../kernel/principal.ts';
import { entityErrors } from '../../kernel/route-common.ts';
import type { EndpointGroup, ProvenanceDecl, OperationSpec } from '../../kernel/route-types.ts';
import type { GatedKind } from './gate.ts';
import { editPermissions, getPermissions, getRoles, type PermissionsEdit } from './service.ts';
import * as w from './wire.ts';

/**
 * The three permission operations every gated kind has (upstream: `…/permissions` GET and PUT,
 * `…/roles` GET), as route rows and as implementations, written once for every kind.
 */

export interface PermissionRoutesSpec<G extends string, E extends string, R extends string> {
  readonly group: EndpointGroup;
  /** The entity's path, ending in its id parameter, e.g. `/svc/api/collections/{collectionId}`. */
  readonly basePath: string;
  readonly tag: string;
  readonly get: OperationSpec<G>;
  readonly edit: OperationSpec<E>;
  readonly roles: OperationSpec<R>;
  /** What capture records for the permission reads and edits, and for the roles read. */
  readonly provenance: { readonly permissions: ProvenanceDecl; readonly roles: ProvenanceDecl };
}

export function permissionRoutes<const G extends string, const E extends string, const R extends string>(
  spec: PermissionRoutesSpec<G, E, R>,
) {
  const base = { group: spec.group, auth: 'authenticated', shelf: 'legacy', tags: [spec.tag] } as const;
  return [
    {
      ...base,
      operationId: spec.get.operationId,
      method: 'GET',
      path: `${spec.basePath}/permissions`,
      summary: spec.get.summary,
      provenance: spec.provenance.permissions,
      responses: { 200: { description: 'ok', schema: w.permissions }, ...entityErrors },
    },
    {
      ...base,
      operationId: spec.edit.operationId,
      method: 'PUT',
      path: `${spec.basePath}/permissions`,
      summary: spec.edit.summary,
      request: { body: w.permissionsWrite },
      provenance: spec.provenance.permissions,
      responses: { 200: { description: 'ok', schema: w.permissions }, ...entityErrors },
    },
    {
      ...base,
      operationId: spec.roles.operationId,
      method: 'GET',
      path: `${spec.basePath}/roles`,
      summary: spec.roles.summary,
      provenance: spec.provenance.roles,
      responses: { 200: { description: 'ok', schema: w.roles }, ...entityErrors },
    },
  ] as const;
}

interface PermissionRequest<B = undefined> {
  readonly principal: Principal;
  readonly params: Readonly<Record<string, string | number>>;
  readonly body: B;
}

/** Implementations of the three rows for `kind`, whose id is the path parameter `idParam`. */
export function permissionImpls<const G extends string, const E extends string, const R extends string>(
  spec: Pick<PermissionRoutesSpec<G, E, R>, 'get' | 'edit' | 'roles'>,
  kind: GatedKind,
  idParam: string,
) {
  const target = (params: PermissionRequest['params']) => ({ kind, id: Number(params[idParam]) });
  const impls: Record<string, unknown> = {
    [spec.get.operationId]: async ({ principal, params }: PermissionRequest): Promise<ApiResponse> =>
      json(200, await getPermissions(principal, target(params))),
    [spec.edit.operationId]: async ({
      principal,
      params,
      body,
    }: PermissionRequest<PermissionsEdit>): Promise<ApiResponse> =>
      json(200, await editPermissions(principal, target(params), body)),
    [spec.roles.operationId]: async ({ principal, params }: PermissionRequest): Promise<ApiResponse> =>
      json(200, await getRoles(principal, target(params))),
  };
  return impls as {
    readonly [K in G | E | R]: (
      req: PermissionRequest<K extends E ? PermissionsEdit : undefined>,
    ) => Promise<ApiResponse>;
  };
}
