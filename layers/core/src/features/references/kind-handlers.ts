import { noContent, type ApiResponse } from '../../kernel/api.ts';
import type { Principal } from '../../kernel/principal.ts';
import type { OperationSpec } from '../../kernel/route-types.ts';
import { referenceShelf, type ShelvedKind } from './kinds.ts';
import { deleteReference, type Scope } from './references.ts';

interface ReferenceRequest<B = undefined> {
  readonly principal: Principal;
  readonly params: Readonly<Record<string, string | number>>;
  readonly body: B;
}

/** A kind's list, create and get; delete is the generic one. */
export interface ReferenceService<B> {
  readonly list: (principal: Principal, s: Scope) => Promise<unknown>;
  readonly create: (principal: Principal, s: Scope, input: B) => Promise<unknown>;
  readonly get: (principal: Principal, s: Scope, refId: number) => Promise<unknown>;
}

/** Implementations of the four rows of `referenceRoutes`; `answer` writes the JSON (exact int64s where the kind has them). */
export function referenceImpls<
  const L extends string,
  const C extends string,
  const G extends string,
  const D extends string,
  B,
>(
  spec: {
    readonly kind: ShelvedKind;
    readonly list: OperationSpec<L>;
    readonly create: OperationSpec<C>;
    readonly get: OperationSpec<G>;
    readonly delete: OperationSpec<D>;
  },
  service: ReferenceService<B>,
  answer: (status: number, body: unknown) => ApiResponse,
) {
  const scope = (p: ReferenceRequest['params']): Scope => ({
    collectionId: Number(p['collectionId']),
    dataObjectId: Number(p['dataObjectId']),
  });
  const refId = (p: ReferenceRequest['params']) => Number(p[referenceShelf[spec.kind].idParam]);
  const impls: Record<string, unknown> = {
    [spec.list.operationId]: async ({ principal, params }: ReferenceRequest): Promise<ApiResponse> =>
      answer(200, await service.list(principal, scope(params))),
    [spec.create.operationId]: async ({ principal, params, body }: ReferenceRequest<B>): Promise<ApiResponse> =>
      answer(201, await service.create(principal, scope(params), body)),
    [spec.get.operationId]: async ({ principal, params }: ReferenceRequest): Promise<ApiResponse> =>
      answer(200, await service.get(principal, scope(params), refId(params))),
    [spec.delete.operationId]: async ({ principal, params }: ReferenceRequest): Promise<ApiResponse> => {
      await deleteReference(principal, scope(params), spec.kind, refId(params));
      return noContent();
    },
  };
  return impls as {
    readonly [K in L | C | G | D]: (req: ReferenceRequest<K extends C ? B : undefined>) => Promise<ApiResponse>;
  };
}
