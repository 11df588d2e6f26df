import Uppy, { type UppyFile } from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import { shallowRef } from 'vue';
import { api, apiBase } from '../api/instance.ts';
import { readableMessage, toApiError } from '../api/problems.ts';
import type { paths } from '../api/schema.d.ts';
import { credential } from '../auth/session.ts';
import {
  addSample,
  afterUploadUrl,
  etaSeconds,
  fits,
  PRESIGNED_MAX_BYTES,
  retryFrom,
  type Sample,
  STEP_RETRIES,
  speed,
  stepDelayMs,
  transientStatus,
  type UploadFailure,
  type UploadPath,
  type UploadPhase,
} from '../logic/upload.ts';

/** What Uppy keeps per file besides its bytes: the path taken, the announced oid, the last failure. */
type FileMeta = {
  path?: UploadPath;
  oid?: string;
  failureStep?: UploadFailure['step'];
  failureStatus?: number;
  /** The bytes are in the bucket; a retry only commits again (logic/upload.ts retryFrom). */
  resumeCommit?: boolean;
};
type FileBody = Record<string, unknown>;
type File_ = UppyFile<FileMeta, FileBody>;

/** The legacy direct upload: the route table's path (checked against schema.d.ts), sent with progress by XHR. */
const LEGACY_PATH = '/svc/api/fileContainers/{fileContainerId}/payload' satisfies keyof paths;

/** One row of the upload list. */
export interface UploadRow {
  id: string;
  name: string;
  size: number;
  phase: UploadPhase;
  path: UploadPath | undefined;
  bytes: number;
  bytesPerSecond: number | undefined;
  eta: number | undefined;
  failure: UploadFailure | undefined;
  message: string | undefined;
}

export interface Uploader {
  rows: Readonly<{ value: UploadRow[] }>;
  add(files: Iterable<File>): string[];
  start(): void;
  cancel(id: string): void;
  retry(id: string): void;
  clearFinished(): void;
  busy(): boolean;
  destroy(): void;
}

