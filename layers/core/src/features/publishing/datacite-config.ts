import * as z from 'zod';
import { defineSingleton, readSingleton, patchSingleton, type SingletonValue } from '../../platform/config/singletons.ts';

/**
 * The DataCite minter's account (SPEC: Runtime configuration singletons, datacite minter). The
 * password is write-only: every answer shows it redacted.
 */
export const dataciteConfig = defineSingleton({
  id: 'minter-datacite',
  description: 'DOI registration through the DataCite REST API (svc.publish.minter = datacite): endpoint, prefix, repository account and password, publisher and landing pages.',
  schema: z.object({
    endpoint: z.string().url().max(500).describe('Base URL of the DataCite REST API, e.g. https://api.datacite.org (api.test.datacite.org for the test system).'),
    prefix: z.string().regex(/^10\.\d{4,9}$/).max(20).nullable().describe('The DOI prefix svc mints under, e.g. 10.5072.'),
    repositoryId: z.string().min(1).max(100).nullable().describe('The repository account (client id), e.g. EXAMPLE.SVC.'),
    password: z.string().min(1).max(500).nullable().describe('The repository account password (write-only: answers show it redacted).'),
    publisher: z.string().min(1).max(300).describe('The publisher named in every DOI record.'),
    landingBaseUrl: z.string().url().max(500).describe('Public base URL of svc; a DOI\'s landing page is its kip record under it.'),
    event: z.enum(['publish', 'register', 'hide']).describe('DataCite state event: publish (findable), register (registered, not indexed) or hide.'),
    timeoutMs: z.number().int().min(500).max(30_000).describe('Per-request timeout towards DataCite.'),
  }),
  defaults: {
    endpoint: 'https://api.test.datacite.org', prefix: null, repositoryId: null, password: null,
    publisher: 'svc', landingBaseUrl: 'https://svc.example.org', event: 'publish', timeoutMs: 8_000,
  },
});

export type DataciteSettings = z.output<typeof dataciteConfig.schema>;

const REDACTED = '********';
const redact = (v: SingletonValue<DataciteSettings>) => ({ ...v, value: { ...v.value, password: v.value.password === null ? null : REDACTED } });

export const readDataciteConfigRedacted = async () => redact(await readSingleton(dataciteConfig));

/** A patch that sends the redacted placeholder back keeps the stored password. */
export async function patchDataciteConfig(patch: unknown, by: string) {
  const p = patch !== null && typeof patch === 'object' && !Array.isArray(patch) && (patch as Record<string, unknown>)['password'] === REDACTED
    ? Object.fromEntries(Object.entries(patch).filter(([k]) => k !== 'password'))
    : patch;
  return redact(await patchSingleton(dataciteConfig, p, by));
}
