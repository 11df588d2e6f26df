import { createGroupHandler } from '#core/http/group-handler.ts';
import { json } from '#core/http/api.ts';
import { listFeatures } from '#core/ops/features.ts';

export const handler = createGroupHandler('admin', {
  listFeatures: async () => json(200, listFeatures()),
});
