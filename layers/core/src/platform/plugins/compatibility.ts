import semver from 'semver';

/**
 * Version ranges in the spec's comma form (`>=5.2.0,<6`): comma-separated parts, all of which
 * must hold (AND). Each part is one `semver` range without `||`: a comparator (`>=5.2.0`, `<6`,
 * `=5.2.1`, `5.2.1`), an x-range (`5.x`, `5.2.*`, `*`), a tilde or caret range (`~5.2`, `^5`) or a
 * hyphen range (`5.2.0 - 5.4.0`). Parsed with the `semver` package in its strict (non-loose) mode.
 *
 * Prerelease handling (decision): the running svc version is compared by its release triple:
 * `5.2.0-dev`, `5.2.0-rc.1+b7` count as `5.2.0`. A dev or release-candidate build of 5.2.0 should
 * load the plugins written for 5.2.0; plain semver would put `5.2.0-dev` below `>=5.2.0` and reject
 * them all, and `includePrerelease` alone does not change that ordering. Comparisons also use
 * `includePrerelease: true` so a range that names prerelease bounds (`>=5.2.0-beta`) behaves like
 * any other comparator instead of semver's "same release tuple only" rule. Sibling-plugin versions
 * (dependencies) are compared as they are, with `includePrerelease: true`: a drop-in plugin at
 * `1.3.0-rc.1` deliberately deployed satisfies `>=1.2.0`.
 */

export const MAX_RANGE_LENGTH = 256;

export type RangeParse =
  | { readonly ok: true; readonly range: semver.Range }
  | { readonly ok: false; readonly reason: string };

const SEMVER_OPTIONS = { includePrerelease: true } as const;

export function parseRange(input: unknown): RangeParse {
  if (typeof input !== 'string') return { ok: false, reason: 'range is not a string' };
  if (input.length > MAX_RANGE_LENGTH) return { ok: false, reason: `range longer than ${MAX_RANGE_LENGTH} characters` };
  if (/[\u0000-\u001f\u007f]/.test(input)) return { ok: false, reason: 'range contains control characters' };
  if (input.includes('||')) return { ok: false, reason: 'alternatives (||) are not part of the comma form' };
  const parts = input.split(',').map((p) => p.trim());
  const sets: string[] = [];
  for (const part of parts) {
    if (part === '') return { ok: false, reason: 'empty comparator' };
    let r: semver.Range;
    try {
      r = new semver.Range(part, SEMVER_OPTIONS);
    } catch (e) {
      return { ok: false, reason: `"${part}": ${e instanceof Error ? e.message : String(e)}` };
    }
    if (r.set.length !== 1) return { ok: false, reason: `"${part}" is not a single comparator set` };
    sets.push(r.range === '' ? '*' : r.range);
  }
  try {
    return { ok: true, range: new semver.Range(sets.join(' '), SEMVER_OPTIONS) };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}

/** The release triple of the running version (`5.2.0-dev` → `5.2.0`), or undefined if it is not semver. */
export function runningRelease(runningVersion: string): string | undefined {
  const parsed = semver.parse(runningVersion.trim().replace(/^v/, ''));
  if (parsed === null) return undefined;
  return `${parsed.major}.${parsed.minor}.${parsed.patch}`;
}

export type CompatibilityResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: 'plugin.compatibility.unparseable' | 'plugin.compatibility.failed';
      readonly message: string;
    };

/** Is the running svc version inside the plugin's `svcCompatibility` range? */
export function checkCompatibility(svcCompatibility: string, runningVersion: string): CompatibilityResult {
  const parsed = parseRange(svcCompatibility);
  if (!parsed.ok) {
    return {
      ok: false,
      code: 'plugin.compatibility.unparseable',
      message: `plugin.compatibility.unparseable: svcCompatibility "${svcCompatibility}" is not a version range (${parsed.reason})`,
    };
  }
  const release = runningRelease(runningVersion);
  if (release === undefined) {
    return {
      ok: false,
      code: 'plugin.compatibility.failed',
      message: `plugin.compatibility.failed: running svc version "${runningVersion}" is not a semantic version; required "${svcCompatibility}"`,
    };
  }
  if (!parsed.range.test(release)) {
    return {
      ok: false,
      code: 'plugin.compatibility.failed',
      message: `plugin.compatibility.failed: running svc version ${runningVersion} is outside the range "${svcCompatibility}"`,
    };
  }
  return { ok: true };
}

/** Does a sibling's exact version satisfy a dependency range (comma form)? */
export function versionSatisfies(version: string, range: string): boolean {
  const parsed = parseRange(range);
  return parsed.ok && semver.valid(version) !== null && parsed.range.test(version);
}
