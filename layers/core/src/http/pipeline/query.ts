import { badRequest } from '../../kernel/problem.ts';
import type { Middleware } from '../../kernel/pipeline.ts';
import { violations } from './violations.ts';

/** The query against the row's schema, when it declares one (400 with `violations[]`). */
export const queryValidation: Middleware = {
  name: 'query-validation',
  handle: async (req, next) => {
    const schema = req.route.request?.query;
    if (!schema) return next(req);
    const parsed = schema.safeParse(req.query);
    if (!parsed.success) throw badRequest('Invalid query parameters.', { violations: violations(parsed.error) });
    return next({ ...req, query: parsed.data });
  },
};
