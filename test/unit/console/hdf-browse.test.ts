import { describe, expect, it } from 'vitest';
import {
  attributeEntries,
  basicAuth,
  cellText,
  dims,
  domainEntries,
  hsdsPath,
  hsdsProblem,
  linkEntries,
  rootGroup,
  shapeText,
  sliceRows,
  sliceSelect,
  typeText,
} from '../../../console/src/logic/hdf-browse.ts';
import { parseJson } from '../../../console/src/api/lossless.ts';
import { consoleConfig, consoleCsp } from '../../../localstack/src/gateway/console.ts';

describe('HSDS requests', () => {
  it('names the domain in the query and authorises with the user’s own Basic credentials', () => {
    expect(hsdsPath('/groups/g-1/links', '/svc/abc/run 7.h5')).toBe('/groups/g-1/links?domain=%2Fsvc%2Fabc%2Frun+7.h5');
    expect(hsdsPath('/datasets/d-1/value', '/svc/a.h5', { select: '[0:20,0:4]' })).toBe(
      '/datasets/d-1/value?domain=%2Fsvc%2Fa.h5&select=%5B0%3A20%2C0%3A4%5D',
    );
    expect(basicAuth('ada', 'pä:ss')).toBe(`Basic ${Buffer.from('ada:pä:ss').toString('base64')}`);
  });

  it('asks for the first 20 rows and 10 columns, the first index beyond, the whole of a scalar', () => {
    expect(sliceSelect([30, 4])).toBe('[0:20,0:4]');
    expect(sliceSelect([5])).toBe('[0:5]');
    expect(sliceSelect([100, 100, 3])).toBe('[0:20,0:10,0:1]');
    expect(sliceSelect([0, 3])).toBe('[0:0,0:3]');
    expect(sliceSelect([])).toBeUndefined();
  });

  it('the local CSP lets the console reach HSDS only while HDF is on', () => {
    const env = { SVC_HDF_SIDECAR_ENDPOINT: 'http://127.0.0.1:5101/' };
    expect(consoleCsp({ ...env, SVC_HDF_ENABLED: 'true' })).toMatch(
      /connect-src 'self'[^;]* http:\/\/127\.0\.0\.1:5101(;| )/,
    );
    expect(consoleCsp({ ...env, SVC_HDF_ENABLED: 'false' })).not.toContain('5101');
  });

  it('the local config.json names the HSDS browsers reach only while HDF is on', () => {
    const env = { SVC_HDF_SIDECAR_ENDPOINT: 'http://127.0.0.1:5101' };
    const on = consoleConfig({ ...env, SVC_HDF_ENABLED: 'true' });
    expect(on['hdfBrowserEndpoint']).toBe('http://127.0.0.1:5101');
    const off = consoleConfig({ ...env, SVC_HDF_ENABLED: 'false' });
    expect(off).not.toHaveProperty('hdfBrowserEndpoint');
    expect(consoleConfig({ SVC_HDF_ENABLED: 'true' })).not.toHaveProperty('hdfBrowserEndpoint');
  });
});

