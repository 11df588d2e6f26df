import { conflict, notFound } from '../../kernel/problem.ts';
import { patchSingleton, readSingleton, type SingletonValue } from '../../platform/config/singletons.ts';
import type { LlmCapability, LlmRequestPreview } from '../../platform/plugins/types.ts';
import { isCapability, slotConfig, type Binding } from './capabilities.ts';
import { aiEnabled, installedProviders, providerBinding, providerById, requestFor } from './invoke.ts';
import { usageOf, type Usage } from './usage.ts';

/**
 * The admin view of a capability slot: its binding (credentials in an endpoint URL redacted; an
 * API key is never stored here, only the name of its secret), the provider it names, what one
 * call would send (placeholders for the prompt, no secrets) and this instance's token usage.
 * 404 while the ai plugin is off or for a name that is no slot.
 */
export interface SlotView extends SingletonValue<Binding> {
  capability: LlmCapability;
  configId: string;
  bound: boolean;
  provider: { id: string; capabilities: readonly LlmCapability[] } | null;
  preview: LlmRequestPreview | null;
  usage: Usage;
}

const REDACTED = '********';

/** A URL with its user info and query values replaced (they may carry credentials). */
export function redactUrl(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const u = new URL(raw);
    if (u.username) u.username = REDACTED;
    if (u.password) u.password = REDACTED;
    for (const k of [...u.searchParams.keys()]) u.searchParams.set(k, REDACTED);
    return u.toString();
  } catch {
    return REDACTED;
  }
}

async function requireSlot(name: string): Promise<LlmCapability> {
  if (!(await aiEnabled())) throw notFound('The ai plugin is disabled (svc.plugins.ai.enabled).');
  if (!isCapability(name))
    throw notFound(
      `No capability slot is named ${name.slice(0, 64)}; the slots are TEXT, FAST_TEXT, IMAGE_GEN, VISION, EMBEDDING, STRUCTURED.`,
    );
  return name;
}

const placeholder = {
  system: "<the calling feature's instructions>",
  messages: [
    { role: 'user' as const, text: '<the prompt the calling feature builds, at most maxInputChars characters>' },
  ],
};

async function view(capability: LlmCapability, v: SingletonValue<Binding>): Promise<SlotView> {
  const b = v.value;
  const provider = b.provider ? await providerById(b.provider) : undefined;
  const bound = b.provider !== null && b.model !== null && provider?.capabilities.includes(capability) === true;
  const preview =
    provider && b.model !== null
      ? provider.preview(requestFor({ capability, binding: b }, placeholder), providerBinding(b))
      : null;
  return {
    capability,
    configId: slotConfig(capability).id,
    bound,
    value: { ...b, endpoint: redactUrl(b.endpoint) },
    updatedAt: v.updatedAt,
    updatedBy: v.updatedBy,
    provider: provider ? { id: provider.id, capabilities: [...provider.capabilities] } : null,
    preview: preview ? { ...preview, url: redactUrl(preview.url) ?? preview.url } : null,
    usage: usageOf(capability),
  };
}

export async function getSlot(name: string): Promise<SlotView> {
  const c = await requireSlot(name);
  return view(c, await readSingleton(slotConfig(c)));
}

/** Merge-patch of a slot's binding; a provider must be installed and offer the capability (409 otherwise). */
export async function patchSlot(name: string, patch: Record<string, unknown>, by: string): Promise<SlotView> {
  const c = await requireSlot(name);
  const provider = patch['provider'];
  if (typeof provider === 'string') {
    const p = await providerById(provider);
    // 409, not 400: the value is well-formed; what is installed decides (drop-ins add providers).
    if (!p)
      throw conflict(
        `No enabled plugin provides \`${provider}\`; installed: ${(await installedProviders()).join(', ')}.`,
        { capability: c, provider },
      );
    if (!p.capabilities.includes(c))
      throw conflict(`Provider \`${provider}\` does not offer ${c}.`, { capability: c, provider });
  }
  // An endpoint sent back as shown (redacted) keeps the stored one.
  const endpoint = patch['endpoint'];
  const p =
    typeof endpoint === 'string' && endpoint.includes(REDACTED)
      ? Object.fromEntries(Object.entries(patch).filter(([k]) => k !== 'endpoint'))
      : patch;
  return view(c, await patchSingleton(slotConfig(c), p, by));
}
