import { describe, expect, it } from 'vitest';
import { visibleKinds } from '../../../console/src/logic/containers.ts';
import {
  addSample,
  afterUploadUrl,
  downloadVia,
  etaSeconds,
  fits,
  fitsAnyPath,
  formatBytes,
  formatDuration,
  isCadFile,
  LAMBDA_PAYLOAD_BYTES,
  LEGACY_DIRECT_MAX_BYTES,
  mayRetry,
  PRESIGNED_MAX_BYTES,
  retryFrom,
  speed,
  stepDelayMs,
  transientStatus,
} from '../../../console/src/logic/upload.ts';
import { limits } from '../../../localstack/src/gateway/limits.ts';

describe('which path an upload takes', () => {
  it('goes presigned when upload-url answers, legacy only on 503, and fails on any other answer', () => {
    expect(afterUploadUrl(200)).toEqual({ kind: 'presigned' });
    expect(afterUploadUrl(503)).toEqual({ kind: 'legacy' });
    for (const s of [0, 400, 401, 403, 404, 409, 413, 429, 500, 502])
      expect(afterUploadUrl(s), String(s)).toEqual({ kind: 'fail' });
  });

  it('downloads the same way: presigned, legacy on 503, else fails', () => {
    expect(downloadVia(200)).toBe('presigned');
    expect(downloadVia(503)).toBe('legacy');
    expect(downloadVia(404)).toBe('fail');
    expect(downloadVia(403)).toBe('fail');
  });
});

describe('the limits shown before an upload starts', () => {
  it('the legacy direct limit fits one Lambda invocation with the body base64-encoded', () => {
    expect(LAMBDA_PAYLOAD_BYTES).toBe(limits.lambdaPayloadBytes);
    const base64 = Math.ceil(LEGACY_DIRECT_MAX_BYTES / 3) * 4;
    // Room for the multipart framing, headers and the rest of the event.
    expect(base64 + 64 * 1024).toBeLessThan(limits.lambdaPayloadBytes);
    // ... and is not far below the raw ceiling (6 MiB × 3/4; the docs' "about 4.4 MB").
    expect(LEGACY_DIRECT_MAX_BYTES).toBeGreaterThan(((limits.lambdaPayloadBytes * 3) / 4) * 0.9);
  });

  it('the presigned limit is one S3 PUT (5 GiB)', () => {
    expect(PRESIGNED_MAX_BYTES).toBe(5_368_709_120);
  });

  it('checks a size against each path, at the boundaries', () => {
    expect(fits('legacy', LEGACY_DIRECT_MAX_BYTES)).toBe(true);
    expect(fits('legacy', LEGACY_DIRECT_MAX_BYTES + 1)).toBe(false);
    expect(fits('presigned', LEGACY_DIRECT_MAX_BYTES + 1)).toBe(true);
    expect(fits('presigned', PRESIGNED_MAX_BYTES + 1)).toBe(false);
    expect(fitsAnyPath(PRESIGNED_MAX_BYTES)).toBe(true);
    expect(fitsAnyPath(PRESIGNED_MAX_BYTES + 1)).toBe(false);
    expect(fitsAnyPath(0)).toBe(true);
  });
});

