/**
 * The upload rules of the file container page (docs/console.md, docs/files.md): which path a file
 * takes, when a failed step is repeated, what a retry redoes, the limits shown before an upload
 * starts, and the transfer figures (speed, time left). Pure functions: the Uppy wiring in
 * upload/uploader.ts calls them, the unit tests pin them.
 */

/** The two paths of docs/files.md. */
export type UploadPath = 'presigned' | 'legacy';

/**
 * One PUT to S3 holds at most 5 GiB (the presigned flow has no limit of ours: the bytes never
 * pass through a function).
 */
export const PRESIGNED_MAX_BYTES = 5 * 1024 ** 3;
/**
 * The legacy direct upload (`POST /svc/api/fileContainers/{id}/payload`) travels in one Lambda
 * invocation of at most 6 MiB with the body base64-encoded (4/3) and the event around it: about
 * 4.4 MB of file (docs/files.md); larger requests are answered 413.
 */
export const LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;
export const LEGACY_DIRECT_MAX_BYTES = 4_400_000;

export const PATH_LIMITS: Readonly<Record<UploadPath, number>> = {
  presigned: PRESIGNED_MAX_BYTES,
  legacy: LEGACY_DIRECT_MAX_BYTES,
};

/** What the answer to `POST /v2/file-containers/{appId}/upload-url` decides. */
export type UploadUrlDecision = { kind: 'presigned' } | { kind: 'legacy' } | { kind: 'fail' };

/**
 * Presigned first; 503 means the active storage adapter cannot presign (dbfs), so the file goes
 * the legacy direct way, as the specification says. Any other failure (403, 404, 400) is the
 * file's failure: the legacy path would be refused the same.
 */
export function afterUploadUrl(status: number): UploadUrlDecision {
  if (status >= 200 && status < 300) return { kind: 'presigned' };
  if (status === 503) return { kind: 'legacy' };
  return { kind: 'fail' };
}

/** Whether a file of `size` bytes fits `path`. */
export const fits = (path: UploadPath, size: number): boolean => size <= PATH_LIMITS[path];

/** Files no path can take are refused when they are picked, before anything is sent. */
export const fitsAnyPath = (size: number): boolean => fits('presigned', size) || fits('legacy', size);

/**
 * Whether a transfer step (the PUT, the legacy POST, the commit) is repeated by itself: network
 * failures (status 0), timeouts, throttling and transient server errors. A 4xx is an answer, not
 * a hiccup (403 on an expired URL, 413 above the limit, 409 on a commit): never repeated blindly.
 */
export function transientStatus(status: number): boolean {
  return (
    status === 0 ||
    status === 408 ||
    status === 429 ||
    status === 500 ||
    status === 502 ||
    status === 503 ||
    status === 504
  );
}

/** How often a transient step is repeated before the file is marked failed (then the user may retry). */
export const STEP_RETRIES = 3;

/** Back-off before repeat `attempt` (1-based): 1 s, 2 s, 4 s, at most 8 s. */
export const stepDelayMs = (attempt: number): number => Math.min(8_000, 1_000 * 2 ** Math.max(0, attempt - 1));

/** Where a file stands. */
export type UploadPhase = 'waiting' | 'preparing' | 'uploading' | 'committing' | 'done' | 'failed';

/** The step that failed, with the answer's status (0: no answer). */
export interface UploadFailure {
  step: 'upload-url' | 'transfer' | 'commit' | 'limit';
  status: number;
}

/**
 * What the user's Retry redoes. A commit that failed in transit (no answer, 5xx) is repeated with
 * the same oid: the bytes are in the bucket and the announced upload stays pending for a day. A
 * commit answered 409 (nothing stored, or another size) or 404 (the upload expired or was already
 * claimed) starts afresh with a new upload URL; so does every other failure.
 */
export function retryFrom(failure: UploadFailure): 'commit' | 'start' {
  return failure.step === 'commit' && (failure.status === 0 || failure.status >= 500) ? 'commit' : 'start';
}

/** Whether Retry is offered at all: never for a file too large, nor when the caller may not write. */
export function mayRetry(failure: UploadFailure): boolean {
  if (failure.step === 'limit') return false;
  return !(failure.status === 401 || failure.status === 403 || failure.status === 413);
}

/** One progress sample. */
export interface Sample {
  at: number;
  bytes: number;
}

/** The window speed is measured over: long enough to smooth bursts, short enough to follow changes. */
export const SPEED_WINDOW_MS = 5_000;

/** Keeps the samples of the last window (and always the newest). */
export function addSample(samples: readonly Sample[], next: Sample, windowMs = SPEED_WINDOW_MS): Sample[] {
  return [...samples.filter((s) => next.at - s.at <= windowMs && s.at <= next.at), next];
}

/** Bytes per second over the window; undefined until two samples span some time. */
export function speed(samples: readonly Sample[]): number | undefined {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at <= first.at) return undefined;
  return Math.max(0, ((last.bytes - first.bytes) * 1000) / (last.at - first.at));
}

/** Seconds left at `bytesPerSecond`; undefined while the speed is unknown or zero. */
export function etaSeconds(total: number, done: number, bytesPerSecond: number | undefined): number | undefined {
  if (!bytesPerSecond || bytesPerSecond <= 0) return undefined;
  return Math.ceil(Math.max(0, total - done) / bytesPerSecond);
}

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/** Decimal units as the limits are stated (4.4 MB, 5.4 GB). */
export function formatBytes(n: number, locale = 'en'): string {
  let value = n;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}

/** mm:ss, or h:mm:ss from an hour on. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const two = (x: number) => String(x).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/**
 * Downloads follow the same rule: the presigned GET where `download-url` answers, the legacy
 * `GET …/payload/{oid}` when it answers 503 (an adapter that cannot presign); anything else is
 * the download's failure (403, 404).
 */
export function downloadVia(downloadUrlStatus: number): UploadPath | 'fail' {
  if (downloadUrlStatus >= 200 && downloadUrlStatus < 300) return 'presigned';
  return downloadUrlStatus === 503 ? 'legacy' : 'fail';
}

/** The extensions the fileformat-cad plugin parses (docs/cad.md): only those files offer a metadata view. */
export const CAD_EXTENSIONS = ['.step', '.stp', '.3dxml', '.jt', '.obj'] as const;
export const isCadFile = (fileName: string): boolean =>
  CAD_EXTENSIONS.some((ext) => fileName.toLowerCase().endsWith(ext));
