import { describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../../layers/core/src/app/openapi.ts';
import { ApiError } from '../../../console/src/api/problems.ts';
import { characterCount, countCharacters, longerThan } from '../../../console/src/logic/characters.ts';
import {
  HDF_DELETED_STATE,
  HDF_NAME_MAX,
  hdfDeletedName,
  hdfNameProblem,
  hdfRefusal,
} from '../../../console/src/logic/hdf-containers.ts';
import {
  isNumericType,
  PLOT_POINTS,
  plotColumns,
  plotSelect,
  plotSummary,
  plottable,
  plotValues,
} from '../../../console/src/logic/hdf-plot.ts';
import { parseJson } from '../../../console/src/api/lossless.ts';

type Schema = Record<string, unknown>;
const doc = JSON.parse(renderOpenApi('all', 'json').body) as { paths: Record<string, Record<string, Schema>> };
const problem = (status: number) => new ApiError(status, 'Refused', undefined, undefined, [], undefined);

describe('creating an HDF container', () => {
  it('bounds the name as the route table does', () => {
    const body = doc.paths['/v2/hdf-containers']!['post']!['requestBody'] as Schema;
    const schema = (body['content'] as Record<string, { schema: Schema }>)['application/json']!.schema;
    const name = (schema['properties'] as Record<string, Schema>)['name']!;
    expect(name['maxLength']).toBe(HDF_NAME_MAX);
    expect(schema['required']).toEqual(['name']);
  });

  it('refuses a blank or too long name before sending', () => {
    expect(hdfNameProblem('')).toBe('blank');
    expect(hdfNameProblem('   ')).toBe('blank');
    expect(hdfNameProblem('x'.repeat(HDF_NAME_MAX))).toBeUndefined();
    expect(hdfNameProblem('x'.repeat(HDF_NAME_MAX + 1))).toBe('long');
    expect(hdfNameProblem('Test stand')).toBeUndefined();
  });

  it('counts the name in characters (code points), as the API does, not in UTF-16 units', () => {
    // 600 emoji are 1,200 UTF-16 units but 600 characters: valid for the API, so valid here.
    expect(hdfNameProblem('🧪'.repeat(600))).toBeUndefined();
    expect(hdfNameProblem('🧪'.repeat(HDF_NAME_MAX))).toBeUndefined();
    expect(hdfNameProblem('🧪'.repeat(HDF_NAME_MAX + 1))).toBe('long');
    expect(hdfNameProblem(`${'𠀀'.repeat(HDF_NAME_MAX - 1)}a`)).toBeUndefined();
    expect(hdfNameProblem(`${'𠀀'.repeat(HDF_NAME_MAX)}a`)).toBe('long');
  });
});

describe('counting characters', () => {
  it('counts a surrogate pair once and a lone surrogate once', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('🧪🧪')).toBe(2);
    expect(characterCount('ä𠀀x')).toBe(3);
    expect(characterCount('\ud800x')).toBe(2);
    expect(characterCount('x\udc00')).toBe(2);
    expect(characterCount('🧪'.repeat(600))).toBe([...'🧪'.repeat(600)].length);
  });

  it('bounds and counts as a text field counter would', () => {
    expect(longerThan('🧪'.repeat(3), 3)).toBe(false);
    expect(longerThan('🧪'.repeat(4), 3)).toBe(true);
    expect(countCharacters('🧪a')).toBe(2);
    expect(countCharacters(null)).toBe(0);
  });
});

describe('the name of a container just deleted', () => {
  it('is read from the history entry state only', () => {
    expect(hdfDeletedName({ [HDF_DELETED_STATE]: 'Test stand', position: 3 })).toBe('Test stand');
    expect(hdfDeletedName({ position: 3 })).toBe('');
    expect(hdfDeletedName({ [HDF_DELETED_STATE]: 7 })).toBe('');
    expect(hdfDeletedName(null)).toBe('');
    expect(hdfDeletedName(undefined)).toBe('');
  });
});

