import type { Answer, Middleware } from '../../kernel/pipeline.ts';
import { recordRequest } from '../../platform/observability/request-metrics.ts';
import { errorStatus } from '../render.ts';

const statusOf = (answer: Answer) => (answer.ok ? answer.response.status : errorStatus(answer.error));

/** Every answer is counted per operation and endpoint group with its status and duration (the Prometheus scrape). */
export const requestMetrics: Middleware = {
  name: 'request-metrics',
  handle: async (req, next) => {
    const started = performance.now();
    const answer = await next(req);
    recordRequest(req.route.operationId, req.route.group, statusOf(answer), performance.now() - started);
    return answer;
  },
};
