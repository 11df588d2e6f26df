import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { coldStart, logger } from '#core/app/cold-start.ts';
import { processMetadataRecords } from '#core/features/files/metadata.ts';
// The CAD format readers: only this function carries them.
import '#core/app/bundled-plugins/fileformat-cad/implementations.ts';

coldStart();

/** `file-metadata` queue consumer: each uploaded file streamed through its plugin's annotation parser; failed records come back alone. */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  logger.addContext(context);
  const retry = await processMetadataRecords(
    event.Records.map((r) => ({
      id: r.messageId,
      body: r.body,
      receiveCount: Number(r.attributes?.ApproximateReceiveCount ?? '1'),
    })),
  );
  return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
};
