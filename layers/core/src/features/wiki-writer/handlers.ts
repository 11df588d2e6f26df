import { json, type ImplsFor } from '../../kernel/api.ts';
import type { wikiWriterRoutes } from './routes.ts';
import { wikiWrite } from './write.ts';

export const wikiWriterImpls: ImplsFor<typeof wikiWriterRoutes> = {
  wikiWrite: async ({ principal, params, method, path }) =>
    json(201, await wikiWrite(principal, params.cid, params.did, { method, path })),
};
