import jsonata from 'jsonata';
import * as z from 'zod';
import { bounds, chars, nameText } from '../../kernel/bounds.ts';
import { ProblemError } from '../../kernel/problem.ts';
import { aggregateFunctions } from '../timeseries/aggregate.ts';
import type { Body } from './kinds.ts';

/**
 * The body of a MAPPING_RECIPE that the mapping executor runs (POST /v2/mappings/{appId}/materialize):
 *
 *   executor   'jsonata' (the only one; optional)
 *   transform  a JSONata expression, evaluated over the bound input document
 *   source     the declared inputs bound from the focus DataObject (attributes, aggregates of its
 *              timeseries references over a window, documents of its structured-data references)
 *   target     defaults for a stored output (its name)
 *
 * Checked on the flattened body at creation and patch (422 `mapping.invalid-recipe` naming the
 * field), and again before a run, so a body that predates these rules answers the same problem.
 */
export const MAX_EXPRESSION_CHARS = 16 * 1024;

const identifier = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'must be an identifier (letters, digits, _; at most 64)');
const int64Text = z.string().regex(/^-?[0-9]{1,19}$/, 'must be an int64 in decimal (nanoseconds)');
const channelName = chars(z.string(), bounds.token);

const timeseriesInput = z.strictObject({
  as: identifier.describe('Bound as timeseries.<as> in the input document'),
  reference: nameText
    .optional()
    .describe('The name of a TimeseriesReference of the focus DataObject; omitted: every one'),
  channel: z
    .strictObject({
      measurement: channelName.optional(),
      device: channelName.optional(),
      location: channelName.optional(),
      symbolicName: channelName.optional(),
      field: channelName.optional(),
    })
    .optional()
    .describe('Only the referenced channels with these names'),
  functions: z.array(z.enum(aggregateFunctions)).min(1).max(aggregateFunctions.length),
  window: z
    .strictObject({ start: int64Text.optional(), end: int64Text.optional() })
    .optional()
    .describe("Narrows the reference's [start, end] (nanoseconds, inclusive); the aggregates cover the intersection"),
});

const structuredDataInput = z.strictObject({
  as: identifier.describe('Bound as structuredData.<as> in the input document'),
  reference: nameText
    .optional()
    .describe('The name of a StructuredDataReference of the focus DataObject; omitted: every one'),
});

const unique = (label: string) => (list: readonly { as: string }[] | undefined, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  for (const [i, x] of (list ?? []).entries()) {
    if (seen.has(x.as))
      ctx.addIssue({ code: 'custom', path: [i, 'as'], message: `${label} names must be unique; "${x.as}" repeats` });
    seen.add(x.as);
  }
};

export const mappingSource = z.strictObject({
  attributes: z
    .union([z.boolean(), z.array(chars(z.string(), bounds.attributeKey)).max(bounds.attributeKeys)])
    .optional()
    .describe("Bind the DataObject's attributes: true for all, a list for those keys (default: all)"),
  timeseries: z.array(timeseriesInput).max(8).optional().superRefine(unique('timeseries')),
  structuredData: z.array(structuredDataInput).max(8).optional().superRefine(unique('structuredData')),
});

export const mappingTarget = z.strictObject({
  name: nameText.optional().describe("Name of the stored document and reference (default: the template's name)"),
});

const recipe = z.object({
  executor: z.literal('jsonata').optional(),
  transform: chars(z.string().min(1), MAX_EXPRESSION_CHARS).optional(),
  source: mappingSource.optional(),
  target: mappingTarget.optional(),
});

export type MappingSource = z.output<typeof mappingSource>;
export type TimeseriesInput = z.output<typeof timeseriesInput>;
export type StructuredDataInput = z.output<typeof structuredDataInput>;

export interface MappingRecipe {
  readonly expression: string;
  readonly source: MappingSource;
  readonly target: z.output<typeof mappingTarget>;
}

const invalid = (detail: string, violations: { field: string; message: string }[]) =>
  new ProblemError('mapping.invalid-recipe', detail, { violations });

/** A JSONata syntax error as the message of a violation (code and character position). */
export function expressionProblem(expression: string): string | undefined {
  try {
    jsonata(expression);
    return undefined;
  } catch (err) {
    const e = err as { code?: unknown; position?: unknown; message?: unknown };
    const where = typeof e.position === 'number' ? ` at character ${e.position}` : '';
    return `${typeof e.code === 'string' ? `${e.code}${where}: ` : ''}${String(e.message ?? err).slice(0, 500)}`;
  }
}

/** Checks the recipe keys a flattened MAPPING_RECIPE body carries (a body with only `mapping` passes). */
export function assertMappingRecipe(flattened: Body): void {
  const r = recipe.safeParse(flattened);
  if (!r.success) {
    throw invalid(
      'The MAPPING_RECIPE body is not a runnable mapping recipe (README: Mappings).',
      r.error.issues.map((i) => ({ field: ['body', ...i.path].join('.'), message: i.message })),
    );
  }
  if (r.data.transform !== undefined) {
    const problem = expressionProblem(r.data.transform);
    if (problem)
      throw invalid(`body.transform is not a JSONata expression: ${problem}`, [
        { field: 'body.transform', message: problem },
      ]);
  }
}

/** The runnable recipe of a flattened body: 422 naming the field when it cannot run. */
export function mappingRecipeOf(flattened: Body): MappingRecipe {
  assertMappingRecipe(flattened);
  const r = recipe.parse(flattened);
  if (r.transform === undefined)
    throw invalid('The template has no body.transform (a JSONata expression) to run.', [
      { field: 'body.transform', message: 'required to materialize' },
    ]);
  return { expression: r.transform, source: r.source ?? {}, target: r.target ?? {} };
}
