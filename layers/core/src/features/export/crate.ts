import { METADATA_ENTRY } from './names.ts';
import type { ExportOptions } from './options.ts';

/**
 * `ro-crate-metadata.json` (RO-Crate 1.1) as upstream's exporter writes it: the metadata
 * descriptor, the root Dataset naming the Collection, one File entity per ZIP entry (metadata JSON
 * documents carry `additionalType` = the entity kind, author, dates) and one Person per author.
 * Additions: `identifier` (the Collection's appId), `contentSize` of payloads, and on the root
 * `skipped` (what the caller could not read or what was missing) and, for a `/v2` body,
 * `selection` (as upstream records a selection).
 */
export const RO_CRATE_CONTEXT = 'https://w3id.org/ro/crate/1.1/context';
export const RO_CRATE_CONFORMS_TO = 'https://w3id.org/ro/crate/1.1';

export interface CrateFile {
  /** The ZIP entry name. */
  readonly id: string;
  readonly name: string;
  readonly encodingFormat?: string | undefined;
  readonly author?: string | undefined;
  readonly dateCreated?: string | undefined;
  readonly dateModified?: string | undefined;
  readonly additionalType?: string | undefined;
  readonly description?: string | null | undefined;
  readonly contentSize?: number | undefined;
}

export interface CratePerson {
  readonly username: string;
  readonly givenName: string | null;
  readonly familyName: string | null;
  readonly email: string | null;
}

export interface Skipped {
  readonly kind:
    | 'FileContainer'
    | 'File'
    | 'Permissions'
    | 'TimeseriesContainer'
    | 'StructuredDataContainer'
    | 'StructuredData'
    | 'SpatialDataContainer';
  readonly id: string;
  readonly reason: string;
  readonly fileReferenceIds?: readonly number[] | undefined;
  readonly timeseriesReferenceIds?: readonly number[] | undefined;
  readonly structuredDataReferenceIds?: readonly number[] | undefined;
  readonly spatialDataReferenceIds?: readonly number[] | undefined;
}

export interface CrateInput {
  readonly collection: { readonly name: string; readonly appId: string };
  readonly datePublished: string;
  readonly files: readonly CrateFile[];
  readonly people: readonly CratePerson[];
  readonly skipped: readonly Skipped[];
  /** Recorded only when the caller sent a selection. */
  readonly selection?: ExportOptions | undefined;
}

type Json = Record<string, unknown>;

const defined = (o: Json): Json =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

/** ISO 8601 from a legacy timestamp (`…+00:00`) or epoch text; undefined when absent or unreadable. */
export function isoDate(v: string | null | undefined): string | undefined {
  if (!v) return undefined;
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

export function roCrateMetadata(input: CrateInput): Json {
  const name = input.collection.name;
  const root = defined({
    '@id': './',
    '@type': 'Dataset',
    name: `${name} Research Object Crate`,
    description: `Research Object Crate representing the Collection ${name}`,
    identifier: input.collection.appId,
    datePublished: input.datePublished,
    hasPart: input.files.map((f) => ({ '@id': f.id })),
    ...(input.skipped.length > 0
      ? {
          skipped: input.skipped.map((s) =>
            defined({
              ...s,
              fileReferenceIds: s.fileReferenceIds ? [...s.fileReferenceIds] : undefined,
              timeseriesReferenceIds: s.timeseriesReferenceIds ? [...s.timeseriesReferenceIds] : undefined,
              structuredDataReferenceIds: s.structuredDataReferenceIds ? [...s.structuredDataReferenceIds] : undefined,
              spatialDataReferenceIds: s.spatialDataReferenceIds ? [...s.spatialDataReferenceIds] : undefined,
            }),
          ),
        }
      : {}),
    ...(input.selection ? { selection: input.selection } : {}),
  });
  const files = input.files.map((f) =>
    defined({
      '@id': f.id,
      '@type': 'File',
      name: f.name,
      encodingFormat: f.encodingFormat,
      contentSize: f.contentSize === undefined ? undefined : String(f.contentSize),
      author: f.author ? { '@id': f.author } : undefined,
      dateCreated: f.dateCreated,
      dateModified: f.dateModified,
      additionalType: f.additionalType,
      description: f.description,
    }),
  );
  const people = [...input.people]
    .sort((a, b) => a.username.localeCompare(b.username))
    .map((p) =>
      defined({
        '@id': p.username,
        '@type': 'Person',
        givenName: p.givenName,
        familyName: p.familyName,
        email: p.email,
      }),
    );
  return {
    '@context': RO_CRATE_CONTEXT,
    '@graph': [
      {
        '@id': METADATA_ENTRY,
        '@type': 'CreativeWork',
        conformsTo: { '@id': RO_CRATE_CONFORMS_TO },
        about: { '@id': './' },
      },
      root,
      ...files,
      ...people,
    ],
  };
}
