import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { coldStart, logger } from '#core/app/cold-start.ts';
import { processSnapshotRecords } from '#core/features/snapshots/job.ts';

coldStart();

/** `snapshots` queue consumer: carries on snapshots that outgrew their request, in bounded steps. */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  logger.addContext(context);
  const retry = await processSnapshotRecords(
    event.Records.map((r) => ({
      id: r.messageId,
      body: r.body,
      receiveCount: Number(r.attributes?.ApproximateReceiveCount ?? '1'),
    })),
    { remainingMs: () => context.getRemainingTimeInMillis() },
  );
  return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
};
