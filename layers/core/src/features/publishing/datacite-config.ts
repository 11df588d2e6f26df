import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import { defineSingleton } from '../../platform/config/singletons.ts';

/**
 * The DataCite minter's account (docs/publishing.md, DataCite). The
 * repository password never sits here: `passwordSecret` names the Secrets Manager secret that
 * holds it, which the publishing function may read only under `<svc.resource.prefix>/publishing/`.
 */
export const dataciteConfig = defineSingleton({
  id: 'minter-datacite',
  description:
    'DOI registration through the DataCite REST API (svc.publish.minter = datacite): endpoint, prefix, repository account and the secret holding its password, publisher and landing pages.',
  schema: z.object({
    endpoint: z
      .string()
      .url()
      .max(500)
      .describe(
        'Base URL of the DataCite REST API, e.g. https://api.datacite.org (api.test.datacite.org for the test system).',
      ),
    prefix: z
      .string()
      .regex(/^10\.\d{4,9}$/)
      .max(20)
      .nullable()
      .describe('The DOI prefix svc mints under, e.g. 10.5072.'),
    repositoryId: z
      .string()
      .min(1)
      .max(100)
      .nullable()
      .describe('The repository account (client id), e.g. EXAMPLE.SVC.'),
    passwordSecret: z
      .string()
      .max(512)
      .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/)
      .nullable()
      .describe(
        'Name or ARN of the Secrets Manager secret holding the repository password (its string value), under `<svc.resource.prefix>/publishing/`, e.g. `svc/publishing/datacite`.',
      ),
    publisher: chars(z.string().min(1), 300).describe('The publisher named in every DOI record.'),
    landingBaseUrl: z
      .string()
      .url()
      .max(500)
      .describe("Public base URL of svc; a DOI's landing page is its kip record under it."),
    event: z
      .enum(['publish', 'register', 'hide'])
      .describe('DataCite state event: publish (findable), register (registered, not indexed) or hide.'),
    timeoutMs: z.number().int().min(500).max(30_000).describe('Per-request timeout towards DataCite.'),
  }),
  defaults: {
    endpoint: 'https://api.test.datacite.org',
    prefix: null,
    repositoryId: null,
    passwordSecret: null,
    publisher: 'svc',
    landingBaseUrl: 'https://svc.example.org',
    event: 'publish',
    timeoutMs: 8_000,
  },
});

export type DataciteSettings = z.output<typeof dataciteConfig.schema>;
