import { LEGACY_DIRECT_MAX_BYTES } from './upload.ts';

/**
 * The rules of an ontology bundle upload (`POST /v2/admin/semantic/ontologies`, docs/semantic.md,
 * Uploads), checked before anything is sent so the form can say what is wrong next to the field.
 */

/** The service's own limit on the Turtle file (semantic.bundle.too-large above it). */
export const BUNDLE_SERVICE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What one request through the gateway carries: the body goes base64-encoded into a Lambda
 * invocation of at most 6 MiB (the same bound as a legacy file upload, logic/upload.ts), so a
 * plain body above about 4.4 MB is answered 413 before the service sees it. The console sends the
 * form gzip-compressed (`Content-Encoding: gzip`, which the service inflates and then measures), so
 * the file may reach the service's own limit as long as its compressed form fits this bound.
 */
export const BUNDLE_GATEWAY_MAX_BYTES = LEGACY_DIRECT_MAX_BYTES;

/** The file size the form accepts: the service's limit (the body travels compressed). */
export const BUNDLE_MAX_BYTES = BUNDLE_SERVICE_MAX_BYTES;

/** A safe file name: the bundle becomes `<id>.ttl` (the route's own pattern). */
export const BUNDLE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface BundleDraft {
  readonly id: string;
  readonly iriPrefix: string;
  readonly license: string;
  readonly name: string;
  readonly canonicalUrl: string;
}

export type BundleField = keyof BundleDraft | 'file';

/** Why a field cannot be sent (a message key under admin.ontologies.upload.problems), per field. */
export function bundleProblems(
  draft: BundleDraft,
  file: { readonly name: string; readonly size: number } | undefined,
): Partial<Record<BundleField, string>> {
  const out: Partial<Record<BundleField, string>> = {};
  if (!file) out.file = 'fileMissing';
  else if (file.size === 0) out.file = 'fileEmpty';
  else if (file.size > BUNDLE_MAX_BYTES) out.file = 'fileTooLarge';
  if (!BUNDLE_ID.test(draft.id)) out.id = 'id';
  if (!isAbsoluteIri(draft.iriPrefix.trim())) out.iriPrefix = 'iri';
  if (draft.license.trim() === '' || draft.license.trim().length > 200) out.license = 'license';
  if (draft.name.trim().length > 200) out.name = 'name';
  const url = draft.canonicalUrl.trim();
  if (url !== '' && !isHttpUrl(url)) out.canonicalUrl = 'url';
  return out;
}

/** The `metadata` part: JSON with the optional members left out when empty. */
export function bundleMetadata(draft: BundleDraft): string {
  const name = draft.name.trim();
  const canonicalUrl = draft.canonicalUrl.trim();
  return JSON.stringify({
    id: draft.id,
    iriPrefix: draft.iriPrefix.trim(),
    license: draft.license.trim(),
    ...(name ? { name } : {}),
    ...(canonicalUrl ? { canonicalUrl } : {}),
  });
}

function isAbsoluteIri(v: string): boolean {
  return v.length > 0 && v.length <= 2048 && /^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|\\^`]+$/.test(v);
}

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/**
 * The multipart form as one gzip-compressed body (`Content-Encoding: gzip`), with the content type
 * (and its boundary) the browser chose for the form: Turtle shrinks about tenfold, so a bundle of
 * the service's 10 MiB passes the gateway's 4.4 MB. `tooLarge` when even the compressed form does not.
 */
export async function gzipForm(
  form: FormData,
): Promise<{ readonly body: Blob; readonly contentType: string; readonly tooLarge: boolean }> {
  const request = new Request('https://console.invalid/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type') ?? 'multipart/form-data';
  const plain = await request.blob();
  const body = await new Response(plain.stream().pipeThrough(new CompressionStream('gzip'))).blob();
  return { body, contentType, tooLarge: body.size > BUNDLE_GATEWAY_MAX_BYTES };
}
