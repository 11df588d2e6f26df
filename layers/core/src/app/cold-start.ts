import { isMainThread } from 'node:worker_threads';
import { config } from '../platform/config/load.ts';
import { logger } from '../platform/observability/logger.ts';
import { pluginRuntime } from '../platform/plugins/runtime.ts';
import './boot.ts';

/**
 * Cold start of any function: configuration validated (an invalid deployment fails before
 * serving anything) and plugin discovery started before the first request needs it.
 */
export function coldStart(opts: { readonly ensureGraphSchema?: () => Promise<void> } = {}): void {
  // A worker thread that evaluates the function's bundle (the SHACL validation worker,
  // features/templates/shacl-pool.ts) serves no request: it connects to nothing.
  if (!isMainThread) return;
  config();
  pluginRuntime().catch((error: unknown) => logger.error('plugin discovery failed', { error: error as Error }));
  // Groups that use the graph bring its schema up to date in the background; readiness reports it.
  opts
    .ensureGraphSchema?.()
    .catch((error: unknown) => logger.warn('graph schema not applied yet', { error: error as Error }));
}

export { logger };
