import { createHash } from 'node:crypto';

/**
 * The equality index of entity attributes. Attributes stay one JSON property (`attributes`,
 * what every read answers), and each key/value pair is also an `:AttributeValue` node owned by
 * its entity (`(e)-[:HAS_ATTRIBUTE]->(a)`) holding a fixed-size digest of the pair, under a
 * range index. An equality search then starts from the index and costs what it finds, not the
 * size of the Collection. A digest, not the text: index keys must stay under about 8 KB, and
 * values written before the request bounds existed may be larger.
 */
export const ATTRIBUTE_EDGE = 'HAS_ATTRIBUTE';

/** The digest of one pair (SHA-256, hex); the separator cannot occur in either part's JSON text. */
export const attributeDigest = (key: string, value: string): string =>
  createHash('sha256')
    .update(`${JSON.stringify(key)}\u0000${JSON.stringify(value)}`)
    .digest('hex');

export const attributeDigests = (attributes: Readonly<Record<string, string>>): string[] =>
  Object.entries(attributes).map(([k, v]) => attributeDigest(k, v));

/**
 * Replaces the pair nodes of entity `v` by those of `$attributeDigests` (a unit subquery and a
 * FOREACH: the row count is unchanged).
 */
export const syncAttributeIndex = (v: string) => `
     WITH *
     CALL (${v}) { MATCH (${v})-[:${ATTRIBUTE_EDGE}]->(old:AttributeValue) DETACH DELETE old }
     FOREACH (digest IN $attributeDigests | CREATE (${v})-[:${ATTRIBUTE_EDGE}]->(:AttributeValue {digest: digest}))
     SET ${v}.attributesIndexed = true`;

export const ATTRIBUTE_INDEX_STATEMENT =
  'CREATE INDEX attribute_value_digest IF NOT EXISTS FOR (a:AttributeValue) ON (a.digest)';
