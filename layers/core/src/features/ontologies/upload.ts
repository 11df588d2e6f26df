import { gunzipSync } from 'node:zlib';
import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import { Parser } from 'n3';
import { ProblemError, badRequest } from '../../kernel/problem.ts';
import type { MultipartPart } from '../../kernel/multipart.ts';
import { endpointProblem, iriProblem } from '../semantic/iri.ts';

/**
 * What an ontology upload must be (docs/semantic.md, Uploads: the four refusals): at most 10 MB of Turtle, with JSON
 * metadata naming a new id that is a safe file name (it becomes `<id>.ttl`), an IRI prefix and a
 * licence. Checked in this order, before anything is stored.
 */
export const MAX_BUNDLE_BYTES = 10 * 1024 * 1024;

/**
 * An upload may be sent `Content-Encoding: gzip` (the whole multipart body), so that a 10 MB bundle fits
 * in the 6 MB a Lambda invocation carries (4.4 MB of it before base64): Turtle shrinks five- to
 * tenfold. The body is inflated to at most this many bytes (the bundle, its metadata and the
 * multipart framing), then measured like any other upload; a body that inflates beyond it is refused
 * as too large without being inflated further (a gzip bomb costs nothing).
 */
export const MAX_INFLATED_BYTES = MAX_BUNDLE_BYTES + 64 * 1024;

const tooLarge = (detail: string, byteSize: number) =>
  new ProblemError('semantic.bundle.too-large', detail, { byteSize, maxBytes: MAX_BUNDLE_BYTES });

/** The multipart body as sent: inflated when `Content-Encoding: gzip` (bounded), as is without an encoding; 415 for another encoding. */
export function decodedUploadBody(raw: Buffer, contentEncoding: string | undefined): Buffer {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return raw;
  if (encoding !== 'gzip' && encoding !== 'x-gzip')
    throw new ProblemError(
      'request.unsupported-media-type',
      `Content-Encoding must be gzip or absent, got "${contentEncoding}".`,
    );
  try {
    return gunzipSync(raw, { maxOutputLength: MAX_INFLATED_BYTES });
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw tooLarge(
        `The upload inflates to more than ${MAX_INFLATED_BYTES} bytes; a bundle of at most ${MAX_BUNDLE_BYTES} (10 MB) is accepted.`,
        MAX_INFLATED_BYTES + 1,
      );
    throw badRequest(`The body is sent Content-Encoding: gzip but is not gzip data (${(e as Error).message}).`);
  }
}

/** A file name on every platform and an S3 key segment: no separators, no dot-only names. */
export const BUNDLE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const text = (max: number) => chars(z.string().trim().min(1), max);
export const uploadMetadata = z
  .object({
    id: z
      .string()
      .regex(
        BUNDLE_ID,
        'id must be 1-64 characters of letters, digits, ".", "_" or "-", starting with a letter or digit',
      ),
    iriPrefix: text(2048).refine((v) => iriProblem(v) === null, 'iriPrefix must be an absolute IRI'),
    license: text(200),
    name: text(200).optional(),
    canonicalUrl: text(2048)
      .refine(
        (v) => endpointProblem(v) === null,
        'canonicalUrl must be an http(s) URL without credentials, not link-local',
      )
      .optional(),
  })
  .strict();
export type UploadMetadata = z.output<typeof uploadMetadata>;

const badMetadata = (detail: string, violations?: { field: string; message: string }[]) =>
  new ProblemError('semantic.bundle.bad-metadata', detail, violations ? { violations } : undefined);

const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface ValidUpload {
  readonly metadata: UploadMetadata;
  readonly bytes: Buffer;
  readonly triples: number;
}

export function validateUpload(parts: readonly MultipartPart[]): ValidUpload {
  const file = parts.find((p) => p.name === 'file');
  const meta = parts.find((p) => p.name === 'metadata');
  if (!meta)
    throw badMetadata(
      'The upload has no `metadata` part (JSON with id, iriPrefix, license, optional name and canonicalUrl).',
    );
  let raw: unknown;
  try {
    raw = JSON.parse(utf8.decode(meta.data));
  } catch {
    throw badMetadata('The `metadata` part is not a JSON object.');
  }
  const parsed = uploadMetadata.safeParse(raw);
  if (!parsed.success) {
    throw badMetadata(
      'The upload metadata is invalid.',
      parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(metadata)', message: i.message })),
    );
  }
  if (!file) throw badRequest('The upload has no `file` part.');
  if (file.data.length > MAX_BUNDLE_BYTES) {
    throw tooLarge(
      `The bundle is ${file.data.length} bytes; at most ${MAX_BUNDLE_BYTES} (10 MB) are accepted.`,
      file.data.length,
    );
  }
  let triples: number;
  try {
    triples = new Parser({ format: 'text/turtle' }).parse(utf8.decode(file.data)).length;
  } catch (e) {
    const why = e instanceof TypeError ? 'it is not UTF-8' : (e as Error).message.slice(0, 300);
    throw new ProblemError('semantic.bundle.invalid-ttl', `The bundle is not Turtle: ${why}.`);
  }
  return { metadata: parsed.data, bytes: Buffer.from(file.data), triples };
}
