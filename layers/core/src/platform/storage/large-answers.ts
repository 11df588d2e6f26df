import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { ApiResponse } from '../../kernel/api.ts';
import { ProblemError } from '../../kernel/problem.ts';
import { logger } from '../observability/logger.ts';
import { remainingBudgetMs } from '../request-deadline.ts';
import { configuredLargeAnswersStore, LARGE_ANSWERS_PREFIX, type ExportsStore, type ObjectUpload } from './s3.ts';

/**
 * Legacy answers of any size (docs/legacy-shelf.md, "Reads of any size"). Upstream answers a range
 * of any length in one response; a function answers at most 6 MB (Lambda's limit). So an answer
 * is written piece by piece as its producer yields it: kept in memory up to `inlineLimit` bytes
 * (as the function's result carries them, `inlineBytes`) and
 * answered inline (200), or, past that, streamed into `large-answers/<uuid>` of the files bucket
 * by a multipart upload (5 MiB parts, two in flight, so memory stays flat whatever the size) and
 * answered with `303 See Other` to a presigned GET of it that lives LARGE_ANSWER_URL_SECONDS.
 * The client that follows the redirect gets the same body (same bytes, same media type) as an
 * inline answer; the object expires with the bucket's lifecycle rule for the prefix.
 *
 * The whole of it stays within the request's deadline budget: every S3 call is bounded by it
 * (platform/aws/resilience.ts), and once less than FINISH_MS of it is left while pieces still
 * come, the upload is aborted and the answer is the caller's `beyond` problem (an answer too
 * long to be written within one request) rather than a 503 that invites the same retry.
 */
export const LARGE_ANSWER_URL_SECONDS = 5 * 60;
/** What completing the upload and signing the URL need of the budget after the last piece. */
export const FINISH_MS = 1500;

export interface LargeAnswerOptions {
  /** Bytes answered inline at most (as sent before any base64: the caller knows its encoding's cost). */
  readonly inlineLimit: number;
  readonly contentType: string;
  /** File extension of the stored object (`json`, `csv`). */
  readonly extension: string;
  /** Headers of an inline answer (a CSV's attachment name), and for a stored one its download name. */
  readonly downloadName?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** The problem when the answer cannot be written within the request's budget, given the bytes written so far. */
  readonly beyond: (bytesWritten: number) => ProblemError;
  /** The store (tests); the configured files bucket's by default. */
  readonly store?: ExportsStore | undefined;
}

/** A body whose pieces come from `pieces`, answered inline or through storage (see above). */
export async function largeAnswer(pieces: AsyncIterable<string>, o: LargeAnswerOptions): Promise<ApiResponse> {
  const spilled = await spill(pieces, o);
  if (spilled.kind === 'inline') {
    return {
      status: 200,
      body: o.contentType === 'application/json' ? spilled.text : Buffer.from(spilled.text, 'utf8'),
      contentType: o.contentType,
      ...(o.headers ? { headers: o.headers } : {}),
    };
  }
  return { status: 303, headers: { location: spilled.location } };
}

/**
 * An answer already made that is too large for a response (a legacy list or search of every
 * match, kernel/route-common.ts `answersAnySize`): stored whole, and the Location of a presigned
 * GET of it, for the 303 that http/group-handler.ts answers instead.
 */
export async function storeWholeAnswer(body: string, contentType: string): Promise<string> {
  const whole = (async function* () {
    yield body;
  })();
  const stored = await spill(whole, {
    inlineLimit: 0,
    contentType,
    extension: 'json',
    beyond: (bytes) =>
      new ProblemError(
        'response.too-large',
        `The answer (${bytes} bytes) could not be stored within the request's time; ask for pages (page and size) or fewer matches.`,
      ),
  });
  if (stored.kind !== 'stored') throw new Error('an answer past the inline limit was not stored');
  return stored.location;
}

type Spilled = { kind: 'inline'; text: string } | { kind: 'stored'; location: string };

/**
 * What a piece of an inline answer costs of Lambda's 6 MB: a JSON answer goes out as a string in
 * the function's JSON result, where every quote, backslash and control character is escaped once
 * more (a structured-data document, JSON inside a JSON string, grows by up to half); other
 * answers go out base64-encoded, which the caller's limit already allows for.
 */
export function inlineBytes(piece: string, contentType: string): number {
  return contentType === 'application/json' ? Buffer.byteLength(JSON.stringify(piece)) - 2 : Buffer.byteLength(piece);
}

async function spill(pieces: AsyncIterable<string>, o: LargeAnswerOptions): Promise<Spilled> {
  const started = Date.now();
  let held: string[] = [];
  let size = 0;
  let upload: ObjectUpload | undefined;
  let store: ExportsStore | undefined;
  const write = async (u: ObjectUpload, text: string) => {
    if (u.body.write(text)) return;
    await Promise.race([
      once(u.body, 'drain'),
      u.done.then(() => Promise.reject(new Error('the large-answer upload ended before the answer did'))),
    ]);
  };
  try {
    for await (const piece of pieces) {
      if (upload) {
        // Past the inline limit the size is only reported: UTF-16 units, the bytes of ASCII text.
        size += piece.length;
        await write(upload, piece);
        const left = remainingBudgetMs();
        if (left !== undefined && left < FINISH_MS) throw o.beyond(size);
        continue;
      }
      size += inlineBytes(piece, o.contentType);
      held.push(piece);
      if (size > o.inlineLimit) {
        store = o.store ?? configuredLargeAnswersStore();
        if (!store) {
          throw new ProblemError(
            'request.too-large',
            `The answer exceeds the ${o.inlineLimit} bytes a function answers inline, and no bucket is configured for larger answers (svc.files.s3.bucket is blank).`,
            { limitBytes: o.inlineLimit },
          );
        }
        upload = await store.upload(`${LARGE_ANSWERS_PREFIX}${randomUUID()}.${o.extension}`, o.contentType);
        for (const x of held) await write(upload, x);
        held = [];
      }
    }
    if (!upload || !store) return { kind: 'inline', text: held.join('') };
    upload.body.end();
    await upload.done;
    const location = await store.presignGet(upload.key, LARGE_ANSWER_URL_SECONDS, o.downloadName);
    logger.info('large answer stored', { key: upload.key, bytes: size, millis: Date.now() - started });
    return { kind: 'stored', location };
  } catch (err) {
    await upload?.abort();
    throw err;
  }
}
