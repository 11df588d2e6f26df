import { json, type ImplsFor } from '../../kernel/api.ts';
import { getSlot, patchSlot } from './admin.ts';
import type { aiRoutes } from './routes.ts';

export const aiImpls: ImplsFor<typeof aiRoutes> = {
  getAiCapability: async ({ params }) => json(200, await getSlot(params.capability)),
  patchAiCapability: async ({ params, body, principal }) =>
    json(200, await patchSlot(params.capability, body, principal.username)),
};
