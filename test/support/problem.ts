import { expect } from 'vitest';
import { ProblemError } from '../../layers/core/src/kernel/problem.ts';
import type { Reply } from './local.ts';

/** Asserts an RFC 7807 answer with the given status and problem code. */
export function expectProblem(r: Reply, status: number, code?: string): void {
  expect(r.status, r.text).toBe(status);
  expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = r.body as Record<string, unknown>;
  expect(body['status']).toBe(status);
  expect(typeof body['title']).toBe('string');
  expect(typeof body['type']).toBe('string');
  if (code) expect(body['type']).toMatch(new RegExp(`/${code.replace(/\./g, '\\.')}$`));
  expect(r.text).not.toMatch(/at .*\.ts:\d+|Neo4jError|stack/);
}

/** The ProblemError that `fn` throws (a test failure when it throws nothing or something else). */
export function thrownProblem(fn: () => unknown): ProblemError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ProblemError);
    return err as ProblemError;
  }
  throw new Error('expected a ProblemError');
}
