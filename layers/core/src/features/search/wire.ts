import * as z from 'zod';
import { bounds, text } from '../../kernel/bounds.ts';
import { CONTAINER_TYPES, containerType, describedEntity, int64, timestamp } from '../../kernel/wire-base.ts';

export { CONTAINER_TYPES };
import { collection } from '../collections/wire.ts';
import { MAX_CONDITIONS, MAX_DEPTH, MAX_IN_VALUES, MAX_QUERY_LENGTH, OPERATORS } from './query.ts';
import { named } from '../../kernel/legacy-names.ts';

/**
 * Wire shapes of the legacy search operations (upstream 5.4.0 `SearchBody`, `ResponseBody`,
 * `CollectionSearchBody`/`Result`, `ContainerSearchBody`/`Result`). The query itself is a JSON
 * document in a string; query.ts parses it (a malformed one is a 400 pointing at the problem).
 */

/**
 * The grammar of query.ts as JSON Schema, published once in the document's components and
 * referenced as the query string's `contentSchema` (OpenAPI 3.1).
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const searchQueryComponents = {
  SearchScalar: { type: ['string', 'number', 'boolean', 'null'] },
  SearchCondition: {
    oneOf: [
      {
        type: 'object',
        additionalProperties: false,
        required: ['property', 'operator', 'value'],
        properties: {
          property: {
            type: 'string',
            pattern: '^(id|name|description|createdAt|createdBy|updatedAt|updatedBy|attributes(\\.|\\|\\|).+)$',
            description:
              'id, name, description, createdAt, createdBy, updatedAt, updatedBy, or attributes.<key> (also attributes||<key>); containers have no description, references no attributes',
          },
          operator: { type: 'string', enum: [...OPERATORS, 'neq'] },
          value: {
            anyOf: [
              ref('SearchScalar'),
              { type: 'array', items: ref('SearchScalar'), minItems: 1, maxItems: MAX_IN_VALUES },
            ],
          },
        },
      },
      ...(['AND', 'OR', 'XOR'] as const).map((k) => ({
        type: 'object',
        additionalProperties: false,
        required: [k],
        properties: { [k]: { type: 'array', minItems: 1, items: ref('SearchCondition') } },
      })),
      { type: 'object', additionalProperties: false, required: ['NOT'], properties: { NOT: ref('SearchCondition') } },
    ],
  },
};
export const searchQuery = text(bounds.searchQuery)
  .regex(/\S/, 'query must not be blank')
  .meta({
    contentMediaType: 'application/json',
    contentSchema: ref('SearchCondition'),
    description: `A JSON-encoded condition object (README, "Search queries"), at most ${MAX_QUERY_LENGTH} characters, ${MAX_DEPTH} levels and ${MAX_CONDITIONS} conditions; anything else is a 400 pointing at the offending node.`,
  });

export const QUERY_TYPES = ['StructuredData', 'Collection', 'DataObject', 'Reference'] as const;
export const TRAVERSAL_RULES = ['children', 'parents', 'predecessors', 'successors'] as const;

// ── request bodies ────────────────────────────────────────────────────────────────
export const searchParams = z.object({ query: searchQuery, queryType: named(z.enum(QUERY_TYPES), 'QueryType') });
export const searchScope = z.object({
  collectionId: int64
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
  dataObjectId: int64
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
  traversalRules: z
    .array(named(z.enum(TRAVERSAL_RULES), 'TraversalRules'))
    .max(TRAVERSAL_RULES.length * 4)
    .nullish()
    .transform((v) => v ?? []),
});
/** Each scope is one graph query: a bounded number keeps one request from fanning out unbounded. */
export const MAX_SCOPES = 50;
export const searchBody = z.object({ searchParams, scopes: z.array(searchScope).min(1).max(MAX_SCOPES) });

export const collectionSearchParams = z.object({ query: searchQuery });
export const collectionSearchBody = z.object({ searchParams: collectionSearchParams });

export const containerSearchParams = z.object({ query: searchQuery, queryType: containerType });
export const containerSearchBody = z.object({ searchParams: containerSearchParams });

// ── query parameters (strings on the wire) ───────────────────────────────────────
const INT32_MAX = 2_147_483_647;
const integer = (min: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(INT32_MAX),
  );
const boolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const COLLECTION_ORDER = ['updatedAt', 'createdAt', 'createdBy', 'id', 'name'] as const;
export const CONTAINER_ORDER = ['createdAt', 'createdBy', 'type', 'id', 'name'] as const;
export const collectionSearchQuery = z.object({
  page: integer(0).optional(),
  size: integer(1).optional(),
  orderBy: named(z.enum(COLLECTION_ORDER), 'BasicCollectionAttributes').optional(),
  orderDesc: boolean.optional(),
});
export const containerSearchQuery = z.object({
  page: integer(0).optional(),
  size: integer(1).optional(),
  orderBy: named(z.enum(CONTAINER_ORDER), 'BasicContainerAttributes').optional(),
  orderDesc: boolean.optional(),
});

// ── responses ─────────────────────────────────────────────────────────────────────
const entity = describedEntity;

export const basicEntity = z.object(entity);
export const resultTriple = z.object({
  collectionId: int64.optional(),
  dataObjectId: int64.optional(),
  referenceId: int64.optional(),
});
export const searchResponse = z.object({
  searchParams,
  resultSet: z.array(resultTriple),
  results: z.array(basicEntity),
});

/** A Collection hit is the Collection read model. */
export const collectionResult = collection;
export const collectionSearchResult = z.object({
  searchParams: collectionSearchParams,
  results: z.array(collectionResult),
  totalResults: z.number().int(),
});

export const basicContainer = z.object({
  id: int64,
  appId: z.string(),
  createdAt: timestamp,
  createdBy: z.string(),
  updatedAt: timestamp.nullable(),
  updatedBy: z.string().nullable(),
  name: z.string(),
  type: containerType,
});
export const containerSearchResult = z.object({
  searchParams: containerSearchParams,
  results: z.array(basicContainer),
  totalResults: z.number().int(),
});

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(searchParams, 'SearchParams');
named(searchScope, 'SearchScope');
named(searchBody, 'SearchBody');
named(collectionSearchParams, 'CollectionSearchParams');
named(collectionSearchBody, 'CollectionSearchBody');
named(containerSearchParams, 'ContainerSearchParams');
named(containerSearchBody, 'ContainerSearchBody');
named(basicEntity, 'BasicEntity');
named(resultTriple, 'ResultTriple');
named(searchResponse, 'ResponseBody', { optional: ['searchParams', 'resultSet', 'results'] });
named(collectionSearchResult, 'CollectionSearchResult', { optional: ['searchParams'] });
named(basicContainer, 'BasicContainer');
named(containerSearchResult, 'ContainerSearchResult', { optional: ['searchParams'] });
