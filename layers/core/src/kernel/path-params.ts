import { badRequest } from './problem.ts';

/**
 * Path parameters are declared by name, once for every route: a name ending in `Id` (but not
 * `AppId`) is a legacy int64 id, anything else is a non-empty string. The group handler
 * validates them before the implementation runs (a malformed id is a 400 problem), and the
 * implementation receives them typed (`req.params`).
 */
type Names<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | Names<Rest> : never;
type Clean<N extends string> = N extends `${infer B}+` ? B : N;
type ValueOf<N extends string> = N extends 'appId' | `${string}AppId` ? string : N extends `${string}Id` ? number : string;
export type PathParamsOf<P extends string> = { readonly [N in Names<P> as Clean<N>]: ValueOf<Clean<N>> };

export const isLegacyIdParam = (name: string): boolean => name.endsWith('Id') && name !== 'appId' && !name.endsWith('AppId');

/** A legacy id from the path: upstream declares them int64 with minimum 0. */
export function legacyIdParam(name: string, raw: string): number {
  const n = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n)) throw badRequest(`${name} must be a non-negative integer, got "${raw}".`);
  return n;
}

/** Validates the raw path parameters of a matched route by their names. */
export function parsePathParams(raw: Readonly<Record<string, string>>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(raw)) out[name] = isLegacyIdParam(name) ? legacyIdParam(name, value) : value;
  return out;
}
