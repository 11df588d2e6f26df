import type { RouteDef } from '../../kernel/route-types.ts';
import * as k from '../../kernel/schemas.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import { MERGE_PATCH_JSON } from '../../kernel/merge-patch.ts';
import { unhideConfig } from './config.ts';
import { dataciteConfig } from './datacite-config.ts';
import * as w from './wire.ts';

const v2 = { group: 'publishing', auth: 'authenticated', shelf: 'v2' } as const;
const pub = { group: 'publishing', auth: 'public', shelf: 'v2' } as const;
const LD = 'application/ld+json';
const publishResponses = {
  200: { description: 'This revision was already published: its record', schema: w.publication },
  201: { description: "Published: the new version's record", schema: w.publication },
  400: problemResponse('Invalid body'),
  ...authErrors,
  404: problemResponse('No such entity'),
  409: problemResponse(
    'svc.versioning.enabled is off, or svc.publish.minter is `none` (the problem names the setting)',
  ),
  502: problemResponse('The registration agency refused the PID; nothing was recorded'),
  503: problemResponse('The registration agency did not answer; nothing was recorded'),
} as const;

const oaiResponses = {
  200: { description: 'An OAI-PMH 2.0 document (an answer or a protocol error)', contentType: 'text/xml' },
  304: { description: 'Not modified' },
  400: problemResponse('An argument longer than the bound (before the protocol is consulted)'),
} as const;

