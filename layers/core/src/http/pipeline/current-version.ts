import { notFound } from '../../kernel/problem.ts';
import type { Middleware } from '../../kernel/pipeline.ts';

/**
 * Entity versioning is off (`svc.versioning.enabled` defaults to false): only the current state
 * exists, so asking a row marked `currentVersionOnly` for a specific version finds nothing rather
 * than silently answering HEAD. Rows that keep revisions (Collections, DataObjects) answer them
 * instead. Runs before the query is validated: it reads `versionUid` as sent.
 */
export const currentVersion: Middleware = {
  name: 'current-version',
  handle: async (req, next) => {
    const versionUid = req.query['versionUid'] ?? '';
    if (req.route.currentVersionOnly && versionUid !== '')
      throw notFound(`Version ${String(versionUid)} does not exist (entity versioning is disabled).`);
    return next(req);
  },
};
