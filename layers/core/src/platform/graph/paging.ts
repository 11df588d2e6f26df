import type { Integer } from 'neo4j-driver-lite';
import { cypherInt } from './legacy-ids.ts';

export interface ListOptions {
  readonly name?: string | undefined;
  readonly page?: number | undefined;
  readonly size?: number | undefined;
  readonly orderBy?: 'createdAt' | 'updatedAt' | 'name' | undefined;
  readonly orderDesc?: boolean | undefined;
}

const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * Parameters of `orderedPage`. As upstream: a page is cut only when both `page` and `size`
 * are given (offset page × size); the name filter is an exact match; without `orderBy` the
 * order is creation order (by id).
 */
export function listParams(o: ListOptions): {
  name: string | null;
  orderBy: string | null;
  desc: boolean;
  skip: Integer;
  limit: Integer;
} {
  const paged = o.page !== undefined && o.size !== undefined;
  const skip = paged ? (o.page ?? 0) * (o.size ?? 0) : 0;
  return {
    name: o.name ?? null,
    orderBy: o.orderBy ?? null,
    desc: o.orderDesc ?? false,
    skip: cypherInt(Math.min(skip, UNBOUNDED)),
    limit: cypherInt(paged ? (o.size ?? 0) : UNBOUNDED),
  };
}

/**
 * Clauses ordering and paging the rows of entity variable `v` by the parameters of
 * `listParams`, fully parameterised (ORDER BY cannot take a parameter, so the key is chosen by
 * CASE). Names sort case-insensitively, as upstream; ties and the default order go by id.
 */
export const orderedPage = (v: 'c' | 'd') => `
  WITH *, CASE $orderBy WHEN 'name' THEN toLower(${v}.name) WHEN 'createdAt' THEN ${v}.createdAt WHEN 'updatedAt' THEN ${v}.updatedAt END AS _key
  ORDER BY CASE WHEN $desc THEN null ELSE _key END ASC, CASE WHEN $desc THEN _key END DESC, CASE WHEN $desc THEN -${v}.id ELSE ${v}.id END ASC
  SKIP $skip LIMIT $limit`;
