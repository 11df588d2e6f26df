import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';

export const publishBody = z
  .object({
    public: z
      .boolean()
      .optional()
      .describe('Whether the record resolves publicly and appears in the feed (default true).'),
    license: chars(z.string().url(), 500).optional().describe('Licence IRI recorded with this version.'),
  })
  .strict();

export const publication = z.object({
  pid: z.string(),
  suffix: z.string().describe('The resolver key: GET /v2/.well-known/kip/{suffix}'),
  kind: z.enum(['collection', 'dataobject']),
  appId: z.string(),
  collectionAppId: z.string(),
  version: z.number().int(),
  revision: z.number().int().describe('The entity revision frozen by this version'),
  minter: z.string(),
  checksum: z.string().describe('sha256 of the frozen revision (canonical JSON)'),
  title: z.string(),
  public: z.boolean(),
  license: z.string().nullable(),
  status: z.enum(['published', 'withdrawn']),
  publishedAt: z.string(),
  publishedBy: z.string(),
  withdrawnAt: z.string().nullable(),
  withdrawalReason: z.string().nullable(),
});

export const publicationList = z.object({ appId: z.string(), publications: z.array(publication) });

export const withdrawBody = z
  .object({ pid: chars(z.string().min(1), 500), reason: chars(z.string().min(1), 1000) })
  .strict();

export const feedQuery = z.object({
  cursor: chars(z.string(), 400).optional().describe('The nextPage link of the previous page carries it'),
});

export const jsonLd = z.record(z.string(), z.unknown());

const oaiArg = (what: string) => chars(z.string(), 500).optional().describe(what);
/**
 * OAI-PMH arguments (query string of GET, form body of POST). Every one is optional here: which a
 * verb needs, and any argument not listed, is the protocol's business and answered as its
 * badVerb / badArgument error (HTTP 200), so unknown names are kept for the handler to see.
 */
export const oaiArgs = z
  .object({
    verb: oaiArg('Identify, ListMetadataFormats, ListSets, GetRecord, ListIdentifiers or ListRecords'),
    identifier: oaiArg('An item: the PID'),
    metadataPrefix: oaiArg('oai_dc or oai_datacite'),
    from: oaiArg('Lower datestamp bound, inclusive: YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ (UTC)'),
    until: oaiArg('Upper datestamp bound, inclusive, same granularity as from'),
    set: oaiArg('A setSpec from ListSets: collection-<Collection appId>'),
    resumptionToken: chars(z.string(), 2000).optional().describe('The token of the previous page (exclusive argument)'),
  })
  .catchall(chars(z.string(), 2000))
  .check((ctx) => {
    const names = Object.keys(ctx.value);
    if (names.length > 16)
      ctx.issues.push({ code: 'custom', input: ctx.value, message: `at most 16 arguments, got ${names.length}` });
    // Characters as JSON Schema's maxLength counts them (code points, not UTF-16 units).
    const long = names.map((k) => [...k].length).find((n) => n > 64);
    if (long !== undefined)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `argument names are at most 64 characters, got ${long}`,
      });
  })
  .meta({ maxProperties: 16, propertyNames: { type: 'string', maxLength: 64 } });

export const dataciteTest = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  latencyMs: z.number().int(),
  message: z.string(),
});
export const doiList = z.object({
  publications: z.array(publication),
  next: z.string().nullable().describe('The cursor of the next page, null on the last'),
});
export const doiListQuery = z.object({
  cursor: chars(z.string(), 400).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional().describe('Default 100'),
});
