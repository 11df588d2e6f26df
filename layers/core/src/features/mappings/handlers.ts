import { json, type ImplsFor } from '../../kernel/api.ts';
import { materialize } from './materialize.ts';
import type { mappingsRoutes } from './routes.ts';

export const mappingsImpls: ImplsFor<typeof mappingsRoutes> = {
  materializeMapping: async ({ principal, params, body, path }) => {
    const { location, ...answer } = await materialize(principal, params.templateAppId, body, {
      path,
      startedAtMillis: Date.now(),
    });
    return location === null ? json(200, answer) : json(201, answer, { location });
  },
};
