import type { LlmCapability, LlmProvider } from '../../platform/plugins/types.ts';
import { LlmCallError } from './failure.ts';

/**
 * The providers the ai plugin ships, as the plugin registers them: ids and capabilities only.
 * Their implementations (the Bedrock SDK client, the HTTP client) are installed by
 * providers/index.ts, which only the functions that call models import, so every other function
 * that loads the bundled plugins carries none of it (as fileformat-cad's readers).
 */
export const SHIPPED: readonly { readonly id: string; readonly capabilities: readonly LlmCapability[] }[] = [
  { id: 'bedrock', capabilities: ['TEXT', 'FAST_TEXT', 'VISION', 'STRUCTURED'] },
  { id: 'openai-compatible', capabilities: ['TEXT', 'FAST_TEXT', 'VISION', 'STRUCTURED'] },
];

let implementations: readonly LlmProvider[] = [];
export function useShippedProviders(impls: readonly LlmProvider[]): void {
  implementations = impls;
}

function implementation(id: string): LlmProvider {
  const p = implementations.find((i) => i.id === id);
  if (!p) throw new LlmCallError('unavailable', `The ${id} provider is not loaded in this function.`);
  return p;
}

/** Registration shells that call the installed implementation. */
export const shippedShells: readonly LlmProvider[] = SHIPPED.map((s) => ({
  ...s,
  complete: (req, binding, ctx) => implementation(s.id).complete(req, binding, ctx),
  preview: (req, binding) => implementation(s.id).preview(req, binding),
}));
