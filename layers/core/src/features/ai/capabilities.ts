import * as z from 'zod';
import { defineSingleton, type SingletonDef } from '../../platform/config/singletons.ts';
import type { LlmCapability } from '../../platform/plugins/types.ts';

/** The six capability slots of the `ai` plugin (docs/ai.md). */
export const CAPABILITIES = [
  'TEXT',
  'FAST_TEXT',
  'IMAGE_GEN',
  'VISION',
  'EMBEDDING',
  'STRUCTURED',
] as const satisfies readonly LlmCapability[];

export const isCapability = (s: string): s is LlmCapability => (CAPABILITIES as readonly string[]).includes(s);

/**
 * A slot's binding: a provider and model with its parameters. The API key of an OpenAI-compatible
 * endpoint never sits here: `apiKeySecret` names the Secrets Manager secret that holds it.
 * `timeoutMs` bounds the whole call, retries included (an API Gateway request ends at 30 s).
 */
export const bindingSchema = z.object({
  provider: z
    .string()
    .max(63)
    .regex(/^[a-z][a-z0-9-]{0,62}$/)
    .nullable()
    .describe(
      'Provider id: `bedrock`, `openai-compatible`, or one a drop-in plugin registers. Null leaves the slot unbound.',
    ),
  model: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w.:/@+-]+$/)
    .nullable()
    .describe(
      'Model id as the provider names it (a Bedrock model or inference-profile id; an OpenAI-compatible `model`).',
    ),
  endpoint: z
    .string()
    .max(500)
    // biome-ignore lint/complexity/noUselessEscapeInRegex: the source is published as the OpenAPI pattern, unchanged.
    .regex(/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[A-Za-z0-9._~!$&'()*+,;=:@%\/-]*)?$/)
    .nullable()
    .describe(
      "OpenAI-compatible: base URL up to and including `/v1` (required). Bedrock: an endpoint override (null: the region's endpoint).",
    ),
  region: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d$/)
    .max(30)
    .nullable()
    .describe('Bedrock region (null: svc.aws.region).'),
  apiKeySecret: z
    .string()
    .max(512)
    .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/)
    .nullable()
    .describe('Name or ARN of the Secrets Manager secret holding the API key (OpenAI-compatible; null sends none).'),
  temperature: z.number().min(0).max(2).nullable().describe("Sampling temperature (null: the model's default)."),
  topP: z.number().min(0).max(1).nullable().describe("Nucleus sampling (null: the model's default)."),
  maxTokens: z.number().int().min(1).max(32_768).describe('Output token limit, sent with every request.'),
  maxInputChars: z
    .number()
    .int()
    .min(1_000)
    .max(200_000)
    .describe('Longest prompt svc sends (system and messages together); features trim their context to it.'),
  timeoutMs: z.number().int().min(1_000).max(25_000).describe('Time budget of one call, retries included.'),
  maxAttempts: z
    .number()
    .int()
    .min(1)
    .max(5)
    .describe('Attempts on throttling (429 / ThrottlingException), with exponential backoff.'),
});

export type Binding = z.output<typeof bindingSchema>;

export const bindingDefaults: Binding = {
  provider: null,
  model: null,
  endpoint: null,
  region: null,
  apiKeySecret: null,
  temperature: null,
  topP: null,
  maxTokens: 1024,
  maxInputChars: 24_000,
  timeoutMs: 20_000,
  maxAttempts: 3,
};

const slotConfigs = new Map<LlmCapability, SingletonDef<typeof bindingSchema>>(
  CAPABILITIES.map((c) => [
    c,
    defineSingleton({
      id: `ai-capability-${c.toLowerCase().replace('_', '-')}`,
      description: `The ${c} capability slot of the ai plugin: provider, model and limits.`,
      schema: bindingSchema,
      defaults: bindingDefaults,
    }),
  ]),
);

/** The config singleton of one slot (`ai-capability-text`, …). */
export function slotConfig(c: LlmCapability): SingletonDef<typeof bindingSchema> {
  const def = slotConfigs.get(c);
  if (!def) throw new Error(`unknown capability ${c}`);
  return def;
}
