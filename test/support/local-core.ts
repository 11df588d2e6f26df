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
