import type { Body } from './kinds.ts';

/**
 * Inheritance through `parentTemplateAppId` (docs/templates.md): the child inherits its parent's
 * fields and its own override on collision, through the whole chain. Chains are given root
 * first. Top-level body keys override; `defaults` (attribute key → value) merges key by key;
 * the shape rows merge by predicate in shape-flatten.ts.
 */
export function flattenBodies(chain: readonly Body[]): Body {
  const out: Body = {};
  for (const body of chain) {
    for (const [k, v] of Object.entries(body)) {
      if (k === 'defaults' && isMap(out[k]) && isMap(v)) out[k] = { ...out[k], ...v };
      else out[k] = v;
    }
  }
  return out;
}

const isMap = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The shapeGraph of each template in the chain that has its own, root first. */
export const shapeGraphsOf = (chain: readonly Body[]): string[] =>
  chain.flatMap((b) => (typeof b['shapeGraph'] === 'string' && b['shapeGraph'].trim() !== '' ? [b['shapeGraph']] : []));
