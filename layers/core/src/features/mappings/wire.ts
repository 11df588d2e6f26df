import * as z from 'zod';
import { nameText } from '../../kernel/bounds.ts';

/** The request and response of POST /v2/mappings/{templateAppId}/materialize (docs/mappings.md). */
const uuid = z
  .string()
  .max(36)
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a UUID')
  .meta({ format: 'uuid' });

export const outputRequest = z.discriminatedUnion('mode', [
  z
    .strictObject({ mode: z.literal('ephemeral') })
    .describe('Answer the result (the view model) only; nothing is stored'),
  z
    .strictObject({
      mode: z.literal('reference'),
      structuredDataContainerAppId: uuid
        .optional()
        .describe('Where the document goes (Write on it); omitted: a new container owned by the caller'),
      name: nameText
        .optional()
        .describe(
          "Name of the document and the reference (default: body.target.name of the recipe, else the template's name)",
        ),
    })
    .describe(
      'Store the result as a structured-data document and reference it from the focus DataObject (Write on its Collection)',
    ),
]);

export const materializeBody = z.strictObject({
  focusDataObjectAppId: uuid.describe('The DataObject whose data the recipe binds (Read on its Collection)'),
  output: outputRequest.optional().describe('Default: {"mode": "ephemeral"}'),
});

export const storedOutput = z.object({
  kind: z.literal('StructuredDataReference'),
  id: z.number().int().describe("The reference's legacy id"),
  appId: z.string(),
  name: z.string(),
  dataObjectAppId: z.string(),
  structuredDataContainerId: z.number().int(),
  structuredDataContainerAppId: z.string(),
  oid: z.string().describe("The document's oid in the container"),
});

export const materialized = z.object({
  mode: z.enum(['ephemeral', 'reference']),
  templateAppId: z.string(),
  focusDataObjectAppId: z.string(),
  collectionAppId: z.string(),
  result: z.unknown().describe('What the transform evaluated to (any JSON; null when it matched nothing)'),
  output: storedOutput.nullable().describe('The created reference (mode reference), else null'),
});
