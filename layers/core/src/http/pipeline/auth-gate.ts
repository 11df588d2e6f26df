import { authorize } from '../../access/auth/gate.ts';
import { decodeAuthContext } from '../../kernel/principal.ts';
import type { Middleware } from '../../kernel/pipeline.ts';

/** The route's `auth` level against what the authorizer passed on: 401/403/503, or the caller for the steps after. */
export const authGate: Middleware = {
  name: 'auth-gate',
  handle: async (req, next) =>
    next({ ...req, principal: authorize(req.route.auth, decodeAuthContext(req.authorizer)) }),
};
