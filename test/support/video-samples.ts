import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaTool } from '#core/features/files/video/tools.ts';

/**
 * A short real video made by ffmpeg (from @ffmpeg-installer/ffmpeg): 2 s of the lavfi test pattern
 * at 160×120, 25 fps, MPEG-4 Part 2 video and AAC audio in an MP4 (or a Matroska) container.
 */
export async function sampleVideo(format: 'mp4' | 'matroska' = 'mp4'): Promise<Buffer> {
  const ffmpeg = await mediaTool('ffmpeg');
  if (!ffmpeg) throw new Error('ffmpeg is not installed (npm ci installs @ffmpeg-installer/ffmpeg)');
  const dir = mkdtempSync(join(tmpdir(), 'svc-video-sample-'));
  try {
    const out = join(dir, `clip.${format === 'mp4' ? 'mp4' : 'mkv'}`);
    execFileSync(ffmpeg, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=160x120:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2',
      '-c:v',
      'mpeg4',
      '-c:a',
      'aac',
      '-shortest',
      '-f',
      format,
      '-y',
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
