import type { AuthLevel } from '../../kernel/route-types.ts';
import { ProblemError, forbidden, unauthenticated } from '../../kernel/problem.ts';
import { INSTANCE_ADMIN, type AuthContext, type Principal } from '../../kernel/principal.ts';
import { dependencyUnavailable, RETRY_AFTER_SECONDS, type Dependency } from '../../platform/dependencies.ts';

/**
 * THE auth gate: every route's `auth` level is enforced here and nowhere else.
 * 401 for missing or refused credentials, 403 for a valid caller without the role,
 * 503 when the authorizer could not check the credentials (`dependency.unavailable` naming what it could not reach).
 */
export function authorize(level: AuthLevel, ctx: AuthContext): Principal | undefined {
  if (level === 'public') return ctx.status === 'authenticated' ? ctx.principal : undefined;
  if (level === 'optional' && ctx.status === 'anonymous') return undefined;
  switch (ctx.status) {
    case 'unavailable':
      if (ctx.dependency)
        throw dependencyUnavailable(
          ctx.dependency as Dependency,
          'Credentials could not be checked right now; retry shortly.',
        );
      throw new ProblemError(
        'service.unavailable',
        'Credentials could not be checked right now; retry shortly.',
        {},
        { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
      );
    case 'refused':
      throw unauthenticated(ctx.reason);
    case 'anonymous':
      throw unauthenticated('This operation needs credentials: X-API-KEY or Authorization: Bearer.');
    case 'authenticated':
      if (level === 'instance-admin' && !ctx.principal.roles.includes(INSTANCE_ADMIN)) {
        throw forbidden(`This operation needs the role ${INSTANCE_ADMIN}.`);
      }
      return ctx.principal;
  }
}
