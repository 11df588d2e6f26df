import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { coldStart, logger } from '#core/app/cold-start.ts';
import { bundleBytes } from '#core/features/ontologies/bundles.ts';
import { processRefreshRecords } from '#core/features/ontologies/refresh.ts';

coldStart();

/** `ontology-refresh` queue consumer: carries on refresh runs that outlasted their request. */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  logger.addContext(context);
  const retry = await processRefreshRecords(
    event.Records.map((r) => ({
      id: r.messageId,
      body: r.body,
      receiveCount: Number(r.attributes?.ApproximateReceiveCount ?? '1'),
    })),
    bundleBytes,
    { remainingMs: () => context.getRemainingTimeInMillis() },
  );
  return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
};
