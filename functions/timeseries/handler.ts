import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { timeseriesRoutes } from '#core/features/timeseries/routes.ts';
import { timeseriesImpls } from '#core/features/timeseries/handlers.ts';

export const handler = groupHandler('timeseries', timeseriesRoutes, timeseriesImpls, {
  ensureGraphSchema: ensureSchema,
});
