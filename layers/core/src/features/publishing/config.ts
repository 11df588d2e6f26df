import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import { defineSingleton } from '../../platform/config/singletons.ts';

/** The public feed's runtime knobs (docs/publishing.md, `unhide`). */
export const unhideConfig = defineSingleton({
  id: 'unhide',
  description:
    'Public JSON-LD feed (GET /v2/unhide/feed.jsonld) and the OAI-PMH repository (GET /v2/oai): whether the feed is served, the catalogue name, page size, which Collections both include, and the OAI-PMH admin e-mail.',
  schema: z.object({
    enabled: z.boolean().describe('Serve the feed. When false, the feed answers 404.'),
    catalogName: chars(z.string().min(1), 200).describe('The schema.org DataCatalog name.'),
    pageSize: z.number().int().min(1).max(1000).describe('Datasets per feed page.'),
    collections: z
      .array(z.string().uuid().max(36))
      .max(1000)
      .nullable()
      .describe(
        'appIds of the Collections whose publications (the Collection and its DataObjects) the feed and OAI-PMH include; null includes every public publication.',
      ),
    adminEmail: z
      .string()
      .regex(/^[^\s@]+@([^\s@.]+\.)+[^\s@.]+$/)
      .max(200)
      .describe('The OAI-PMH Identify adminEmail.'),
  }),
  defaults: {
    enabled: true,
    catalogName: 'svc published data',
    pageSize: 100,
    collections: null,
    adminEmail: 'svc-admin@example.org',
  },
});