const authHeaders = (): Record<string, string> => {
  const c = credential();
  if (!c) return {};
  return 'apiKey' in c ? { 'x-api-key': c.apiKey } : { authorization: `Bearer ${c.bearer}` };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Uppy core with its XHR uploader, driven by the rules of logic/upload.ts: a preprocessor asks
 * for a presigned URL per file (PUT to the bucket) and falls back to the legacy multipart POST
 * on 503; each presigned PUT is committed as soon as it ends ("committing…"), repeated on
 * transient failures. The list rows are a shallowRef the page renders.
 */
export function createUploader(container: { id: string; appId: string }, onStored: () => void): Uploader {
  const rows = shallowRef<UploadRow[]>([]);
  const samples = new Map<string, Sample[]>();
  const commits = new Map<string, Promise<void>>();
  const legacyUrl = `${apiBase()}${LEGACY_PATH.replace('{fileContainerId}', encodeURIComponent(container.id))}`;

  const uppy = new Uppy<FileMeta, FileBody>({
    autoProceed: false,
    allowMultipleUploadBatches: true,
    restrictions: { maxFileSize: PRESIGNED_MAX_BYTES },
  });
  uppy.use(XHRUpload, {
    endpoint: legacyUrl,
    method: 'POST',
    formData: true,
    fieldName: 'file',
    allowedMetaFields: [],
    limit: 3,
    timeout: 120_000,
    // Uppy's fetcher repeats a failed request 3 times (STEP_RETRIES) when this says so.
    headers: (file: File_) => (file.meta.path === 'legacy' ? authHeaders() : {}),
    shouldRetry: (xhr: XMLHttpRequest) => transientStatus(xhr.status),
    // S3 answers a PUT with an empty body; the legacy POST with the file record.
    getResponseData: (xhr: XMLHttpRequest) => {
      try {
        return xhr.responseText ? (JSON.parse(xhr.responseText) as FileBody) : {};
      } catch {
        return {};
      }
    },
  });

  const fail = (file: File_, failure: UploadFailure, message: string) => {
    uppy.setFileMeta(file.id, { failureStep: failure.step, failureStatus: failure.status });
    uppy.emit('upload-error', uppy.getFile(file.id), new Error(message));
  };

  async function prepare(id: string): Promise<void> {
    const file = uppy.getFile(id);
    if (!file) return;
    samples.delete(id);
    if (file.meta.resumeCommit && file.meta.oid) {
      // Only the commit is repeated: the row says "committing…" from now on, not "done".
      const { complete: _done, ...progress } = file.progress;
      uppy.setFileState(id, {
        progress: { ...progress, postprocess: { mode: 'indeterminate', message: 'committing' } },
      });
      return;
    }
    uppy.setFileMeta(id, { failureStep: undefined, failureStatus: undefined, oid: undefined, path: undefined });
    uppy.setFileState(id, {
      progress: { ...file.progress, uploadComplete: false, uploadStarted: null, bytesUploaded: false, percentage: 0 },
    });
    uppy.emit('preprocess-progress', file, { mode: 'indeterminate', message: 'preparing' });
    const size = file.size ?? 0;
    let status = 0;
    let answer: { uploadUrl: string; oid: string } | undefined;
    let error: unknown;
    try {
      const r = await api().POST('/v2/file-containers/{containerAppId}/upload-url', {
        params: { path: { containerAppId: container.appId } },
        body: { fileName: file.name, contentType: file.type || 'application/octet-stream' },
      });
      status = r.response.status;
      answer = r.data;
      if (!r.response.ok) error = toApiError(status, r.response.headers, r.error);
    } catch (e) {
      error = e;
    }
    const decision = afterUploadUrl(status);
    if (decision.kind === 'presigned' && answer) {
      uppy.setFileMeta(id, { path: 'presigned', oid: answer.oid });
      uppy.setFileState(id, { xhrUpload: { endpoint: answer.uploadUrl, method: 'PUT', formData: false } });
    } else if (decision.kind === 'legacy') {
      uppy.setFileMeta(id, { path: 'legacy' });
      if (!fits('legacy', size)) fail(file, { step: 'limit', status: 413 }, 'too-large-for-legacy');
      else uppy.setFileState(id, { xhrUpload: { endpoint: legacyUrl, method: 'POST', formData: true } });
    } else {
      fail(file, { step: 'upload-url', status }, readableMessage(error));
    }
    const now = uppy.getFile(id);
    if (now) uppy.emit('preprocess-complete', now);
  }

  async function commit(id: string): Promise<void> {
    const file = uppy.getFile(id);
    if (!file?.meta.oid) return;
    const { complete: _done, ...progress } = file.progress;
    uppy.setFileState(id, { progress });
    uppy.emit('postprocess-progress', file, { mode: 'indeterminate', message: 'committing' });
    let status = 0;
    let error: unknown;
    for (let attempt = 0; attempt <= STEP_RETRIES; attempt++) {
      if (attempt > 0) await sleep(stepDelayMs(attempt));
      if (!uppy.getFile(id)) return; // cancelled meanwhile
      try {
        const r = await api().POST('/v2/file-containers/{containerAppId}/upload-url/commit', {
          params: { path: { containerAppId: container.appId } },
          body: { oid: file.meta.oid, fileName: file.name, fileSize: file.size ?? 0 },
        });
        status = r.response.status;
        error = r.response.ok ? undefined : toApiError(status, r.response.headers, r.error);
      } catch (e) {
        status = 0;
        error = e;
      }
      if (!error || !transientStatus(status)) break;
    }
    const now = uppy.getFile(id);
    if (!now) return;
    if (!error) {
      uppy.setFileMeta(id, { resumeCommit: false });
      uppy.emit('postprocess-complete', now);
      onStored();
      return;
    }
    const failure: UploadFailure = { step: 'commit', status };
    uppy.setFileMeta(id, { resumeCommit: retryFrom(failure) === 'commit' });
    fail(now, failure, readableMessage(error));
  }

  uppy.addPreProcessor(async (ids) => {
    await Promise.all(ids.map(prepare));
  });
  uppy.on('upload-success', (file) => {
    if (!file) return;
    if (file.meta.path === 'presigned') commits.set(file.id, commit(file.id));
    else onStored();
  });
  uppy.addPostProcessor(async (ids) => {
    await Promise.all(
      ids.map((id) => {
        const file = uppy.getFile(id);
        // A retried commit: the PUT is not repeated, so nothing started it yet.
        if (file && !file.error && file.meta.resumeCommit && !commits.has(id)) commits.set(id, commit(id));
        return commits.get(id);
      }),
    );
    for (const id of ids) commits.delete(id);
  });
  uppy.on('upload-error', (file, error) => {
    if (!file || file.meta.failureStep) return;
    const request = (error as { request?: XMLHttpRequest }).request;
    uppy.setFileMeta(file.id, { failureStep: 'transfer', failureStatus: request?.status ?? 0 });
  });
  uppy.on('upload-progress', (file, progress) => {
    if (!file) return;
    samples.set(file.id, addSample(samples.get(file.id) ?? [], { at: Date.now(), bytes: progress.bytesUploaded }));
  });

  const phaseOf = (f: File_): UploadPhase => {
    if (f.error) return 'failed';
    if (f.progress.complete) return 'done';
    if (f.progress.uploadComplete) return f.meta.path === 'presigned' ? 'committing' : 'done';
    if (f.progress.preprocess) return 'preparing';
    if (f.meta.resumeCommit && f.progress.postprocess) return 'committing';
    if (f.progress.uploadStarted) return 'uploading';
    return 'waiting';
  };
  const rowOf = (f: File_): UploadRow => {
    const phase = phaseOf(f);
    const s = samples.get(f.id) ?? [];
    const bps = phase === 'uploading' ? speed(s) : undefined;
    const size = f.size ?? 0;
    const bytes = f.progress.bytesUploaded || 0;
    return {
      id: f.id,
      name: f.name,
      size,
      phase,
      path: f.meta.path,
      bytes,
      bytesPerSecond: bps,
      eta: phase === 'uploading' ? etaSeconds(size, bytes, bps) : undefined,
      failure:
        phase === 'failed' && f.meta.failureStep
          ? { step: f.meta.failureStep, status: f.meta.failureStatus ?? 0 }
          : undefined,
      message: f.error ?? undefined,
    };
  };
  uppy.on('state-update', () => {
    rows.value = uppy.getFiles().map(rowOf);
  });

  return {
    rows,
    add(files) {
      const refused: string[] = [];
      for (const data of files) {
        try {
          uppy.addFile({ name: data.name, type: data.type || 'application/octet-stream', data, source: 'local' });
        } catch {
          refused.push(data.name);
        }
      }
      return refused;
    },
    start() {
      uppy.upload().catch(() => undefined);
    },
    cancel(id) {
      samples.delete(id);
      uppy.removeFile(id);
    },
    retry(id) {
      uppy.retryUpload(id).catch(() => undefined);
    },
    clearFinished() {
      for (const r of rows.value) if (r.phase === 'done') uppy.removeFile(r.id);
    },
    busy: () => rows.value.some((r) => r.phase === 'preparing' || r.phase === 'uploading' || r.phase === 'committing'),
    destroy() {
      uppy.destroy();
    },
  };
}
