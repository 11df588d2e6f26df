import * as z from 'zod';
import type { RouteDef } from './route-types.ts';
import * as s from './schemas.ts';

/** Response rows shared by the route-table modules. */
export const problemResponse = (description: string) => ({
  description,
  schema: s.problem,
  contentType: 'application/problem+json',
});
export const authErrors = {
  401: problemResponse('Missing or invalid credentials'),
  403: problemResponse('The caller lacks the required role or permission'),
} as const;

/** The errors of an operation on one addressed entity: a bad request, the auth errors, a missing entity. */
export const entityErrors = {
  400: problemResponse('bad request'),
  ...authErrors,
  404: problemResponse('not found'),
} as const;

/**
 * The Collection a legacy route works in, for provenance: its legacy id from the path, recorded
 * as the Collection's appId (so `?collectionAppId=` finds legacy and /v2 activities alike).
 */
export const collectionInPath = { from: 'path', param: 'collectionId', appIdOf: { label: 'BasicEntity' } } as const;

/**
 * A legacy read of any size (platform/storage/large-answers.ts): beyond what a Lambda response
 * carries, a 303 to a presigned GET of the same body.
 */
export const seeOtherLargeAnswer = {
  303: {
    description:
      'See Other: the answer is larger than one response carries; the same body (same media type) from the Location, a presigned GET valid 5 minutes that needs no credentials. HTTP clients follow it.',
  },
} as const;

/**
 * Whether a route's 200 answer may be of any size (platform/storage/large-answers.ts): a row that
 * says so (`anySize`, the legacy searches) and every legacy GET answering a JSON list, which
 * upstream answers whole however long it grows (all Collections, every DataObject of a
 * Collection). Beyond a Lambda response such an answer is a 303 to storage (http/group-handler.ts),
 * which the documents show (app/openapi.ts), and its function may write `large-answers/`.
 */
export function answersAnySize(r: RouteDef): boolean {
  if (r.anySize) return true;
  const ok = r.responses[200];
  return (
    r.shelf === 'legacy' &&
    r.method === 'GET' &&
    ok?.schema instanceof z.ZodArray &&
    (ok.contentType ?? 'application/json') === 'application/json'
  );
}
