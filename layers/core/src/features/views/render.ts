import * as z from 'zod';
import { ABSOLUTE_IRI, chars } from '../../kernel/bounds.ts';
import type { Principal } from '../../kernel/principal.ts';
import { ProblemError, notFound } from '../../kernel/problem.ts';
import { withDeadline } from '../../platform/dependencies.ts';
import { rendererFor } from '../../platform/plugins/renderers.ts';
import { flattenBodies } from '../templates/inheritance.ts';
import { QuadIndex, parseTurtle } from '../templates/rdf.ts';
import { mainShape } from '../templates/shape-flatten.ts';
import { readChain } from '../templates/store.ts';
import { resolveBindings, type ResolvedBinding, type Warning } from './bindings.ts';
import { MAX_CHANNELS, MAX_REFERENCES, readFocus } from './focus.ts';

/**
 * POST /v2/shapes/render: a VIEW_RECIPE's bindings resolved against the focus DataObject's
 * timeseries channels (bindings.ts), then handed to the renderer registered for the recipe's
 * shape IRI (a plugin's ViewRecipeRenderer), or to the default one, which answers the body's
 * `renderer` hint unchanged. Order of answers: 404 unknown template, 422 not a VIEW_RECIPE,
 * 404/403 for the DataObject (Read on its Collection), 422 `view.unresolvable-binding`.
 * A retired recipe still renders (it stays readable), with a warning.
 */
export const RENDERER_TIMEOUT_MS = 2_000;

const recipe = z.object({
  renderer: chars(z.string(), 256).optional(),
  hasChannelBinding: z
    .array(
      z.object({
        role: z.string(),
        channelSelector: z.string(),
        unit: z.string().nullish(),
        required: z.boolean().nullish(),
      }),
    )
    .max(1000),
});

export interface RenderAnswer {
  templateAppId: string;
  focusDataObjectAppId: string;
  renderer: string;
  shapeIri: string | null;
  rendererPlugin: string | null;
  channelBindings: ResolvedBinding[];
  warnings: Warning[];
}

/** The shape IRI a recipe is keyed by: its `shape` when that is an IRI, else the main node shape of its `shapeGraph`. */
export function shapeIriOf(body: Readonly<Record<string, unknown>>): string | null {
  const shape = body['shape'];
  if (typeof shape === 'string' && ABSOLUTE_IRI.test(shape)) return shape;
  const graph = body['shapeGraph'];
  if (typeof graph !== 'string' || graph.trim() === '') return null;
  try {
    const main = mainShape(new QuadIndex(parseTurtle(graph, 'shapeGraph')));
    return main?.termType === 'NamedNode' ? main.value : null;
  } catch (err) {
    if (err instanceof ProblemError) return null;
    throw err;
  }
}

export async function renderView(
  principal: Principal,
  templateAppId: string,
  focusDataObjectAppId: string,
): Promise<RenderAnswer> {
  const chain = await readChain(templateAppId);
  const template = chain.at(-1);
  if (!template) throw notFound(`No template has appId ${templateAppId}.`);
  if (template.kind !== 'VIEW_RECIPE') {
    throw new ProblemError(
      'view.not-a-view-recipe',
      `Template ${templateAppId} is a ${template.kind}; only a VIEW_RECIPE renders.`,
    );
  }
  const body = flattenBodies(chain.map((t) => t.body));
  const parsed = recipe.safeParse(body);
  const declared = parsed.success ? parsed.data.hasChannelBinding : [];
  const focus = await readFocus(principal, focusDataObjectAppId);
  const { bindings, refusals, warnings } = resolveBindings(declared, focus.channels);
  if (refusals.length > 0) {
    throw new ProblemError(
      'view.unresolvable-binding',
      `The view cannot render DataObject ${focusDataObjectAppId}: ${refusals.map((r) => r.message).join(' ')}`,
      { bindings: refusals },
    );
  }
  if (template.retired)
    warnings.push({ role: null, code: 'template-retired', message: `Template ${templateAppId} is retired.` });
  if (focus.truncated) {
    warnings.push({
      role: null,
      code: 'references-truncated',
      message: `Only the first ${MAX_REFERENCES} timeseries references (${MAX_CHANNELS} channels) of the DataObject were considered.`,
    });
  }
  const shapeIri = shapeIriOf(body);
  const hint = parsed.success && parsed.data.renderer ? parsed.data.renderer : 'custom';
  const plugin = shapeIri === null ? undefined : await rendererFor(shapeIri);
  let renderer = hint;
  if (plugin) {
    let out: Awaited<ReturnType<typeof plugin.renderer.render>>;
    try {
      out = await withDeadline(
        Promise.resolve().then(() => plugin.renderer.render({ templateAppId, body, focusDataObjectAppId, bindings })),
        RENDERER_TIMEOUT_MS,
        `renderer ${plugin.renderer.id}`,
      );
    } catch (cause) {
      throw new ProblemError(
        'service.unavailable',
        `The renderer ${plugin.renderer.id} of plugin ${plugin.pluginId} failed or did not answer within ${RENDERER_TIMEOUT_MS} ms.`,
        { renderer: plugin.renderer.id },
        { cause },
      );
    }
    if (typeof out.renderer === 'string' && out.renderer.trim() !== '') renderer = out.renderer.slice(0, 256);
    for (const message of (out.warnings ?? []).slice(0, 100))
      warnings.push({ role: null, code: 'renderer', message: String(message).slice(0, 1000) });
  }
  return {
    templateAppId,
    focusDataObjectAppId,
    renderer,
    shapeIri,
    rendererPlugin: plugin?.pluginId ?? null,
    channelBindings: bindings,
    warnings,
  };
}
