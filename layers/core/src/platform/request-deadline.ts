import { AsyncLocalStorage } from 'node:async_hooks';
import { ProblemError } from '../kernel/problem.ts';
import { dependencyUnavailable, RETRY_AFTER_SECONDS, type Dependency } from './dependencies.ts';

/**
 * The deadline budget of one HTTP request (docs/operations.md, "When a dependency hangs or
 * dies"): every dependency call the request makes (graph, DynamoDB, S3, SQS, Secrets Manager,
 * HSDS, outbound fetches) draws from it, so their sum cannot pass API Gateway's 30 s even when
 * each one stays under its own deadline. The request pipeline's `request-deadline` step opens it
 * (`svc.request.deadline-ms`); its signal aborts when the budget runs out or the request ends, so
 * a call abandoned at its deadline stops (SDK retries included) instead of going on behind the
 * answer. Outside a request (queue workers, schedules, cold start) there is no budget: calls are
 * bounded by their own deadline alone and the functions below fall back to it.
 */
class Budget {
  readonly controller = new AbortController();
  /** The dependencies being waited on, in the order the waits began. */
  private readonly pending: Dependency[] = [];
  private last: Dependency | undefined;

  constructor(
    readonly deadline: number,
    readonly ms: number,
  ) {}

  remaining(): number {
    return this.deadline - Date.now();
  }

  /** The dependency waited on most recently that has not answered yet, else the last one called. */
  waitingOn(): Dependency | undefined {
    return this.pending.at(-1) ?? this.last;
  }

  track<T>(dependency: Dependency, work: Promise<T>): Promise<T> {
    this.last = dependency;
    this.pending.push(dependency);
    const done = () => {
      const i = this.pending.lastIndexOf(dependency);
      if (i >= 0) this.pending.splice(i, 1);
    };
    work.then(done, done);
    return work;
  }
}

const current = new AsyncLocalStorage<Budget>();

/** Why a budget's signal aborted: the budget ran out (as opposed to the request having ended). */
export class BudgetSpent extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * Runs `work` (the rest of a request) within a budget of `ms` counted from `startedAt`. When the
 * budget runs out first, the signal aborts and the answer is `onSpent(the dependency waited on)`
 * without waiting for `work`; when the request ends either way, the signal aborts too, so what is
 * still in flight stops.
 */
export async function runWithinBudget<T>(
  ms: number,
  work: () => Promise<T>,
  onSpent: (waitingOn: Dependency | undefined, ms: number) => T,
  startedAt = Date.now(),
): Promise<T> {
  const budget = new Budget(startedAt + ms, ms);
  let timer: NodeJS.Timeout | undefined;
  const spent = new Promise<T>((resolve) => {
    timer = setTimeout(
      () => {
        budget.controller.abort(new BudgetSpent(`the request's deadline budget of ${ms} ms ran out`));
        resolve(onSpent(budget.waitingOn(), ms));
      },
      Math.max(0, budget.remaining()),
    );
  });
  try {
    return await Promise.race([current.run(budget, work), spent]);
  } finally {
    clearTimeout(timer);
    if (!budget.controller.signal.aborted) budget.controller.abort(new Error('the request ended'));
  }
}

/** Milliseconds left of the current request's budget (may be ≤ 0), or undefined outside a request. */
export function remainingBudgetMs(): number | undefined {
  return current.getStore()?.remaining();
}

/** `ms` capped by what is left of the request's budget (never below 0); `ms` itself outside a request. */
export function withinBudget(ms: number): number {
  const left = remainingBudgetMs();
  return left === undefined ? ms : Math.max(0, Math.min(ms, left));
}

/** The current request's signal (aborted when its budget runs out or it ends), or undefined outside a request. */
export function requestSignal(): AbortSignal | undefined {
  return current.getStore()?.controller.signal;
}

/** True inside a request whose budget has run out. */
export function budgetSpent(): boolean {
  const b = current.getStore();
  return b !== undefined && (b.remaining() <= 0 || b.controller.signal.reason instanceof BudgetSpent);
}

/**
 * The signal one dependency call passes on: it aborts after `ms` (capped by the request's
 * budget) or when the request's own signal aborts, whichever comes first; outside a request,
 * after `ms`.
 */
export function dependencySignal(ms: number): AbortSignal {
  // A timer of our own, not AbortSignal.timeout: Node holds a timeout signal weakly, and one that
  // only feeds AbortSignal.any can be collected before it fires (nodejs/node#57736), which left a
  // stalled read waiting for the whole budget under memory pressure.
  const call = new AbortController();
  const request = requestSignal();
  const timer = setTimeout(
    () => call.abort(new DOMException(`The dependency call did not finish within ${ms} ms`, 'TimeoutError')),
    Math.max(1, withinBudget(ms)),
  );
  timer.unref();
  if (request) {
    const follow = () => {
      clearTimeout(timer);
      call.abort(request.reason);
    };
    if (request.aborted) follow();
    else request.addEventListener('abort', follow, { once: true });
    call.signal.addEventListener('abort', () => request.removeEventListener('abort', follow), { once: true });
  }
  return call.signal;
}

/** `work`, noted as a wait on `dependency` (what the 503 names when the budget runs out during it). */
export function waitingOn<T>(dependency: Dependency, work: Promise<T>): Promise<T> {
  const b = current.getStore();
  return b ? b.track(dependency, work) : work;
}

/** The 503 `dependency.unavailable` of a request whose budget ran out while it waited on `dependency`. */
export function budgetUnavailable(dependency: Dependency, cause?: unknown): ProblemError {
  return spentProblem(dependency, current.getStore()?.ms, cause);
}

/**
 * The 503 `dependency.unavailable` (with `Retry-After`) of a budget of `ms` that ran out while
 * the request waited on `dependency`, or on its own work when nothing was called.
 */
export function spentProblem(
  dependency: Dependency | undefined,
  ms: number | undefined,
  cause?: unknown,
): ProblemError {
  const budget = `The request's deadline budget${ms === undefined ? '' : ` of ${ms} ms`} ran out`;
  if (dependency)
    return dependencyUnavailable(dependency, `${budget} while waiting on ${dependency}; retry shortly.`, cause);
  return new ProblemError(
    'dependency.unavailable',
    `${budget}; retry shortly.`,
    {},
    { ...(cause === undefined ? {} : { cause }), headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
  );
}

/** Throws the budget's 503 before a call to `dependency` starts when nothing is left of it. */
export function assertBudgetLeft(dependency: Dependency): void {
  if (budgetSpent()) throw budgetUnavailable(dependency);
}

/**
 * Runs `fn` outside the current request's budget: for work that is meant to outlive the request
 * (a best-effort write the request does not wait for, a cache refresh shared with later requests),
 * bounded by its own deadline alone and not cancelled when the request ends.
 */
export function outsideRequest<T>(fn: () => T): T {
  return current.exit(fn);
}