describe('refusals of create and delete', () => {
  it('explains each status the route table declares for them, and 409', () => {
    const declared = (path: string, method: string) =>
      Object.keys(doc.paths[path]![method]!['responses'] as Schema).filter((s) => /^[45]\d\d$/.test(s));
    expect(declared('/v2/hdf-containers', 'post').sort()).toEqual(['400', '401', '403', '404', '503']);
    expect(declared('/v2/hdf-containers/{appId}', 'delete').sort()).toEqual(['401', '403', '404', '503']);
    expect(hdfRefusal('create', problem(400))).toBe('invalid');
    expect(hdfRefusal('create', problem(403))).toBe('createForbidden');
    expect(hdfRefusal('create', problem(404))).toBe('off');
    expect(hdfRefusal('create', problem(503))).toBe('unavailable');
    expect(hdfRefusal('delete', problem(403))).toBe('deleteForbidden');
    expect(hdfRefusal('delete', problem(404))).toBe('gone');
    expect(hdfRefusal('delete', problem(409))).toBe('conflict');
    expect(hdfRefusal('delete', problem(503))).toBe('unavailable');
  });

  it('adds nothing for other answers (the problem itself is shown)', () => {
    expect(hdfRefusal('delete', problem(500))).toBeUndefined();
    expect(hdfRefusal('create', new Error('network'))).toBeUndefined();
    expect(hdfRefusal('create', undefined)).toBeUndefined();
  });
});

describe('plotting a dataset', () => {
  it('plots integer and float types only, of one dimension or more', () => {
    expect(isNumericType('H5T_IEEE_F64LE')).toBe(true);
    expect(isNumericType('H5T_STD_U8BE')).toBe(true);
    expect(isNumericType({ class: 'H5T_FLOAT', base: 'H5T_IEEE_F32LE' })).toBe(true);
    expect(isNumericType({ class: 'H5T_INTEGER', base: 'H5T_STD_I64LE' })).toBe(true);
    expect(isNumericType({ class: 'H5T_STRING', length: 'H5T_VARIABLE' })).toBe(false);
    expect(isNumericType({ class: 'H5T_COMPOUND', fields: [] })).toBe(false);
    expect(isNumericType({ class: 'H5T_ARRAY', base: 'H5T_IEEE_F64LE', dims: [3] })).toBe(false);
    expect(isNumericType(undefined)).toBe(false);
    expect(plottable('H5T_IEEE_F64LE', [30, 4])).toBe(true);
    expect(plottable('H5T_IEEE_F64LE', [5])).toBe(true);
    expect(plottable('H5T_IEEE_F64LE', [])).toBe(false);
    expect(plottable('H5T_IEEE_F64LE', undefined)).toBe(false);
    expect(plottable('H5T_IEEE_F64LE', [0, 4])).toBe(false);
    expect(plottable({ class: 'H5T_STRING' }, [5])).toBe(false);
  });

  it('asks for one column of the first PLOT_POINTS rows, the first index beyond', () => {
    expect(PLOT_POINTS).toBe(1000);
    expect(plotColumns([30])).toBe(1);
    expect(plotColumns([30, 4])).toBe(4);
    expect(plotSelect([30], 0)).toBe('[0:30]');
    expect(plotSelect([30, 4], 2)).toBe('[0:30,2:3]');
    expect(plotSelect([30, 4], 9)).toBe('[0:30,3:4]');
    expect(plotSelect([30, 4], -1)).toBe('[0:30,0:1]');
    expect(plotSelect([5000, 4, 7], 1)).toBe('[0:1000,1:2,0:1]');
  });

  it('reads the answer as one number per row, gaps for what is not a finite number', () => {
    expect(plotValues([1, 2.5, -3])).toEqual([1, 2.5, -3]);
    expect(plotValues([[3], [6], [9]])).toEqual([3, 6, 9]);
    expect(plotValues([[[1]], [[2]]])).toEqual([1, 2]);
    expect(plotValues([1, 'x', null, Number.NaN])).toEqual([1, null, null, null]);
    expect(plotValues(7)).toEqual([]);
    // An int64 beyond 2^53 (read losslessly as a bigint) is drawn at its nearest double.
    const big = parseJson('{"value": [9007199254740993, -2]}') as { value: unknown };
    expect(plotValues(big.value)).toEqual([9007199254740992, -2]);
  });

  it('summarises what is drawn', () => {
    expect(plotSummary([3, null, -1, 8])).toEqual({ n: 3, min: -1, max: 8 });
    expect(plotSummary([null])).toBeUndefined();
    expect(plotSummary([])).toBeUndefined();
  });
});
