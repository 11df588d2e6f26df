import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Stats } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix, win32 } from 'node:path';
import { ARCHIVE_SUFFIX, parsePluginName, PLUGIN_NAME_PREFIX, type PluginName } from './naming.ts';
import { MANIFEST_FILE } from './manifest.ts';

/** A plugin found in `svc.plugins.dir`: an archive `svc-plugin-<id>-<version>.tgz` or a folder of that stem. */
export interface PluginSource {
  readonly kind: 'archive' | 'folder';
  /** Absolute or configured path of the archive or folder (the entry's `sourcePath`). */
  readonly path: string;
  /** The directory entry name. */
  readonly fileName: string;
  /** Id and version from the name. */
  readonly name: PluginName;
}

export interface IgnoredSource {
  readonly fileName: string;
  readonly reason: string;
}

/** Where archives are extracted by default: `/tmp` is the writable place in Lambda. */
export function defaultCacheDir(): string {
  return join(tmpdir(), 'svc-plugins');
}

/**
 * Lists the plugins in `dir`, sorted by name (code-unit order) for a deterministic insertion
 * order. A missing directory means no plugins. Entries that start with `svc-plugin-` but do not
 * parse as `svc-plugin-<id>-<version>[.tgz]` are returned in `ignored` (they carry no id to key a
 * row on); `.sig` files and anything else are skipped silently.
 */
export async function listPluginSources(dir: string): Promise<{ sources: PluginSource[]; ignored: IgnoredSource[] }> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { sources: [], ignored: [] };
    throw e;
  }
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const sources: PluginSource[] = [];
  const ignored: IgnoredSource[] = [];
  for (const fileName of names) {
    if (!fileName.startsWith(PLUGIN_NAME_PREFIX) || fileName.endsWith('.sig')) continue;
    const path = join(dir, fileName);
    let st: Stats;
    try {
      st = await stat(path); // follows symbolic links: a linked archive or folder counts
    } catch {
      ignored.push({ fileName, reason: 'unreadable (dangling link?)' });
      continue;
    }
    if (st.isFile() && fileName.endsWith(ARCHIVE_SUFFIX)) {
      const name = parsePluginName(fileName.slice(0, -ARCHIVE_SUFFIX.length));
      if (name === undefined) ignored.push({ fileName, reason: 'name is not svc-plugin-<id>-<version>.tgz' });
      else sources.push({ kind: 'archive', path, fileName, name });
    } else if (st.isDirectory()) {
      const name = parsePluginName(fileName);
      if (name === undefined) ignored.push({ fileName, reason: 'name is not svc-plugin-<id>-<version>' });
      else sources.push({ kind: 'folder', path, fileName, name });
    } else if (fileName.endsWith(ARCHIVE_SUFFIX) || fileName.includes('.')) {
      ignored.push({ fileName, reason: 'not a .tgz archive or a folder' });
    }
  }
  return { sources, ignored };
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export class ArchiveRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveRefusedError';
  }
}

export interface ExtractLimits {
  /** Sum of the entries' sizes. Default 256 MiB. */
  readonly maxBytes?: number;
  /** Default 10 000. */
  readonly maxEntries?: number;
}

const ALLOWED_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/** Why an entry path is refused, or undefined when it stays inside the extraction root. */
export function unsafeEntryReason(p: string): string | undefined {
  if (p.includes('\0')) return 'contains a NUL byte';
  if (posix.isAbsolute(p) || win32.isAbsolute(p) || /^[a-zA-Z]:/.test(p)) return 'is an absolute path';
  if (p.split(/[\\/]+/).some((s) => s === '..')) return 'contains a ".." segment';
  return undefined;
}

/**
 * Reads the whole archive listing first and refuses it if any entry has an absolute path, a `..`
 * segment, is a link or a special file, or if it is too large. Nothing is written.
 */
