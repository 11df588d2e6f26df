import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { ProblemError } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { config } from '../../platform/config/load.ts';
import { readSingletonCached } from '../../platform/config/singletons.ts';
import { credentialInScope, credentialPrefix } from '../../platform/aws/credentials.ts';
import { rereadSecret, secretString } from '../../platform/aws/secrets.ts';
import { RETRY_AFTER_SECONDS, settleWithin } from '../../platform/dependencies.ts';
import { logger } from '../../platform/observability/logger.ts';
import { metrics } from '../../platform/observability/metrics.ts';
import { pluginRuntime } from '../../platform/plugins/runtime.ts';
import type {
  LlmBinding,
  LlmCapability,
  LlmMessage,
  LlmProvider,
  LlmRequest,
  LlmResult,
} from '../../platform/plugins/types.ts';
import { putActivity } from '../provenance/store.ts';
import { slotConfig, type Binding } from './capabilities.ts';
import { failureOf, isAuthenticationFailure, LlmCallError } from './failure.ts';
import { recordUsage } from './usage.ts';
import { shippedProviders } from './providers/index.ts';
import { resolvedEndpointProblem } from '../../platform/net/outbound-url.ts';
import { outsideRequest, withinBudget } from '../../platform/request-deadline.ts';

/**
 * Every call to a model goes through here: nothing is sent unless the ai plugin is enabled and the
 * slot bound; the call is bounded by the slot's `timeoutMs` (retries included) and `maxTokens`,
 * throttling is retried with exponential backoff (full jitter, `maxAttempts`), tokens in and out
 * are metered per capability, and a provenance activity (EXECUTE on the target entity, naming the
 * capability and model, never the prompt or the answer) records that data left for a provider.
 */
export const AI_PLUGIN = 'ai';
const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 4_000;
const PROVENANCE_BUDGET_MS = 500;

export interface Slot {
  readonly capability: LlmCapability;
  readonly binding: Binding & { provider: string; model: string };
  readonly provider: LlmProvider;
}

/** Whether the ai plugin is enabled right now (its effective toggle). */
export async function aiEnabled(): Promise<boolean> {
  const rt = await pluginRuntime();
  await rt.toggles.refresh(5_000, { waitMs: 250 });
  return rt.registry.entries(rt.toggles).some((e) => e.id === AI_PLUGIN) && rt.toggles.effective(AI_PLUGIN);
}

/**
 * The provider registered under `id`: a drop-in's (through the extension point), else one shipped
 * with the ai plugin. The shipped ones are looked up directly because a plugin that was off at
 * cold start never ran its registration hook, and an admin may switch it on at runtime.
 */
export async function providerById(id: string): Promise<LlmProvider | undefined> {
  const rt = await pluginRuntime();
  const usable = (p: LlmProvider) =>
    p.id === id && typeof p.complete === 'function' && typeof p.preview === 'function' && Array.isArray(p.capabilities);
  return rt.registry.extensions.llmProviders.find(usable) ?? shippedProviders.find(usable);
}

/** Ids of every usable provider, drop-ins first. */
export async function installedProviders(): Promise<string[]> {
  const rt = await pluginRuntime();
  return [
    ...new Set(
      [...rt.registry.extensions.llmProviders, ...shippedProviders]
        .filter((p) => typeof p.complete === 'function')
        .map((p) => p.id),
    ),
  ];
}

/** The slot ready to call, or a 409 naming what is missing (plugin off, slot unbound, provider absent). */
export async function resolveSlot(capability: LlmCapability): Promise<Slot> {
  if (!(await aiEnabled())) {
    throw new ProblemError(
      'resource.conflict',
      `The ai plugin is disabled (svc.plugins.ai.enabled); the ${capability} capability is unavailable.`,
      { capability, setting: 'svc.plugins.ai.enabled' },
    );
  }
  const { value: binding } = await readSingletonCached(slotConfig(capability));
  if (binding.provider === null || binding.model === null) {
    throw new ProblemError(
      'resource.conflict',
      `The ${capability} capability slot is not bound: an admin sets its provider and model with PATCH /v2/admin/ai/capabilities/${capability}.`,
      { capability },
    );
  }
  const provider = await providerById(binding.provider);
  if (!provider)
    throw new ProblemError(
      'resource.conflict',
      `The ${capability} slot names provider \`${binding.provider}\`, which no enabled plugin provides.`,
      { capability },
    );
  if (!provider.capabilities.includes(capability)) {
    throw new ProblemError(
      'resource.conflict',
      `Provider \`${provider.id}\` does not offer the ${capability} capability.`,
      { capability },
    );
  }
  return { capability, binding: binding as Slot['binding'], provider };
}

