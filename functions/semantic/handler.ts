import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { logger } from '#core/platform/observability/logger.ts';
import { semanticRoutes } from '#core/features/ontologies/routes.ts';
import { ontologiesImpls } from '#core/features/ontologies/handlers.ts';
import { seedInBackground } from '#core/features/ontologies/seed.ts';

/** The schema first, then the seed pass (once per deployment; see features/ontologies/seed.ts), in the background. */
const ensureAndSeed = async () => {
  await ensureSchema();
  void seedInBackground().then((r) => r ?? logger.warn('semantic seed pass gave up; the next cold start retries'));
};

export const handler = groupHandler('semantic', semanticRoutes, ontologiesImpls, { ensureGraphSchema: ensureAndSeed });
