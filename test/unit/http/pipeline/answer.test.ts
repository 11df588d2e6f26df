import { describe, expect, it } from 'vitest';
import { renderAnswer } from '../../../../layers/core/src/http/pipeline/answer.ts';
import { ProblemError } from '../../../../layers/core/src/kernel/problem.ts';

describe('rendering an answer', () => {
  it('renders a response, or an error as problem JSON about the instance', () => {
    expect(renderAnswer({ ok: true, response: { status: 200, body: { a: 1 } } }, '/x')).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    const problem = renderAnswer({ ok: false, error: new ProblemError('resource.conflict', 'no') }, '/x');
    expect(problem.statusCode).toBe(409);
    expect(JSON.parse(problem.body ?? '')).toMatchObject({ status: 409, detail: 'no', instance: '/x' });
  });

  it("puts the answer's headers beneath the result's, on errors too, keeping both links", () => {
    const signals = { deprecation: 'true', link: '<a>; rel="successor-version"', 'content-type': 'x/ignored' };
    expect(
      renderAnswer(
        { ok: true, response: { status: 200, body: 'ok', headers: { link: '<b>; rel="next"' } }, headers: signals },
        '/x',
      ).headers,
    ).toEqual({
      deprecation: 'true',
      link: '<b>; rel="next", <a>; rel="successor-version"',
      'content-type': 'text/plain; charset=utf-8',
    });
    expect(
      renderAnswer({ ok: false, error: new ProblemError('auth.forbidden'), headers: { deprecation: 'true' } }, '/x')
        .headers,
    ).toEqual({ deprecation: 'true', 'content-type': 'application/problem+json' });
  });

  it('adds nothing when the answer carries no headers', () => {
    expect(renderAnswer({ ok: true, response: { status: 204 }, headers: {} }, '/x')).toEqual({
      statusCode: 204,
      headers: {},
      body: '',
    });
  });
});