export interface Prompt {
  readonly system?: string;
  readonly messages: readonly LlmMessage[];
  readonly stopSequences?: readonly string[];
  readonly jsonSchema?: Readonly<Record<string, unknown>>;
}

/** The request a slot sends for `prompt`: the binding's model and limits. */
export function requestFor(slot: { capability: LlmCapability; binding: Binding }, prompt: Prompt): LlmRequest {
  const b = slot.binding;
  return {
    capability: slot.capability,
    model: b.model ?? '(unbound)',
    ...(prompt.system ? { system: prompt.system } : {}),
    messages: prompt.messages,
    maxTokens: b.maxTokens,
    ...(b.temperature !== null ? { temperature: b.temperature } : {}),
    ...(b.topP !== null ? { topP: b.topP } : {}),
    ...(prompt.stopSequences ? { stopSequences: prompt.stopSequences } : {}),
    ...(prompt.jsonSchema ? { jsonSchema: prompt.jsonSchema } : {}),
  };
}

export const providerBinding = (b: Binding): LlmBinding => ({
  endpoint: b.endpoint,
  region: b.region,
  apiKeySecret: b.apiKeySecret,
});

/** Characters of a prompt as svc counts them against `maxInputChars`. */
export const promptChars = (p: Prompt): number =>
  (p.system?.length ?? 0) + p.messages.reduce((n, m) => n + m.text.length, 0);

export interface CallContext {
  /** The entity the call is about (provenance target). */
  readonly target: { readonly kind: string; readonly appId: string; readonly collectionAppId?: string };
  readonly agent: string;
  /** The request that caused the call (provenance method and path). */
  readonly via: { readonly method: string; readonly path: string };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Calls the slot's provider within its budget; 503 when it is unavailable or keeps throttling, 502 when it refuses or answers nonsense. */
export async function callSlot(slot: Slot, prompt: Prompt, ctx: CallContext): Promise<LlmResult> {
  const b = slot.binding;
  if (promptChars(prompt) > b.maxInputChars) {
    throw new ProblemError('internal.error', `The ${slot.capability} prompt exceeds the slot's maxInputChars.`);
  }
  if (b.apiKeySecret && !credentialInScope('ai', b.apiKeySecret)) {
    throw new ProblemError(
      'resource.conflict',
      `The ${slot.capability} slot's apiKeySecret must name a secret under "${credentialPrefix('ai')}" (the only ones svc may read), not "${b.apiKeySecret}".`,
      { capability: slot.capability },
    );
  }
  if (b.endpoint !== null) {
    // Checked at call time (a name may come to resolve elsewhere), not in the PATCH schema: the same rules as every fetched address.
    const problem = await resolvedEndpointProblem(b.endpoint);
    if (problem) {
      throw new ProblemError(
        'resource.conflict',
        `The ${slot.capability} slot's endpoint is refused: ${problem.replace(/^endpoint /, 'it ')}. An admin rebinds it with PATCH /v2/admin/ai/capabilities/${slot.capability}.`,
        { capability: slot.capability, field: 'endpoint' },
      );
    }
  }
  const request = requestFor(slot, prompt);
  const startedAt = Date.now();
  const deadline = startedAt + b.timeoutMs;
  let attempt = 0;
  // A refused credential is read again once per call: a rotated API key works without a cold start.
  let reread = false;
  for (;;) {
    attempt += 1;
    // Capped by the request's deadline budget (platform/request-deadline.ts).
    const remaining = withinBudget(deadline - Date.now());
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error('ai call timed out')), Math.max(1, remaining));
    try {
      const result = await Promise.race([
        slot.provider.complete(request, providerBinding(b), {
          signal: abort.signal,
          secret: (name) => secretString(name),
        }),
        new Promise<never>((_, reject) =>
          abort.signal.addEventListener(
            'abort',
            () => reject(new LlmCallError('unavailable', `No answer within ${b.timeoutMs} ms.`)),
            { once: true },
          ),
        ),
      ]);
      clearTimeout(timer);
      meter(slot, result, attempt);
      await recordProvenance(slot, ctx, startedAt, 200, result);
      return result;
    } catch (err) {
      clearTimeout(timer);
      const failure = abort.signal.aborted ? 'unavailable' : failureOf(err);
      if (!reread && b.apiKeySecret && !abort.signal.aborted && isAuthenticationFailure(err)) {
        reread = true;
        if ((await rereadSecret(b.apiKeySecret)) && Date.now() < deadline) {
          continue;
        }
      }
      const waitMs = backoff(attempt, (err as { retryAfterMs?: number }).retryAfterMs);
      if (failure === 'throttled' && attempt < b.maxAttempts && Date.now() + waitMs < deadline) {
        countMetric('AiThrottled', slot.capability);
        await sleep(waitMs);
        continue;
      }
      const problem = toProblem(slot, failure, err, attempt);
      countMetric(
        failure === 'throttled' || failure === 'unavailable' ? 'AiUnavailable' : 'AiRefused',
        slot.capability,
      );
      logger.warn('ai call failed', {
        capability: slot.capability,
        provider: slot.provider.id,
        model: b.model,
        failure,
        attempts: attempt,
        message: (err as Error)?.message,
      });
      await recordProvenance(slot, ctx, startedAt, problem.status);
      throw problem;
    }
  }
}

