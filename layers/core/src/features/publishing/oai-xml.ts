import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { MintRecord } from '../../platform/plugins/types.ts';
import type { DataciteAttributes } from './datacite.ts';

/** OAI-PMH 2.0 answers and their two metadata formats, built as XML documents (xmlbuilder2). */
export const NS = {
  oai: 'http://www.openarchives.org/OAI/2.0/',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  oaiDc: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
  dc: 'http://purl.org/dc/elements/1.1/',
  oaiDatacite: 'http://schema.datacite.org/oai/oai-1.1/',
  datacite: 'http://datacite.org/schema/kernel-4',
} as const;

export const FORMATS = {
  oai_dc: { schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd', namespace: NS.oaiDc },
  oai_datacite: { schema: 'http://schema.datacite.org/oai/oai-1.1/oai.xsd', namespace: NS.oaiDatacite },
} as const;
export type MetadataPrefix = keyof typeof FORMATS;

/**
 * Stands in for responseDate while the document is built: the ETag is taken over the answer with
 * it, then the real date replaces it (its first occurrence, the responseDate element, comes before
 * any record content).
 */
export const RESPONSE_DATE = '@@responseDate@@';

/** The OAI-PMH envelope; `request` holds the arguments only when the request was valid (the protocol's rule). */
export function envelope(
  baseUrl: string,
  request: Readonly<Record<string, string>> | null,
): { doc: XMLBuilder; root: XMLBuilder } {
  // Titles, descriptions and names may hold characters XML 1.0 cannot carry (control characters,
  // U+FFFE/U+FFFF, lone surrogates): they are dropped, or one record would spoil a whole page.
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const root = doc
    .ele(NS.oai, 'OAI-PMH')
    .att(NS.xsi, 'xsi:schemaLocation', `${NS.oai} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`);
  root.ele('responseDate').txt(RESPONSE_DATE);
  root.ele('request', request ?? {}).txt(baseUrl);
  return { doc, root };
}

export interface OaiHeader {
  readonly identifier: string;
  readonly datestamp: string;
  readonly setSpec: string;
  readonly deleted: boolean;
}

export function header(parent: XMLBuilder, h: OaiHeader): void {
  const el = parent.ele('header', h.deleted ? { status: 'deleted' } : {});
  el.ele('identifier').txt(h.identifier);
  el.ele('datestamp').txt(h.datestamp);
  el.ele('setSpec').txt(h.setSpec);
}

export interface DcFields {
  readonly record: MintRecord;
  readonly identifiers: readonly string[];
  readonly publisher: string;
  readonly date: string;
  readonly license: string | null;
}

/** Simple Dublin Core (oai_dc) of one version. */
export function oaiDc(parent: XMLBuilder, f: DcFields): void {
  const dc = parent
    .ele(NS.oaiDc, 'oai_dc:dc')
    .att('xmlns:dc', NS.dc)
    .att(NS.xsi, 'xsi:schemaLocation', `${NS.oaiDc} ${FORMATS.oai_dc.schema}`);
  const add = (name: string, value: string) => dc.ele(NS.dc, `dc:${name}`).txt(value);
  add('title', f.record.title || '(untitled)');
  for (const c of f.record.creators) add('creator', c.name);
  for (const s of f.record.subjects) add('subject', s.subject);
  if (f.record.description) add('description', f.record.description);
  add('publisher', f.publisher);
  add('date', f.date);
  add('type', 'Dataset');
  for (const id of f.identifiers) add('identifier', id);
  if (f.license) add('rights', f.license);
}

/** The DataCite metadata (kernel-4 XML) inside DataCite's oai_datacite wrapper, from the minter's own mapping. */
export function oaiDatacite(parent: XMLBuilder, a: DataciteAttributes, datacentreSymbol: string): void {
  const wrapper = parent
    .ele(NS.oaiDatacite, 'oai_datacite')
    .att(NS.xsi, 'xsi:schemaLocation', `${NS.oaiDatacite} ${FORMATS.oai_datacite.schema}`);
  wrapper.ele('schemaVersion').txt('4.5');
  wrapper.ele('datacentreSymbol').txt(datacentreSymbol);
  const r = wrapper
    .ele('payload')
    .ele(NS.datacite, 'resource')
    .att(NS.xsi, 'xsi:schemaLocation', `${NS.datacite} http://schema.datacite.org/meta/kernel-4.5/metadata.xsd`);
  r.ele('identifier', { identifierType: 'DOI' }).txt(a.doi);
  const creators = r.ele('creators');
  for (const c of a.creators) {
    const el = creators.ele('creator');
    el.ele('creatorName', { nameType: c.nameType }).txt(c.name);
    if ('givenName' in c && c.givenName) el.ele('givenName').txt(c.givenName);
    if ('familyName' in c && c.familyName) el.ele('familyName').txt(c.familyName);
  }
  const titles = r.ele('titles');
  for (const t of a.titles) titles.ele('title').txt(t.title);
  r.ele('publisher').txt(a.publisher.name);
  r.ele('publicationYear').txt(a.publicationYear);
  r.ele('resourceType', { resourceTypeGeneral: a.types.resourceTypeGeneral }).txt(a.types.resourceType);
  if (a.subjects.length > 0) {
    const subjects = r.ele('subjects');
    for (const s of a.subjects) {
      subjects
        .ele('subject', {
          ...(s.subjectScheme ? { subjectScheme: s.subjectScheme } : {}),
          ...(s.schemeUri ? { schemeURI: s.schemeUri } : {}),
          ...(s.valueUri ? { valueURI: s.valueUri } : {}),
        })
        .txt(s.subject);
    }
  }
  if (a.relatedIdentifiers.length > 0) {
    const related = r.ele('relatedIdentifiers');
    for (const x of a.relatedIdentifiers)
      related
        .ele('relatedIdentifier', { relatedIdentifierType: x.relatedIdentifierType, relationType: x.relationType })
        .txt(x.relatedIdentifier);
  }
  r.ele('version').txt(a.version);
  if (a.descriptions.length > 0) {
    const descriptions = r.ele('descriptions');
    for (const d of a.descriptions)
      descriptions.ele('description', { descriptionType: d.descriptionType }).txt(d.description);
  }
}
