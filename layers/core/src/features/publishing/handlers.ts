import { json, type ImplsFor } from '../../kernel/api.ts';
import { patchSingleton, readSingleton } from '../../platform/config/singletons.ts';
import { cacheable } from './caching.ts';
import { unhideConfig } from './config.ts';
import { kipRecord } from './kip.ts';
import { listMinted, listPublications, publish, withdraw } from './publish.ts';
import { dataciteConfig } from './datacite-config.ts';
import { testConnection } from './datacite.ts';
import type { publishingRoutes } from './routes.ts';
import { feedPage } from './unhide.ts';
import { oaiAnswer } from './oai.ts';
import { publicBase } from './public-url.ts';

const LD = 'application/ld+json';
const XML = 'text/xml; charset=utf-8';

async function oai(args: Readonly<Record<string, string | undefined>>, headers: Readonly<Record<string, string>>) {
  const a = await oaiAnswer(args, publicBase());
  return cacheable(a.xml, headers['if-none-match'], { maxAgeSeconds: 60, contentType: XML, etagOf: a.stable });
}

export const publishingImpls: ImplsFor<typeof publishingRoutes> = {
  publishCollection: async ({ principal, params, body }) => {
    const r = await publish(principal, 'collection', params.appId, body ?? {});
    return json(r.created ? 201 : 200, r.publication);
  },
  publishDataObject: async ({ principal, params, body }) => {
    const r = await publish(principal, 'dataobject', params.appId, body ?? {});
    return json(r.created ? 201 : 200, r.publication);
  },
  listCollectionPids: async ({ principal, params }) =>
    json(200, await listPublications(principal, 'collection', params.appId)),
  listDataObjectPids: async ({ principal, params }) =>
    json(200, await listPublications(principal, 'dataobject', params.appId)),
  withdrawPid: async ({ principal, body }) => json(200, await withdraw(principal, body.pid, body.reason)),
  resolveKip: async ({ params, headers }) =>
    cacheable(await kipRecord(params.pidSuffix, publicBase()), headers['if-none-match'], {
      maxAgeSeconds: 300,
      contentType: LD,
    }),
  unhideFeed: async ({ query, headers }) => {
    const page = await feedPage(query.cursor, publicBase());
    return cacheable(page.body, headers['if-none-match'], {
      maxAgeSeconds: 60,
      contentType: LD,
      headers: page.next ? { link: `<${page.next}>; rel="next"` } : {},
    });
  },
  oaiGet: async ({ query, headers }) => oai(query, headers),
  oaiPost: async ({ body, headers }) => oai(body ?? {}, headers),
  getUnhideConfig: async () => json(200, await readSingleton(unhideConfig)),
  patchUnhideConfig: async ({ body, principal }) =>
    json(200, await patchSingleton(unhideConfig, body, principal.username)),
  getDataciteConfig: async () => json(200, await readSingleton(dataciteConfig)),
  patchDataciteConfig: async ({ body, principal }) =>
    json(200, await patchSingleton(dataciteConfig, body, principal.username)),
  testDataciteConnection: async () => json(200, await testConnection()),
  listDataciteDois: async ({ query }) => {
    // A position in the list's key order; one this list did not hand out pages from there.
    const after = query.cursor === undefined ? undefined : Buffer.from(query.cursor, 'base64url').toString('utf8');
    const page = await listMinted('datacite', after, query.limit ?? 100);
    return json(200, {
      publications: page.publications,
      next: page.next === null ? null : Buffer.from(page.next, 'utf8').toString('base64url'),
    });
  },
};
