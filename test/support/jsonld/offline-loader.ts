import { readFileSync } from 'node:fs';
import jsonld from 'jsonld';

const schemaOrg = JSON.parse(readFileSync(new URL('./schemaorg-context.jsonld', import.meta.url), 'utf8')) as unknown;
const vendored: Readonly<Record<string, unknown>> = {
  'https://schema.org/': schemaOrg,
  'http://schema.org/': schemaOrg,
  'https://schema.org': schemaOrg,
};

/** A JSON-LD document loader that answers vendored contexts only and refuses the network. */
export const offlineLoader = async (url: string) => {
  const document = vendored[url];
  if (document === undefined) throw new Error(`offline document loader: refused ${url}`);
  return { contextUrl: undefined, documentUrl: url, document };
};

/** Expands `doc` with the offline loader (throws on anything that is not valid JSON-LD). */
export const expandOffline = (doc: object) =>
  jsonld.expand(doc as jsonld.JsonLdDocument, { documentLoader: offlineLoader as never, safe: true } as never);
