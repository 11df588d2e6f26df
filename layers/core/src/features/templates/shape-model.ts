import * as z from 'zod';
import { bounds, chars } from '../../kernel/bounds.ts';

/**
 * The shape editor model (docs/templates.md, Shapes), bounded. Its semantic rules (a blank path,
 * minCount above maxCount, an unknown datatype, …) are checked by the builder, which answers
 * 400 with a human-readable `error`; this schema holds the types and sizes only.
 */
export const SHAPE_LIMITS = { properties: 200, inMembers: 500, depth: 6 } as const;

export const inMember = z.strictObject({
  value: chars(z.string(), bounds.iri),
  kind: z
    .enum(['LITERAL', 'IRI'])
    .describe('`LITERAL`, or `IRI` for a term (an IRI member; its value must be an absolute IRI)'),
});

export interface NodeModel {
  shapeIri?: string | null | undefined;
  targetClass?: string | null | undefined;
  closed?: boolean | null | undefined;
  name?: string | null | undefined;
  properties: PropertyRow[];
}
export interface PropertyRow {
  path: string;
  name?: string | null | undefined;
  description?: string | null | undefined;
  datatype?: string | null | undefined;
  minCount?: number | null | undefined;
  maxCount?: number | null | undefined;
  in?: { value: string; kind: 'LITERAL' | 'IRI' }[] | null | undefined;
  pattern?: string | null | undefined;
  order?: number | null | undefined;
  defaultValue?: string | null | undefined;
  node?: NodeModel | null | undefined;
}

const count = z.number().int().min(-1_000_000).max(1_000_000);

/**
 * The schema nests explicitly, SHAPE_LIMITS.depth levels deep (no recursive reference: the
 * OpenAPI document has no `$ref` to resolve, and a model nested deeper is a 400 here already).
 */
function rowAt(node: z.ZodType<NodeModel | null | undefined>) {
  return z.strictObject({
    path: chars(z.string(), bounds.iri).describe('sh:path (an absolute IRI; required, not blank)'),
    name: chars(z.string(), bounds.name)
      .nullish()
      .describe('sh:name: the form label (default: the local name of the path)'),
    description: chars(z.string(), 4096).nullish().describe('sh:description'),
    datatype: chars(z.string(), bounds.iri)
      .nullish()
      .describe('sh:datatype (full IRI or xsd:…); empty or absent: IRI-valued (sh:nodeKind sh:IRI)'),
    minCount: count.nullish().describe('sh:minCount; 1 makes the field required'),
    maxCount: count.nullish().describe('sh:maxCount'),
    in: z.array(inMember).max(SHAPE_LIMITS.inMembers).nullish().describe('sh:in'),
    pattern: chars(z.string(), 1024).nullish().describe('sh:pattern (a regular expression)'),
    order: z.number().int().min(0).max(100_000).nullish().describe('sh:order (form order)'),
    defaultValue: chars(z.string(), bounds.attributeValue)
      .nullish()
      .describe('sh:defaultValue (a literal of the datatype, or an IRI)'),
    node,
  });
}

function nodeAt(depth: number): z.ZodType<NodeModel> {
  const nested: z.ZodType<NodeModel | null | undefined> =
    depth === 0
      ? z.null().optional().describe(`sh:node: no deeper nesting (at most ${SHAPE_LIMITS.depth} levels)`)
      : nodeAt(depth - 1)
          .nullish()
          .describe('sh:node: a nested node shape');
  return z.strictObject({
    shapeIri: chars(z.string(), bounds.iri)
      .nullish()
      .describe('The node shape IRI; minted deterministically from the model when omitted'),
    targetClass: chars(z.string(), bounds.iri).nullish().describe('sh:targetClass'),
    closed: z.boolean().nullish().describe("sh:closed (rdf:type and svc's bookkeeping predicates stay allowed)"),
    name: chars(z.string(), bounds.name).nullish().describe('sh:name of the node shape (the form group label)'),
    properties: z.array(rowAt(nested)).max(SHAPE_LIMITS.properties),
  });
}

export const nodeModel = nodeAt(SHAPE_LIMITS.depth);
