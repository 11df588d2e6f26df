import { groupHandler } from '#core/app/handler.ts';
import { matchRoute } from '#core/app/routes.ts';
import { renderOpenApi } from '#core/app/openapi.ts';
import { ensureSchema, graphSchema } from '#core/app/graph-schema.ts';
import { readinessChecks } from '#core/app/readiness.ts';
import { routeFallback } from '#core/http/fallback.ts';
import { opsRoutes } from '#core/features/ops/routes.ts';
import { opsImpls } from '#core/features/ops/handlers.ts';

export const handler = groupHandler(
  'ops',
  opsRoutes,
  opsImpls({ schema: graphSchema, openApi: renderOpenApi, readinessChecks }),
  {
    fallback: routeFallback(matchRoute),
    ensureGraphSchema: ensureSchema,
  },
);
