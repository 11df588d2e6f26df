import { readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parse as parseToml, TomlError } from 'smol-toml';
import { CliError } from './errors.ts';

export const DEFAULT_URL = 'http://localhost:8080';
export const ENV_URL = 'SVC_ADMIN_URL';
export const ENV_API_KEY = 'SVC_ADMIN_API_KEY';

/** Where a resolved value came from, for `--verbose` (never the value of a key). */
export type Source = 'flag' | 'env' | 'file' | 'default' | 'none';

export interface ConfigFlags {
  readonly url?: string | undefined;
  readonly apiKey?: string | undefined;
}

export interface ResolvedConfig {
  /** Base URL without a trailing slash. */
  readonly url: string;
  readonly apiKey: string | undefined;
  readonly sources: { readonly url: Source; readonly apiKey: Source };
  /** The config file consulted, whether or not it exists. */
  readonly configFile: string;
  /** Non-fatal remarks about the configuration, for stderr. */
  readonly warnings: readonly string[];
}

export interface ConfigEnv {
  readonly [name: string]: string | undefined;
}

/** `~/.svc/admin.toml`, honouring `HOME` so tests (and operators) can relocate it. */
export function configFilePath(env: ConfigEnv): string {
  const home = nonBlank(env['HOME']) ?? nonBlank(env['USERPROFILE']) ?? homedir();
  return join(home, '.svc', 'admin.toml');
}

interface FileConfig {
  url?: string;
  apiKey?: string;
}

const FILE_KEYS = ['url', 'apiKey'] as const;

/** Reads and checks the config file; a missing file is an empty configuration. */
export function readConfigFile(path: string, warnings: string[]): FileConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return {};
    throw new CliError('config', `Cannot read the config file ${path}: ${(err as Error).message}`, { file: path });
  }
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text);
  } catch (err) {
    const where = err instanceof TomlError ? ` at line ${err.line}, column ${err.column}` : '';
    const first = ((err as Error).message.split('\n')[0] ?? '').replace(/^Invalid TOML document:\s*/, '');
    throw new CliError(
      'config',
      `The config file ${path} is not valid TOML${where}: ${first}`,
      { file: path },
      'Expected lines such as  url = "https://svc.example.org"  and  apiKey = "..."',
    );
  }
  const out: FileConfig = {};
  for (const key of FILE_KEYS) {
    const v = doc[key];
    if (v === undefined) continue;
    if (typeof v !== 'string') {
      throw new CliError('config', `The config file ${path}: "${key}" must be a string, not ${describeToml(v)}.`, {
        file: path,
        key,
      });
    }
    if (v.trim() !== '') out[key] = v.trim();
  }
  for (const key of Object.keys(doc)) {
    if (!(FILE_KEYS as readonly string[]).includes(key))
      warnings.push(`${path}: unknown key "${key}" ignored (known keys: ${FILE_KEYS.join(', ')}).`);
  }
  if (out.apiKey !== undefined && isReadableByOthers(path)) {
    warnings.push(`${path} holds an API key and is readable by other users; run: chmod 600 ${path}`);
  }
  return out;
}

/**
 * Resolves the URL and the API key, each on its own: flags, then `SVC_ADMIN_URL` /
 * `SVC_ADMIN_API_KEY`, then `~/.svc/admin.toml`, then the default URL (and no key). Blank values
 * count as unset. The file is read only when a flag or variable leaves something open.
 */
export function resolveConfig(flags: ConfigFlags, env: ConfigEnv): ResolvedConfig {
  const configFile = configFilePath(env);
  const warnings: string[] = [];
  let file: FileConfig | undefined;
  const fromFile = (): FileConfig => (file ??= readConfigFile(configFile, warnings));

  let url: string;
  let urlSource: Source;
  const flagUrl = nonBlank(flags.url);
  const envUrl = nonBlank(env[ENV_URL]);
  if (flagUrl !== undefined) [url, urlSource] = [flagUrl, 'flag'];
  else if (envUrl !== undefined) [url, urlSource] = [envUrl, 'env'];
  else if (fromFile().url !== undefined) [url, urlSource] = [fromFile().url as string, 'file'];
  else [url, urlSource] = [DEFAULT_URL, 'default'];

  let apiKey: string | undefined;
  let keySource: Source;
  const flagKey = nonBlank(flags.apiKey);
  const envKey = nonBlank(env[ENV_API_KEY]);
  if (flagKey !== undefined) [apiKey, keySource] = [flagKey, 'flag'];
  else if (envKey !== undefined) [apiKey, keySource] = [envKey, 'env'];
  else if (fromFile().apiKey !== undefined) [apiKey, keySource] = [fromFile().apiKey, 'file'];
  else [apiKey, keySource] = [undefined, 'none'];

  return {
    url: normalizeUrl(url, urlSource, configFile),
    apiKey,
    sources: { url: urlSource, apiKey: keySource },
    configFile,
    warnings,
  };
}

/** Checks the base URL (http or https, no query or fragment) and drops trailing slashes. */
export function normalizeUrl(raw: string, source: Source, configFile: string): string {
  const origin =
    source === 'flag'
      ? '--url'
      : source === 'env'
        ? ENV_URL
        : source === 'file'
          ? `url in ${configFile}`
          : 'the default URL';
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new CliError(
      'config',
      `${origin} is not a valid URL: ${JSON.stringify(raw)}`,
      { source },
      'Expected something like http://localhost:8080 or https://svc.example.org',
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CliError('config', `${origin} must be an http or https URL, not ${parsed.protocol}`, { source });
  }
  if (parsed.search !== '' || parsed.hash !== '') {
    throw new CliError('config', `${origin} must not carry a query or fragment`, { source });
  }
  return parsed.toString().replace(/\/+$/, '');
}

/** How a source is named in `--verbose` output. */
export function describeSource(source: Source, configFile: string, envName: string): string {
  switch (source) {
    case 'flag':
      return 'command-line flag';
    case 'env':
      return `environment ${envName}`;
    case 'file':
      return configFile;
    case 'default':
      return 'default';
    case 'none':
      return 'not configured';
  }
}

function nonBlank(v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
}

function describeToml(v: unknown): string {
  if (Array.isArray(v)) return 'an array';
  if (v instanceof Date) return 'a date';
  if (typeof v === 'object' && v !== null) return 'a table';
  return `a ${typeof v}`;
}

function isReadableByOthers(path: string): boolean {
  if (process.platform === 'win32') return false;
  try {
    return (statSync(path).mode & 0o077) !== 0;
  } catch {
    return false;
  }
}
