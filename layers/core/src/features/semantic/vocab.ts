/**
 * How predicate IRIs of imported RDF become property and relationship names of `Resource` nodes
 * (`svc.semantic.internal.handle-vocab-uris`), after the Neo4j RDF import plugin (n10s):
 *
 * - `IGNORE` (default): the local name only (`http://www.w3.org/2004/02/skos/core#prefLabel` →
 *   `prefLabel`). Two vocabularies' `label`s share one property.
 * - `SHORTEN`: `<prefix>__<local>` (`skos__prefLabel`). Prefixes of well-known namespaces are
 *   fixed below; any other namespace gets `ns<8 hex of its SHA-256>`, so the name is the same in
 *   every process and import without a prefix table in the graph (n10s keeps one; we need none).
 * - `MAP`: the fixed mapping below (the label-like properties and `rdf:type`, to their local
 *   names); an unmapped IRI is kept whole, so nothing is lost or merged by accident.
 * - `KEEP`: the full IRI.
 *
 * `rdf:type` is imported as a relationship to the class's `Resource` (n10s `handleRDFTypes:
 * NODES`), never as a node label: a vocabulary's class named `Collection` must not make imported
 * nodes look like domain entities. Changing the mode applies to imports from then on; re-import
 * (`refresh-ontologies --force`) to rewrite what is loaded.
 */
import { createHash } from 'node:crypto';

export const VOCAB_MODES = ['IGNORE', 'SHORTEN', 'MAP', 'KEEP'] as const;
export type VocabMode = (typeof VOCAB_MODES)[number];

export const NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  dct: 'http://purl.org/dc/terms/',
  dc: 'http://purl.org/dc/elements/1.1/',
  schema: 'http://schema.org/',
  schemas: 'https://schema.org/',
  prov: 'http://www.w3.org/ns/prov#',
  foaf: 'http://xmlns.com/foaf/0.1/',
  oboInOwl: 'http://www.geneontology.org/formats/oboInOwl#',
  obo: 'http://purl.obolibrary.org/obo/',
  qudt: 'http://qudt.org/schema/qudt/',
  time: 'http://www.w3.org/2006/time#',
  geo: 'http://www.opengis.net/ont/geosparql#',
  m4i: 'http://w3id.org/nfdi4ing/metadata4ing#',
} as const;

const PREFIX_OF = new Map<string, string>(Object.entries(NS).map(([p, ns]) => [ns, p]));

export const RDF_TYPE = `${NS.rdf}type`;

/** The properties term search reads (docs/semantic.md), best label first. */
export const LABEL_PREDICATES = [
  `${NS.skos}prefLabel`,
  `${NS.rdfs}label`,
  `${NS.schema}name`,
  `${NS.schemas}name`,
  `${NS.dct}title`,
  `${NS.skos}altLabel`,
  `${NS.schema}alternateName`,
  `${NS.schemas}alternateName`,
  `${NS.skos}hiddenLabel`,
  `${NS.skos}notation`,
  `${NS.oboInOwl}hasExactSynonym`,
  `${NS.oboInOwl}hasRelatedSynonym`,
  `${NS.oboInOwl}hasBroadSynonym`,
  `${NS.oboInOwl}hasNarrowSynonym`,
] as const;
/** Descriptions, best first; they are searched too. */
export const DESCRIPTION_PREDICATES = [`${NS.skos}definition`, `${NS.rdfs}comment`, `${NS.skos}scopeNote`] as const;

/** Namespace and local name: the split after the last `#`, `/` or `:`. */
export function splitIri(iri: string): { ns: string; local: string } {
  const cut = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/'), iri.lastIndexOf(':'));
  return { ns: iri.slice(0, cut + 1), local: iri.slice(cut + 1) };
}

const MAPPED = new Map<string, string>([
  [RDF_TYPE, 'type'],
  ...[...LABEL_PREDICATES, ...DESCRIPTION_PREDICATES].map((p) => [p, splitIri(p).local] as [string, string]),
]);

export function prefixOf(ns: string): string {
  return PREFIX_OF.get(ns) ?? `ns${createHash('sha256').update(ns).digest('hex').slice(0, 8)}`;
}

/**
 * Property names the import itself writes on every `Resource` (rdf-import.ts): a predicate whose
 * name would be one of them (OM 2.0's `bibo:uri` under IGNORE) keeps its full IRI instead, so it
 * can never overwrite a node's identity or its bundle list.
 */
export const RESERVED_PROPERTIES: ReadonlySet<string> = new Set(['uri', '_bundles']);

function modeName(iri: string, mode: VocabMode): string {
  const { ns, local } = splitIri(iri);
  switch (mode) {
    case 'KEEP':
      return iri;
    case 'MAP':
      return MAPPED.get(iri) ?? iri;
    case 'SHORTEN':
      return local === '' ? iri : `${prefixOf(ns)}__${local}`;
    case 'IGNORE':
      return local === '' ? iri : local;
  }
}

/** The property (or relationship type) name of a predicate IRI under `mode`. */
export function vocabName(iri: string, mode: VocabMode): string {
  const name = modeName(iri, mode);
  return RESERVED_PROPERTIES.has(name) ? iri : name;
}

const unique = (xs: readonly string[]) => [...new Set(xs)];

/** The node properties holding labels and descriptions under `mode`, best first (no duplicates). */
export const labelProperties = (mode: VocabMode): string[] => unique(LABEL_PREDICATES.map((p) => vocabName(p, mode)));
export const descriptionProperties = (mode: VocabMode): string[] =>
  unique(DESCRIPTION_PREDICATES.map((p) => vocabName(p, mode)));

/** A property name as a Cypher identifier: backtick-quoted, backticks doubled (names come from uploaded files). */
export const cypherName = (name: string): string => `\`${name.replace(/`/g, '``')}\``;

/** Language order of literals kept on a node: `en`, `en-*`, untagged, then the rest. */
export function languageRank(lang: string): number {
  const l = lang.toLowerCase();
  if (l === 'en') return 0;
  if (l.startsWith('en-')) return 1;
  if (l === '') return 2;
  return 3;
}
