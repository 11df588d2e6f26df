import * as z from 'zod';

const uuid = z
  .string()
  .max(36)
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a UUID')
  .meta({ format: 'uuid' });

export const renderBody = z.strictObject({
  templateAppId: uuid.describe('A VIEW_RECIPE template'),
  focusDataObjectAppId: uuid.describe('The DataObject whose timeseries references the bindings resolve against'),
});

const channel = z.object({
  id: z.number().int(),
  containerId: z.number().int(),
  measurement: z.string(),
  device: z.string(),
  location: z.string(),
  symbolicName: z.string(),
  field: z.string(),
  valueType: z.string(),
  unit: z.string().nullable().describe("The channel's qudt:unit / qudt:hasUnit annotation, when it has one"),
  references: z
    .array(z.object({ id: z.number().int(), appId: z.string() }))
    .describe("The DataObject's timeseries references naming the channel"),
});

export const renderAnswer = z.object({
  templateAppId: z.string(),
  focusDataObjectAppId: z.string(),
  renderer: z
    .string()
    .describe("A hint for the frontend (the body's renderer, or what the plugin renderer for the shape IRI says)"),
  shapeIri: z
    .string()
    .nullable()
    .describe(
      "The body's shape IRI (its `shape`, else the main node shape of its shapeGraph) that picks a plugin renderer",
    ),
  rendererPlugin: z.string().nullable().describe('The plugin whose renderer answered; null for the default'),
  channelBindings: z.array(
    z.object({
      role: z.string(),
      status: z
        .enum(['RESOLVED', 'MISSING'])
        .describe('MISSING: an optional channel the DataObject does not reference (the dimension is dropped)'),
      channelSelector: z.string(),
      unit: z.string().nullable().describe('The unit the binding expects'),
      required: z.boolean(),
      channel: channel.nullable(),
    }),
  ),
  warnings: z.array(z.object({ role: z.string().nullable(), code: z.string(), message: z.string() })),
});

export const exportQuery = z.object({ dataObjectAppId: uuid });
