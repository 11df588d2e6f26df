import * as z from 'zod';
import { defineSingleton } from '../../platform/config/singletons.ts';

/** The public feed's runtime knobs (SPEC: Runtime configuration singletons, `unhide`). */
export const unhideConfig = defineSingleton({
  id: 'unhide',
  description: 'Public JSON-LD feed (GET /v2/unhide/feed.jsonld): whether it is served, its catalogue name, page size and which Collections it includes.',
  schema: z.object({
    enabled: z.boolean().describe('Serve the feed. When false, the feed answers 404.'),
    catalogName: z.string().min(1).max(200).describe('The schema.org DataCatalog name.'),
    pageSize: z.number().int().min(1).max(1000).describe('Datasets per feed page.'),
    collections: z.array(z.string().uuid().max(36)).max(1000).nullable().describe('appIds of the Collections whose publications (the Collection and its DataObjects) the feed includes; null includes every public publication.'),
  }),
  defaults: { enabled: true, catalogName: 'svc published data', pageSize: 100, collections: null },
});
