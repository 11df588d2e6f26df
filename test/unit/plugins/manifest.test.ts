import { describe, expect, it } from 'vitest';
import { isSafeEntryPath, validateManifest } from '../../../layers/core/src/platform/plugins/manifest.ts';
import { parsePluginName } from '../../../layers/core/src/platform/plugins/naming.ts';

const base = {
  id: 'file-s3',
  version: '1.2.0',
  svcCompatibility: '>=5.2.0,<6',
  title: 'S3 files',
  description: 'S3 storage adapter.',
  licence: 'Apache-2.0',
};

describe('manifest validator', () => {
  it('accepts a minimal manifest and applies the defaults', () => {
    const r = validateManifest(base, { id: 'file-s3', version: '1.2.0' });
    expect(r).toEqual({ ok: true, manifest: { ...base, entry: 'index.mjs', dependencies: {}, sidecars: [] } });
  });

  it('accepts every optional field', () => {
    const m = {
      ...base,
      repositoryUrl: 'https://example.org/svc/file-s3',
      entry: 'dist/main.mjs',
      dependencies: { 'minter-local': '>=1.0.0,<2' },
      sidecars: ['hsds'],
    };
    const r = validateManifest(m);
    expect(r.ok && r.manifest).toMatchObject(m);
  });

  it('refuses a name mismatch in id or version', () => {
    expect(validateManifest(base, { id: 'file-s4', version: '1.2.0' })).toEqual({
      ok: false,
      message: 'plugin.manifest.invalid: manifest id "file-s3" does not match the artifact id "file-s4"',
    });
    expect(validateManifest(base, { id: 'file-s3', version: '1.2.1' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/version "1.2.0" does not match/),
    });
  });

  // Hostile input, table-driven: every row must be refused with plugin.manifest.invalid and never throw.
  const hostile: [string, unknown][] = [
    ['null', null],
    ['array', [base]],
    ['string', 'svc-plugin'],
    ['number', 42],
    ['empty object', {}],
    ['upper-case id', { ...base, id: 'File-S3' }],
    ['id with underscore', { ...base, id: 'file_s3' }],
    ['id with trailing hyphen', { ...base, id: 'file-' }],
    ['id with double hyphen', { ...base, id: 'file--s3' }],
    ['id starting with a digit', { ...base, id: '3s' }],
    ['id path traversal', { ...base, id: '../etc' }],
    ['id too long', { ...base, id: `a${'b'.repeat(200)}` }],
    ['id not a string', { ...base, id: ['file-s3'] }],
    ['version with v', { ...base, version: 'v1.2.0' }],
    ['version partial', { ...base, version: '1.2' }],
    ['version huge', { ...base, version: `1.2.${'9'.repeat(400)}` }],
    ['version number', { ...base, version: 1.2 }],
    ['blank title', { ...base, title: '   ' }],
    ['title object', { ...base, title: { toString: 'x' } }],
    ['missing licence', { ...base, licence: undefined }],
    ['description too long', { ...base, description: 'x'.repeat(5000) }],
    ['javascript: url', { ...base, repositoryUrl: 'javascript:alert(1)' }],
    ['file: url', { ...base, repositoryUrl: 'file:///etc/passwd' }],
    ['not a url', { ...base, repositoryUrl: 'example.org' }],
    ['entry ..', { ...base, entry: '../outside.mjs' }],
    ['entry nested ..', { ...base, entry: 'lib/../../outside.mjs' }],
    ['entry absolute', { ...base, entry: '/etc/passwd.mjs' }],
    ['entry windows absolute', { ...base, entry: 'C:\\x.mjs' }],
    ['entry backslash', { ...base, entry: 'lib\\..\\x.mjs' }],
    ['entry NUL', { ...base, entry: 'index.mjs\0.txt' }],
    ['entry not a module', { ...base, entry: 'index.json' }],
    ['entry empty', { ...base, entry: '' }],
    ['dependencies array', { ...base, dependencies: ['a'] }],
    ['dependency bad id', { ...base, dependencies: { Bad: '>=1' } }],
    ['dependency bad range', { ...base, dependencies: { lib: 'latest' } }],
    ['dependency range not a string', { ...base, dependencies: { lib: 1 } }],
    [
      'dependency __proto__',
      JSON.parse(
        `{"id":"file-s3","version":"1.2.0","svcCompatibility":"*","title":"t","description":"d","licence":"l","dependencies":{"__proto__":">=1"}}`,
      ),
    ],
    [
      'top-level __proto__',
      JSON.parse(
        `{"__proto__":{"entry":"../x.mjs"},"id":"file-s3","version":"1.2.0","svcCompatibility":"*","title":"t","description":"d","licence":"l"}`,
      ),
    ],
    [
      'too many dependencies',
      { ...base, dependencies: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`d${i}`, '*'])) },
    ],
    ['sidecars not ids', { ...base, sidecars: ['HSDS; rm -rf /'] }],
    ['unknown key (typo)', { ...base, dependecies: {} }],
    ['blank svcCompatibility', { ...base, svcCompatibility: '' }],
  ];
  it.each(hostile)('refuses %s', (_name, raw) => {
    const r = validateManifest(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^plugin\.manifest\.invalid: /);
  });
});

describe('entry path safety', () => {
  it.each([
    ['index.mjs', true],
    ['dist/main.mjs', true],
    ['lib/x.js', true],
    ['./index.mjs', false],
    ['lib//x.mjs', false],
    ['..', false],
    ['a/..', false],
  ])('%s → %s', (p, ok) => expect(isSafeEntryPath(p)).toBe(ok));
});

describe('artifact name parsing', () => {
  it.each([
    ['svc-plugin-kip-1.0.0', { id: 'kip', version: '1.0.0' }],
    ['svc-plugin-file-s3-1.2.0', { id: 'file-s3', version: '1.2.0' }],
    ['svc-plugin-minter-local-2.0.0-rc.1', { id: 'minter-local', version: '2.0.0-rc.1' }],
    ['svc-plugin-a-2-1.0.0', { id: 'a-2', version: '1.0.0' }],
    ['svc-plugin-x-1.0.0+build-7', { id: 'x', version: '1.0.0+build-7' }],
  ])('%s', (stem, expected) => expect(parsePluginName(stem)).toEqual(expected));

  it.each([
    'svc-plugin-',
    'svc-plugin-kip',
    'svc-plugin-kip-1.0',
    'svc-plugin-Kip-1.0.0',
    'plugin-kip-1.0.0',
    'svc-plugin--1.0.0',
    'svc-plugin-kip-v1.0.0',
    `svc-plugin-${'a'.repeat(5000)}-1.0.0`,
  ])('refuses %s', (stem) => expect(parsePluginName(stem)).toBeUndefined());
});
