import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { pluginsRoutes } from '#core/features/plugins/routes.ts';
import { pluginsImpls } from '#core/features/plugins/handlers.ts';
import { aiRoutes } from '#core/features/ai/routes.ts';
import { aiImpls } from '#core/features/ai/handlers.ts';
import { wikiWriterRoutes } from '#core/features/wiki-writer/routes.ts';
import { wikiWriterImpls } from '#core/features/wiki-writer/handlers.ts';

export const handler = groupHandler(
  'plugins',
  [...pluginsRoutes, ...aiRoutes, ...wikiWriterRoutes],
  { ...pluginsImpls, ...aiImpls, ...wikiWriterImpls },
  { ensureGraphSchema: ensureSchema },
);
