import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';

/** Wire shapes of the `semantic` group. */
export const bundle = z.object({
  id: z.string(),
  name: z.string(),
  source: z.enum(['builtin', 'user']),
  required: z.boolean(),
  enabled: z.boolean().describe('Effective state; required wins over any disable list.'),
  iriPrefix: z.string(),
  canonicalUrl: z.string().optional(),
  license: z.string(),
  sha256: z.string(),
  byteSize: z.number().int(),
  stub: z.boolean().describe('A small stand-in for a vocabulary not shipped whole (see its file header and licence).'),
  importedSha256: z
    .string()
    .nullable()
    .describe('SHA-256 of what the INTERNAL repository holds of it; null when nothing.'),
});

export const termSuggestion = z.object({ uri: z.string(), label: z.string(), description: z.string().nullable() });

const integer = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,6}$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );
const boolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const termSearchQuery = z.object({
  q: chars(z.string().trim().min(2, 'q must have at least 2 characters'), 200),
  limit: integer(1, 50).default(20),
});

// Bounded so that the percent-encoded request line (up to 3 bytes a character) stays inside the gateway's 10 KB; longer queries go by POST.
export const sparqlQuery = z.object({ query: chars(z.string().min(1), 2_500) });

export const refreshQuery = z.object({
  bundles: chars(z.string(), 2000)
    .optional()
    .describe('CSV of bundle ids; all bundles with a canonicalUrl when absent'),
  force: boolean.default(false),
});

export const refreshResult = z.object({
  requested: z.number().int(),
  refreshed: z.number().int(),
  alreadyCurrent: z.number().int(),
  errors: z.array(z.object({ bundle: z.string(), reason: z.string() })),
});

export const refreshRun = z.object({
  id: z.string(),
  status: z.enum(['RUNNING', 'DONE', 'FAILED']),
  result: refreshResult.nullable().or(z.object({ failure: z.string() })),
});
