import { toApiError } from './problems.ts';
import { api } from './instance.ts';
import { declaredSize, type LoadPlan, loadPlan, type PreviewKind, readCapped } from '../logic/previews.ts';
import { downloadVia } from '../logic/upload.ts';

/** What a preview loaded: the bytes (all, or the beginning), or why nothing was loaded. */
export type LoadedFile =
  | { state: 'loaded'; bytes: Uint8Array; truncated: boolean; contentType: string | null }
  | { state: 'too-large'; size: number | undefined };

/**
 * Loads at most what the preview of `kind` may hold. Where the storage presigns, the bucket's URL
 * is fetched and its Content-Length decides before the body is read (a body beyond the plan is
 * cancelled, never read to its end). Otherwise (503: dbfs) the legacy download answers through the
 * typed client; it carries at most 4.5 MB (the gateway answers larger files 413 or a redirect).
 */
export async function loadFileBytes(
  containerId: string,
  containerAppId: string,
  oid: string,
  kind: PreviewKind,
): Promise<LoadedFile> {
  const r = await api().GET('/v2/file-containers/{containerAppId}/files/{oid}/download-url', {
    params: { path: { containerAppId, oid } },
  });
  const via = downloadVia(r.response.status);
  let response: Response;
  if (via === 'presigned' && r.data) {
    response = await fetch(r.data.downloadUrl);
    if (!response.ok) throw toApiError(response.status, response.headers, `The storage answered ${response.status}.`);
  } else if (via === 'legacy') {
    const legacy = await api().GET('/svc/api/fileContainers/{fileContainerId}/payload/{oid}', {
      params: { path: { fileContainerId: containerId, oid } },
      parseAs: 'stream',
    });
    if (!legacy.response.ok) throw toApiError(legacy.response.status, legacy.response.headers, legacy.error);
    response = legacy.response;
  } else {
    throw toApiError(r.response.status, r.response.headers, r.error);
  }
  const size = declaredSize(response.headers);
  const plan: LoadPlan = loadPlan(kind, size);
  const contentType = response.headers.get('content-type');
  if (plan.read === 'refuse') {
    await response.body?.cancel().catch(() => undefined);
    return { state: 'too-large', size: plan.size };
  }
  if (!response.body) return { state: 'loaded', bytes: new Uint8Array(0), truncated: false, contentType };
  const limit = plan.read === 'head' ? plan.bytes : Number.MAX_SAFE_INTEGER;
  const { bytes, truncated } = await readCapped(response.body, limit);
  // No size was declared and the read ran past the cap (one byte beyond it): too large to show.
  if (truncated && plan.read === 'head' && kind !== 'text' && kind !== 'csv') return { state: 'too-large', size };
  return { state: 'loaded', bytes, truncated, contentType };
}

/** A data: URL of the bytes (the console's CSP allows data: images, not blob: ones). */
export function dataUrl(bytes: Uint8Array, type: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(new Blob([bytes as BlobPart], { type }));
  });
}
