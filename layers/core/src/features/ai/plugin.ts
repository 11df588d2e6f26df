import type { PluginManifestInput } from '../../platform/plugins/manifest.ts';
import type { RegistrationHook } from '../../platform/plugins/types.ts';
import { shippedShells } from './shipped.ts';

/**
 * The `ai` bundled plugin (off by default, svc.plugins.ai.enabled): the LLM provider SPI with its
 * six capability slots, each bound by an admin to a provider and model
 * (`/v2/admin/ai/capabilities/{capability}`). Ships Amazon Bedrock (Converse) and any
 * OpenAI-compatible chat-completions endpoint; drop-ins add providers with registerLlmProvider.
 */
export const manifest: PluginManifestInput = {
  id: 'ai',
  version: '1.0.0',
  svcCompatibility: '>=0.1.0,<1',
  title: 'AI capability slots',
  description:
    'LLM provider SPI with capability slots TEXT, FAST_TEXT, IMAGE_GEN, VISION, EMBEDDING, STRUCTURED; providers: Amazon Bedrock (Converse API) and OpenAI-compatible endpoints.',
  licence: 'Apache-2.0',
  dependencies: {},
  sidecars: [],
};

export const register: RegistrationHook = (ctx) => {
  for (const p of shippedShells) ctx.registerLlmProvider(p);
};
