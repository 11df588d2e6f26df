import * as z from 'zod';
import { json, noContent, type ApiResponse } from '../../kernel/api.ts';
import type { Principal } from '../../kernel/principal.ts';
import { entityErrors, problemResponse } from '../../kernel/route-common.ts';
import type { EndpointGroup, OperationSpec, ProvenanceDecl } from '../../kernel/route-types.ts';
import { containerListQuery } from '../../kernel/schemas.ts';
import { nameText } from '../../kernel/bounds.ts';
import { containerType, entityStamp } from '../../kernel/wire-base.ts';
import { documentBodyAs, documentedAs, named } from '../../kernel/legacy-names.ts';
import type { ListOptions } from '../../platform/graph/paging.ts';
import { permissionImpls, permissionRoutes } from '../../access/permissions/routes.ts';
import { deleteContainer } from './deletion.ts';
import {
  containerKinds,
  createContainer,
  getContainer,
  kindsWithOid,
  listContainers,
  type ContainerKind,
} from './records.ts';

/** The wire shape of a container of `type` (upstream's component plus `appId` and `revision`, as the fixtures show). */
export const containerSchema = <T extends string>(type: T) =>
  z.object({ ...entityStamp, name: z.string(), type: documentedAs(z.literal(type), containerType) });

/** A kind's container shape: with the `oid` of the kinds that carry one (structured data, as upstream). */
export const containerSchemaOf = (kind: ContainerKind) =>
  kindsWithOid.has(kind)
    ? containerSchema(containerKinds[kind]).extend({ oid: z.string() })
    : containerSchema(containerKinds[kind]);

/** Request bodies accept (and ignore) the read-only fields, so a client may POST back what it GOT. */
export const containerWrite = z.object({ name: nameText });

/**
 * The seven legacy rows every container kind has (list, create, get, delete, and the three
 * permission rows), written once: the kind, its path and wording differ.
 */
export interface ContainerRoutesSpec<
  L extends string,
  C extends string,
  G extends string,
  D extends string,
  PG extends string,
  PE extends string,
  PR extends string,
> {
  readonly kind: ContainerKind;
  readonly group: EndpointGroup;
  /** The collection path, e.g. `/svc/api/timeseriesContainers`. */
  readonly path: string;
  /** The id parameter, e.g. `timeseriesContainerId`. */
  readonly idParam: string;
  readonly tag: string;
  readonly list: OperationSpec<L>;
  readonly create: OperationSpec<C>;
  readonly get: OperationSpec<G>;
  readonly delete: OperationSpec<D>;
  /** What a successful delete answers: 204 unless the contract says otherwise (spatial data: 200). */
  readonly deleteStatus?: 200 | 204;
  readonly permissions: {
    readonly get: OperationSpec<PG>;
    readonly edit: OperationSpec<PE>;
    readonly roles: OperationSpec<PR>;
  };
}

export const containerTargetFromPath = (kind: ContainerKind, param: string): ProvenanceDecl => ({
  targetKind: kind,
  target: { from: 'path', param, appIdOf: { label: 'BasicEntity' } },
});

export function containerRoutes<
  const L extends string,
  const C extends string,
  const G extends string,
  const D extends string,
  const PG extends string,
  const PE extends string,
  const PR extends string,
>(spec: ContainerRoutesSpec<L, C, G, D, PG, PE, PR>) {
  const base = { group: spec.group, auth: 'authenticated', shelf: 'legacy', tags: [spec.tag] } as const;
  const item = `${spec.path}/{${spec.idParam}}`;
  const schema = named(containerSchemaOf(spec.kind), spec.kind);
  const write = documentBodyAs(containerWrite.clone(), schema);
  const fromPath = containerTargetFromPath(spec.kind, spec.idParam);
  return [
    {
      ...base,
      operationId: spec.list.operationId,
      method: 'GET',
      path: spec.path,
      summary: spec.list.summary,
      request: { query: containerListQuery },
      provenance: { targetKind: spec.kind, target: { from: 'const', value: spec.tag } },
      responses: { 200: { description: 'ok', schema: z.array(schema) }, ...entityErrors },
    },
    {
      ...base,
      operationId: spec.create.operationId,
      method: 'POST',
      path: spec.path,
      summary: spec.create.summary,
      request: { body: write },
      provenance: { targetKind: spec.kind, target: { from: 'response', field: 'appId' } },
      responses: { 201: { description: 'created', schema }, ...entityErrors },
    },
    {
      ...base,
      operationId: spec.get.operationId,
      method: 'GET',
      path: item,
      summary: spec.get.summary,
      provenance: { targetKind: spec.kind, target: { from: 'response', field: 'appId' } },
      responses: { 200: { description: 'ok', schema }, ...entityErrors },
    },
    {
      ...base,
      operationId: spec.delete.operationId,
      method: 'DELETE',
      path: item,
      summary: spec.delete.summary,
      provenance: fromPath,
      responses: {
        [spec.deleteStatus ?? 204]: { description: 'deleted' },
        ...entityErrors,
        503: problemResponse('the background deletion could not be queued; nothing was deleted'),
      },
    },
    ...permissionRoutes({
      group: spec.group,
      basePath: item,
      tag: spec.tag,
      ...spec.permissions,
      provenance: { permissions: fromPath, roles: fromPath },
    }),
  ] as const;
}

interface ContainerRequest<B = undefined, Q = Record<string, string>> {
  readonly principal: Principal;
  readonly params: Readonly<Record<string, string | number>>;
  readonly query: Q;
  readonly body: B;
}

/** Implementations of the seven rows of `containerRoutes`. */
export function containerImpls<
  const L extends string,
  const C extends string,
  const G extends string,
  const D extends string,
  const PG extends string,
  const PE extends string,
  const PR extends string,
>(spec: ContainerRoutesSpec<L, C, G, D, PG, PE, PR>) {
  const id = (params: ContainerRequest['params']) => Number(params[spec.idParam]);
  const impls: Record<string, unknown> = {
    [spec.list.operationId]: async ({
      principal,
      query,
    }: ContainerRequest<undefined, ListOptions>): Promise<ApiResponse> =>
      json(200, await listContainers(principal, spec.kind, query)),
    [spec.create.operationId]: async ({ principal, body }: ContainerRequest<{ name: string }>): Promise<ApiResponse> =>
      json(201, await createContainer(principal, spec.kind, body)),
    [spec.get.operationId]: async ({ principal, params }: ContainerRequest): Promise<ApiResponse> =>
      json(200, await getContainer(principal, spec.kind, id(params))),
    [spec.delete.operationId]: async ({ principal, params }: ContainerRequest): Promise<ApiResponse> => {
      await deleteContainer(principal, spec.kind, id(params));
      return spec.deleteStatus === 200 ? { status: 200 } : noContent();
    },
    ...permissionImpls(spec.permissions, spec.kind, spec.idParam),
  };
  return impls as {
    readonly [K in L | C | G | D]: (
      req: ContainerRequest<
        K extends C ? { name: string } : undefined,
        K extends L ? ListOptions : Record<string, string>
      >,
    ) => Promise<ApiResponse>;
  } & ReturnType<typeof permissionImpls<PG, PE, PR>>;
}
