import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { notFound } from '../../kernel/problem.ts';
import { readSingletonCached } from '../../platform/config/singletons.ts';
import { unhideConfig } from './config.ts';
import { recordId } from './kip.ts';
import { pluginOn } from './pid.ts';
import { toPublication } from './publish.ts';

/** Hydra's `next` carries the paging link inside the document; everything else is schema.org. */
export const FEED_CONTEXT = [
  'https://schema.org/',
  { nextPage: { '@id': 'http://www.w3.org/ns/hydra/core#next', '@type': '@id' } },
] as const;

const encodeCursor = (feedKey: string) => Buffer.from(feedKey, 'utf8').toString('base64url');
/**
 * A cursor is a position in the feed's key order: one the feed did not hand out is still a
 * position (the page after it, possibly empty), never an error.
 */
const decodeCursor = (cursor: string): string => Buffer.from(cursor, 'base64url').toString('utf8');

/**
 * One page of the feed: public, live publications in (publishedAt, pid) order after `cursor`,
 * read from the feedKey index (keyset paging: a page costs the page, whatever the catalogue's size).
 */
export async function feedPage(
  cursor: string | undefined,
  base: string,
): Promise<{ body: Record<string, unknown>; next: string | null }> {
  if (!(await pluginOn('unhide'))) throw notFound('The unhide feed plugin is disabled.');
  const cfg = (await readSingletonCached(unhideConfig)).value;
  if (!cfg.enabled) throw notFound('The unhide feed is switched off (/v2/admin/unhide/config).');
  const after = cursor === undefined ? '' : decodeCursor(cursor);
  const r = await readQuery<{ p: Record<string, unknown> }>(
    `MATCH (p:Publication) WHERE p.feedKey > $after AND p.public AND p.status = 'published'
       AND ($collections IS NULL OR p.collectionAppId IN $collections)
     WITH p ORDER BY p.feedKey LIMIT $limit RETURN p { .*, view: null } AS p`,
    { after, collections: cfg.collections, limit: cypherInt(cfg.pageSize + 1) },
  );
  const rows = r.records.map((rec) => rec.get('p'));
  const more = rows.length > cfg.pageSize;
  const page = rows.slice(0, cfg.pageSize);
  const last = page.at(-1);
  const next = more && last ? `${base}/v2/unhide/feed.jsonld?cursor=${encodeCursor(String(last['feedKey']))}` : null;
  const datasets = page.map((m) => {
    const p = toPublication(m);
    return {
      '@type': 'Dataset',
      '@id': recordId(base, p),
      identifier: p.pid,
      name: p.title,
      version: String(p.version),
      datePublished: p.publishedAt,
      dateModified: p.publishedAt,
      url: recordId(base, p),
      ...(p.license ? { license: p.license } : {}),
    };
  });
  return {
    body: {
      '@context': FEED_CONTEXT,
      '@type': 'DataCatalog',
      '@id': `${base}/v2/unhide/feed.jsonld`,
      name: cfg.catalogName,
      dataset: datasets,
      ...(next ? { nextPage: next } : {}),
    },
    next,
  };
}
