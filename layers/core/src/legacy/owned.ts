/**
 * Nodes that live and die with an entity: its references, lab journal entries and semantic
 * annotations and kept revisions, and the annotations of those references. One place, so every delete removes the
 * same set and a new dependent kind is one edge type here. (Relationship types cannot be Cypher
 * parameters; these are fixed literals, never input.)
 */
export const OWNED_EDGES = 'HAS_REFERENCE|HAS_LAB_JOURNAL_ENTRY|HAS_ANNOTATION|HAS_REVISION';

/** A COLLECT subquery of every node owned by the entities matched by `match` bound to `v`. */
export const ownedNodes = (match: string, v: string) => `COLLECT {
       ${match} MATCH (${v})-[:${OWNED_EDGES}]->(x) RETURN x
       UNION
       ${match} MATCH (${v})-[:HAS_REFERENCE]->()-[:HAS_ANNOTATION]->(x) RETURN x
     }`;
