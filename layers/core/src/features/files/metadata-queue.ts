import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { queueUrl, sqsClient } from '../../platform/aws/clients.ts';
import { logger } from '../../platform/observability/logger.ts';
import type { Readable } from 'node:stream';
import { SNIFF_BYTES, parsersForFile } from '../../platform/plugins/annotation-parsers.ts';

/**
 * File metadata from annotation parsers (the fileformat-cad plugin's, for one). After a file
 * record is written (direct upload or presigned commit) the upload sends one `file-metadata`
 * message per enabled parser that claims the file's extension, and answers; it never waits for a
 * parse nor fails because the queue did. The worker streams the stored bytes through the parser
 * and stores its facts as semantic annotations on the file's container:
 *
 *   (c:FileContainer)-[:HAS_ANNOTATION]->(a:SemanticAnnotation {…, fileOid, parserId, pluginId})
 *
 * on the container, not on a reference, because the bytes live there: an upload names a container
 * (no reference need exist yet, and several references may name one container), and the facts
 * go when the file or the container goes. Each annotation names the file it describes (`fileOid`).
 * A redelivered message replaces that parser's annotations of that file in one transaction.
 */
export const metadataMessage = z.object({
  containerId: z.number().int().positive(),
  oid: z.string().min(1),
  parserId: z.string().min(1),
});
export type MetadataMessage = z.output<typeof metadataMessage>;

/** Queues the file for every enabled parser of its extension (or content); logs and goes on when it cannot. */
export async function queueFileMetadata(
  containerId: number,
  oid: string,
  fileName: string,
  head: () => Promise<Buffer | undefined>,
): Promise<void> {
  try {
    const parsers = await parsersForFile(fileName, head);
    if (parsers.length === 0) return;
    const url = queueUrl('file-metadata');
    if (!url) throw new Error('The file-metadata queue URL is not configured (SVC_QUEUE_FILE_METADATA_URL).');
    await Promise.all(
      parsers.map(({ parser }) =>
        sqsClient().send(
          new SendMessageCommand({
            QueueUrl: url,
            MessageBody: JSON.stringify({ containerId, oid, parserId: parser.id } satisfies MetadataMessage),
          }),
        ),
      ),
    );
  } catch (error) {
    // The upload stands; its metadata is missing until the file is uploaded again.
    logger.error('file metadata could not be queued; the upload succeeded without it', {
      error: error as Error,
      containerId,
      oid,
    });
  }
}

/** The first bytes of a stored object (for content sniffing), undefined when they cannot be read. */
export async function storedHead(
  adapter: { get(key: string): Promise<Readable> },
  locator: string,
): Promise<Buffer | undefined> {
  try {
    const stream = await adapter.get(locator);
    const chunks: Buffer[] = [];
    let n = 0;
    for await (const c of stream as AsyncIterable<Buffer>) {
      chunks.push(c);
      n += c.length;
      if (n >= SNIFF_BYTES) break;
    }
    stream.destroy();
    return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
  } catch (error) {
    logger.warn('file metadata: the first bytes could not be read for content sniffing', {
      error: error as Error,
      locator,
    });
    return undefined;
  }
}
