import type { LlmProvider } from '../../../platform/plugins/types.ts';
import { bedrockProvider } from './bedrock.ts';
import { openAiCompatibleProvider } from './openai-compatible.ts';

/** The providers the ai plugin ships; drop-in plugins add more through registerLlmProvider. */
export const shippedProviders: readonly LlmProvider[] = [bedrockProvider, openAiCompatibleProvider];
