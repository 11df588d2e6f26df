import type { PluginManifestInput } from '../../../platform/plugins/manifest.ts';
import type { AnnotationParser, RegistrationHook } from '../../../platform/plugins/types.ts';
import { probeVideo, sniffVideo, type VideoMetadata } from './probe.ts';
import { SpoolTooLarge, spooled } from '../../../platform/storage/spool.ts';

/**
 * The video payload kind (docs/video.md; off by default, `svc.plugins.video.enabled`). An
 * upload whose name or first bytes say video is queued like a CAD file; the worker spools it to
 * /tmp and probes it with ffprobe, storing `urn:svc:video:*` annotations. Without ffprobe the
 * file gets `urn:svc:video:status=probe-unavailable` and the metadata endpoint answers null fields.
 * Everything video is in this folder: this manifest and parser, the ffprobe/ffmpeg calls
 * (probe.ts, tools.ts) and the endpoints (endpoints.ts); their rows
 * (`/v2/file-containers/{appId}/files/{oid}/video…`, group `legacy-files`) end ../routes.ts.
 */
export const manifest: PluginManifestInput = {
  id: 'video',
  version: '1.0.0',
  svcCompatibility: '>=0.1.0,<1',
  title: 'Video payload kind',
  description:
    'Video metadata (duration, container, codecs, size, frame rate, bit rate, streams) by ffprobe, presigned stream URLs and thumbnails. Needs ffprobe/ffmpeg; without them the metadata is null.',
  licence: 'Apache-2.0',
};

export const VIDEO = 'urn:svc:video:';
export const videoExtensions = [
  'mp4',
  'm4v',
  'mov',
  'mkv',
  'webm',
  'avi',
  'mpg',
  'mpeg',
  'ts',
  'mts',
  'flv',
  'wmv',
  'ogv',
  '3gp',
] as const;
const fields: readonly (keyof VideoMetadata)[] = [
  'durationSeconds',
  'container',
  'videoCodec',
  'audioCodec',
  'width',
  'height',
  'frameRate',
  'bitRate',
  'streamCount',
];

export const videoParser: AnnotationParser = {
  id: 'video-probe',
  extensions: videoExtensions,
  sniff: (head) => sniffVideo(head) !== null,
  parse: async ({ body, size }) => {
    let probed: { meta: VideoMetadata | null } | { error: string };
    try {
      probed = await spooled(body, size, 'svc-video-', async (path) => {
        try {
          return { meta: await probeVideo(path) };
        } catch (error) {
          return { error: (error as Error).message };
        }
      });
    } catch (error) {
      // A storage failure propagates (the message comes back); a file too large to spool is a fact.
      if (!(error instanceof SpoolTooLarge)) throw error;
      probed = { error: error.message };
    }
    if ('error' in probed)
      return [
        { predicate: `${VIDEO}status`, value: 'unparseable' },
        { predicate: `${VIDEO}parseError`, value: probed.error.slice(0, 500) },
      ];
    const { meta } = probed;
    if (!meta) return [{ predicate: `${VIDEO}status`, value: 'probe-unavailable' }];
    const facts = [{ predicate: `${VIDEO}status`, value: 'probed' }];
    for (const f of fields) {
      const v = meta[f];
      if (v !== null) facts.push({ predicate: `${VIDEO}${f}`, value: String(v) });
    }
    return facts;
  },
};

export const register: RegistrationHook = (ctx) => {
  ctx.registerPayloadKind({
    id: 'video',
    title: 'Video',
    mediaTypes: [
      'video/mp4',
      'video/quicktime',
      'video/x-matroska',
      'video/webm',
      'video/x-msvideo',
      'video/mpeg',
      'video/mp2t',
    ],
  });
  ctx.registerAnnotationParser(videoParser);
};
