import { describe, expect, it } from 'vitest';
import { emptyRow, rowProblems, shapeModel } from '../../../console/src/logic/shape-builder.ts';

const row = (over: Partial<ReturnType<typeof emptyRow>>) => ({ ...emptyRow(), ...over });

describe('the shape builder', () => {
  it('turns rows into the build model, blank rows left out, order by row', () => {
    const model = shapeModel({
      name: ' Tensile ',
      targetClass: 'http://ex.org/T',
      closed: true,
      rows: [
        row({ path: 'http://ex.org/id', minCount: '1', maxCount: '1', pattern: '^S-' }),
        row({ path: '' }),
        row({ path: 'http://ex.org/unit', datatype: '', options: 'http://u/N, http://u/kN' }),
        row({ path: 'http://ex.org/t', datatype: 'xsd:integer', options: '20,80', name: 'Temperature' }),
      ],
    });
    expect(model).toEqual({
      name: 'Tensile',
      targetClass: 'http://ex.org/T',
      closed: true,
      properties: [
        { path: 'http://ex.org/id', datatype: 'xsd:string', minCount: 1, maxCount: 1, pattern: '^S-', order: 1 },
        {
          path: 'http://ex.org/unit',
          datatype: '',
          order: 2,
          in: [
            { value: 'http://u/N', kind: 'IRI' },
            { value: 'http://u/kN', kind: 'IRI' },
          ],
        },
        {
          path: 'http://ex.org/t',
          name: 'Temperature',
          datatype: 'xsd:integer',
          order: 3,
          in: [
            { value: '20', kind: 'LITERAL' },
            { value: '80', kind: 'LITERAL' },
          ],
        },
      ],
    });
  });
  it('names the problems of a row before the server is asked', () => {
    expect(
      rowProblems([
        row({ path: 'not an iri' }),
        row({ path: 'http://ex.org/a', minCount: '2', maxCount: '1' }),
        row({ path: 'http://ex.org/a', minCount: 'x' }),
        row({ path: 'http://ex.org/b' }),
      ]),
    ).toEqual({ 0: ['path-iri'], 1: ['min-above-max'], 2: ['path-repeated', 'min-count'] });
  });
});
