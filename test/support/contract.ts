import { expect } from 'vitest';
import { contractErrors, declaredStatuses } from './fixtures.ts';
import type { Reply } from './local.ts';

/**
 * The answer has `status` and matches the upstream contract's schema for that operation and
 * status (path and method as the upstream description spells them); a 204 must be declared
 * there and carry no body.
 */
export function expectContract(r: Reply, path: string, method: string, status: number): void {
  expect(r.status, r.text).toBe(status);
  if (status === 204) {
    expect(r.text).toBe('');
    expect(declaredStatuses(path, method)).toContain('204');
    return;
  }
  expect(contractErrors(path, method, status, r.body)).toEqual([]);
}