/** Exponential backoff with full jitter; a provider's Retry-After wins when it is longer. */
export function backoff(attempt: number, retryAfter?: number, random = Math.random): number {
  const exp = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
  const jittered = Math.round(exp / 2 + random() * (exp / 2));
  return retryAfter !== undefined ? Math.min(Math.max(jittered, retryAfter), BACKOFF_CAP_MS * 2) : jittered;
}

function toProblem(slot: Slot, failure: ReturnType<typeof failureOf>, err: unknown, attempts: number): ProblemError {
  const who = `${slot.provider.id} (${slot.capability}, model ${slot.binding.model})`;
  const reason = err instanceof LlmCallError ? err.message : 'The provider failed.';
  const ext = { capability: slot.capability, provider: slot.provider.id, attempts };
  switch (failure) {
    case 'throttled':
      return new ProblemError(
        'dependency.unavailable',
        `${who} kept throttling after ${attempts} attempt(s); retry later. ${reason}`,
        { ...ext, dependency: 'llm' },
        { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
      );
    case 'unavailable':
      return new ProblemError(
        'dependency.unavailable',
        `${who} is unavailable: ${reason}`,
        { ...ext, dependency: 'llm' },
        { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
      );
    case 'refused':
      return new ProblemError('dependency.refused', `${who} refused the request: ${reason}`, ext);
    case 'malformed':
      return new ProblemError('dependency.refused', `${who} answered something svc cannot read: ${reason}`, ext);
  }
}

/** One EMF record per metric: a single-metric logger flushes on add, and drops its dimension after. */
function countMetric(name: string, capability: LlmCapability, value = 1): void {
  const m = metrics.singleMetric();
  m.addDimension('capability', capability);
  m.addMetric(name, MetricUnit.Count, value);
}

function meter(slot: Slot, r: LlmResult, attempts: number): void {
  recordUsage(slot.capability, r.tokensIn, r.tokensOut);
  countMetric('AiTokensIn', slot.capability, r.tokensIn);
  countMetric('AiTokensOut', slot.capability, r.tokensOut);
  countMetric('AiCalls', slot.capability);
  countMetric('AiAttempts', slot.capability, attempts);
}

async function recordProvenance(
  slot: Slot,
  ctx: CallContext,
  startedAt: number,
  status: number,
  r?: LlmResult,
): Promise<void> {
  const usage = r ? `: ${r.tokensIn} tokens in, ${r.tokensOut} out` : ' (failed)';
  // Outlives the request when slow, so it runs outside the request's budget (not cancelled when it ends).
  const write = outsideRequest(() =>
    putActivity(
      {
        appId: newAppId(),
        actionKind: 'EXECUTE',
        targetKind: ctx.target.kind,
        targetAppId: ctx.target.appId,
        agentUsername: ctx.agent,
        summary: `${ctx.target.kind} ${ctx.target.appId}: ai ${slot.capability} via ${slot.provider.id} model ${slot.binding.model}${usage}`,
        startedAtMillis: startedAt,
        endedAtMillis: Date.now(),
        method: ctx.via.method,
        path: ctx.via.path,
        status,
        originInstance: config()['svc.instance.id'] ?? null,
      },
      ctx.target.collectionAppId,
    ),
  ).catch((error: unknown) => logger.error('ai provenance write failed', { error: error as Error }));
  await settleWithin(write, PROVENANCE_BUDGET_MS, undefined);
}
