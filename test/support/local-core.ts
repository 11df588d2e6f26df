import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';

/**
 * Lets a test run core modules in its own process against the local cloud: applies the local
 * environment (plus overrides) and returns the function that puts the process environment back.
 * Integration files share one process, so every caller restores in its afterAll.
 */
export function useLocalCore(overrides: Record<string, string> = {}): () => void {
  const saved = { ...process.env };
  Object.assign(process.env, localEnvironment(ensureLocalSecrets()), { LOG_LEVEL: 'ERROR' }, overrides);
  return () => {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  };
}

/**
 * Starts the core in this process as a function's cold start would (the local environment, the
 * compiled-in and drop-in plugins) and returns how to stop it: the graph driver closed and the
 * environment restored.
 */
export async function startLocalCore(overrides: Record<string, string> = {}): Promise<() => Promise<void>> {
  const restore = useLocalCore(overrides);
  await import('../../layers/core/src/app/boot.ts');
  await import('../../layers/core/src/app/drop-in-plugins.ts');
  const { closeGraph } = await import('../../layers/core/src/platform/graph/driver.ts');
  return async () => {
    await closeGraph();
    restore();
  };
}
