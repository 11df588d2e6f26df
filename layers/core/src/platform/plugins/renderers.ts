import { pluginRuntime } from './runtime.ts';
import type { ViewRecipeRenderer } from './types.ts';

export interface ActiveRenderer {
  readonly pluginId: string;
  readonly renderer: ViewRecipeRenderer;
}

/** The view-recipe renderer for `shapeIri` among the plugins enabled right now (the first registered wins), if any. */
export async function rendererFor(shapeIri: string): Promise<ActiveRenderer | undefined> {
  const rt = await pluginRuntime();
  for (const e of rt.registry.entries(rt.toggles)) {
    if (!rt.toggles.effective(e.id)) continue;
    const renderer = rt.registry.contributions(e.id)?.renderers.find((r) => r.shapeIri === shapeIri);
    if (renderer) return { pluginId: e.id, renderer };
  }
  return undefined;
}