/** Publishing: versioned PIDs, their public records and the public feed (group `publishing`). */
export const publishingRoutes = [
  {
    ...v2,
    operationId: 'publishCollection',
    method: 'POST',
    path: '/v2/collections/{appId}/publish',
    summary:
      "Publishes a Collection (Manager on it): freezes its current revision and mints the next version's PID with svc.publish.minter; an already published revision answers its record (200).",
    tags: ['publishing'],
    request: { body: w.publishBody, bodyOptional: true },
    provenance: { targetKind: 'Collection', target: { from: 'path', param: 'appId' }, actionKind: 'EXECUTE' },
    responses: publishResponses,
  },
  {
    ...v2,
    operationId: 'publishDataObject',
    method: 'POST',
    path: '/v2/data-objects/{appId}/publish',
    summary: 'Publishes a DataObject (Manager on its Collection), as for a Collection.',
    tags: ['publishing'],
    request: { body: w.publishBody, bodyOptional: true },
    provenance: { targetKind: 'DataObject', target: { from: 'path', param: 'appId' }, actionKind: 'EXECUTE' },
    responses: publishResponses,
  },
  {
    ...v2,
    operationId: 'listCollectionPids',
    method: 'GET',
    path: '/v2/collections/{appId}/pids',
    summary: 'Every PID of a Collection, oldest version first (Read on it).',
    tags: ['publishing'],
    provenance: { targetKind: 'Collection', target: { from: 'path', param: 'appId' } },
    responses: {
      200: { description: 'Its publications', schema: w.publicationList },
      ...authErrors,
      404: problemResponse('No such Collection'),
    },
  },
  {
    ...v2,
    operationId: 'listDataObjectPids',
    method: 'GET',
    path: '/v2/data-objects/{appId}/pids',
    summary: 'Every PID of a DataObject, oldest version first (Read on its Collection).',
    tags: ['publishing'],
    provenance: { targetKind: 'DataObject', target: { from: 'path', param: 'appId' } },
    responses: {
      200: { description: 'Its publications', schema: w.publicationList },
      ...authErrors,
      404: problemResponse('No such DataObject'),
    },
  },
  {
    ...v2,
    operationId: 'withdrawPid',
    method: 'POST',
    path: '/v2/pids/withdraw',
    summary:
      'Withdraws a PID (Manager on its Collection): its record then answers 410 and it leaves the feed. Idempotent.',
    tags: ['publishing'],
    request: { body: w.withdrawBody },
    provenance: { targetKind: 'Publication', target: { from: 'response', field: 'appId' }, actionKind: 'UPDATE' },
    responses: {
      200: { description: 'The withdrawn record', schema: w.publication },
      400: problemResponse('Invalid body'),
      ...authErrors,
      404: problemResponse('No such PID'),
    },
  },
  {
    ...pub,
    operationId: 'resolveKip',
    method: 'GET',
    path: '/v2/.well-known/kip/{pidSuffix}',
    summary:
      'The public JSON-LD record (kernel information) of a PID by its suffix; ETag, Cache-Control and 304 on If-None-Match.',
    tags: ['publishing'],
    responses: {
      200: { description: 'The record', schema: w.jsonLd, contentType: LD },
      304: { description: 'Not modified' },
      404: problemResponse('Unknown or non-public PID (or the kip plugin is disabled)'),
      410: problemResponse('The PID was withdrawn'),
    },
  },
  {
    ...pub,
    operationId: 'unhideFeed',
    method: 'GET',
    path: '/v2/unhide/feed.jsonld',
    summary:
      'The public schema.org DataCatalog of published records, one page per call (`nextPage` and Link rel=next lead on); ETag, Cache-Control and 304.',
    tags: ['publishing'],
    request: { query: w.feedQuery },
    responses: {
      200: { description: 'A feed page', schema: w.jsonLd, contentType: LD },
      304: { description: 'Not modified' },
      400: problemResponse('Bad cursor'),
      404: problemResponse('The feed is switched off'),
    },
  },
  {
    ...pub,
    operationId: 'oaiGet',
    method: 'GET',
    path: '/v2/oai',
    summary:
      "OAI-PMH 2.0 repository of the public publications (the feed's selection): the six verbs, oai_dc and oai_datacite, a set per Collection, resumption tokens, from/until; protocol errors are OAI-PMH documents with 200. ETag, Cache-Control and 304.",
    tags: ['publishing'],
    request: { query: w.oaiArgs },
    responses: oaiResponses,
  },
  {
    ...pub,
    operationId: 'oaiPost',
    method: 'POST',
    path: '/v2/oai',
    summary:
      "The same OAI-PMH request with its arguments as an application/x-www-form-urlencoded body (the protocol's POST binding).",
    tags: ['publishing'],
    request: { body: w.oaiArgs, bodyOptional: true, contentTypes: ['application/x-www-form-urlencoded'] },
    responses: { ...oaiResponses, 415: problemResponse('Not application/x-www-form-urlencoded') },
  },
  {
    ...v2,
    auth: 'instance-admin',
    operationId: 'getUnhideConfig',
    method: 'GET',
    path: '/v2/admin/unhide/config',
    summary: `Runtime configuration singleton \`${unhideConfig.id}\`: ${unhideConfig.description}`,
    tags: ['admin', 'config', 'publishing'],
    provenance: { targetKind: 'ConfigSingleton', target: { from: 'const', value: unhideConfig.id } },
    responses: {
      200: {
        description: 'Current value (defaults merged with what was stored)',
        schema: k.singletonResponse(unhideConfig.schema),
      },
      ...authErrors,
    },
  },
  {
    ...v2,
    auth: 'instance-admin',
    operationId: 'patchUnhideConfig',
    method: 'PATCH',
    path: '/v2/admin/unhide/config',
    summary: `Change the \`${unhideConfig.id}\` singleton (RFC 7396 merge patch; \`null\` resets a member to its default)`,
    tags: ['admin', 'config', 'publishing'],
    request: { body: k.mergePatchOf(unhideConfig.schema), contentTypes: [MERGE_PATCH_JSON] },
    provenance: { targetKind: 'ConfigSingleton', target: { from: 'const', value: unhideConfig.id } },
    responses: {
      200: { description: 'The updated value', schema: k.singletonResponse(unhideConfig.schema) },
      400: problemResponse('Invalid value'),
      ...authErrors,
      415: problemResponse('Not application/merge-patch+json'),
    },
  },
  {
    ...v2,
    auth: 'instance-admin',
    operationId: 'getDataciteConfig',
    method: 'GET',
    path: '/v2/admin/minters/datacite/config',
    summary: `Runtime configuration singleton \`${dataciteConfig.id}\` (the password is never here, only the name of its secret): ${dataciteConfig.description}`,
    tags: ['admin', 'config', 'publishing'],
    provenance: { targetKind: 'ConfigSingleton', target: { from: 'const', value: dataciteConfig.id } },
    responses: {
      200: { description: 'Current value', schema: k.singletonResponse(dataciteConfig.schema) },
      ...authErrors,
    },
  },
  {
    ...v2,
    auth: 'instance-admin',
    operationId: 'patchDataciteConfig',
    method: 'PATCH',
    path: '/v2/admin/minters/datacite/config',
    summary: `Change the \`${dataciteConfig.id}\` singleton (RFC 7396 merge patch; \`null\` resets a member to its default)`,
    tags: ['admin', 'config', 'publishing'],
    request: { body: k.mergePatchOf(dataciteConfig.schema), contentTypes: [MERGE_PATCH_JSON] },
    provenance: { targetKind: 'ConfigSingleton', target: { from: 'const', value: dataciteConfig.id } },
    responses: {
      200: { description: 'The updated value', schema: k.singletonResponse(dataciteConfig.schema) },
      400: problemResponse('Invalid value'),
      ...authErrors,
      415: problemResponse('Not application/merge-patch+json'),
    },
  },
  {
    ...v2,
    auth: 'instance-admin',
    operationId: 'testDataciteConnection',
    method: 'POST',
    path: '/v2/admin/minters/datacite/test',
    summary:
      "One authenticated read of the repository's DOIs at DataCite with the configured account: whether it answered and accepted it.",
    tags: ['admin', 'publishing'],
    provenance: {
      targetKind: 'ConfigSingleton',
      target: { from: 'const', value: dataciteConfig.id },
      actionKind: 'EXECUTE',
    },
    responses: {
      200: { description: "The outcome (ok false with the agency's message on a refusal)", schema: w.dataciteTest },
      ...authErrors,
    },
  },
  {
    ...v2,
    auth: 'instance-admin',
    operationId: 'listDataciteDois',
    method: 'GET',
    path: '/v2/admin/minters/datacite/dois',
    summary: 'DOIs minted through DataCite, in publication order, a page per call.',
    tags: ['admin', 'publishing'],
    request: { query: w.doiListQuery },
    provenance: { targetKind: 'Publication', target: { from: 'const', value: 'datacite' } },
    responses: {
      200: { description: 'A page of DOI records', schema: w.doiList },
      400: problemResponse('Bad cursor or limit'),
      ...authErrors,
    },
  },
] as const satisfies readonly RouteDef[];
