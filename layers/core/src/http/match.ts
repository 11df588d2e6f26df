import type { RouteDef } from '../kernel/route-types.ts';
import { decodePathSegment } from '../kernel/path-params.ts';

interface Compiled {
  route: RouteDef;
  regex: RegExp;
  names: string[];
}

export type MatchResult =
  | { kind: 'route'; route: RouteDef; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

export type RouteMatcher = (method: string, path: string) => MatchResult;

/**
 * A matcher over a route table that matches like API Gateway: a static segment beats a
 * parameter; then the first listed wins. Used by the local gateway to dispatch and by the
 * `$default` fallback to tell 404 from 405.
 */
export function createMatcher(table: readonly RouteDef[]): RouteMatcher {
  const compiled: Compiled[] = table.map((route) => {
    const names: string[] = [];
    const pattern = route.path.replace(/[.*?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
      // `{proxy+}` is API Gateway's greedy parameter: it spans segments.
      const greedy = name.endsWith('+');
      names.push(greedy ? name.slice(0, -1) : name);
      return greedy ? '(.+)' : '([^/]+)';
    });
    return { route, regex: new RegExp(`^${pattern}/?$`), names };
  });
  return (method, path) => {
    const hits = compiled
      .map((c) => ({ c, m: c.regex.exec(path) }))
      .filter((x): x is { c: Compiled; m: RegExpExecArray } => x.m !== null)
      .sort(
        (a, b) =>
          Number(a.c.route.path.includes('+}')) - Number(b.c.route.path.includes('+}')) ||
          a.c.names.length - b.c.names.length,
      );
    const same = hits.find((h) => h.c.route.method === method) ?? hits.find((h) => h.c.route.method === 'ANY');
    if (same) {
      const pathParameters: Record<string, string> = {};
      for (const [i, n] of same.c.names.entries()) pathParameters[n] = decodePathSegment(same.m[i + 1] ?? '');
      return { kind: 'route', route: same.c.route, pathParameters };
    }
    if (hits.length > 0)
      return { kind: 'method-not-allowed', allowed: [...new Set(hits.map((h) => h.c.route.method))] };
    return { kind: 'not-found' };
  };
}
