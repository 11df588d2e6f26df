import { bounds } from './bounds.ts';
import { badRequest, notFound } from './problem.ts';

/**
 * Path parameters are declared by name, once for every route: a name ending in `Id` (but not
 * `AppId`) is a legacy int64 id, anything else is a bounded non-empty string. The group handler
 * validates them before the implementation runs (a malformed id is a 400 problem), and the
 * implementation receives them typed (`req.params`). The OpenAPI document describes them from
 * the same names (`pathParamSchema`).
 */
type Names<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | Names<Rest> : never;
type Clean<N extends string> = N extends `${infer B}+` ? B : N;
type ValueOf<N extends string> = N extends 'appId' | `${string}AppId`
  ? string
  : N extends `${string}Id`
    ? number
    : string;
export type PathParamsOf<P extends string> = { readonly [N in Names<P> as Clean<N>]: ValueOf<Clean<N>> };

export const isLegacyIdParam = (name: string): boolean =>
  name.endsWith('Id') && name !== 'appId' && !name.endsWith('AppId');

const INT64_MAX = 9223372036854775807n;

/**
 * A regular expression for the decimal numbers 0..max without leading zeros, so that the
 * document states the int64 range exactly (a generator never produces an id we refuse).
 */
export function decimalUpTo(max: bigint, { zero = true }: { zero?: boolean } = {}): string {
  const digits = max.toString();
  const alts = zero ? ['0'] : [];
  if (digits.length > 1) alts.push(`[1-9][0-9]{0,${digits.length - 2}}`);
  // Numbers with as many digits as max: equal on a prefix, smaller at one position, anything after.
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]);
    const low = i === 0 ? 1 : 0;
    if (d > low) alts.push(`${digits.slice(0, i)}[${low}-${d - 1}][0-9]{${digits.length - i - 1}}`);
  }
  alts.push(digits);
  return `^(${alts.join('|')})$`;
}

export const LEGACY_ID_PATTERN = decimalUpTo(INT64_MAX);
/** 1..2^63-1 in decimal (a positive int64 query parameter, e.g. a group_by in nanoseconds). */
export const POSITIVE_INT64_PATTERN = decimalUpTo(INT64_MAX, { zero: false });
const legacyIdRegex = new RegExp(LEGACY_ID_PATTERN);

/**
 * A legacy id from the path: upstream declares them int64 with minimum 0. Every id svc mints is
 * a safe JavaScript integer, so a valid int64 beyond 2^53 names nothing: 404, not 400.
 */
export function legacyIdParam(name: string, raw: string): number {
  if (!legacyIdRegex.test(raw))
    throw badRequest(`${name} must be a non-negative int64 in decimal, got "${raw.slice(0, 64)}".`);
  const n = BigInt(raw);
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw notFound(`Nothing has ${name} ${raw}.`);
  return Number(n);
}

/** The JSON Schema of a path parameter, by its name (the OpenAPI document uses it). */
export function pathParamSchema(name: string): Record<string, unknown> {
  if (isLegacyIdParam(name))
    return { type: 'string', pattern: LEGACY_ID_PATTERN, description: 'A non-negative int64, in decimal.' };
  if (name === 'proxy') return { type: 'string', minLength: 1 };
  return { type: 'string', minLength: 1, maxLength: bounds.token };
}

/**
 * Percent-decoding of one path segment, for the route matcher and the plugin route matcher
 * alike: a malformed encoding (`%FF`, `%`, a truncated sequence) is the caller's 400.
 */
export function decodePathSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest(`The path holds a malformed percent-encoding: "${raw.slice(0, 64)}".`);
  }
}

/** Validates the raw path parameters of a matched route by their names. */
export function parsePathParams(raw: Readonly<Record<string, string>>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (isLegacyIdParam(name)) out[name] = legacyIdParam(name, value);
    else if (name !== 'proxy' && value.length > bounds.token)
      throw badRequest(`${name} must have at most ${bounds.token} characters.`);
    else out[name] = value;
  }
  return out;
}
