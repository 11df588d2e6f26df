import { readFile, stat } from 'node:fs/promises';
import { join, posix, win32 } from 'node:path';
import * as z from 'zod';
import type { PluginManifest } from './types.ts';
import { parseRange } from './compatibility.ts';
import { isStrictSemver, MAX_ID_LENGTH, PLUGIN_ID_PATTERN, type PluginName } from './naming.ts';

/** The manifest file at the plugin root. */
export const MANIFEST_FILE = 'svc-plugin.json';
export const DEFAULT_ENTRY = 'index.mjs';
export const MAX_MANIFEST_BYTES = 64 * 1024;

/**
 * A relative POSIX path that stays inside the plugin root: not absolute (POSIX or Windows), no
 * `..` or `.` segments, no backslashes, no empty segments, no control characters, ending in
 * `.mjs` or `.js` (an ESM module).
 */
export function isSafeEntryPath(p: string): boolean {
  if (p.length === 0 || p.length > 512) return false;
  if (/[\u0000-\u001f\u007f\\]/.test(p)) return false;
  if (posix.isAbsolute(p) || win32.isAbsolute(p) || /^[a-zA-Z]:/.test(p)) return false;
  const segments = p.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return false;
  return /\.(mjs|js)$/.test(p);
}

const idSchema = z
  .string()
  .max(MAX_ID_LENGTH, `at most ${MAX_ID_LENGTH} characters`)
  .regex(PLUGIN_ID_PATTERN, 'must be lower-case and hyphen-separated (^[a-z][a-z0-9]*(-[a-z0-9]+)*$)');

const rangeSchema = z
  .string()
  .min(1)
  .refine((r) => parseRange(r).ok, { message: 'is not a version range in the comma form (e.g. >=1.2.0,<2)' });

const text = (max: number) => z.string().trim().min(1, 'must not be blank').max(max, `at most ${max} characters`);

export const manifestSchema = z.strictObject({
  id: idSchema,
  version: z.string().refine(isStrictSemver, { message: 'must be a semantic version such as 1.2.3' }),
  /** Checked by the compatibility gate (its own failure codes), so only its shape is checked here. */
  svcCompatibility: z.string().min(1, 'must not be blank').max(256),
  title: text(200),
  description: text(4000),
  repositoryUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  licence: text(200),
  entry: z
    .string()
    .refine(isSafeEntryPath, { message: 'must be a relative .mjs/.js path inside the plugin root' })
    .default(DEFAULT_ENTRY),
  dependencies: z
    .record(idSchema, rangeSchema)
    .refine((d) => Object.keys(d).length <= 64, { message: 'at most 64 dependencies' })
    .default({}),
  sidecars: z.array(idSchema).max(32).default([]),
});

/** What a manifest may omit (defaults applied): what compiled-in plugins pass. */
export type PluginManifestInput = z.input<typeof manifestSchema>;

export type ManifestResult =
  | { readonly ok: true; readonly manifest: PluginManifest }
  | { readonly ok: false; readonly message: string };

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length > 0 ? i.path.map(String).join('.') : '(manifest)'} ${i.message}`)
    .join('; ');
}

/** zod drops a `__proto__` record key silently; a manifest that names one is refused instead. */
function hasOwnProtoKey(raw: unknown, field: string): boolean {
  if (typeof raw !== 'object' || raw === null || !Object.hasOwn(raw, field)) return false;
  const v: unknown = (raw as Record<string, unknown>)[field];
  return typeof v === 'object' && v !== null && Object.hasOwn(v, '__proto__');
}

/**
 * Validates a parsed manifest. With `expected` (the id and version segments of the artifact
 * name), both must match. Failures are `plugin.manifest.invalid: <what>`.
 */
export function validateManifest(raw: unknown, expected?: PluginName): ManifestResult {
  if (hasOwnProtoKey(raw, 'dependencies')) {
    return { ok: false, message: 'plugin.manifest.invalid: dependencies "__proto__" is not a plugin id' };
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: `plugin.manifest.invalid: ${describeIssues(parsed.error)}` };
  const m = parsed.data;
  if (expected !== undefined && m.id !== expected.id) {
    return {
      ok: false,
      message: `plugin.manifest.invalid: manifest id "${m.id}" does not match the artifact id "${expected.id}"`,
    };
  }
  if (expected !== undefined && m.version !== expected.version) {
    return {
      ok: false,
      message: `plugin.manifest.invalid: manifest version "${m.version}" does not match the artifact version "${expected.version}"`,
    };
  }
  const manifest: PluginManifest = {
    id: m.id,
    version: m.version,
    svcCompatibility: m.svcCompatibility,
    title: m.title,
    description: m.description,
    ...(m.repositoryUrl !== undefined ? { repositoryUrl: m.repositoryUrl } : {}),
    licence: m.licence,
    entry: m.entry,
    dependencies: Object.freeze({ ...m.dependencies }),
    sidecars: Object.freeze([...m.sidecars]),
  };
  return { ok: true, manifest: Object.freeze(manifest) };
}

/** Reads and validates `<root>/svc-plugin.json`. */
export async function readManifest(root: string, expected: PluginName): Promise<ManifestResult> {
  const file = join(root, MANIFEST_FILE);
  let bytes: Buffer;
  try {
    const st = await stat(file);
    if (!st.isFile()) return { ok: false, message: `plugin.manifest.invalid: ${MANIFEST_FILE} is not a regular file` };
    if (st.size > MAX_MANIFEST_BYTES) {
      return {
        ok: false,
        message: `plugin.manifest.invalid: ${MANIFEST_FILE} is larger than ${MAX_MANIFEST_BYTES} bytes`,
      };
    }
    bytes = await readFile(file);
  } catch {
    return { ok: false, message: `plugin.manifest.invalid: ${MANIFEST_FILE} is missing at the plugin root` };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
  } catch (e) {
    return {
      ok: false,
      message: `plugin.manifest.invalid: ${MANIFEST_FILE} is not JSON (${e instanceof Error ? e.message : String(e)})`,
    };
  }
  return validateManifest(raw, expected);
}
