import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { videoParser } from '#core/features/files/video/plugin.ts';
import { mediaTool } from '#core/features/files/video/tools.ts';
import { probeVideo, sniffVideo, videoThumbnail } from '#core/features/files/video/probe.ts';
import { objSample } from '../../support/cad-samples.ts';
import { sampleVideo } from '../../support/video-samples.ts';

const saved = { FFPROBE_PATH: process.env['FFPROBE_PATH'], FFMPEG_PATH: process.env['FFMPEG_PATH'] };
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('video: probe, sniffing, thumbnails (ffprobe/ffmpeg from the registry packages)', () => {
  it('finds the probe and the encoder; hides them when FFPROBE_PATH / FFMPEG_PATH name nothing', async () => {
    expect(await mediaTool('ffprobe')).toMatch(/ffprobe$/);
    expect(await mediaTool('ffmpeg')).toMatch(/ffmpeg$/);
    process.env['FFPROBE_PATH'] = '/nonexistent/ffprobe';
    process.env['FFMPEG_PATH'] = '';
    expect(await mediaTool('ffprobe')).toBeNull();
    expect(await mediaTool('ffmpeg')).toBeNull();
  });

  it('sniffs video containers from the first bytes, not the name', async () => {
    expect(sniffVideo(await sampleVideo('mp4'))).toBe('mp4');
    expect(sniffVideo(await sampleVideo('matroska'))).toBe('matroska');
    expect(sniffVideo(Buffer.from(objSample))).toBeNull();
    expect(sniffVideo(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0', 'latin1'))).toBeNull();
    expect(videoParser.sniff?.((await sampleVideo()).subarray(0, 512))).toBe(true);
  });

  it('probes a real MP4: duration, container, codecs, size, frame rate, bit rate, streams', async () => {
    const mp4 = await sampleVideo();
    const facts = await videoParser.parse({ fileName: 'clip.bin', body: Readable.from([mp4]) });
    const get = (k: string) => facts.find((f) => f.predicate === `urn:svc:video:${k}`)?.value;
    expect(get('status')).toBe('probed');
    expect(Number(get('durationSeconds'))).toBeCloseTo(2, 1);
    expect(get('container')).toBe('mov,mp4,m4a,3gp,3g2,mj2');
    expect(get('videoCodec')).toBe('mpeg4');
    expect(get('audioCodec')).toBe('aac');
    expect(get('width')).toBe('160');
    expect(get('height')).toBe('120');
    expect(get('frameRate')).toBe('25');
    expect(Number(get('bitRate'))).toBeGreaterThan(10_000);
    expect(get('streamCount')).toBe('2');
  });

  it('answers probe-unavailable (no values) when the probe is hidden, and unparseable for a file that is no video', async () => {
    const mp4 = await sampleVideo();
    process.env['FFPROBE_PATH'] = '';
    expect(await probeVideo('/dev/null')).toBeNull();
    expect(await videoParser.parse({ fileName: 'clip.mp4', body: Readable.from([mp4]) })).toEqual([
      { predicate: 'urn:svc:video:status', value: 'probe-unavailable' },
    ]);
    delete process.env['FFPROBE_PATH'];
    const bad = await videoParser.parse({ fileName: 'fake.mp4', body: Readable.from([Buffer.from(objSample)]) });
    expect(bad[0]).toEqual({ predicate: 'urn:svc:video:status', value: 'unparseable' });
    const huge = await videoParser.parse({
      fileName: 'clip.mp4',
      body: Readable.from([mp4]),
      size: Number.MAX_SAFE_INTEGER,
    });
    expect(huge[0]).toEqual({ predicate: 'urn:svc:video:status', value: 'unparseable' });
    expect(huge[1]?.value).toMatch(/does not fit the worker's temporary storage/);
  });

  it('takes a JPEG frame at a chosen time; none past the end', async () => {
    const { writeFileSync, mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'svc-thumb-test-'));
    try {
      const path = join(dir, 'clip.mp4');
      writeFileSync(path, await sampleVideo());
      const jpeg = await videoThumbnail(path, 1);
      expect(jpeg?.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      await expect(videoThumbnail(path, 30)).rejects.toThrow(/no frame at 30 s/);
      process.env['FFMPEG_PATH'] = '';
      expect(await videoThumbnail(path, 1)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
