import type { LlmCapability } from '../../platform/plugins/types.ts';

/**
 * Token usage of this function instance since it started, per capability (the admin view shows
 * it beside the slot; fleet-wide figures are the CloudWatch metrics AiTokensIn / AiTokensOut).
 */
export interface Usage {
  calls: number;
  tokensIn: number;
  tokensOut: number;
}
const usage = new Map<LlmCapability, Usage>();

export function recordUsage(c: LlmCapability, tokensIn: number, tokensOut: number): void {
  const u = usage.get(c) ?? { calls: 0, tokensIn: 0, tokensOut: 0 };
  usage.set(c, { calls: u.calls + 1, tokensIn: u.tokensIn + tokensIn, tokensOut: u.tokensOut + tokensOut });
}

export const usageOf = (c: LlmCapability): Usage => ({ ...(usage.get(c) ?? { calls: 0, tokensIn: 0, tokensOut: 0 }) });
