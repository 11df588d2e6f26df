import { json, noContent, type ImplsFor } from '../../kernel/api.ts';
import { rebuildAcls } from './rebuild.ts';
import type { hdfRoutes } from './routes.ts';
import { createHdfContainer, deleteHdfContainer, readHdfContainer, sidecarCredentialsOf } from './service.ts';

export const hdfImpls: ImplsFor<typeof hdfRoutes> = {
  createHdfContainer: async ({ principal, body }) => json(201, await createHdfContainer(principal, body)),
  getHdfContainer: async ({ principal, params }) => json(200, await readHdfContainer(principal, params.appId)),
  deleteHdfContainer: async ({ principal, params }) => {
    await deleteHdfContainer(principal, params.appId);
    return noContent();
  },
  getHdfCredentials: async ({ principal }) => json(200, await sidecarCredentialsOf(principal)),
  rebuildHdfAcls: async () => json(200, await rebuildAcls()),
};
