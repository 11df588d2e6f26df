import { json, type ImplsFor } from '../../kernel/api.ts';
import type { importerRoutes } from './routes.ts';
import { importList, importStatus, startImport } from './start.ts';

export const importerImpls: ImplsFor<typeof importerRoutes> = {
  startImport: async ({ body, principal }) => json(202, await startImport(body, principal.username)),
  listImports: async ({ query }) => json(200, await importList(query.limit, query.cursor)),
  getImport: async ({ params }) => json(200, await importStatus(params.id)),
};
