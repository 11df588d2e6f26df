import type { Principal } from '../../kernel/principal.ts';
import { ProblemError, badRequest, notFound } from '../../kernel/problem.ts';
import { getContainer, type ContainerKind } from './records.ts';

/**
 * A container named by a reference (timeseries, structured-data, spatial references): the
 * checks when the reference is created and when its payload is read.
 */

/** A new reference names a container that does not exist: 400, with a violation of `field` when given. */
export const noSuchContainer = (kind: ContainerKind, id: number | bigint, field?: string) =>
  badRequest(
    `The referenced ${kind} ${id} does not exist.`,
    field === undefined ? undefined : { violations: [{ field, message: 'no such container' }] },
  );

/** The container a new reference names, which the caller must read (missing: `noSuchContainer`). */
export async function referableContainer(
  principal: Principal,
  kind: ContainerKind,
  id: number,
  field?: string,
): Promise<void> {
  try {
    await getContainer(principal, kind, id, 'read');
  } catch (err) {
    if (err instanceof ProblemError && err.status === 404) throw noSuchContainer(kind, id, field);
    throw err;
  }
}

/** Read on the container a reference names, for its payload: 404 once the container is gone. */
export async function requireReferencedContainer(
  principal: Principal,
  kind: ContainerKind,
  id: number,
  ref: { readonly kind: string; readonly id: number },
): Promise<void> {
  await getContainer(principal, kind, id, 'read').catch((err: unknown) => {
    if (err instanceof ProblemError && err.status === 404)
      throw notFound(`The ${kind} ${id} of ${ref.kind} ${ref.id} no longer exists.`);
    throw err;
  });
}
