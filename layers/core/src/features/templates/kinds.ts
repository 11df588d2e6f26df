import * as z from 'zod';
import { ABSOLUTE_IRI, chars } from '../../kernel/bounds.ts';
import { badRequest } from '../../kernel/problem.ts';
import { assertMappingRecipe } from './mapping-recipe.ts';

/**
 * Template kinds and their body rules (docs/templates.md). A body is a JSON object whose top-level
 * keys come from an allow-list per kind, and which must carry at least one of the kind's
 * defining keys. Checked on the flattened body (after inheritance), so a child may leave its
 * defining keys to its parent. Adding a kind is additive (docs/templates.md).
 *
 * | kind | must carry one of | may also carry |
 * | VIEW_RECIPE | view, shape, renderer | title, description, hasChannelBinding (the view-recipe meta-shape) |
 * | PROCESS_RECIPE | process, steps, stages | title, description |
 * | MAPPING_RECIPE | mapping, transform | source, target, executor, title, description |
 * | DATA_KIND | shapeGraph, editorState, defaults | targetClass, title, description |
 *
 * Every kind may carry `editorState` and `shapeGraph` (the visual editor writes both).
 */
export const TEMPLATE_KINDS = ['VIEW_RECIPE', 'PROCESS_RECIPE', 'MAPPING_RECIPE', 'DATA_KIND'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

const COMMON = ['title', 'description', 'editorState', 'shapeGraph'] as const;

export const KIND_RULES: Readonly<
  Record<TemplateKind, { readonly oneOf: readonly string[]; readonly also: readonly string[] }>
> = {
  VIEW_RECIPE: { oneOf: ['view', 'shape', 'renderer'], also: ['hasChannelBinding'] },
  PROCESS_RECIPE: { oneOf: ['process', 'steps', 'stages'], also: [] },
  MAPPING_RECIPE: { oneOf: ['mapping', 'transform'], also: ['source', 'target', 'executor'] },
  DATA_KIND: { oneOf: ['shapeGraph', 'editorState', 'defaults'], also: ['targetClass'] },
};

export const allowedKeys = (kind: TemplateKind): string[] => [
  ...new Set([...COMMON, ...KIND_RULES[kind].oneOf, ...KIND_RULES[kind].also]),
];

export type Body = Record<string, unknown>;

/** Refuses keys outside the kind's allow-list (on a template's own body). */
export function assertAllowedKeys(kind: TemplateKind, body: Body): void {
  const allowed = new Set(allowedKeys(kind));
  const extra = Object.keys(body).filter((k) => !allowed.has(k));
  if (extra.length > 0) {
    throw badRequest(`A ${kind} body may carry only ${[...allowed].join(', ')}; not ${extra.join(', ')}.`, {
      violations: extra.map((k) => ({ field: `body.${k}`, message: `not allowed for ${kind}` })),
    });
  }
}

export const RENDERERS = ['tresjs', 'echarts', 'echarts-gl', 'plotly', 'babylon', 'isaac-usd', 'custom'] as const;

/** The view-recipe meta-shape (docs/templates.md): title, renderer, at least one channel binding. */
const channelBinding = z.object({
  role: chars(z.string().min(1), 256),
  channelSelector: z
    .string()
    .min(1)
    .max(4096)
    .describe('Today a JSON object text with measurement, device, location, symbolicName, field'),
  unit: chars(z.string(), 2048).regex(ABSOLUTE_IRI, 'unit must be an IRI (a QUDT unit)').optional(),
  required: z.boolean().optional(),
});
const viewRecipe = z.object({
  title: chars(z.string().min(1), 1024),
  description: chars(z.string(), 65_536).optional(),
  renderer: z.enum(RENDERERS),
  hasChannelBinding: z.array(channelBinding).min(1).max(1000),
});

/** Checks the flattened body of a kind: its defining keys, and for a view recipe the meta-shape. */
export function assertKindBody(kind: TemplateKind, flattened: Body): void {
  const { oneOf } = KIND_RULES[kind];
  if (!oneOf.some((k) => flattened[k] !== undefined && flattened[k] !== null)) {
    throw badRequest(`A ${kind} body must carry at least one of ${oneOf.join(', ')} (its own or inherited).`, {
      violations: [{ field: 'body', message: `needs one of ${oneOf.join(', ')}` }],
    });
  }
  if (typeof flattened['shapeGraph'] !== 'undefined' && typeof flattened['shapeGraph'] !== 'string') {
    throw badRequest('body.shapeGraph must be a Turtle string.', {
      violations: [{ field: 'body.shapeGraph', message: 'must be a string' }],
    });
  }
  if (kind === 'DATA_KIND' && flattened['defaults'] !== undefined) {
    const d = flattened['defaults'];
    if (
      d === null ||
      typeof d !== 'object' ||
      Array.isArray(d) ||
      Object.values(d).some((v) => typeof v !== 'string')
    ) {
      throw badRequest('body.defaults must map attribute keys to string values.', {
        violations: [{ field: 'body.defaults', message: 'must be a string map' }],
      });
    }
  }
  if (kind === 'MAPPING_RECIPE') assertMappingRecipe(flattened);
  if (kind === 'VIEW_RECIPE') {
    const r = viewRecipe.safeParse(flattened);
    if (!r.success) {
      throw badRequest(
        'The VIEW_RECIPE body does not satisfy the view-recipe meta-shape (title, renderer, at least one channel binding with role and channelSelector).',
        {
          violations: r.error.issues.map((i) => ({ field: ['body', ...i.path].join('.'), message: i.message })),
        },
      );
    }
  }
}
