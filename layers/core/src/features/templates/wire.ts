import * as z from 'zod';
import { boundedMap, bounds, chars, descriptionText, nameText } from '../../kernel/bounds.ts';
import { TEMPLATE_KINDS } from './kinds.ts';
import { TURTLE_LIMITS } from './rdf.ts';
import { nodeModel } from './shape-model.ts';

export { nodeModel as shapeModel };

const uuid = z
  .string()
  .max(36)
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a UUID')
  .meta({ format: 'uuid' });

/** A template body: a JSON object, at most 1 MB as JSON (a shapeGraph's Turtle included). */
export const BODY_BYTES = 1024 * 1024;
const body = z
  .record(chars(z.string(), 64), z.unknown())
  .check((ctx) => {
    const keys = Object.keys(ctx.value).length;
    if (keys > 32)
      ctx.issues.push({ code: 'custom', input: ctx.value, message: `at most 32 top-level keys, got ${keys}` });
    const bytes = Buffer.byteLength(JSON.stringify(ctx.value));
    if (bytes > BODY_BYTES)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `at most ${BODY_BYTES} bytes as JSON, got ${bytes}`,
      });
  })
  .meta({
    maxProperties: 32,
    description: `A JSON object, at most 32 top-level keys and ${BODY_BYTES} bytes as JSON; the keys allowed depend on the kind (README).`,
  });

export const templateKind = z.enum(TEMPLATE_KINDS);

export const createTemplateBody = z.strictObject({
  kind: templateKind,
  name: nameText.nullish(),
  parentTemplateAppId: uuid
    .nullish()
    .describe('Inheritance: a template of the same kind, not retired, not leading back to this one'),
  body,
});

export const patchTemplateBody = z.strictObject({
  kind: chars(z.string(), 64).optional().describe('Immutable: only the current kind is accepted'),
  name: nameText.nullish(),
  parentTemplateAppId: uuid.nullish(),
  body: body.nullish().describe('A JSON Merge Patch (RFC 7396) of the body'),
});

export const template = z.object({
  appId: z.string(),
  kind: z.string(),
  name: z.string().nullable(),
  parentTemplateAppId: z.string().nullable(),
  body: z.record(z.string(), z.unknown()),
  revision: z.number().int(),
  lineageAppId: z.string().describe('The appId of the first revision'),
  predecessorAppId: z.string().nullable(),
  successorAppId: z.string().nullable().describe('Set once a PATCH made a newer revision'),
  retired: z.boolean(),
  retiredAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
});

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
export const listQuery = z.object({
  kind: templateKind.optional(),
  includeRetired: bool.optional(),
  allRevisions: bool.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export const builtShape = z.object({ shapeIri: z.string(), shapeGraph: z.string(), error: z.null() });

const turtle = chars(z.string(), TURTLE_LIMITS.chars);
export const validateBody = z.strictObject({ dataTurtle: turtle, shapeTurtle: turtle });
export const validationReport = z.object({
  conforms: z.boolean(),
  violations: z.array(
    z.object({ severity: z.string(), focusNode: z.string(), resultPath: z.string().nullable(), message: z.string() }),
  ),
});

export const predicatesQuery = z.object({
  q: chars(z.string(), bounds.token).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
export const predicateEntry = z.object({
  predicate: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  cardinality: z.enum(['single', 'many']),
  datatype: z.string().nullable(),
  source: z.string(),
});

const formField = z.object({
  predicate: z.string(),
  label: z.string(),
  editor: z.string().describe('A DASH editor hint (dash:…Editor IRI)'),
  required: z.boolean(),
  datatype: z.string().nullable(),
  path: z
    .string()
    .describe('SPARQL property path of the field: <p>, or <outer>/<inner> in a nested shape; 422 violations name it'),
  attributeKey: z.string(),
  order: z.number().int(),
  pattern: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), kind: z.enum(['LITERAL', 'IRI']), label: z.string() })),
  minCount: z.number().int().describe('sh:minCount (0 when absent); required is minCount ≥ 1'),
  maxCount: z
    .number()
    .int()
    .nullable()
    .describe('sh:maxCount, null when absent; null or above 1: a multi-valued field, given as an array'),
});
export const formDescriptor = z.object({
  groups: z.array(z.object({ label: z.string(), fields: z.array(formField) })),
  submitBlock: z.object({ endpoint: z.string(), mode: z.literal('CREATE') }),
});

/** At most this many values of one multi-valued field. */
export const MAX_FIELD_VALUES = 256;
const fieldValue = chars(z.string(), bounds.attributeValue);
/** The attribute map of an instantiation: a multi-valued field may be given an array of values. */
const formValues = boundedMap({
  maxKeys: bounds.attributeKeys,
  keyLength: bounds.attributeKey,
  maxBytes: bounds.attributeBytes,
  value: z.union([fieldValue, z.array(fieldValue).max(MAX_FIELD_VALUES)]),
  valueText: `a value is a string of at most ${bounds.attributeValue} characters or, for a multi-valued field, an array of at most ${MAX_FIELD_VALUES} such strings whose stored JSON text is at most ${bounds.attributeValue} characters`,
});

export const instantiateBody = z.strictObject({
  collectionAppId: uuid,
  name: nameText.nullish().describe('Default: the template name and the time'),
  description: descriptionText.nullish(),
  attributes: formValues
    .optional()
    .describe("Values by the form's fields[].attributeKey; merged over the template defaults"),
});
export const instantiated = z
  .object({
    id: z.number().int(),
    appId: z.string(),
    name: z.string(),
    attributes: z.record(z.string(), z.string()),
    collectionId: z.number().int(),
    collectionAppId: z.string(),
    templateAppId: z.string(),
  })
  .loose();

export const templateSettingsBody = z.strictObject({
  templateAllowList: z
    .array(uuid)
    .max(bounds.listItems)
    .nullable()
    .describe('DATA_KIND templates offered as forms in this Collection; null: all'),
  viewRecipeAppIds: z
    .array(uuid)
    .max(bounds.listItems)
    .describe('VIEW_RECIPE templates attached to this Collection and its DataObjects'),
});
export const templateSettings = z.object({
  collectionAppId: z.string(),
  templateAllowList: z.array(z.string()).nullable(),
  viewRecipeAppIds: z.array(z.string()),
});

export const applicableQuery = z.object({ focusAppId: uuid });
export const applicableAnswer = z.object({
  focusAppId: z.string(),
  entries: z.array(
    z.object({
      mode: z.enum(['VIEW', 'FORM']),
      templateAppId: z.string(),
      kind: z.string(),
      name: z.string().nullable(),
      title: z.string().nullable(),
      renderer: z.string().nullable(),
    }),
  ),
});
