import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverAllPlugins as discoverPlugins } from '../../../layers/core/src/platform/plugins/drop-ins.ts';
import {
  extractArchive,
  inspectArchive,
  listPluginSources,
  unsafeEntryReason,
} from '../../../layers/core/src/platform/plugins/archive.ts';
import { archivePlugin, cleanupTempDirs, folderPlugin, manifestFor, options, tempDir } from './helpers.ts';

afterAll(cleanupTempDirs);

/** A .tgz holding a valid plugin plus whatever `extra` entries (paths relative to `cwd`). */
async function craftedArchive(
  dir: string,
  id: string,
  extra: (staging: string) => string[],
  opts: { preservePaths?: boolean } = {},
) {
  const base = tempDir('svc-plugin-craft-');
  const staging = join(base, 'inner', 'p');
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'svc-plugin.json'), JSON.stringify(manifestFor({ id })));
  writeFileSync(join(staging, 'index.mjs'), 'export function register() {}\n');
  const file = join(dir, `svc-plugin-${id}-1.0.0.tgz`);
  await tar.c({ gzip: true, cwd: staging, file, preservePaths: opts.preservePaths ?? false }, [
    'svc-plugin.json',
    'index.mjs',
    ...extra(staging),
  ]);
  return { file, base };
}

describe('archive discovery and extraction', () => {
  it('lists .tgz archives and folders named svc-plugin-<id>-<version>, sorted by name; ignores the rest', async () => {
    const dir = tempDir();
    await archivePlugin(dir, { id: 'b' });
    folderPlugin(dir, { id: 'a-b', version: '2.0.0-rc.1' });
    await archivePlugin(dir, { id: 'a' });
    writeFileSync(join(dir, 'svc-plugin-a-1.0.0.tgz.sig'), '{}');
    writeFileSync(join(dir, 'notes.md'), '');
    writeFileSync(join(dir, 'svc-plugin-Bad-1.0.0.tgz'), '');
    writeFileSync(join(dir, 'svc-plugin-x-1.0.zip'), '');
    mkdirSync(join(dir, 'svc-plugin-noversion'));
    const { sources, ignored } = await listPluginSources(dir);
    expect(sources.map((s) => [s.fileName, s.kind, s.name.id, s.name.version])).toEqual([
      ['svc-plugin-a-1.0.0.tgz', 'archive', 'a', '1.0.0'],
      ['svc-plugin-a-b-2.0.0-rc.1', 'folder', 'a-b', '2.0.0-rc.1'],
      ['svc-plugin-b-1.0.0.tgz', 'archive', 'b', '1.0.0'],
    ]);
    expect(ignored.map((i) => i.fileName).sort()).toEqual([
      'svc-plugin-Bad-1.0.0.tgz',
      'svc-plugin-noversion',
      'svc-plugin-x-1.0.zip',
    ]);
    expect(await listPluginSources(join(dir, 'missing'))).toEqual({ sources: [], ignored: [] });
  });

  it('extracts once into <cache>/<sha256>, reuses it, and survives concurrent extractions', async () => {
    const dir = tempDir();
    const cache = join(tempDir('svc-plugin-cache-'), 'c');
    const archive = await archivePlugin(dir, { id: 'cached', files: { 'lib/a.mjs': 'export const a = 1;' } });
    const bytes = readFileSync(archive);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => extractArchive(bytes, cache)));
    const roots = new Set(results.map((r) => r.root));
    expect(roots.size).toBe(1);
    const [first] = results;
    expect(first?.root).toBe(join(cache, first?.sha256 ?? ''));
    expect(readdirSync(cache)).toEqual([first?.sha256]); // no temp folders left behind
    expect(readFileSync(join(first?.root ?? '', 'lib', 'a.mjs'), 'utf8')).toBe('export const a = 1;');
    const again = await extractArchive(bytes, cache);
    expect(again).toMatchObject({ reused: true, root: first?.root });
  });

  it('finds the plugin root inside a single top-level folder', async () => {
    const dir = tempDir();
    const staging = tempDir('svc-plugin-nested-');
    folderPlugin(staging, { id: 'nested' });
    await tar.c({ gzip: true, cwd: staging, file: join(dir, 'svc-plugin-nested-1.0.0.tgz') }, [
      'svc-plugin-nested-1.0.0',
    ]);
    const reg = await discoverPlugins(options(dir));
    expect(reg.entries()[0]?.state).toBe('ENABLED');
  });

  it('refuses an archive with a ../ entry: nothing is written outside, the plugin is FAILED', async () => {
    const dir = tempDir();
    const { file, base } = await craftedArchive(
      dir,
      'escape',
      (staging) => {
        writeFileSync(join(staging, '..', 'evil.mjs'), 'export {}');
        return ['../evil.mjs'];
      },
      { preservePaths: true },
    );
    await expect(inspectArchive(readFileSync(file))).rejects.toThrow('entry "../evil.mjs" contains a ".." segment');
    const cache = join(tempDir('svc-plugin-cache-'), 'cache');
    const reg = await discoverPlugins(options(dir, { cacheDir: cache }));
    expect(reg.entries()[0]).toMatchObject({ id: 'escape', state: 'FAILED' });
    expect(reg.entries()[0]?.failureMessage).toBe(
      'plugin.discovery.failed: archive svc-plugin-escape-1.0.0.tgz refused: entry "../evil.mjs" contains a ".." segment',
    );
    expect(existsSync(join(cache, 'evil.mjs'))).toBe(false);
    expect(existsSync(cache) ? readdirSync(cache) : []).toEqual([]);
    expect(base).toBeTruthy();
  });

  it('refuses absolute paths, symbolic links and garbage', async () => {
    const dir = tempDir();
    const abs = tempDir('svc-plugin-abs-');
    writeFileSync(join(abs, 'abs.txt'), 'x');
    const { file: absolute } = await craftedArchive(dir, 'absolute', () => [join(abs, 'abs.txt')], {
      preservePaths: true,
    });
    await expect(inspectArchive(readFileSync(absolute))).rejects.toThrow(/is an absolute path/);
    const { file: linked } = await craftedArchive(dir, 'linked', (staging) => {
      symlinkSync('/etc/passwd', join(staging, 'passwd'));
      return ['passwd'];
    });
    await expect(inspectArchive(readFileSync(linked))).rejects.toThrow(
      'entry "passwd" is a SymbolicLink; only files and directories are allowed',
    );
    await expect(inspectArchive(Buffer.from('definitely not a tarball, just text'))).rejects.toThrow(
      /not a readable \.tgz archive/,
    );
    await expect(inspectArchive(readFileSync(linked), { maxEntries: 2 })).rejects.toThrow(
      /more than 2 entries|SymbolicLink/,
    );
  });

  it('refuses a cache folder writable by others (an extraction could have been planted there)', async () => {
    const dir = tempDir();
    const archive = await archivePlugin(dir, { id: 'planted' });
    const cache = join(tempDir('svc-plugin-cache-'), 'shared');
    mkdirSync(cache);
    chmodSync(cache, 0o777);
    await expect(extractArchive(readFileSync(archive), cache)).rejects.toThrow(/writable by group or others/);
    const reg = await discoverPlugins(options(dir, { cacheDir: cache }));
    expect(reg.entries()[0]?.failureMessage).toMatch(
      /^plugin\.discovery\.failed: archive svc-plugin-planted-1\.0\.0\.tgz refused: plugin cache .* writable by group or others/,
    );
  });

  it('unsafeEntryReason', () => {
    expect(unsafeEntryReason('a/b.mjs')).toBeUndefined();
    expect(unsafeEntryReason('./a')).toBeUndefined();
    expect(unsafeEntryReason('a/../../b')).toMatch(/\.\./);
    expect(unsafeEntryReason('..\\b')).toMatch(/\.\./);
    expect(unsafeEntryReason('/etc/passwd')).toMatch(/absolute/);
    expect(unsafeEntryReason('C:\\x')).toMatch(/absolute/);
    expect(unsafeEntryReason('a\0b')).toMatch(/NUL/);
  });
});
