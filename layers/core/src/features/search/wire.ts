import { z } from 'zod';
import { searchQueryText } from '../../kernel/bounds.ts';
import { describedEntity, int64 } from '../../kernel/wire-base.ts';
import { collection } from '../collections/wire.ts';

/**
 * Wire shapes of the legacy search operations (upstream 5.4.0 `SearchBody`, `ResponseBody`,
 * `CollectionSearchBody`/`Result`, `ContainerSearchBody`/`Result`). The query itself is a JSON
 * document in a string; query.ts parses it (a malformed one is a 400 pointing at the problem).
 */
const queryText = searchQueryText;

export const QUERY_TYPES = ['StructuredData', 'Collection', 'DataObject', 'Reference'] as const;
export const CONTAINER_TYPES = ['FILE', 'TIMESERIES', 'STRUCTUREDDATA', 'SPATIALDATA', 'BASIC'] as const;
export const TRAVERSAL_RULES = ['children', 'parents', 'predecessors', 'successors'] as const;

// ── request bodies ────────────────────────────────────────────────────────────────
export const searchParams = z.object({ query: queryText, queryType: z.enum(QUERY_TYPES) });
export const searchScope = z.object({
  collectionId: int64.min(0).nullish().transform((v) => v ?? null),
  dataObjectId: int64.min(0).nullish().transform((v) => v ?? null),
  traversalRules: z.array(z.enum(TRAVERSAL_RULES)).max(TRAVERSAL_RULES.length * 4).nullish().transform((v) => v ?? []),
});
/** Each scope is one graph query: a bounded number keeps one request from fanning out unbounded. */
export const MAX_SCOPES = 50;
export const searchBody = z.object({ searchParams, scopes: z.array(searchScope).min(1).max(MAX_SCOPES) });

export const collectionSearchParams = z.object({ query: queryText });
export const collectionSearchBody = z.object({ searchParams: collectionSearchParams });

export const containerSearchParams = z.object({ query: queryText, queryType: z.enum(CONTAINER_TYPES) });
export const containerSearchBody = z.object({ searchParams: containerSearchParams });

// ── query parameters (strings on the wire) ───────────────────────────────────────
const INT32_MAX = 2_147_483_647;
const integer = (min: number) =>
  z.preprocess((v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v), z.number().int().min(min).max(INT32_MAX));
const boolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const COLLECTION_ORDER = ['updatedAt', 'createdAt', 'createdBy', 'id', 'name'] as const;
export const CONTAINER_ORDER = ['createdAt', 'createdBy', 'type', 'id', 'name'] as const;
export const collectionSearchQuery = z.object({
  page: integer(0).optional(),
  size: integer(1).optional(),
  orderBy: z.enum(COLLECTION_ORDER).optional(),
  orderDesc: boolean.optional(),
});
export const containerSearchQuery = z.object({
  page: integer(0).optional(),
  size: integer(1).optional(),
  orderBy: z.enum(CONTAINER_ORDER).optional(),
  orderDesc: boolean.optional(),
});

// ── responses ─────────────────────────────────────────────────────────────────────
const entity = describedEntity;

export const basicEntity = z.object(entity);
export const resultTriple = z.object({ collectionId: int64.optional(), dataObjectId: int64.optional(), referenceId: int64.optional() });
export const searchResponse = z.object({ searchParams, resultSet: z.array(resultTriple), results: z.array(basicEntity) });

/** A Collection hit is the Collection read model. */
export const collectionResult = collection;
export const collectionSearchResult = z.object({ searchParams: collectionSearchParams, results: z.array(collectionResult), totalResults: z.number().int() });

export const basicContainer = z.object({
  id: int64, appId: z.string(), createdAt: z.string(), createdBy: z.string(), updatedAt: z.string().nullable(), updatedBy: z.string().nullable(),
  name: z.string(), type: z.enum(CONTAINER_TYPES),
});
export const containerSearchResult = z.object({ searchParams: containerSearchParams, results: z.array(basicContainer), totalResults: z.number().int() });
