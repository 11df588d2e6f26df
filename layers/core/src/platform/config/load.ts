import { configKeys, envName, type ConfigKey } from './keys.ts';

type Keys = (typeof configKeys)[number];
type ValueOf<K extends ConfigKey> = K extends { type: 'boolean' }
  ? boolean
  : K extends { type: 'integer' }
    ? number
    : K extends { type: 'csv' }
      ? string[]
      : K extends { type: 'enum'; values: readonly (infer V)[] }
        ? V
        : K extends { default: string }
          ? string
          : string | undefined;

/** The typed, validated configuration: one value per catalogue key. */
export type SvcConfig = { readonly [K in Keys as K['key']]: ValueOf<K> };

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid svc configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export type Env = Readonly<Record<string, string | undefined>>;

function parseValue(def: ConfigKey, raw: string, problems: string[]): unknown {
  const where = `${def.key} (${envName(def.key)})`;
  switch (def.type) {
    case 'boolean': {
      const v = raw.trim().toLowerCase();
      if (v === 'true') return true;
      if (v === 'false') return false;
      problems.push(`${where} must be true or false, got "${raw}"`);
      return false;
    }
    case 'integer': {
      if (!/^-?\d+$/.test(raw.trim())) {
        problems.push(`${where} must be an integer, got "${raw}"`);
        return 0;
      }
      return Number.parseInt(raw, 10);
    }
    case 'enum': {
      if (!def.values?.includes(raw)) {
        problems.push(`${where} must be one of ${def.values?.join(', ')}, got "${raw}"`);
      }
      return raw;
    }
    case 'csv':
      return raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
    case 'string':
      return raw;
  }
}

/** Why `svc.public-url` cannot be the base of public links (undefined when it can). */
export function publicUrlProblem(raw: string): string | undefined {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return 'must be an absolute http(s) URL';
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'must be an http or https URL';
  if (u.username || u.password) return 'must not carry credentials';
  if (u.search || u.hash || raw.includes('?') || raw.includes('#')) return 'must have no query or fragment';
  return undefined;
}

/** Cross-key rules of the spec (Operator configuration, Rules). */
function checkRules(c: SvcConfig, problems: string[]): void {
  const blank = (v: string | undefined) => v === undefined || v.trim() === '';
  if (
    c['svc.hdf.enabled'] &&
    blank(c['svc.hdf.secret-arn']) &&
    (blank(c['svc.hdf.sidecar.username']) || blank(c['svc.hdf.sidecar.password']))
  ) {
    problems.push(
      'svc.hdf.enabled is true but the sidecar credentials are blank: set svc.hdf.sidecar.username and ' +
        'svc.hdf.sidecar.password (SVC_HDF_SIDECAR_USERNAME / SVC_HDF_SIDECAR_PASSWORD) or svc.hdf.secret-arn',
    );
  }
  const cache = c['svc.auth.cache-seconds'];
  if (cache < 0 || cache > 60) problems.push(`svc.auth.cache-seconds must be between 0 and 60, got ${cache}`);
  const publicUrl = c['svc.public-url'].trim();
  if (publicUrl !== '') {
    const problem = publicUrlProblem(publicUrl);
    if (problem) problems.push(`svc.public-url ${problem}, got "${publicUrl}"`);
  } else if (c['svc.versioning.enabled']) {
    problems.push(
      'svc.public-url is required when publishing is on (svc.versioning.enabled=true): set it (SVC_PUBLIC_URL) to the public base URL of the API, e.g. https://api.example.org; public links are never built from request headers',
    );
  }
  for (const key of ['svc.files.presign.upload-seconds', 'svc.files.presign.download-seconds'] as const) {
    const seconds = c[key];
    if (seconds < 1 || seconds > 604_800) problems.push(`${key} must be between 1 and 604800, got ${seconds}`);
  }
  const secrets = c['svc.secrets.cache-seconds'];
  if (secrets < 0 || secrets > 3600)
    problems.push(`svc.secrets.cache-seconds must be between 0 and 3600, got ${secrets}`);
  // Under the 30 s of API Gateway's integration timeout, with room for a request's own work.
  const connect = c['svc.dependency.connect-timeout-ms'];
  const deadline = c['svc.dependency.timeout-ms'];
  if (connect < 100 || connect > deadline)
    problems.push(
      `svc.dependency.connect-timeout-ms must be between 100 and svc.dependency.timeout-ms, got ${connect}`,
    );
  if (deadline < 100 || deadline > 20_000)
    problems.push(`svc.dependency.timeout-ms must be between 100 and 20000, got ${deadline}`);
  const budget = c['svc.request.deadline-ms'];
  if (budget < 1000 || budget > 29_000)
    problems.push(`svc.request.deadline-ms must be between 1000 and 29000, got ${budget}`);
}

/**
 * Reads every key from the environment (env form first, then the dotted form), applies
 * defaults, validates types and the spec's rules, and throws one ConfigError naming every
 * problem. Called at cold start: an invalid deployment never serves a request.
 */
export function loadConfig(env: Env = process.env): SvcConfig {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const def of configKeys as readonly ConfigKey[]) {
    const raw = env[envName(def.key)] ?? env[def.key] ?? def.default;
    out[def.key] = raw === undefined ? undefined : parseValue(def, raw, problems);
  }
  if (out['svc.version'] === undefined) out['svc.version'] = env['npm_package_version'] ?? BUILD_VERSION;
  const config = out as SvcConfig;
  checkRules(config, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}

/** Replaced by esbuild's `define` at bundle time; the package version in development. */
declare const __SVC_BUILD_VERSION__: string | undefined;
const BUILD_VERSION = typeof __SVC_BUILD_VERSION__ === 'string' ? __SVC_BUILD_VERSION__ : '0.1.0-dev';

let cached: SvcConfig | undefined;
/** The process-wide configuration, loaded once (cold start). */
export function config(): SvcConfig {
  cached ??= loadConfig();
  return cached;
}
/** Tests and the local gateway reload after changing the environment. */
export function resetConfigForTests(): void {
  cached = undefined;
}

/** Per-plugin toggle `svc.plugins.<id>.enabled`: the install default when unset. */
export function pluginToggle(id: string, env: Env = process.env): boolean | undefined {
  const key = `svc.plugins.${id}.enabled`;
  const raw = env[envName(key)] ?? env[key];
  if (raw === undefined) return undefined;
  return raw.trim().toLowerCase() === 'true';
}
