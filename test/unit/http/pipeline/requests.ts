import type { Answer, Next, RouteRequest } from '../../../../layers/core/src/kernel/pipeline.ts';
import type { RouteDef } from '../../../../layers/core/src/kernel/route-types.ts';

/** A route row for pipeline tests: a public GET on /x/{thingId} unless told otherwise. */
export const route = (over: Partial<RouteDef> = {}): RouteDef => ({
  operationId: 'op',
  method: 'GET',
  path: '/x/{thingId}',
  group: 'ops',
  auth: 'public',
  shelf: 'v2',
  summary: 's',
  tags: [],
  responses: {},
  ...over,
});

/** A request as the pipeline starts from it (nothing established yet). */
export const request = (over: Partial<RouteRequest> = {}): RouteRequest => ({
  route: route(),
  method: 'GET',
  path: '/x/1',
  pathParameters: { thingId: '1' },
  params: { thingId: '1' },
  query: {},
  headers: {},
  body: undefined,
  rawBody: undefined,
  principal: undefined,
  requestId: 'r',
  authorizer: undefined,
  startedAtMillis: 0,
  ...over,
});

/** A `next` that records the requests it is handed and answers `answer` (a 200 by default). */
export function recordingNext(answer: Answer = { ok: true, response: { status: 200 } }) {
  const handed: RouteRequest[] = [];
  const next: Next = async (req) => {
    handed.push(req);
    return answer;
  };
  return { handed, next };
}

export const alice = { username: 'alice', roles: [], method: 'apikey' } as const;
