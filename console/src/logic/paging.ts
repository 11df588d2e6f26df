/**
 * The Collections list's state, kept in the URL (so a reload or a shared link shows the same
 * page), and the legacy list parameters it becomes. The API pages by offset (`page` × `size`,
 * 0-based, both needed to cut a page), filters by exact `name` and orders by `orderBy` /
 * `orderDesc`; it answers no total, so "next" is offered while a page comes back full.
 */
export const ORDER_KEYS = ['name', 'createdAt', 'updatedAt'] as const;
export type OrderKey = (typeof ORDER_KEYS)[number];
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface ListState {
  readonly page: number;
  readonly size: number;
  readonly orderBy: OrderKey;
  readonly orderDesc: boolean;
  readonly name: string;
}

export const DEFAULT_LIST: ListState = { page: 0, size: 25, orderBy: 'createdAt', orderDesc: true, name: '' };

type RouteQuery = Record<string, string | null | undefined | (string | null)[]>;

const first = (v: RouteQuery[string]): string | undefined => (Array.isArray(v) ? v[0] : v) ?? undefined;

/** The state a URL's query names; anything missing or invalid falls back to the default. */
export function listStateFrom(query: RouteQuery): ListState {
  const page = Number(first(query['page']));
  const size = Number(first(query['size']));
  const orderBy = first(query['orderBy']);
  const desc = first(query['orderDesc']);
  return {
    page: Number.isInteger(page) && page >= 0 && page <= 2_147_483_647 ? page : DEFAULT_LIST.page,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_LIST.size,
    orderBy: (ORDER_KEYS as readonly string[]).includes(orderBy ?? '') ? (orderBy as OrderKey) : DEFAULT_LIST.orderBy,
    orderDesc: desc === 'true' ? true : desc === 'false' ? false : DEFAULT_LIST.orderDesc,
    name: (first(query['name']) ?? '').slice(0, 1024),
  };
}

/** The URL query of a state: only what differs from the default. */
export function routeQueryOf(state: ListState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.page !== DEFAULT_LIST.page) out['page'] = String(state.page);
  if (state.size !== DEFAULT_LIST.size) out['size'] = String(state.size);
  if (state.orderBy !== DEFAULT_LIST.orderBy) out['orderBy'] = state.orderBy;
  if (state.orderDesc !== DEFAULT_LIST.orderDesc) out['orderDesc'] = String(state.orderDesc);
  if (state.name.trim() !== '') out['name'] = state.name.trim();
  return out;
}

/** The query parameters of GET /svc/api/collections for a state (a blank name filters nothing). */
export function collectionListParams(state: ListState): {
  page: number;
  size: number;
  orderBy: OrderKey;
  orderDesc: boolean;
  name?: string;
} {
  const name = state.name.trim();
  return {
    page: state.page,
    size: state.size,
    orderBy: state.orderBy,
    orderDesc: state.orderDesc,
    ...(name === '' ? {} : { name }),
  };
}

/** Whether a next page may exist: this one came back full. */
export const mayHaveNextPage = (rows: number, state: ListState): boolean => rows >= state.size;
