import semver from 'semver';

/**
 * Plugin artifact names: `svc-plugin-<id>-<version>.tgz` (archive) or `svc-plugin-<id>-<version>`
 * (unpacked folder); the detached signature sits beside it as `<name>.sig`.
 */
export const PLUGIN_NAME_PREFIX = 'svc-plugin-';
export const ARCHIVE_SUFFIX = '.tgz';
export const SIGNATURE_SUFFIX = '.sig';

/** Lower-case, hyphen-separated; the config-key segment `svc.plugins.<id>.enabled`. */
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export const MAX_ID_LENGTH = 64;

export interface PluginName {
  readonly id: string;
  readonly version: string;
}

export function isValidPluginId(id: string): boolean {
  return id.length <= MAX_ID_LENGTH && PLUGIN_ID_PATTERN.test(id);
}

/** A strict semantic version in its normal form (`1.2.3`, `1.2.3-rc.1+b5`; no `v`, no `=`). */
export function isStrictSemver(v: string): boolean {
  if (v.length > 256) return false;
  const parsed = semver.parse(v);
  if (parsed === null) return false;
  const build = parsed.build.length > 0 ? `+${parsed.build.join('.')}` : '';
  return `${parsed.version}${build}` === v;
}

/**
 * Splits `svc-plugin-<id>-<version>` (without `.tgz`) into id and version. Both the id and the
 * version may contain hyphens; the version starts at the first hyphen followed by a valid semver
 * whose prefix is a valid id. The split is unique because an id never contains a dot while a
 * version always does. Returns undefined for anything else.
 */
export function parsePluginName(stem: string): PluginName | undefined {
  if (!stem.startsWith(PLUGIN_NAME_PREFIX)) return undefined;
  const rest = stem.slice(PLUGIN_NAME_PREFIX.length);
  for (let i = rest.indexOf('-'); i > 0; i = rest.indexOf('-', i + 1)) {
    const id = rest.slice(0, i);
    const version = rest.slice(i + 1);
    if (isValidPluginId(id) && isStrictSemver(version)) return { id, version };
  }
  return undefined;
}

export function pluginStem(name: PluginName): string {
  return `${PLUGIN_NAME_PREFIX}${name.id}-${name.version}`;
}
