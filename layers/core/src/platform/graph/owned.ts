/**
 * Nodes that live and die with an entity: its references, lab journal entries, semantic
 * annotations and kept revisions, and the annotations of those references. The edge types are
 * declared by the features that own them (their manifests' `ownedEdges`) and registered here
 * by app/, so every delete removes the same set and a new dependent kind touches only its own
 * feature. (Relationship types cannot be Cypher parameters; these are fixed literals, never input.)
 */
const ownedEdges = new Set<string>();

export function registerOwnedEdges(edges: readonly string[]): void {
  for (const e of edges) {
    if (!/^[A-Z][A-Z0-9_]*$/.test(e)) throw new Error(`owned edge type ${e} is not an upper-case relationship type`);
    ownedEdges.add(e);
  }
}

function edgeTypes(): string {
  if (ownedEdges.size === 0) throw new Error('no owned edge types registered (app/features.ts registers them)');
  return [...ownedEdges].join('|');
}

/** A COLLECT subquery of every node owned by the entities matched by `match` bound to `v`. */
export const ownedNodes = (match: string, v: string) => `COLLECT {
       ${match} MATCH (${v})-[:${edgeTypes()}]->(x) RETURN x
       UNION
       ${match} MATCH (${v})-[:HAS_REFERENCE]->()-[:HAS_ANNOTATION]->(x) RETURN x
     }`;
