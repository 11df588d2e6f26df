import { logger } from '../observability/logger.ts';
import { discoverPlugins, type BuiltinPlugin, type DropInLoader, type PluginRegistry } from './registry.ts';
import { configToggleSource, configuredToggle, effectiveEnabled } from './toggles.ts';
import type { PluginEntry, ToggleSource } from './types.ts';
import { loadOverrides, saveOverride, type PluginOverride } from './overrides.ts';
import { settleWithin } from '../dependencies.ts';
import { outsideRequest } from '../request-deadline.ts';

/** How stale another instance's flip may be before this one sees it. */
export const TOGGLE_MAX_AGE_MS = 5_000;
/** How long a request waits for a stale refresh before it goes on with the last known toggles. */
const HOT_PATH_WAIT_MS = 250;

/**
 * Effective plugin toggles of this process: the runtime override (DynamoDB, refreshed at most
 * every few seconds) wins, then `svc.plugins.<id>.enabled`, then true.
 */
export class PluginToggles implements ToggleSource {
  private overrides = new Map<string, PluginOverride>();
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  override(id: string): boolean | undefined {
    return this.overrides.get(id)?.enabled;
  }
  configured(id: string): boolean | undefined {
    return configuredToggle(id);
  }
  installDefault(id: string): boolean {
    return effectiveEnabled(configToggleSource(), id);
  }
  effective(id: string): boolean {
    return effectiveEnabled(this, id);
  }

  /**
   * Reloads the overrides when older than `maxAgeMs` (one load in flight at a time). With
   * `waitMs`, a process that has loaded before waits at most that long and then goes on with the
   * last known toggles while the load finishes in the background: a slow store costs no request more.
   */
  async refresh(maxAgeMs = TOGGLE_MAX_AGE_MS, opts: { waitMs?: number } = {}): Promise<void> {
    if (Date.now() - this.loadedAt < maxAgeMs) return;
    // Shared with later requests: not cancelled when the request that started it ends.
    this.loading ??= outsideRequest(loadOverrides)
      .then(
        (o) => {
          this.overrides = o;
          this.loadedAt = Date.now();
        },
        (error: unknown) => {
          // Keep serving with the last known toggles; the next request retries.
          logger.warn('plugin overrides could not be refreshed', { error: error as Error });
        },
      )
      .finally(() => (this.loading = undefined));
    await (opts.waitMs !== undefined && this.loadedAt > 0
      ? settleWithin(this.loading, opts.waitMs, undefined)
      : this.loading);
  }

  /** Persists the flip, then applies it to this process at once. */
  async set(id: string, enabled: boolean | null, by: string): Promise<void> {
    const target = enabled ?? this.installDefault(id);
    const row = await saveOverride(id, target, this.installDefault(id), by);
    if (row) this.overrides.set(id, row);
    else this.overrides.delete(id);
  }
}

export interface PluginRuntime {
  readonly registry: PluginRegistry;
  readonly toggles: PluginToggles;
}

let runtime: Promise<PluginRuntime> | undefined;
let bundled: readonly BuiltinPlugin[] = [];
let dropIns: DropInLoader | undefined;

/** The compiled-in plugins, set once by app/ before the first discovery. */
export function useBundledPlugins(plugins: readonly BuiltinPlugin[]): void {
  if (plugins === bundled) return;
  bundled = plugins;
  runtime = undefined;
}

/**
 * Drop-in plugins are read only in the processes that consult plugin contributions (extension
 * routes, storage adapters, the plugin admin): they import app/drop-in-plugins.ts, which sets
 * the loader here before the first discovery.
 */
export function useDropInPlugins(loader: DropInLoader): void {
  if (loader === dropIns) return;
  dropIns = loader;
  // A process hosting several functions (the local gateway) may have discovered without them: discover again.
  runtime = undefined;
}

/** Discovery and registration, once per process (cold start). */
export function pluginRuntime(): Promise<PluginRuntime> {
  runtime ??= (async () => {
    const toggles = new PluginToggles();
    await toggles.refresh(0);
    const started = performance.now();
    const registry = await discoverPlugins({ builtins: bundled, toggles, ...(dropIns ? { dropIns } : {}) });
    logger.info('plugins registered', {
      plugins: registry.entries(toggles).map((e) => `${e.id}:${e.state}`),
      ms: Math.round(performance.now() - started),
    });
    return { registry, toggles };
  })();
  runtime.catch(() => (runtime = undefined));
  return runtime;
}

export async function pluginEntries(opts: { fresh?: boolean } = {}): Promise<PluginEntry[]> {
  const rt = await pluginRuntime();
  await rt.toggles.refresh(opts.fresh ? 0 : TOGGLE_MAX_AGE_MS);
  return rt.registry.entries(rt.toggles);
}

/**
 * Per-request refresh used by the HTTP layer: never throws, so a plugin or DynamoDB problem
 * degrades plugin behaviour instead of failing unrelated requests.
 */
export async function refreshPluginToggles(): Promise<void> {
  try {
    await (await pluginRuntime()).toggles.refresh(TOGGLE_MAX_AGE_MS, { waitMs: HOT_PATH_WAIT_MS });
  } catch (error) {
    logger.error('plugin runtime unavailable', { error: error as Error });
  }
}
