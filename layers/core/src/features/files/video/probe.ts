import { mediaTool, runTool } from './tools.ts';

/** What the video payload kind tells about a file; every field null when the probe is absent. */
export interface VideoMetadata {
  durationSeconds: number | null;
  container: string | null;
  videoCodec: string | null;
  audioCodec: string | null;
  width: number | null;
  height: number | null;
  frameRate: number | null;
  bitRate: number | null;
  streamCount: number | null;
}

export const emptyVideoMetadata: VideoMetadata = {
  durationSeconds: null,
  container: null,
  videoCodec: null,
  audioCodec: null,
  width: null,
  height: null,
  frameRate: null,
  bitRate: null,
  streamCount: null,
};

const PROBE_TIMEOUT_MS = 60_000;
const num = (v: unknown): number | null =>
  v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);
const rate = (v: unknown): number | null => {
  if (typeof v !== 'string') return null;
  const [a, b] = v.split('/').map(Number);
  if (a === undefined || !Number.isFinite(a)) return null;
  if (b === undefined) return a;
  return b > 0 ? Math.round((a / b) * 1000) / 1000 : null;
};

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
}
interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string; bit_rate?: string; nb_streams?: number };
}

/** Maps ffprobe's JSON (`-show_format -show_streams`) to the metadata fields. */
export function videoMetadataOf(probe: ProbeOutput): VideoMetadata {
  const streams = probe.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  const audio = streams.find((s) => s.codec_type === 'audio');
  return {
    durationSeconds: num(probe.format?.duration),
    container: probe.format?.format_name ?? null,
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    width: num(video?.width),
    height: num(video?.height),
    frameRate: rate(video?.avg_frame_rate !== '0/0' ? video?.avg_frame_rate : video?.r_frame_rate),
    bitRate: num(probe.format?.bit_rate),
    streamCount: num(probe.format?.nb_streams) ?? streams.length,
  };
}

/** Probes a local path or an http(s) URL (ffprobe reads ranges); null when ffprobe is absent. */
export async function probeVideo(input: string): Promise<VideoMetadata | null> {
  const ffprobe = await mediaTool('ffprobe');
  if (!ffprobe) return null;
  const out = await runTool(
    ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input],
    PROBE_TIMEOUT_MS,
  );
  const parsed = JSON.parse(out.toString('utf8')) as ProbeOutput;
  if (!(parsed.streams ?? []).some((s) => s.codec_type === 'video')) throw new Error('no video stream');
  return videoMetadataOf(parsed);
}

/** One JPEG frame at `atSeconds`; null when ffmpeg is absent. */
export async function videoThumbnail(input: string, atSeconds: number, width = 320): Promise<Buffer | null> {
  const ffmpeg = await mediaTool('ffmpeg');
  if (!ffmpeg) return null;
  const jpeg = await runTool(
    ffmpeg,
    [
      '-v',
      'error',
      '-ss',
      String(atSeconds),
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      `scale=${width}:-2`,
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      'pipe:1',
    ],
    PROBE_TIMEOUT_MS,
  );
  if (jpeg.length === 0) throw new Error(`no frame at ${atSeconds} s (past the end?)`);
  return jpeg;
}

/**
 * Content sniffing of the first bytes: the container a video file announces, whatever its name.
 * MP4/MOV (`ftyp` box), Matroska/WebM (EBML), AVI (RIFF…AVI), FLV, MPEG-PS, MPEG-TS (two sync bytes), ASF/WMV, Ogg.
 */
export function sniffVideo(head: Buffer): string | null {
  const at = (o: number, s: string) => head.length >= o + s.length && head.toString('latin1', o, o + s.length) === s;
  if (at(4, 'ftyp')) {
    const brand = head.toString('latin1', 8, 12);
    // ftyp also starts HEIF/AVIF images and M4A audio.
    return /^(heic|heix|mif1|msf1|avif|M4A |M4B |M4P )/.test(brand) ? null : brand.startsWith('qt') ? 'mov' : 'mp4';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3)
    return head.includes(Buffer.from('webm')) ? 'webm' : 'matroska';
  if (at(0, 'RIFF') && at(8, 'AVI ')) return 'avi';
  if (at(0, 'FLV')) return 'flv';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x000001ba) return 'mpeg';
  if (head.length >= 189 && head[0] === 0x47 && head[188] === 0x47) return 'mpegts';
  if (head.length >= 16 && head.subarray(0, 16).equals(Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex')))
    return 'asf';
  if (at(0, 'OggS') && head.includes(Buffer.from('theora'))) return 'ogg';
  return null;
}
