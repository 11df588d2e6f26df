import { countLegacyCall } from '../../features/legacy-shelf/stats.ts';
import type { Middleware } from '../../kernel/pipeline.ts';

/**
 * Every legacy call its implementation answered is counted, with its caller, for GET
 * /v2/admin/legacy/v1/stats: in memory, written after the answer (no answer waits for the write).
 */
export const legacyStats: Middleware = {
  name: 'legacy-stats',
  handle: async (req, next) => {
    const answer = await next(req);
    if (answer.ok && req.route.shelf === 'legacy') countLegacyCall(req.route.operationId, req.principal?.username);
    return answer;
  },
};
