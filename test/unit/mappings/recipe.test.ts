import { describe, expect, it } from 'vitest';
import { assertMappingRecipe, expressionProblem, mappingRecipeOf } from '#core/features/templates/mapping-recipe.ts';
import { assertKindBody } from '#core/features/templates/kinds.ts';
import { clipWindow, jsonValue } from '#core/features/mappings/inputs.ts';
import { documentText } from '#core/features/mappings/outputs.ts';
import { runProblem } from '#core/features/mappings/materialize.ts';
import { derivationActivities } from '#core/features/mappings/derivation.ts';
import { thrownProblem } from '../../support/problem.ts';

const fields = (fn: () => unknown) =>
  (thrownProblem(fn).extensions['violations'] as { field: string }[]).map((v) => v.field);

describe('the MAPPING_RECIPE body', () => {
  it('accepts a recipe with declared inputs, and a body with only `mapping`', () => {
    const body = {
      executor: 'jsonata',
      transform: '{"m": timeseries.t[0].aggregates.MEAN}',
      source: {
        attributes: ['a'],
        timeseries: [
          {
            as: 't',
            reference: 'run',
            functions: ['MEAN', 'INTEGRAL'],
            window: { start: '-5', end: '9223372036854775807' },
          },
        ],
        structuredData: [{ as: 's' }],
      },
      target: { name: 'out' },
    };
    expect(() => assertKindBody('MAPPING_RECIPE', body)).not.toThrow();
    expect(mappingRecipeOf(body)).toEqual({ expression: body.transform, source: body.source, target: body.target });
    expect(() => assertKindBody('MAPPING_RECIPE', { mapping: { anything: 1 } })).not.toThrow();
  });

  it('refuses a JSONata syntax error with 422 naming body.transform, its code and position', () => {
    const p = thrownProblem(() => assertMappingRecipe({ transform: '$sum(' }));
    expect(p.status).toBe(422);
    expect(p.code).toBe('mapping.invalid-recipe');
    expect(p.extensions['violations']).toEqual([
      { field: 'body.transform', message: expect.stringMatching(/^S0\d{3} at character \d+: /) as unknown },
    ]);
    expect(expressionProblem('a.b[0]')).toBeUndefined();
  });

  it('names the field of a bad declaration', () => {
    expect(
      fields(() => assertMappingRecipe({ transform: '1', source: { timeseries: [{ as: 'x', functions: ['AVG'] }] } })),
    ).toEqual(['body.source.timeseries.0.functions.0']);
    expect(
      fields(() =>
        assertMappingRecipe({ transform: '1', source: { timeseries: [{ as: '1x', functions: ['MEAN'] }] } }),
      ),
    ).toEqual(['body.source.timeseries.0.as']);
    expect(
      fields(() => assertMappingRecipe({ transform: '1', source: { structuredData: [{ as: 'a' }, { as: 'a' }] } })),
    ).toEqual(['body.source.structuredData.1.as']);
    expect(
      fields(() =>
        assertMappingRecipe({
          transform: '1',
          source: { timeseries: [{ as: 'x', functions: ['MEAN'], window: { start: '1.5' } }] },
        }),
      ),
    ).toEqual(['body.source.timeseries.0.window.start']);
    expect(fields(() => assertMappingRecipe({ transform: '1', source: { unknown: true } }))).toEqual(['body.source']);
    expect(fields(() => assertMappingRecipe({ transform: '1', executor: 'javascript' }))).toEqual(['body.executor']);
    expect(fields(() => assertMappingRecipe({ transform: 'x'.repeat(16 * 1024 + 1) }))).toEqual(['body.transform']);
    expect(fields(() => mappingRecipeOf({ mapping: {} }))).toEqual(['body.transform']);
  });
});

