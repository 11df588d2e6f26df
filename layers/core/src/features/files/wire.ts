import * as z from 'zod';
import { bounds, list, nameText, text } from '../../kernel/bounds.ts';
import { containerType, entityStamp, int64, timestamp } from '../../kernel/wire-base.ts';
import { basicReference } from '../references/wire.ts';
import { documentBodyAs, documentedAs, named, referenceOptional } from '../../kernel/legacy-names.ts';

/**
 * Wire shapes of the legacy file containers, file records and file references: upstream's
 * components plus `appId` and `revision`, as the recorded fixtures show. A file record's
 * `providerId` and migration bookkeeping are internal and never listed here; its `appId` is svc's
 * addition, on both shelves.
 */

export const fileContainer = z.object({
  ...entityStamp,
  name: z.string(),
  type: documentedAs(z.literal('FILE'), containerType),
  oid: z.string(),
  defaultCollectionIdList: z
    .array(int64)
    .nullable()
    .optional()
    .describe(
      "Upstream's Collections that have this container as their default; upstream leaves it out while none has, and svc sets no default file container, so it is never answered.",
    ),
});

export const shepardFile = z.object({
  oid: z.string(),
  createdAt: timestamp.nullable(),
  filename: z.string(),
  md5: z.string().nullable(),
  appId: z
    .string()
    .describe(
      "The file record's appId (svc's addition to upstream's record): rollback, provenance and svc-admin files address it",
    ),
});

export const fileReference = basicReference.extend({
  fileOids: z.array(z.string()),
  fileContainerId: int64,
});

/** Request bodies accept (and ignore) the read-only fields, so a client may POST back what it GOT. */
export const fileContainerWrite = z.object({ name: nameText });

export const fileReferenceWrite = z.object({
  name: nameText,
  fileOids: list(text(bounds.token).regex(/\S/, 'an oid must not be blank')).min(1),
  fileContainerId: int64.min(0),
});

export const versionQuery = z.object({ versionUid: text(bounds.token).optional() });

/** `GET /v2/file-containers/{containerAppId}/files/{oid}/metadata` (features/files/metadata.ts). */
export const fileMetadata = z.object({
  oid: z.string(),
  fileName: z.string(),
  metadata: z.array(
    z.object({
      predicate: z.string().describe('An IRI, e.g. urn:svc:cad:step:author or urn:svc:mffd:cad:format'),
      value: z.string(),
      numericValue: z.number().nullable().describe('The value as a number when it is one (counts, coordinates)'),
      parserId: z.string(),
      pluginId: z.string(),
    }),
  ),
});

/** The video plugin's views (video/endpoints.ts). */
export const videoView = z.object({
  oid: z.string(),
  fileName: z.string(),
  status: z.enum(['probed', 'probe-unavailable', 'unparseable', 'pending']),
  metadata: z.object({
    durationSeconds: z.number().nullable(),
    container: z.string().nullable().describe('ffprobe format name, e.g. mov,mp4,m4a,3gp,3g2,mj2'),
    videoCodec: z.string().nullable(),
    audioCodec: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    frameRate: z.number().nullable(),
    bitRate: z.number().nullable().describe('bits per second'),
    streamCount: z.number().int().nullable(),
  }),
});
export const videoStreamUrl = z.object({
  streamUrl: z.string(),
  expiresAt: z.iso.datetime(),
  expiresInSeconds: z.number().int(),
});

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(fileContainer, 'FileContainer');
named(shepardFile, 'ShepardFile', { optional: ['oid', 'filename'] });
named(fileReference, 'FileReference', { optional: referenceOptional });
documentBodyAs(fileContainerWrite, fileContainer);
documentBodyAs(fileReferenceWrite, fileReference);
