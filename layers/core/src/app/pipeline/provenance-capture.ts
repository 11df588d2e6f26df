import { captureActivity, lookUpBeforeChange, shouldCapture } from '../../features/provenance/capture.ts';
import type { Middleware } from '../../kernel/pipeline.ts';

/**
 * Every authenticated 2xx answer is recorded as a provenance Activity (docs/provenance.md). The
 * appIds a DELETE's legacy path ids name are looked up before the implementation, while the
 * entity still exists.
 */
export const provenanceCapture: Middleware = {
  name: 'provenance-capture',
  handle: async (req, next) => {
    const principal = req.principal;
    if (!principal) return next(req);
    const resolved = await lookUpBeforeChange(req.route, req.method, req.pathParameters);
    const answer = await next(req);
    if (!answer.ok || !shouldCapture(req.method, answer.response.status)) return answer;
    await captureActivity({
      route: req.route,
      method: req.method,
      path: req.path,
      status: answer.response.status,
      username: principal.username,
      pathParameters: req.pathParameters,
      responseBody: answer.response.body,
      startedAtMillis: req.startedAtMillis,
      ...(resolved ? { resolved } : {}),
    });
    return answer;
  },
};
