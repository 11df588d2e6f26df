import * as z from 'zod';
import * as k from '../../kernel/schemas.ts';
import { bindingSchema, CAPABILITIES } from './capabilities.ts';

/** Wire shapes of the ai plugin's admin routes. */
export const capability = z.enum(CAPABILITIES);

export const slotPatch = k.mergePatchOf(bindingSchema);

export const slotView = z.object({
  capability,
  configId: z.string().describe("Id of the slot's configuration singleton."),
  bound: z.boolean().describe('A provider that offers this capability and a model are set: features may call it.'),
  value: bindingSchema.describe(
    "The binding; credentials inside the endpoint URL are redacted (an API key is never stored here, only its secret's name).",
  ),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  provider: z
    .object({ id: z.string(), capabilities: z.array(capability) })
    .nullable()
    .describe('The provider the binding names, when one is installed.'),
  preview: z
    .object({
      method: z.string(),
      url: z.string(),
      headers: z.record(z.string(), z.string()),
      body: z.unknown(),
    })
    .nullable()
    .describe(
      'What one call sends (the prompt as placeholders, secrets replaced); null while no provider and model are set.',
    ),
  usage: z
    .object({ calls: z.number().int(), tokensIn: z.number().int(), tokensOut: z.number().int() })
    .describe('Calls and tokens of this function instance since it started.'),
});