describe('binding values', () => {
  it('answers int64 aggregates as numbers while exact, else as decimal strings', () => {
    expect(jsonValue(42n)).toBe(42);
    expect(jsonValue(9_007_199_254_740_993n)).toBe('9007199254740993');
    expect(jsonValue(-9_007_199_254_740_991n)).toBe(-9_007_199_254_740_991);
    expect(jsonValue(2.5)).toBe(2.5);
    expect(jsonValue(null)).toBeNull();
    expect(jsonValue(true)).toBe(true);
  });

  it("narrows the reference's range by the window, never widens it", () => {
    expect(clipWindow(10n, 20n, undefined)).toEqual({ start: 10n, end: 20n });
    expect(clipWindow(10n, 20n, { start: '12' })).toEqual({ start: 12n, end: 20n });
    expect(clipWindow(10n, 20n, { start: '0', end: '30' })).toEqual({ start: 10n, end: 20n });
    expect(clipWindow(10n, 20n, { start: '25' })).toEqual({ start: 25n, end: 20n });
  });
});

describe('outputs and problems', () => {
  it('stores only JSON objects and arrays', () => {
    expect(documentText({ a: 1 })).toBe('{"a":1}');
    expect(documentText([1])).toBe('[1]');
    for (const v of [null, 1, 'x', true])
      expect(thrownProblem(() => documentText(v)).code).toBe('mapping.invalid-output');
  });

  it('answers bounds and JSONata errors as 422 problems, a sandbox that cannot run as 503', () => {
    const limit = runProblem({ ok: false, kind: 'limit', limit: 'memory', message: 'too much' }, 't');
    expect([limit.status, limit.code, limit.extensions['limit']]).toEqual([422, 'mapping.limit-exceeded', 'memory']);
    const failed = runProblem({ ok: false, kind: 'error', code: 'T2001', position: 12, message: 'not a number' }, 't');
    expect([failed.status, failed.code, failed.extensions['code'], failed.extensions['position']]).toEqual([
      422,
      'mapping.evaluation-failed',
      'T2001',
      12,
    ]);
    const down = runProblem({ ok: false, kind: 'unavailable', message: 'spawn EAGAIN' }, 't');
    expect([down.status, down.code, down.headers['retry-after']]).toEqual([503, 'service.unavailable', '5']);
  });

  it('records the input used and the output derived, each naming the others', () => {
    const base = {
      username: 'u',
      path: '/v2/mappings/T/materialize',
      status: 201,
      startedAtMillis: 1,
      templateAppId: 'T',
      inputAppId: 'IN',
      collectionAppId: 'C',
    };
    const [used, derived] = derivationActivities(
      { ...base, output: { kind: 'StructuredDataReference', appId: 'OUT' } },
      2,
    );
    expect(used).toMatchObject({
      actionKind: 'READ',
      targetKind: 'DataObject',
      targetAppId: 'IN',
      agentUsername: 'u',
      startedAtMillis: 1,
      endedAtMillis: 2,
    });
    expect(used!.summary).toMatch(/T.*StructuredDataReference OUT/);
    expect(derived).toMatchObject({ actionKind: 'EXECUTE', targetKind: 'StructuredDataReference', targetAppId: 'OUT' });
    expect(derived!.summary).toMatch(/T.*IN/);
    expect(derivationActivities({ ...base, status: 200, output: null }, 2).map((a) => a.actionKind)).toEqual(['READ']);
  });
});

describe('the recipe check under arbitrary input', () => {
  it('answers any body with success or a 422 naming body fields, never another error', async () => {
    const fc = await import('fast-check');
    const body = fc.record(
      {
        transform: fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom('$sum(', '{"a": b}', 'a.b[0]', '$map(x, function($v){$v*2})', '(', '"\\u'),
          fc.anything(),
        ),
        source: fc.oneof(
          fc.anything(),
          fc.record({ timeseries: fc.array(fc.record({ as: fc.string(), functions: fc.array(fc.string()) })) }),
        ),
        executor: fc.oneof(fc.constant('jsonata'), fc.anything()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(body, (b) => {
        try {
          assertMappingRecipe(b);
        } catch (err) {
          const p = thrownProblem(() => {
            throw err;
          });
          expect([p.status, p.code]).toEqual([422, 'mapping.invalid-recipe']);
          for (const f of fields(() => {
            throw err;
          }))
            expect(f).toMatch(/^body(\.|$)/);
        }
      }),
      { numRuns: 500, seed: 19 },
    );
  });
});