describe('retry rules', () => {
  it('repeats a step by itself only on no answer, timeouts, throttling and transient server errors', () => {
    for (const s of [0, 408, 429, 500, 502, 503, 504]) expect(transientStatus(s), String(s)).toBe(true);
    for (const s of [200, 400, 401, 403, 404, 409, 413, 501]) expect(transientStatus(s), String(s)).toBe(false);
    expect([1, 2, 3, 4, 5].map(stepDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('a Retry after a commit lost in transit commits again; a refused commit or any other failure starts afresh', () => {
    expect(retryFrom({ step: 'commit', status: 0 })).toBe('commit');
    expect(retryFrom({ step: 'commit', status: 502 })).toBe('commit');
    expect(retryFrom({ step: 'commit', status: 409 })).toBe('start');
    expect(retryFrom({ step: 'commit', status: 404 })).toBe('start');
    expect(retryFrom({ step: 'transfer', status: 0 })).toBe('start');
    expect(retryFrom({ step: 'transfer', status: 403 })).toBe('start');
    expect(retryFrom({ step: 'upload-url', status: 500 })).toBe('start');
  });

  it('offers no Retry for a file too large or a caller who may not write', () => {
    expect(mayRetry({ step: 'limit', status: 413 })).toBe(false);
    expect(mayRetry({ step: 'upload-url', status: 403 })).toBe(false);
    expect(mayRetry({ step: 'transfer', status: 413 })).toBe(false);
    expect(mayRetry({ step: 'transfer', status: 0 })).toBe(true);
    // An expired presigned URL (403 from the bucket on the PUT) is retried with a new one... but the
    // bucket's 403 cannot be told from a refused write by status alone: the API's answers decide that.
    expect(mayRetry({ step: 'commit', status: 409 })).toBe(true);
    expect(mayRetry({ step: 'upload-url', status: 500 })).toBe(true);
  });
});

describe('speed and time left', () => {
  it('measures over the last window and estimates the rest', () => {
    let s = addSample([], { at: 0, bytes: 0 });
    expect(speed(s)).toBeUndefined();
    s = addSample(s, { at: 1000, bytes: 1_000_000 });
    expect(speed(s)).toBe(1_000_000);
    expect(etaSeconds(5_000_000, 1_000_000, speed(s))).toBe(4);
    // Samples older than the window drop out: the speed follows a slowdown.
    s = addSample(s, { at: 6000, bytes: 1_500_000 });
    s = addSample(s, { at: 7000, bytes: 1_600_000 });
    expect(s.map((x) => x.at)).toEqual([6000, 7000]);
    expect(speed(s)).toBe(100_000);
    expect(etaSeconds(1_600_000, 1_600_000, 100_000)).toBe(0);
    expect(etaSeconds(10, 0, undefined)).toBeUndefined();
    expect(etaSeconds(10, 0, 0)).toBeUndefined();
  });

  it('formats bytes and durations', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(4_400_000)).toBe('4.4 MB');
    expect(formatBytes(PRESIGNED_MAX_BYTES)).toBe('5.4 GB');
    expect(formatBytes(4_400_000, 'de')).toBe('4,4 MB');
    expect(formatBytes(123_456)).toBe('123 kB');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});

describe('files and container kinds', () => {
  it('offers CAD metadata for the formats the fileformat-cad plugin parses', () => {
    for (const n of ['a.step', 'A.STP', 'x.3dxml', 'p.jt', 'm.obj']) expect(isCadFile(n), n).toBe(true);
    for (const n of ['a.txt', 'step', 'a.step.bin', 'x.objx']) expect(isCadFile(n), n).toBe(false);
  });

  it('shows spatial and HDF as the feature toggles say, and without them every kind but HDF', () => {
    expect(visibleKinds(undefined)).toEqual(['file', 'timeseries', 'structured', 'spatial']);
    // Without the toggles, HDF shows where config.json names an HSDS endpoint (written while HDF is on).
    expect(visibleKinds(undefined, true)).toEqual(['file', 'timeseries', 'structured', 'spatial', 'hdf']);
    expect(visibleKinds([{ name: 'svc.hdf.enabled', enabled: false }], true)).not.toContain('hdf');
    expect(
      visibleKinds([
        { name: 'svc.hdf.enabled', enabled: true },
        { name: 'svc.spatial-data.enabled', enabled: false },
      ]),
    ).toEqual(['file', 'timeseries', 'structured', 'hdf']);
    expect(visibleKinds([{ name: 'svc.spatial-data.enabled', enabled: true }])).toEqual([
      'file',
      'timeseries',
      'structured',
      'spatial',
    ]);
  });
});
