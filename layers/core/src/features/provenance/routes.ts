import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import type { RouteDef } from '../../kernel/route-types.ts';
import * as s from './wire.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';

const v2Shelf = { group: 'provenance', auth: 'authenticated', shelf: 'v2' } as const;

const representations =
  'Representation by `Accept`: plain JSON, `application/prov+json` (W3C PROV-JSON), `application/ld+json` (PROV-O), `application/ld+json; profile=metadata4ing` (also the full IRI); an unknown profile answers 406.';
const own = 'Casual users see only their own rows (`agent` naming someone else answers 403); instance-admins see all.';

/** The provenance log (group `provenance`). */
export const provenanceRoutes = [
  {
    ...v2Shelf,
    operationId: 'listActivities',
    method: 'GET',
    path: '/v2/provenance/activities',
    summary: `Activities, newest first, filtered by agent, targetKind, targetAppId, since, until (epoch ms, inclusive); limit default 100, capped at 1000. ${own} ${representations}`,
    tags: ['provenance'],
    request: { query: s.activityFilters },
    provenance: { targetKind: 'Activity', target: { from: 'const', value: 'activities' } },
    responses: {
      200: { description: 'Activities', schema: s.activity.array() },
      400: problemResponse('Invalid filter'),
      ...authErrors,
      406: problemResponse('Unsupported JSON-LD profile'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'listEntityActivities',
    method: 'GET',
    path: '/v2/provenance/entity/{appId}',
    summary: `Activities touching one entity, with the same filters. ${own} ${representations}`,
    tags: ['provenance'],
    request: { query: s.activityFilters.omit({ targetAppId: true }) },
    provenance: { targetKind: 'Activity', target: { from: 'path', param: 'appId' } },
    responses: {
      200: { description: 'Activities', schema: s.activity.array() },
      400: problemResponse('Invalid filter'),
      ...authErrors,
      406: problemResponse('Unsupported JSON-LD profile'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'countActivities',
    method: 'GET',
    path: '/v2/provenance/count',
    summary: `Number of activities under the same filters: \`{count}\`, or with \`Accept: application/ld+json\` a wrapper whose \`svc:numberOfActivities\` is typed xsd:nonNegativeInteger (for either profile); an unknown profile answers 406. ${own}`,
    tags: ['provenance'],
    request: { query: s.activityFilters.omit({ limit: true }) },
    provenance: { targetKind: 'Activity', target: { from: 'const', value: 'count' } },
    responses: {
      200: { description: 'The count', schema: s.activityCount },
      400: problemResponse('Invalid filter'),
      ...authErrors,
      406: problemResponse('Unsupported JSON-LD profile'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'getProvenanceStats',
    method: 'GET',
    path: '/v2/provenance/stats',
    summary:
      "Aggregates of one Collection's activities (`id`: legacy id or appId). `totals` {activities, agents, firstAtMillis, lastAtMillis}; `byActionKind` histogram; `sparkline` {bucket: day, days: 30, fromMillis, counts oldest first}; `cumulative` running total at the end of each bucket including earlier activity. Read on the Collection required; admins bypass; missing Collection 404, lacking Read 403.",
    tags: ['provenance'],
    request: { query: z.object({ scope: z.literal('collection'), id: chars(z.string().min(1), 64) }) },
    provenance: { targetKind: 'Collection', target: { from: 'const', value: 'stats' } },
    responses: {
      200: { description: 'Statistics', schema: s.collectionStats },
      400: problemResponse('Invalid scope or id'),
      ...authErrors,
      404: problemResponse('No such Collection'),
    },
  },
] as const satisfies readonly RouteDef[];
