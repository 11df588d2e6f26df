import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Principal } from '../../../kernel/principal.ts';
import { ProblemError, badRequest, notFound } from '../../../kernel/problem.ts';
import { VIDEO } from './plugin.ts';
import { emptyVideoMetadata, videoThumbnail, type VideoMetadata } from './probe.ts';
import { pluginRuntime } from '../../../platform/plugins/runtime.ts';
import { activeAdapter } from '../../../platform/storage/registry.ts';
import { safeFileName } from '../../../platform/storage/file-names.ts';
import { createFileRecord, gateContainer, storedFile, type ShepardFileView } from '../files.ts';
import { fileMetadata } from '../metadata.ts';

/**
 * The video plugin's endpoints (its toggle gates them: 404 while it is off). The metadata is what
 * its parser (`video-probe`, run by the file-metadata worker) stored; every field is null before
 * the worker ran, when the file is no video, or when ffprobe was absent. Stream URLs are the
 * holding adapter's presigned GET; thumbnails are one ffmpeg frame, stored as a new file in the
 * same container.
 */
export const STREAM_URL_SECONDS = 60 * 60;
/** ffmpeg reads the video to thumbnail through a presigned GET of this lifetime. */
export const THUMBNAIL_INPUT_SECONDS = 300;
const THUMBNAIL_NOTE = 'set FFMPEG_PATH or install @ffmpeg-installer/ffmpeg';

async function requireVideoPlugin(): Promise<void> {
  const rt = await pluginRuntime();
  if (!rt.registry.entries(rt.toggles).some((e) => e.id === 'video') || !rt.toggles.effective('video')) {
    throw notFound('The video plugin is disabled (svc.plugins.video.enabled).');
  }
}

export interface VideoView {
  oid: string;
  fileName: string;
  status: 'probed' | 'probe-unavailable' | 'unparseable' | 'pending';
  metadata: VideoMetadata;
}

export async function getVideo(principal: Principal, containerAppId: string, oid: string): Promise<VideoView> {
  await requireVideoPlugin();
  const c = await gateContainer(principal, { appId: containerAppId }, 'read');
  const { filename } = await storedFile(c.id, oid, `file container ${containerAppId}`);
  const facts = (await fileMetadata(c.id, oid)).filter((m) => m.parserId === 'video-probe');
  const get = (k: string) => facts.find((f) => f.predicate === `${VIDEO}${k}`);
  const n = (k: keyof VideoMetadata) => get(k)?.numericValue ?? null;
  const s = (k: keyof VideoMetadata) => get(k)?.value ?? null;
  const status = (get('status')?.value ?? 'pending') as VideoView['status'];
  return {
    oid,
    fileName: filename,
    status,
    metadata: {
      ...emptyVideoMetadata,
      durationSeconds: n('durationSeconds'),
      container: s('container'),
      videoCodec: s('videoCodec'),
      audioCodec: s('audioCodec'),
      width: n('width'),
      height: n('height'),
      frameRate: n('frameRate'),
      bitRate: n('bitRate'),
      streamCount: n('streamCount'),
    },
  };
}

export async function videoStreamUrl(
  principal: Principal,
  containerAppId: string,
  oid: string,
): Promise<{ streamUrl: string; expiresAt: string; expiresInSeconds: number }> {
  await requireVideoPlugin();
  const c = await gateContainer(principal, { appId: containerAppId }, 'read');
  const { adapter, locator } = await storedFile(c.id, oid, `file container ${containerAppId}`);
  if (!adapter.presignGet) {
    throw new ProblemError(
      'service.unavailable',
      `File ${oid} is held by the storage adapter "${adapter.id}", which cannot presign URLs; use GET /svc/api/fileContainers/${c.id}/payload/${oid} instead.`,
      { adapter: adapter.id },
    );
  }
  const streamUrl = await adapter.presignGet(locator, STREAM_URL_SECONDS);
  return {
    streamUrl,
    expiresAt: new Date(Date.now() + STREAM_URL_SECONDS * 1000).toISOString(),
    expiresInSeconds: STREAM_URL_SECONDS,
  };
}

/** Write on the container: a JPEG frame at `atSeconds`, stored next to the video as `<name>.thumb-<t>s.jpg`. */
export async function createVideoThumbnail(
  principal: Principal,
  containerAppId: string,
  oid: string,
  atSeconds: number,
): Promise<ShepardFileView> {
  await requireVideoPlugin();
  const c = await gateContainer(principal, { appId: containerAppId }, 'write');
  const { adapter, locator, filename } = await storedFile(c.id, oid, `file container ${containerAppId}`);
  const dir = await mkdtemp(join(tmpdir(), 'svc-thumb-'));
  let jpeg: Buffer | null;
  try {
    let input: string;
    if (adapter.presignGet) input = await adapter.presignGet(locator, THUMBNAIL_INPUT_SECONDS);
    else {
      input = join(dir, 'video');
      await pipeline(await adapter.get(locator), createWriteStream(input));
    }
    jpeg = await videoThumbnail(input, atSeconds).catch((error: unknown) => {
      throw badRequest(`No thumbnail at ${atSeconds} s: ${(error as Error).message.slice(0, 300)}`, { atSeconds });
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (!jpeg)
    throw new ProblemError(
      'service.unavailable',
      `The media tool ffmpeg is not installed; no thumbnail can be made (${THUMBNAIL_NOTE}).`,
    );
  const target = await activeAdapter();
  const thumbLocator = `${c.oid}/${randomUUID()}`;
  await target.put(thumbLocator, Readable.from([jpeg]), jpeg.length);
  const base = filename.replace(/\.[^.]*$/, '');
  return createFileRecord(principal, c.id, {
    filename: safeFileName(`${base}.thumb-${atSeconds}s.jpg`),
    md5: createHash('md5').update(jpeg).digest('hex'),
    size: jpeg.length,
    contentType: 'image/jpeg',
    providerId: target.id,
    locator: thumbLocator,
  }).catch(async (err: unknown) => {
    await target.delete(thumbLocator).catch(() => undefined);
    throw err;
  });
}
