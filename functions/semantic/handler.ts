import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { semanticRoutes } from '#core/features/ontologies/routes.ts';
import { ontologiesImpls } from '#core/features/ontologies/handlers.ts';
import { seedInBackground } from '#core/features/ontologies/seed.ts';

/** The schema first, then the seed pass (once per deployment; see features/ontologies/seed.ts), in the background. */
const ensureAndSeed = async () => {
  await ensureSchema();
  void seedInBackground();
};

export const handler = groupHandler('semantic', semanticRoutes, ontologiesImpls, { ensureGraphSchema: ensureAndSeed });
