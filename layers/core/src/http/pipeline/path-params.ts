import { parsePathParams } from '../../kernel/path-params.ts';
import type { Middleware } from '../../kernel/pipeline.ts';

/** Path parameters validated against their declaration by name (a legacy id becomes a number; kernel/path-params.ts). */
export const pathParams: Middleware = {
  name: 'path-params',
  handle: async (req, next) => next({ ...req, params: parsePathParams(req.pathParameters) }),
};
