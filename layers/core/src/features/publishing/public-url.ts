import { ProblemError } from '../../kernel/problem.ts';
import { config } from '../../platform/config/load.ts';

/**
 * The absolute base of every public link (kip records, the unhide feed, OAI-PMH): `svc.public-url`,
 * never the request's `Host` or `X-Forwarded-*`, which a caller chooses (a forged header would make
 * the service publish, and caches keep, links to another site). Startup and synth require it while
 * publishing is on; a deployment without it answers 503 here rather than guess.
 */
export function publicBase(): string {
  const base = config()['svc.public-url'].trim().replace(/\/+$/, '');
  if (base === '') {
    throw new ProblemError(
      'service.unavailable',
      'Public records need the public base URL of the API, and svc.public-url is not set; an operator sets it (SVC_PUBLIC_URL).',
      { setting: 'svc.public-url' },
    );
  }
  return base;
}