export async function inspectArchive(
  bytes: Buffer,
  limits: ExtractLimits = {},
): Promise<{ entries: number; bytes: number }> {
  const maxBytes = limits.maxBytes ?? 256 * 1024 * 1024;
  const maxEntries = limits.maxEntries ?? 10_000;
  let problem: string | undefined;
  let entries = 0;
  let total = 0;
  // Loaded on first use: most cold starts see no drop-in archive and never pay for tar.
  const tar = await import('tar');
  const parser = tar.t({
    strict: true,
    onReadEntry: (entry) => {
      entries += 1;
      total += entry.size;
      if (problem !== undefined) return;
      const why = unsafeEntryReason(entry.path);
      if (why !== undefined) problem = `entry ${JSON.stringify(entry.path)} ${why}`;
      else if (!ALLOWED_TYPES.has(entry.type))
        problem = `entry ${JSON.stringify(entry.path)} is a ${entry.type}; only files and directories are allowed`;
      else if (entries > maxEntries) problem = `more than ${maxEntries} entries`;
      else if (total > maxBytes) problem = `content larger than ${maxBytes} bytes`;
    },
  });
  const done = once(parser, 'end');
  try {
    parser.end(bytes);
    await done;
  } catch (e) {
    throw new ArchiveRefusedError(`not a readable .tgz archive (${e instanceof Error ? e.message : String(e)})`);
  }
  if (problem !== undefined) throw new ArchiveRefusedError(problem);
  if (entries === 0) throw new ArchiveRefusedError('empty archive');
  return { entries, bytes: total };
}

async function extractInto(bytes: Buffer, cwd: string): Promise<void> {
  const tar = await import('tar');
  const unpack = tar.x({
    cwd,
    strict: true,
    preserveOwner: false,
    preservePaths: false,
    filter: (path, entry) => 'type' in entry && ALLOWED_TYPES.has(entry.type) && unsafeEntryReason(path) === undefined,
  });
  const done = once(unpack, 'close');
  unpack.end(bytes);
  await done;
}

/**
 * The cache holds code that will be imported, so on a shared /tmp it must be ours alone: created
 * 0700, refused when it is a link, owned by another user, or writable by group or others (someone
 * else could have planted an extraction under a known archive digest).
 */
async function ensureCacheRoot(cacheDir: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true, mode: 0o700 });
  const st = await lstat(cacheDir);
  if (!st.isDirectory()) throw new Error(`plugin cache ${cacheDir} is not a directory`);
  const uid = process.getuid?.();
  if (uid === undefined) return; // Windows: no POSIX ownership to check
  if (st.uid !== uid) throw new Error(`plugin cache ${cacheDir} is owned by another user (uid ${st.uid})`);
  if ((st.mode & 0o022) !== 0)
    throw new Error(`plugin cache ${cacheDir} is writable by group or others (mode ${(st.mode & 0o777).toString(8)})`);
}

async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await lstat(p)).isDirectory();
  } catch {
    return false;
  }
}

/** The plugin root inside an extraction: the top level, or a single top-level folder holding the manifest. */
async function locatePluginRoot(extracted: string): Promise<string> {
  try {
    if ((await lstat(join(extracted, MANIFEST_FILE))).isFile()) return extracted;
  } catch {
    /* look one level down */
  }
  const top = (await readdir(extracted, { withFileTypes: true })).filter((d) => !d.name.startsWith('.'));
  const only = top[0];
  if (top.length === 1 && only !== undefined && only.isDirectory()) return join(extracted, only.name);
  return extracted;
}

/**
 * Extracts verified archive bytes once into `<cacheDir>/<sha256>` and returns the plugin root.
 * Idempotent (an existing extraction is reused) and safe when processes race: each extracts into
 * its own temporary folder and renames it into place; the loser discards its copy. A folder only
 * ever appears under its final name complete.
 */
export async function extractArchive(
  bytes: Buffer,
  cacheDir: string = defaultCacheDir(),
  limits: ExtractLimits = {},
): Promise<{ root: string; sha256: string; reused: boolean }> {
  const sha256 = sha256Hex(bytes);
  const target = join(cacheDir, sha256);
  await ensureCacheRoot(cacheDir);
  if (await isDirectory(target)) return { root: await locatePluginRoot(target), sha256, reused: true };
  await inspectArchive(bytes, limits);
  const temp = await mkdtemp(join(cacheDir, `.tmp-${sha256.slice(0, 16)}-`));
  let reused = false;
  try {
    await extractInto(bytes, temp);
    try {
      await rename(temp, target);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // Another process renamed its copy first: use theirs.
      if ((code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'EPERM') && (await isDirectory(target))) reused = true;
      else throw e;
    }
  } finally {
    if (reused || (await isDirectory(temp))) await rm(temp, { recursive: true, force: true });
  }
  return { root: await locatePluginRoot(target), sha256, reused };
}
