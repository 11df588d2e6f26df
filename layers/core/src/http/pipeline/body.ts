import { badRequest, ProblemError } from '../../kernel/problem.ts';
import type { Middleware } from '../../kernel/pipeline.ts';
import type { RouteDef } from '../../kernel/route-types.ts';
import { isForm, isJson, parseForm, parseJson } from './body-parsers.ts';
import { violations } from './violations.ts';

const unsupported = (expected: string, ct: string) =>
  new ProblemError('request.unsupported-media-type', `Content-Type must be ${expected}, got "${ct || 'none'}".`);

/** The body as the row declares it: multipart handed on raw, a schema's body parsed and validated. */
function parseBody(route: RouteDef, ct: string, raw: Buffer | undefined): unknown {
  const numbers = route.request?.jsonNumbers;
  if (route.request?.multipart) {
    if (!/^multipart\/form-data\b/i.test(ct)) throw unsupported('multipart/form-data', ct);
    return undefined;
  }
  const schema = route.request?.body;
  // Routes without a declared body still refuse malformed JSON they were sent.
  if (!schema) return raw && raw.length > 0 && isJson(ct) ? parseJson(raw, numbers) : undefined;
  const accepted = route.request?.contentTypes ?? ['application/json'];
  if ((!raw || raw.length === 0) && route.request?.bodyOptional) return undefined;
  if (!raw || raw.length === 0) throw badRequest('A request body is required.');
  if (!accepted.some((a) => ct.toLowerCase().startsWith(a))) throw unsupported(accepted.join(' or '), ct);
  const parsed = schema.safeParse(isForm(ct) ? parseForm(raw) : parseJson(raw, numbers));
  if (!parsed.success) throw badRequest('The request body is invalid.', { violations: violations(parsed.error) });
  return parsed.data;
}

/**
 * The body against the row's declaration: 415 for a media type it does not accept, 400 for a
 * missing, malformed (JSON, UTF-8) or invalid body; multipart bodies stay raw (`rawBody`).
 */
export const bodyValidation: Middleware = {
  name: 'body-validation',
  handle: async (req, next) =>
    next({ ...req, body: parseBody(req.route, req.headers['content-type'] ?? '', req.rawBody) }),
};
