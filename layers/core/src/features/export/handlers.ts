import { json, type ImplsFor } from '../../kernel/api.ts';
import { bytes } from '../files/handlers.ts';
import type { legacyExportRoutes } from './routes.ts';
import { createExportUrl, exportCollection } from './service.ts';

export const exportImpls: ImplsFor<typeof legacyExportRoutes> = {
  exportCollection: async ({ principal, params }) => bytes(await exportCollection(principal, params.collectionId)),
  createExportUrl: async ({ principal, params, body }) =>
    json(200, await createExportUrl(principal, params.appId, body)),
};
