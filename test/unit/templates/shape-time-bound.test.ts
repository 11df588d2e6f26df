import { describe, expect, it } from 'vitest';
import { parseTurtle } from '#core/features/templates/rdf.ts';
import { runShaclBounded, SHACL_TIMEOUT_MS } from '#core/features/templates/shacl-pool.ts';
import { validateTurtle } from '#core/features/templates/shape-validate.ts';
import { ProblemError } from '#core/kernel/problem.ts';

/**
 * A crafted pair: a `sh:pattern` that backtracks exponentially (`^(a+)+$` against forty a's and a
 * `!`). In process it runs for days (24 a's take about 2 s, each further one doubles it) and holds
 * the event loop the whole time; the bound must end it.
 */
const SHAPE = `@prefix sh: <http://www.w3.org/ns/shacl#> . @prefix ex: <http://example.org/> .
ex:S a sh:NodeShape ; sh:targetNode ex:x ; sh:property [ sh:path ex:p ; sh:pattern "^(a+)+$" ] .`;
/** The ProblemError `p` rejects with (a test failure when it resolves or rejects with something else). */
async function thrownProblem(p: Promise<unknown>): Promise<ProblemError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProblemError);
  return err as ProblemError;
}

const data = (n: number) => `@prefix ex: <http://example.org/> . ex:x ex:p "${'a'.repeat(n)}!" .`;

describe('the wall-clock bound of SHACL validation', () => {
  it(
    'answers 422 shape.validation-timeout within the bound for a pair that would run far longer, the event loop free meanwhile',
    async () => {
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 100);
      const t0 = Date.now();
      const problem = await thrownProblem(validateTurtle(data(40), SHAPE));
      const took = Date.now() - t0;
      clearInterval(ticker);
      expect(problem.status).toBe(422);
      expect(problem.code).toBe('shape.validation-timeout');
      expect(problem.extensions).toEqual({ timeoutMs: SHACL_TIMEOUT_MS });
      expect(took).toBeGreaterThanOrEqual(SHACL_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(SHACL_TIMEOUT_MS + 1_500);
      // The engine ran elsewhere: this thread kept serving timers the whole time.
      expect(ticks).toBeGreaterThan((SHACL_TIMEOUT_MS / 100) * 0.7);
    },
    SHACL_TIMEOUT_MS + 10_000,
  );

  it('validates again after a worker was stopped, with the same results as before the bound', async () => {
    const shapes = parseTurtle(SHAPE, 'shapeTurtle');
    const timedOut = await thrownProblem(runShaclBounded(parseTurtle(data(40), 'dataTurtle'), shapes, 800));
    expect(timedOut.code).toBe('shape.validation-timeout');
    const report = await validateTurtle(data(6), SHAPE);
    expect(report).toEqual({
      conforms: false,
      violations: [
        {
          severity: 'Violation',
          focusNode: 'http://example.org/x',
          resultPath: 'http://example.org/p',
          message: 'Value does not match pattern "^(a+)+$"',
        },
      ],
    });
    const blank = await validateTurtle(
      '@prefix ex: <http://example.org/> . ex:x ex:p [ ex:q "v" ] .',
      `@prefix sh: <http://www.w3.org/ns/shacl#> . @prefix ex: <http://example.org/> .
ex:S a sh:NodeShape ; sh:targetNode ex:x ; sh:property [ sh:path ex:p ; sh:nodeKind sh:IRI ] .`,
    );
    expect(blank.conforms).toBe(false);
    expect(blank.violations[0]?.focusNode).toBe('http://example.org/x');
  }, 20_000);

  it('runs validations side by side, each in its own worker', async () => {
    const ok = '@prefix ex: <http://example.org/> . ex:x ex:p "aaa" .';
    const [slow, fast] = await Promise.all([
      thrownProblem(runShaclBounded(parseTurtle(data(40), 'dataTurtle'), parseTurtle(SHAPE, 'shapeTurtle'), 1_500)),
      validateTurtle(ok, SHAPE),
    ]);
    expect(slow.code).toBe('shape.validation-timeout');
    expect(fast).toEqual({ conforms: true, violations: [] });
  }, 20_000);

  it('hands the worker every kind of term exactly: relative IRIs, blank nodes, typed and tagged literals', async () => {
    // Turtle without a base keeps relative IRIs, which N-Quads text would refuse (the templates fuzzer's case).
    const shapes = `@prefix sh: <http://www.w3.org/ns/shacl#> .
      <S> a sh:NodeShape ; sh:targetNode <a> ; sh:property [ sh:path <b> ; sh:datatype <http://www.w3.org/2001/XMLSchema#string> ] .`;
    const outcome = await validateTurtle('<a> <b> "c"^^<http://www.w3.org/2001/XMLSchema#integer> , "d"@en .', shapes);
    expect(outcome.conforms).toBe(false);
    expect(outcome.violations.map((v) => v.focusNode)).toEqual(['a', 'a']);
  });
});
