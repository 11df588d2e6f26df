import { beforeAll, describe, expect, it } from 'vitest';
import { SHACL_TIMEOUT_MS } from '#core/features/templates/shacl-pool.ts';
import { call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';

/**
 * The wall-clock bound of SHACL validation over HTTP: a crafted pair (a `sh:pattern` that backtracks
 * exponentially, days of work in process) answers 422 `shape.validation-timeout` within the bound,
 * and the function goes on answering: a validation sent meanwhile and one sent after are served.
 */
const SHAPE = `@prefix sh: <http://www.w3.org/ns/shacl#> . @prefix ex: <http://example.org/> .
ex:S a sh:NodeShape ; sh:targetNode ex:x ; sh:property [ sh:path ex:p ; sh:pattern "^(a+)+$" ] .`;
const data = (value: string) => `@prefix ex: <http://example.org/> . ex:x ex:p "${value}" .`;

let key = '';
beforeAll(async () => {
  key = (await userWithKey()).key;
});

describe('POST /v2/shapes/validate with a pair that would run far longer than the bound', () => {
  it('answers 422 shape.validation-timeout within the bound, serving other validations meanwhile and after', async () => {
    const validate = (value: string) =>
      call<{ conforms: boolean; timeoutMs?: number }>('POST', '/v2/shapes/validate', {
        headers: withKey(key),
        body: { dataTurtle: data(value), shapeTurtle: SHAPE },
      });
    const t0 = Date.now();
    const slow = validate(`${'a'.repeat(40)}!`).then((r) => ({ r, took: Date.now() - t0 }));
    // Sent while the crafted pair runs: answered at once, not after it.
    await new Promise((r) => setTimeout(r, 500));
    const t1 = Date.now();
    const meanwhile = await validate('aaa');
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.body.conforms).toBe(true);
    expect(Date.now() - t1).toBeLessThan(SHACL_TIMEOUT_MS - 1_000);
    const { r, took } = await slow;
    expectProblem(r, 422, 'shape.validation-timeout');
    expect(r.body.timeoutMs).toBeLessThanOrEqual(SHACL_TIMEOUT_MS);
    expect(took).toBeLessThan(SHACL_TIMEOUT_MS + 3_000);
    const after = await validate('b');
    expect(after.status).toBe(200);
    expect(after.body.conforms).toBe(false);
  }, 30_000);
});
