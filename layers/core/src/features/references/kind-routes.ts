import * as z from 'zod';
import type { EndpointGroup, OperationSpec, ProvenanceDecl, ResponseDef } from '../../kernel/route-types.ts';
import { collectionInPath, entityErrors, problemResponse } from '../../kernel/route-common.ts';
import { referenceShelf, type ShelvedKind } from './kinds.ts';
import { versionQuery } from './wire.ts';

/**
 * The legacy rows of a reference kind, written once for every kind (entity, URI, file,
 * timeseries, structured-data and spatial references): the kind's place on the shelf comes from
 * `referenceShelf`; its group, wire shapes and wording from the kind's feature.
 */
const DO = '/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}';

export const referencePath = <K extends ShelvedKind>(kind: K) => `${DO}/${referenceShelf[kind].segment}` as const;

export const referenceItemPath = <K extends ShelvedKind>(kind: K) =>
  `${DO}/${referenceShelf[kind].segment}/{${referenceShelf[kind].idParam}}` as const;

/** Every reference row is gated by the Collection in its path. */
export const fromPath = (targetKind: string, param: string): ProvenanceDecl => ({
  targetKind,
  target: { from: 'path', param, appIdOf: { label: 'BasicEntity' } },
  collection: collectionInPath,
});
export const fromResponse = (targetKind: string): ProvenanceDecl => ({
  targetKind,
  target: { from: 'response', field: 'appId' },
  collection: collectionInPath,
});
export const listOf = (targetKind: string, value: string): ProvenanceDecl => ({
  targetKind,
  target: { from: 'const', value },
  collection: collectionInPath,
});

/** The reference named by the row's path (its payload rows, its delete). */
export const referenceFromPath = (kind: ShelvedKind): ProvenanceDecl => fromPath(kind, referenceShelf[kind].idParam);

const changedConcurrently = { 409: problemResponse('changed concurrently') } as const;
const conflictRows = (documented: boolean | undefined): Readonly<Record<number, ResponseDef>> =>
  documented ? changedConcurrently : {};
const int64Body = { jsonNumbers: 'int64' } as const;

export interface ReferenceRoutesSpec<
  K extends ShelvedKind,
  L extends string,
  C extends string,
  G extends string,
  D extends string,
  Sch extends z.ZodType,
  W extends z.ZodType,
> {
  readonly kind: K;
  readonly group: EndpointGroup;
  readonly schema: Sch;
  readonly write: W;
  /** The create body carries int64 values read exactly (timestamps, nanosecond ranges). */
  readonly int64Body?: boolean;
  /** The create row documents the 409 of a DataObject that changed meanwhile. */
  readonly documentsConflict?: boolean;
  /** Where provenance finds the reference a get read: its answer (default) or the path. */
  readonly getTarget?: 'response' | 'path';
  readonly list: OperationSpec<L>;
  readonly create: OperationSpec<C>;
  readonly get: OperationSpec<G>;
  readonly delete: OperationSpec<D>;
}

/** The four operations every reference kind has under a DataObject: list, create, get, delete. */
export function referenceRoutes<
  const K extends ShelvedKind,
  const L extends string,
  const C extends string,
  const G extends string,
  const D extends string,
  Sch extends z.ZodType,
  W extends z.ZodType,
>(k: ReferenceRoutesSpec<K, L, C, G, D, Sch, W>) {
  const base = { group: k.group, auth: 'authenticated', shelf: 'legacy' } as const;
  const tags = [referenceShelf[k.kind].tag];
  const fromItem = referenceFromPath(k.kind);
  return [
    {
      ...base,
      operationId: k.list.operationId,
      currentVersionOnly: true,
      method: 'GET',
      path: referencePath(k.kind),
      summary: k.list.summary,
      tags,
      request: { query: versionQuery },
      provenance: listOf(k.kind, referenceShelf[k.kind].segment),
      responses: { 200: { description: 'ok', schema: z.array(k.schema) }, ...entityErrors },
    },
    {
      ...base,
      operationId: k.create.operationId,
      method: 'POST',
      path: referencePath(k.kind),
      summary: k.create.summary,
      tags,
      request: { body: k.write, ...(k.int64Body ? int64Body : {}) },
      provenance: fromResponse(k.kind),
      responses: {
        201: { description: 'created', schema: k.schema },
        ...entityErrors,
        ...conflictRows(k.documentsConflict),
      },
    },
    {
      ...base,
      operationId: k.get.operationId,
      currentVersionOnly: true,
      method: 'GET',
      path: referenceItemPath(k.kind),
      summary: k.get.summary,
      tags,
      request: { query: versionQuery },
      provenance: k.getTarget === 'path' ? fromItem : fromResponse(k.kind),
      responses: { 200: { description: 'ok', schema: k.schema }, ...entityErrors },
    },
    {
      ...base,
      operationId: k.delete.operationId,
      method: 'DELETE',
      path: referenceItemPath(k.kind),
      summary: k.delete.summary,
      tags,
      provenance: fromItem,
      responses: { 204: { description: 'deleted' }, ...entityErrors },
    },
  ] as const;
}
