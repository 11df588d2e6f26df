import type { ExtensionPoints, PluginContext, PluginManifest } from './types.ts';

export function emptyExtensionPoints(): ExtensionPoints {
  return {
    storageAdapters: [],
    payloadKinds: [],
    minters: [],
    routes: [],
    llmProviders: [],
    cliCommandGroups: [],
    annotationParsers: [],
    renderers: [],
  };
}

/** Appends every contribution of `from` to `into`, in order. */
export function mergeExtensionPoints(into: ExtensionPoints, from: ExtensionPoints): void {
  into.storageAdapters.push(...from.storageAdapters);
  into.payloadKinds.push(...from.payloadKinds);
  into.minters.push(...from.minters);
  into.routes.push(...from.routes);
  into.llmProviders.push(...from.llmProviders);
  into.cliCommandGroups.push(...from.cliCommandGroups);
  into.annotationParsers.push(...from.annotationParsers);
  into.renderers.push(...from.renderers);
}

export interface PluginLog {
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
}

/**
 * A registration context that collects one plugin's contributions privately. The registry merges
 * them into the shared extension points only when the hook returns cleanly; once `seal()`ed
 * (the hook returned, threw or timed out) further calls are refused, so a hook that keeps
 * registering in the background after failing contributes nothing.
 */
export function createContributionContext(input: {
  manifest: PluginManifest;
  isEnabled: () => boolean;
  log: PluginLog;
}): { context: PluginContext; collected: ExtensionPoints; seal(): void } {
  const collected = emptyExtensionPoints();
  let sealed = false;
  const guard = (what: string): void => {
    if (sealed) throw new Error(`${what} called after the registration hook of ${input.manifest.id} finished`);
  };
  const context: PluginContext = {
    manifest: input.manifest,
    isEnabled: input.isEnabled,
    log: input.log,
    registerStorageAdapter(a) {
      guard('registerStorageAdapter');
      collected.storageAdapters.push(a);
    },
    registerPayloadKind(k) {
      guard('registerPayloadKind');
      collected.payloadKinds.push(k);
    },
    registerMinter(m) {
      guard('registerMinter');
      collected.minters.push(m);
    },
    registerRoute(r) {
      guard('registerRoute');
      if (typeof r.path !== 'string' || !r.path.startsWith('/v2/')) {
        throw new Error(`route ${String(r.method)} ${String(r.path)} must live under /v2/`);
      }
      collected.routes.push(r);
    },
    registerLlmProvider(p) {
      guard('registerLlmProvider');
      collected.llmProviders.push(p);
    },
    registerCliCommandGroup(g) {
      guard('registerCliCommandGroup');
      collected.cliCommandGroups.push(g);
    },
    registerAnnotationParser(p) {
      guard('registerAnnotationParser');
      collected.annotationParsers.push(p);
    },
    registerRenderer(r) {
      guard('registerRenderer');
      if (typeof r.shapeIri !== 'string' || !/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(r.shapeIri))
        throw new Error(`renderer ${String(r.id)} needs an absolute shape IRI`);
      collected.renderers.push(r);
    },
  };
  return {
    context: Object.freeze(context),
    collected,
    seal: () => {
      sealed = true;
    },
  };
}
