import { describe, expect, it } from 'vitest';
import { compose } from '../../../../layers/core/src/http/pipeline/compose.ts';
import type { Middleware } from '../../../../layers/core/src/kernel/pipeline.ts';
import { ProblemError } from '../../../../layers/core/src/kernel/problem.ts';
import { request } from './requests.ts';

const trace = (name: string, seen: string[]): Middleware => ({
  name,
  handle: async (req, next) => {
    seen.push(`${name} in`);
    const answer = await next(req);
    seen.push(`${name} out ${answer.ok ? answer.response.status : 'error'}`);
    return answer;
  },
});

describe('compose', () => {
  it('runs the steps outermost first, as an onion around the implementation', async () => {
    const seen: string[] = [];
    const run = compose([trace('a', seen), trace('b', seen)], async () => {
      seen.push('impl');
      return { status: 201 };
    });
    expect(await run(request())).toEqual({ ok: true, response: { status: 201 } });
    expect(seen).toEqual(['a in', 'b in', 'impl', 'b out 201', 'a out 201']);
  });

  it('hands each step the request the step before passed on', async () => {
    const refine: Middleware = { name: 'refine', handle: (req, next) => next({ ...req, query: { q: 'refined' } }) };
    const run = compose([refine], async (req) => ({ status: 200, body: req.query }));
    expect(await run(request())).toEqual({ ok: true, response: { status: 200, body: { q: 'refined' } } });
  });

  it('turns what a step or the implementation throws into an error answer the outer steps see', async () => {
    const seen: string[] = [];
    const problem = new ProblemError('resource.conflict', 'no');
    const failing = compose([trace('a', seen)], async () => {
      throw problem;
    });
    expect(await failing(request())).toEqual({ ok: false, error: problem });
    expect(seen).toEqual(['a in', 'a out error']);

    const refusing: Middleware = {
      name: 'refuse',
      handle: async () => {
        throw problem;
      },
    };
    const impl = async () => ({ status: 200 });
    seen.length = 0;
    expect(await compose([trace('a', seen), refusing, trace('never', seen)], impl)(request())).toEqual({
      ok: false,
      error: problem,
    });
    expect(seen).toEqual(['a in', 'a out error']);
  });

  it('lets a step answer without calling the rest', async () => {
    const short: Middleware = { name: 'short', handle: async () => ({ ok: true, response: { status: 204 } }) };
    const run = compose([short], async () => {
      throw new Error('not reached');
    });
    expect(await run(request())).toEqual({ ok: true, response: { status: 204 } });
  });
});
