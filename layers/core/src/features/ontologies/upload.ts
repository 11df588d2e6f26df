import * as z from 'zod';
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

/** A file name on every platform and an S3 key segment: no separators, no dot-only names. */
export const BUNDLE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const text = (max: number) => z.string().trim().min(1).max(max);
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
    throw new ProblemError(
      'semantic.bundle.too-large',
      `The bundle is ${file.data.length} bytes; at most ${MAX_BUNDLE_BYTES} (10 MB) are accepted.`,
      { byteSize: file.data.length, maxBytes: MAX_BUNDLE_BYTES },
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
