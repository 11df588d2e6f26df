import type { ContainerKind } from '../logic/containers.ts';
import type { PermissionsEdit, Roles } from '../logic/permissions.ts';
import { unwrapBody } from './client.ts';
import { api } from './instance.ts';
import type { paths } from './schema.d.ts';

/** The calls of the containers pages, one typed-client call per kind (the client needs literal paths). */
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type FileContainer = JsonOf<paths['/svc/api/fileContainers/{fileContainerId}']['get']['responses'][200]>;
export type FileRecord = JsonOf<
  paths['/svc/api/fileContainers/{fileContainerId}/payload']['get']['responses'][200]
>[number];
export type FileMetadata = JsonOf<
  paths['/v2/file-containers/{containerAppId}/files/{oid}/metadata']['get']['responses'][200]
>;
export type ContainerPermissions = JsonOf<
  paths['/svc/api/fileContainers/{fileContainerId}/permissions']['get']['responses'][200]
>;
export type HdfContainer = JsonOf<paths['/v2/hdf-containers/{appId}']['get']['responses'][200]>;
export type ListQuery = NonNullable<paths['/svc/api/fileContainers']['get']['parameters']['query']>;

/** What a list row shows, common to the legacy kinds. */
export interface ContainerRow {
  id: number | bigint;
  appId: string;
  name: string;
  createdAt: string;
  createdBy: string;
}

export type ListedKind = Exclude<ContainerKind, 'hdf'>;

export function listContainers(kind: ListedKind, query: ListQuery): Promise<ContainerRow[]> {
  const params = { query };
  switch (kind) {
    case 'file':
      return unwrapBody(api().GET('/svc/api/fileContainers', { params }));
    case 'timeseries':
      return unwrapBody(api().GET('/svc/api/timeseriesContainers', { params }));
    case 'structured':
      return unwrapBody(api().GET('/svc/api/structuredDataContainers', { params }));
    case 'spatial':
      return unwrapBody(api().GET('/svc/api/spatialDataContainers', { params }));
  }
}

export function containerPermissions(kind: ListedKind, id: string): Promise<ContainerPermissions> {
  switch (kind) {
    case 'file':
      return unwrapBody(
        api().GET('/svc/api/fileContainers/{fileContainerId}/permissions', {
          params: { path: { fileContainerId: id } },
        }),
      );
    case 'timeseries':
      return unwrapBody(
        api().GET('/svc/api/timeseriesContainers/{timeseriesContainerId}/permissions', {
          params: { path: { timeseriesContainerId: id } },
        }),
      );
    case 'structured':
      return unwrapBody(
        api().GET('/svc/api/structuredDataContainers/{structuredDataContainerId}/permissions', {
          params: { path: { structuredDataContainerId: id } },
        }),
      );
    case 'spatial':
      return unwrapBody(
        api().GET('/svc/api/spatialDataContainers/{spatialDataContainerId}/permissions', {
          params: { path: { spatialDataContainerId: id } },
        }),
      );
  }
}

/** The caller's roles on a container (who may see and edit its permissions). */
export function containerRoles(kind: ListedKind, id: string): Promise<Roles> {
  switch (kind) {
    case 'file':
      return unwrapBody(
        api().GET('/svc/api/fileContainers/{fileContainerId}/roles', { params: { path: { fileContainerId: id } } }),
      );
    case 'timeseries':
      return unwrapBody(
        api().GET('/svc/api/timeseriesContainers/{timeseriesContainerId}/roles', {
          params: { path: { timeseriesContainerId: id } },
        }),
      );
    case 'structured':
      return unwrapBody(
        api().GET('/svc/api/structuredDataContainers/{structuredDataContainerId}/roles', {
          params: { path: { structuredDataContainerId: id } },
        }),
      );
    case 'spatial':
      return unwrapBody(
        api().GET('/svc/api/spatialDataContainers/{spatialDataContainerId}/roles', {
          params: { path: { spatialDataContainerId: id } },
        }),
      );
  }
}

/** Replaces a container's permissions (PUT: every list is replaced by the one sent). */
export function editContainerPermissions(
  kind: ListedKind,
  id: string,
  body: PermissionsEdit,
): Promise<ContainerPermissions> {
  switch (kind) {
    case 'file':
      return unwrapBody(
        api().PUT('/svc/api/fileContainers/{fileContainerId}/permissions', {
          params: { path: { fileContainerId: id } },
          body,
        }),
      );
    case 'timeseries':
      return unwrapBody(
        api().PUT('/svc/api/timeseriesContainers/{timeseriesContainerId}/permissions', {
          params: { path: { timeseriesContainerId: id } },
          body,
        }),
      );
    case 'structured':
      return unwrapBody(
        api().PUT('/svc/api/structuredDataContainers/{structuredDataContainerId}/permissions', {
          params: { path: { structuredDataContainerId: id } },
          body,
        }),
      );
    case 'spatial':
      return unwrapBody(
        api().PUT('/svc/api/spatialDataContainers/{spatialDataContainerId}/permissions', {
          params: { path: { spatialDataContainerId: id } },
          body,
        }),
      );
  }
}
