import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { coldStart, logger } from '#core/app/cold-start.ts';
import { processRetryRecords } from '#core/features/hdf/bridge.ts';

coldStart();

/** `hdf-acl-retry` queue consumer: the queued containers' ACLs synced again; failed records back off and come back alone. */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  logger.addContext(context);
  const retry = await processRetryRecords(
    event.Records.map((r) => ({
      id: r.messageId,
      body: r.body,
      receiptHandle: r.receiptHandle,
      receiveCount: Number(r.attributes?.ApproximateReceiveCount ?? '1'),
    })),
  );
  return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
};
