import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteMatcher } from './match.ts';
import { ProblemError } from '../kernel/problem.ts';
import { renderError, type LambdaResult } from './render.ts';

/**
 * `$default` (served by the ops function): the path matches no route (404) or only under other
 * methods (405 with Allow). It needs the whole route table, so only ops bundles it.
 */
export const routeFallback =
  (matchRoute: RouteMatcher) =>
  (event: APIGatewayProxyEventV2): LambdaResult => {
    const method = event.requestContext.http.method;
    const path = event.requestContext.http.path;
    let m: ReturnType<RouteMatcher>;
    try {
      m = matchRoute(method, path);
    } catch (err) {
      return renderError(err, path);
    }
    if (m.kind === 'method-not-allowed') {
      return renderError(
        new ProblemError(
          'request.method-not-allowed',
          `${method} is not allowed on ${path}; allowed: ${m.allowed.join(', ')}.`,
          {},
          { headers: { allow: m.allowed.join(', ') } },
        ),
        path,
      );
    }
    return renderError(new ProblemError('request.not-found', `No route for ${method} ${path}.`), path);
  };
