import type { Answer, Middleware } from '../../kernel/pipeline.ts';
import { config } from '../../platform/config/load.ts';
import { runWithinBudget, spentProblem } from '../../platform/request-deadline.ts';

/**
 * The request's one deadline budget (`svc.request.deadline-ms`, platform/request-deadline.ts):
 * every dependency call after this step draws from it and is cancelled by it. When it runs out
 * the answer is a 503 `dependency.unavailable` naming the dependency being waited on, with
 * `Retry-After`, without waiting any longer for the steps after this one.
 */
export const requestDeadline: Middleware = {
  name: 'request-deadline',
  handle: (req, next) =>
    runWithinBudget<Answer>(
      config()['svc.request.deadline-ms'],
      () => next(req),
      (dependency, ms) => ({ ok: false, error: spentProblem(dependency, ms) }),
      req.startedAtMillis,
    ),
};
