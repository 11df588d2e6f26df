import { randomUUID } from 'node:crypto';
import type { Principal } from '../../kernel/principal.ts';
import { ProblemError } from '../../kernel/problem.ts';
import { logger } from '../../platform/observability/logger.ts';
import { requireAccess } from '../../access/permissions/gate.ts';
import { activeAdapter } from '../../platform/storage/registry.ts';
import { configuredExportsStore, EXPORTS_PREFIX, type ExportsStore } from '../../platform/storage/s3.ts';
import { INLINE_DOWNLOAD_BYTES, type Download } from '../files/files.ts';
import { contentDisposition } from '../../platform/storage/file-names.ts';
import { buildExport, type BuildResult } from './build.ts';
import { collectExport, collectionIdByAppId } from './collect.ts';
import { safeEntryName } from './names.ts';
import { EVERYTHING, LEGACY_LAYOUT, type ExportOptions } from './options.ts';

/**
 * Collection exports (docs/export.md). Both endpoints use one
 * builder. The legacy export answers a small ZIP inline and a large one (above what a Lambda
 * may answer) with a redirect to a presigned GET of `exports/<appId>-<time>-<uuid>.zip` in the
 * files bucket, whichever adapter holds the payloads: the stack always creates that bucket, and
 * so the legacy export works under `dbfs` too. `/v2` export-url always stores the ZIP and
 * answers a presigned URL that lives 30 minutes; it needs an active adapter that can presign.
 */
export const EXPORT_URL_SECONDS = 30 * 60;
export const LEGACY_DOWNLOAD_NAME = 'export.zip';
const ZIP = 'application/zip';

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
export const exportKey = (collectionAppId: string, now: Date) =>
  `${EXPORTS_PREFIX}${collectionAppId}-${stamp(now)}-${randomUUID()}.zip`;

function timed(collectionId: number, startedMs: number, r: BuildResult): BuildResult {
  logger.info('collection exported', {
    collectionId,
    entries: r.entries,
    payloads: r.payloads,
    skipped: r.skipped.length,
    bytes: r.bytes.kind === 'inline' ? r.bytes.body.length : r.bytes.size,
    stored: r.bytes.kind === 'stored',
    millis: Date.now() - startedMs,
  });
  return r;
}

/** `exportCollection`: read on the Collection; 200 with the ZIP, or 302 to a presigned GET above the inline limit. */
export async function exportCollection(principal: Principal, collectionId: number): Promise<Download> {
  const started = Date.now();
  const plan = await collectExport(principal, collectionId);
  const now = new Date();
  const store = configuredExportsStore();
  const key = exportKey(plan.collection.appId, now);
  const r = timed(
    collectionId,
    started,
    await buildExport(
      plan,
      { options: LEGACY_LAYOUT, recordSelection: false, now },
      {
        inlineLimit: INLINE_DOWNLOAD_BYTES,
        open: async () => {
          if (!store) {
            throw new ProblemError(
              'request.too-large',
              `The export of Collection ${collectionId} exceeds the ${INLINE_DOWNLOAD_BYTES} bytes this API answers inline, and no bucket is configured for exports (svc.files.s3.bucket is blank).`,
              { limitBytes: INLINE_DOWNLOAD_BYTES },
            );
          }
          return store.upload(key, ZIP);
        },
      },
    ),
  );
  if (r.bytes.kind === 'inline') {
    return {
      status: 200,
      body: r.bytes.body,
      headers: { 'content-disposition': contentDisposition(LEGACY_DOWNLOAD_NAME) },
    };
  }
  return { status: 302, headers: { location: await presign(store, r.bytes.key, LEGACY_DOWNLOAD_NAME) } };
}

async function presign(store: ExportsStore | undefined, key: string, downloadName: string): Promise<string> {
  if (!store) throw new Error('an export was stored without an exports store');
  return store.presignGet(key, EXPORT_URL_SECONDS, downloadName);
}

export interface ExportUrl {
  downloadUrl: string;
  fileName: string;
  expiresAt: string;
}

/** `POST /v2/collections/{appId}/export-url`: read on the Collection (404, 403), then 503 where the active adapter cannot presign. */
export async function createExportUrl(
  principal: Principal,
  collectionAppId: string,
  body: ExportOptions | undefined,
): Promise<ExportUrl> {
  const started = Date.now();
  const collectionId = await collectionIdByAppId(collectionAppId);
  await requireAccess(principal, { kind: 'Collection', id: collectionId }, 'read');
  const adapter = await activeAdapter();
  const store = configuredExportsStore();
  if (!adapter.presignGet || !store) {
    throw new ProblemError(
      'service.unavailable',
      `The active storage adapter "${adapter.id}" cannot presign URLs; download the export from GET /svc/api/collections/${collectionId}/export instead.`,
      { adapter: adapter.id, legacyExportPath: `/svc/api/collections/${collectionId}/export` },
    );
  }
  const plan = await collectExport(principal, collectionId);
  const now = new Date();
  const key = exportKey(collectionAppId, now);
  const selection =
    body === undefined ? { options: EVERYTHING, recordSelection: false } : { options: body, recordSelection: true };
  const r = timed(
    collectionId,
    started,
    await buildExport(plan, { ...selection, now }, { inlineLimit: null, open: () => store.upload(key, ZIP) }),
  );
  if (r.bytes.kind !== 'stored') throw new Error('an export-url build did not store its archive');
  const fileName = `${safeEntryName(plan.collection.name)}-${stamp(now)}.zip`;
  const downloadUrl = await store.presignGet(r.bytes.key, EXPORT_URL_SECONDS, fileName);
  return { downloadUrl, fileName, expiresAt: new Date(Date.now() + EXPORT_URL_SECONDS * 1000).toISOString() };
}