describe('HSDS answers read for the page', () => {
  it('a folder’s files by name, folders marked', () => {
    const body = {
      domains: [
        { name: '/svc/a/zeta.h5', class: 'domain', lastModified: 5 },
        { name: '/svc/a/sub', class: 'folder' },
        { name: '/svc/a/Alpha.h5', class: 'domain' },
        { class: 'domain' },
      ],
    };
    expect(domainEntries(body).map((d) => [d.title, d.folder])).toEqual([
      ['Alpha.h5', false],
      ['sub', true],
      ['zeta.h5', false],
    ]);
    expect(domainEntries(null)).toEqual([]);
    expect(rootGroup({ root: 'g-1' })).toBe('g-1');
  });

  it('a group’s links: groups first, datasets, then the rest; soft and external targets kept', () => {
    const links = linkEntries({
      links: [
        { class: 'H5L_TYPE_HARD', collection: 'datasets', id: 'd-1', title: 'b' },
        { class: 'H5L_TYPE_SOFT', title: 'alias', h5path: '/x/y' },
        { class: 'H5L_TYPE_HARD', collection: 'groups', id: 'g-2', title: 'z' },
        { class: 'H5L_TYPE_EXTERNAL', title: 'ext', h5path: '/p', h5domain: '/other.h5' },
        { class: 'H5L_TYPE_HARD', collection: 'datasets', id: 'd-0', title: 'a' },
      ],
    });
    expect(links.map((l) => [l.title, l.kind, l.id ?? l.target])).toEqual([
      ['z', 'group', 'g-2'],
      ['a', 'dataset', 'd-0'],
      ['b', 'dataset', 'd-1'],
      ['alias', 'soft', '/x/y'],
      ['ext', 'external', '/other.h5:/p'],
    ]);
  });

  it('types and shapes in words', () => {
    expect(typeText({ class: 'H5T_FLOAT', base: 'H5T_IEEE_F64LE' })).toBe('float64 (LE)');
    expect(typeText('H5T_STD_U8BE')).toBe('uint8 (BE)');
    expect(typeText({ class: 'H5T_STRING', length: 'H5T_VARIABLE' })).toBe('string');
    expect(typeText({ class: 'H5T_STRING', length: 12 })).toBe('string[12]');
    expect(
      typeText({
        class: 'H5T_COMPOUND',
        fields: [
          { name: 't', type: 'H5T_STD_I64LE' },
          { name: 'v', type: { class: 'H5T_FLOAT', base: 'H5T_IEEE_F32LE' } },
        ],
      }),
    ).toBe('compound {t: int64 (LE), v: float32 (LE)}');
    expect(typeText({ class: 'H5T_ARRAY', base: 'H5T_STD_I32LE', dims: [2, 3] })).toBe('int32 (LE)[2×3]');
    expect(typeText({ class: 'H5T_ENUM' })).toBe('enum');
    expect(dims({ class: 'H5S_SIMPLE', dims: [30, 4] })).toEqual([30, 4]);
    expect(dims({ class: 'H5S_SCALAR' })).toEqual([]);
    expect(dims({ class: 'H5S_NULL' })).toBeUndefined();
    expect([shapeText([30, 4]), shapeText([]), shapeText(undefined)]).toEqual(['30 × 4', 'scalar', 'null']);
  });

  it('a slice as rows: scalar, one column, a matrix, deeper dimensions at their first index', () => {
    expect(sliceRows(3.5, [])).toEqual([['3.5']]);
    expect(sliceRows([1, 2], [2])).toEqual([['1'], ['2']]);
    expect(
      sliceRows(
        [
          [1, 2],
          [3, 4],
        ],
        [2, 2],
      ),
    ).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(sliceRows([[[1], [2]]], [1, 2, 1])).toEqual([['1', '2']]);
    expect([cellText(''), cellText(null), cellText([1, 'a']), cellText({ a: 1 })]).toEqual([
      '""',
      '',
      '[1, a]',
      '{"a":1}',
    ]);
  });

  it('prints int64 and uint64 values beyond 2^53 digit for digit (HSDS answers read losslessly)', () => {
    const body = parseJson(
      '{"value": [9007199254740993, 18446744073709551615, 1.5], "attributes": [{"name": "big",' +
        ' "type": {"class": "H5T_INTEGER", "base": "H5T_STD_I64LE"}, "shape": {"class": "H5S_SCALAR"},' +
        ' "value": -9223372036854775807}, {"name": "pair", "type": "H5T_STD_U64LE",' +
        ' "shape": {"class": "H5S_SIMPLE", "dims": [1]}, "value": [{"n": 9007199254740995}]}]}',
    ) as { value: unknown; attributes: unknown };
    expect(sliceRows(body.value, [3])).toEqual([['9007199254740993'], ['18446744073709551615'], ['1.5']]);
    expect(attributeEntries(body).map((a) => a.value)).toEqual(['-9223372036854775807', '[{"n":9007199254740995}]']);
  });

  it('attributes with their values, by name; HSDS refusals in words', () => {
    expect(
      attributeEntries({
        attributes: [
          { name: 'units', type: 'H5T_STD_I32LE', shape: { class: 'H5S_SIMPLE', dims: [2] }, value: [7, 9] },
          {
            name: 'operator',
            type: { class: 'H5T_STRING', length: 'H5T_VARIABLE' },
            shape: { class: 'H5S_SCALAR' },
            value: 'Ada',
          },
        ],
      }),
    ).toEqual([
      { name: 'operator', type: 'string', shape: 'scalar', value: 'Ada' },
      { name: 'units', type: 'int32 (LE)', shape: '2', value: '[7, 9]' },
    ]);
    expect([undefined, 401, 403, 404, 410, 500].map(hsdsProblem)).toEqual([
      'unreachable',
      'credentials',
      'forbidden',
      'gone',
      'gone',
      'other',
    ]);
  });
});
