import type { LlmProvider } from '../../../platform/plugins/types.ts';
import { useShippedProviders } from '../shipped.ts';
import { bedrockProvider } from './bedrock.ts';
import { openAiCompatibleProvider } from './openai-compatible.ts';

/** The shipped implementations, installed on import (see shipped.ts); drop-ins add more through registerLlmProvider. */
export const shippedProviders: readonly LlmProvider[] = [bedrockProvider, openAiCompatibleProvider];
useShippedProviders(shippedProviders);
