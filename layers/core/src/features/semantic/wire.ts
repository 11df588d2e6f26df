import * as z from 'zod';
import { absoluteIri, bounds, httpUrl, nameText, text } from '../../kernel/bounds.ts';
import { auditStamp, int64 } from '../../kernel/wire-base.ts';
import { endpointProblem } from './iri.ts';
import { CREATABLE_REPOSITORY_TYPES, REPOSITORY_TYPES } from './lookup.ts';
import { named, documentBodyAs } from '../../kernel/legacy-names.ts';

/**
 * Wire shapes of the legacy semantic operations: upstream's `SemanticRepository` and
 * `SemanticAnnotation`. A repository also carries its `appId` (the /v2 SPARQL endpoint names
 * repositories by it); an annotation carries exactly what the recorded fixture shows, including
 * `numericValue` and `unitIRI` (null unless a client sent them). Request bodies accept (and
 * ignore) the read-only fields, so a client may POST back what it GOT.
 */

export const repositoryType = z.enum(REPOSITORY_TYPES);

export const semanticRepository = z.object({
  ...auditStamp,
  name: z.string(),
  type: repositoryType,
  endpoint: z.string(),
});

export const semanticAnnotation = z.object({
  id: int64,
  name: z.string(),
  propertyName: z.string(),
  propertyIRI: z.string(),
  propertyRepositoryId: int64,
  valueName: z.string(),
  valueIRI: z.string(),
  valueRepositoryId: int64,
  numericValue: z.number().nullable(),
  unitIRI: z.string().nullable(),
});

// ── request bodies ────────────────────────────────────────────────────────────────
export const semanticRepositoryWrite = z.object({
  name: nameText,
  type: z.enum(CREATABLE_REPOSITORY_TYPES),
  endpoint: httpUrl.superRefine((v, ctx) => {
    const problem = endpointProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

const iri = absoluteIri;

export const semanticAnnotationWrite = z.object({
  propertyIRI: iri('propertyIRI'),
  valueIRI: iri('valueIRI'),
  propertyRepositoryId: int64.min(0),
  valueRepositoryId: int64.min(0),
  numericValue: z
    .number()
    .finite()
    .nullish()
    .transform((v) => v ?? null),
  unitIRI: iri('unitIRI')
    .nullish()
    .transform((v) => v ?? null),
});

// ── query parameters ──────────────────────────────────────────────────────────────
const INT32_MAX = 2_147_483_647;
const integer = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );
const boolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** Upstream's `SemanticRepositoryAttributes` are the order keys. */
export const semanticRepositoryListQuery = z.object({
  name: text(bounds.name).optional(),
  page: integer(0, INT32_MAX).optional(),
  size: integer(0, INT32_MAX).optional(),
  orderBy: named(z.enum(['createdAt', 'updatedAt', 'name']), 'SemanticRepositoryAttributes').optional(),
  orderDesc: boolean.optional(),
});

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(repositoryType, 'SemanticRepositoryType');
named(semanticRepository, 'SemanticRepository');
named(semanticAnnotation, 'SemanticAnnotation');
documentBodyAs(semanticRepositoryWrite, semanticRepository);
documentBodyAs(semanticAnnotationWrite, semanticAnnotation);
